/**
 * Races (spec §1 "tournaments (races)", §3 race stats: position, current prize, ranking metric, wagered, games
 * played; docs/races.md). Amounts in the API are JSON numbers in major units of the race's currency.
 *
 *   GET /api/races → { data: { races: TRaceView[] } }   guests too; with a token `me` is the player's standing
 *
 * The operator tool creates races from a TRaceDefinition (prizes as decimal strings in major units).
 */
import { z } from 'zod';
import { RACE_MAX_PRIZES, RACE_METRICS, RACE_STATUSES } from '../races';
import { zLocaleTexts } from './common';

export * from '../races';

const zMajor = z.string().regex(/^\d{1,12}(\.\d{1,18})?$/, 'form.validation.invalid.format');
const zText = (max: number) => z.string().trim().min(1).max(max);

export const ZRaceDefinition = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'form.validation.invalid.format'),
    series: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/).optional(),
    content: zLocaleTexts(z.object({ title: zText(80), description: zText(500).optional() })).refine((c) => !!c.en, 'an English title (content.en) is required'),
    currency: z.string().regex(/^[A-Z]{3,5}$/),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    prizes: z.array(zMajor).min(1).max(RACE_MAX_PRIZES),
    repeatHours: z.number().int().min(1).max(24 * 90).optional(),
  })
  .refine((r) => Date.parse(r.endsAt) > Date.parse(r.startsAt), { message: 'endsAt must be after startsAt', path: ['endsAt'] })
  .refine((r) => r.repeatHours === undefined || r.repeatHours * 3_600_000 >= Date.parse(r.endsAt) - Date.parse(r.startsAt), {
    message: 'repeatHours must not be shorter than the race (the races of a series may not overlap)',
    path: ['repeatHours'],
  })
  .refine((r) => Date.parse(r.startsAt) % 1_800_000 === 0 && Date.parse(r.endsAt) % 1_800_000 === 0, {
    message: 'startsAt and endsAt must be on the hour or half hour (UTC)',
    path: ['startsAt'],
  });
export type TRaceDefinition = z.infer<typeof ZRaceDefinition>;

export const ZRaceStanding = z.object({
  rank: z.number().int(),
  /** Public name: nickname, a masked name, or "Hidden" in ghost mode. */
  player: z.string(),
  wagered: z.number(),
  rounds: z.number().int(),
  prize: z.number().nullable(),
  isMe: z.boolean(),
});
export type TRaceStanding = z.infer<typeof ZRaceStanding>;

export const ZRaceView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  currency: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(RACE_STATUSES),
  metric: z.enum(RACE_METRICS),
  prizePool: z.number(),
  prizes: z.array(z.number()),
  participants: z.number().int(),
  leaderboard: z.array(ZRaceStanding),
  /** The player's standing (null for a guest): rank null until their first counted bet. */
  me: z.object({ rank: z.number().int().nullable(), wagered: z.number(), rounds: z.number().int(), prize: z.number().nullable() }).nullable(),
});
export type TRaceView = z.infer<typeof ZRaceView>;
export const ZRacesQuery = z.object({ lng: z.string().min(2).max(5).optional() });
export const ZRacesResponse = z.object({ data: z.object({ races: z.array(ZRaceView) }) });
