import { fail, ok, type TDeposit, type TResult } from '@croupier/contracts';
import type { DbOrTx } from '@croupier/db';
import { currencyExponent } from '../wallet/balance-event';
import { findDeposit, findMethod, type DepositRow } from './queries';
import { toDepositView } from './views';

export async function depositView(db: DbOrTx, row: DepositRow): Promise<TDeposit> {
  const method = await findMethod(db, row.paymentMethodId);
  return toDepositView(row, await currencyExponent(db, row.currency), method?.name ?? row.paymentMethodId);
}

/** GET /api/user/deposit/:depositId: one of the player's deposits (the page polls it until a result modal applies). */
export async function getDeposit(db: DbOrTx, input: { userId: string; depositId: string }): Promise<TResult<TDeposit, 'DEPOSIT_NOT_FOUND'>> {
  const row = await findDeposit(db, input.depositId, { userId: input.userId });
  if (!row) return fail('DEPOSIT_NOT_FOUND');
  return ok(await depositView(db, row));
}
