import type { DbOrTx } from '@croupier/db';
import { addToCalendar } from '../rakeback/add-to-calendar';

/**
 * ADD_TO_CALENDAR (spec §8): an instant cashback paid through the rakeback calendar (issue #7) lands on the
 * player's calendar day, under the cashback's own bonus id, in the caller's transaction; the player claims it
 * there (the claim moves the money). Idempotency is the caller's: one player bonus row per cashback.
 */
export async function addCashbackToCalendar(
  tx: DbOrTx,
  input: { userId: string; bonusId: string; amount: bigint; currency: string; day: string; now: Date },
): Promise<void> {
  await addToCalendar(tx, { userId: input.userId, bonusId: input.bonusId, amount: input.amount, currency: input.currency, day: input.day as Parameters<typeof addToCalendar>[1]['day'], now: input.now });
}
