import { z } from 'zod';
import { MSG } from '../messages';

/** Largest `data` object a log-event may carry (serialised JSON characters). */
export const LOG_EVENT_DATA_MAX_CHARS = 8_192;

/** §7 POST /api/user/log-event */
export const ZLogEventRequest = z.object({
  event: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(64, MSG.maxLength),
  data: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((d) => JSON.stringify(d).length <= LOG_EVENT_DATA_MAX_CHARS, MSG.maxLength),
  mkt: z.string().max(255, MSG.maxLength).optional().nullable(),
  userDeviceType: z.string().max(32, MSG.maxLength).optional().nullable(),
  cpncToSent: z.string().max(255, MSG.maxLength).optional().nullable(),
});
export type TLogEventRequest = z.input<typeof ZLogEventRequest>;

/** §3/§7 POST /api/user/country-blocked: the country-blocked report. */
export const ZCountryBlockedRequest = z.object({
  ip: z.string().max(64, MSG.maxLength).optional().nullable(),
  country: z.string().max(64, MSG.maxLength).optional().nullable(),
  firstUrl: z.string().max(2048, MSG.maxLength).optional().nullable(),
});
export type TCountryBlockedRequest = z.input<typeof ZCountryBlockedRequest>;

export const ZOkResponse = z.object({ data: z.object({ ok: z.literal(true) }) });
