import { eq } from 'drizzle-orm';
import { toMajorNumber, type TGlobalCreditEvent, type TGlobalCreditSource } from '@croupier/contracts';
import { currencies, type DbOrTx } from '@croupier/db';

const exponents = new Map<string, number>();

/** The currency's exponent (minor units per major unit = 10^exponent). */
export async function currencyExponent(db: DbOrTx, code: string): Promise<number> {
  const hit = exponents.get(code);
  if (hit !== undefined) return hit;
  const rows = await db.select({ exponent: currencies.exponent }).from(currencies).where(eq(currencies.code, code)).limit(1);
  const exp = rows[0]?.exponent ?? 2;
  exponents.set(code, exp);
  return exp;
}

/** `balance` event payload (spec §4 wallet:balance carries cash, nonCash, total) in major units. */
export async function balanceEventPayload(db: DbOrTx, _userId: string, currency: string, b: { cash: bigint; bonus: bigint }) {
  const exp = await currencyExponent(db, currency);
  return { currency, cash: toMajorNumber(b.cash, exp), nonCash: toMajorNumber(b.bonus, exp), total: toMajorNumber(b.cash + b.bonus, exp) };
}

/**
 * The `globalCredit` outbox event (TGlobalCreditEvent) for money credited to the player outside a game round:
 * written in the transaction that moved it, beside the `balance` event.
 */
export async function globalCreditEvent(
  db: DbOrTx,
  input: { userId: string; transferId: number; currency: string; amount: bigint; kind: 'cash' | 'bonus'; source: TGlobalCreditSource; now: Date },
): Promise<{ userId: string; event: 'globalCredit'; payload: TGlobalCreditEvent & Record<string, unknown>; now: Date }> {
  const exp = await currencyExponent(db, input.currency);
  return {
    userId: input.userId,
    event: 'globalCredit',
    payload: {
      transferId: input.transferId,
      amount: Number(input.amount),
      major: toMajorNumber(input.amount, exp),
      currency: input.currency,
      kind: input.kind,
      source: input.source,
    },
    now: input.now,
  };
}
