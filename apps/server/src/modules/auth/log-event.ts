import { z } from 'zod';
import type { ZLogEventRequest } from '@croupier/contracts';
import { eventLog, type DbOrTx } from '@croupier/db';

/** POST /api/user/log-event: a marketing or UI event (ALTERNATIVE_METHOD_BUTTON, …), with the player when signed in. */
export async function logEvent(
  db: DbOrTx,
  input: { userId: string | null; body: z.output<typeof ZLogEventRequest>; now: Date },
): Promise<void> {
  const { event, data, mkt, userDeviceType, cpncToSent } = input.body;
  await db.insert(eventLog).values({
    userId: input.userId,
    event,
    data: { data, mkt: mkt ?? null, userDeviceType: userDeviceType ?? null, cpnc: cpncToSent ?? null },
    createdAt: input.now,
  });
}
