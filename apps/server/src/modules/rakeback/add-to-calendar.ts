import { sql } from 'drizzle-orm';
import { addDays, isDateString, type TDateString } from '@croupier/contracts';
import type { DbOrTx } from '@croupier/db';

/** How far an amount may be pushed past days already paid (a year of paid days is more than any calendar holds). */
const MAX_DAYS_FORWARD = 400;

export interface TAddToCalendarInput {
  userId: string;
  /** The bonus the amount belongs to (the rakeback definition, or the cashback definition for ADD_TO_CALENDAR). */
  bonusId: string;
  /** Minor units of `currency`; must be positive. */
  amount: bigint;
  currency: string;
  /** The player's calendar day (YYYY-MM-DD in their time zone) the amount becomes claimable on. */
  day: TDateString;
  now?: Date;
}

/**
 * Adds an amount to a player's calendar day, in the caller's transaction (the cycle worker; cashback with
 * ADD_TO_CALENDAR, issue #6). The day's row is created or increased in one statement that holds its row lock,
 * and only while it is unpaid: an amount for a day already claimed goes to the next unpaid day, so nothing
 * added after a claim is lost or paid twice. The caller makes its own call idempotent (the worker: one
 * rakeback_cycles row per cycle; a cashback: its player bonus row). Returns the day it landed on.
 */
export async function addToCalendar(tx: DbOrTx, input: TAddToCalendarInput): Promise<{ canClaimDate: TDateString; dayId: number }> {
  if (input.amount <= 0n) throw new RangeError(`addToCalendar: the amount must be positive (${input.amount})`);
  if (!isDateString(input.day)) throw new RangeError(`addToCalendar: not a YYYY-MM-DD day: ${input.day}`);
  const at = input.now ? sql`${input.now.toISOString()}::timestamptz` : sql`now()`;
  let day = input.day;
  for (let i = 0; i < MAX_DAYS_FORWARD; i++) {
    const result = (await tx.execute(sql`
      INSERT INTO rakeback_days AS d (user_id, bonus_id, currency, can_claim_date, amount, created_at, updated_at)
      VALUES (${input.userId}::uuid, ${input.bonusId}, ${input.currency}, ${day}::date, ${input.amount.toString()}::bigint, ${at}, ${at})
      ON CONFLICT (user_id, bonus_id, currency, can_claim_date)
        DO UPDATE SET amount = d.amount + excluded.amount, updated_at = excluded.updated_at
        WHERE d.paid_at IS NULL
      RETURNING d.id`)) as unknown as { rows: { id: number | string }[] };
    const row = result.rows[0];
    if (row) return { canClaimDate: day, dayId: Number(row.id) };
    day = addDays(day, 1);
  }
  throw new Error(`addToCalendar: no unpaid day within ${MAX_DAYS_FORWARD} days of ${input.day}`);
}
