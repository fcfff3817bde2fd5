import { eq } from 'drizzle-orm';
import { BONUS_ACTIVATION_MESSAGES, bonusErrorReference, ERROR_CODES, fail, ok, type TBonusActivationCode, type TDeposit, type TErrorCode, type TResult } from '@croupier/contracts';
import { bonusDepositClaims, type DbOrTx } from '@croupier/db';
import { currencyExponent } from '../wallet/balance-event';
import { findDeposit, findMethod, type DepositRow } from './queries';
import { toDepositView } from './views';

export async function depositView(db: DbOrTx, row: DepositRow): Promise<TDeposit> {
  const [method, [claim]] = await Promise.all([
    findMethod(db, row.paymentMethodId),
    row.bonusId ? db.select().from(bonusDepositClaims).where(eq(bonusDepositClaims.depositId, row.id)).limit(1) : Promise.resolve([]),
  ]);
  const view = toDepositView(row, await currencyExponent(db, row.currency), method?.name ?? row.paymentMethodId);
  if (!claim) return view;
  // The bonus outcome, told with the deposit's result (a bonus refused when the deposit arrived: why).
  const status = claim.status === 'granted' || claim.status === 'refused' ? claim.status : 'pending';
  const code = status === 'refused' ? claim.refusalCode : null;
  const message = code ? (BONUS_ACTIVATION_MESSAGES[code as TBonusActivationCode] ?? ERROR_CODES[code as TErrorCode]?.message ?? 'bonus.error.not.found') : null;
  const reference = code === 'UNIFIED_ERROR' ? bonusErrorReference(claim.bonusId, claim.userId, claim.playerBonusId) : null;
  return { ...view, bonus: { bonusId: claim.bonusId, status, code, message, reference } };
}

/** GET /api/user/deposit/:depositId: one of the player's deposits (the page polls it until a result modal applies). */
export async function getDeposit(db: DbOrTx, input: { userId: string; depositId: string }): Promise<TResult<TDeposit, 'DEPOSIT_NOT_FOUND'>> {
  const row = await findDeposit(db, input.depositId, { userId: input.userId });
  if (!row) return fail('DEPOSIT_NOT_FOUND');
  return ok(await depositView(db, row));
}
