import { isPlaceholderEmail, toMajorNumber, type TWithdrawalBlockCode, type TWithdrawalEligibility } from '@croupier/contracts';
import type { DbOrTx } from '@croupier/db';
import type { TUserRow } from '../auth/queries';
import { getPlayerBalances } from '../wallet/ledger';
import { currencyExponent } from '../wallet/balance-event';
import { getDepositWager, totalDepositCount } from './deposit-wager';
import { hasActiveBonus } from '../bonuses/player-bonuses';

export interface Eligibility {
  reasons: TWithdrawalBlockCode[];
  cash: bigint;
  bonus: bigint;
  depositCount: number;
  wager: { required: bigint; wagered: bigint; remaining: bigint };
  isEmailVerified: boolean;
}

/**
 * Spec §4: a withdrawal is refused while a bonus is active (an active bonus or free spins, issue #6), before the
 * deposits are wagered (not after a permanent self-exclusion), without a successful deposit (AML), or without a
 * verified email. Self-exclusion does not block withdrawals. Bonus money without a bonus (an operator's `adjust --bonus`) does not block: it is play money
 * with no wagering to complete, which no withdrawal takes (only cash is withdrawable); blocking on it left the player
 * with "a bonus is active" and no bonus to finish or cancel.
 */
export async function checkWithdrawalEligibility(db: DbOrTx, user: TUserRow, currency: string): Promise<Eligibility> {
  const [balances, wager, depositCount, activeBonus] = await Promise.all([
    getPlayerBalances(db, user.id, currency),
    getDepositWager(db, user.id, currency),
    totalDepositCount(db, user.id),
    hasActiveBonus(db, user.id),
  ]);
  const b = balances[0] ?? { cash: 0n, bonus: 0n };
  const isEmailVerified = !!user.email && !isPlaceholderEmail(user.email) && user.isEmailVerified;
  const reasons: TWithdrawalBlockCode[] = [];
  if (activeBonus) reasons.push('WITHDRAWAL_ACTIVE_BONUS');
  // A permanently self-excluded player can never play again: the deposit turnover (AML) cannot be met and would
  // keep the player's own money from them, so it does not block (temporary exclusions and freezes end).
  if (wager.remaining > 0n && !user.isSelfExclusionPermanent) reasons.push('WITHDRAWAL_WAGERING_INCOMPLETE');
  if (depositCount === 0) reasons.push('WITHDRAWAL_NO_DEPOSIT');
  if (!isEmailVerified) reasons.push('WITHDRAWAL_EMAIL_NOT_VERIFIED');
  return { reasons, cash: b.cash, bonus: b.bonus, depositCount, wager, isEmailVerified };
}

/** GET /api/user/withdrawal/eligibility */
export async function withdrawalEligibilityView(db: DbOrTx, user: TUserRow, currency: string): Promise<TWithdrawalEligibility> {
  const e = await checkWithdrawalEligibility(db, user, currency);
  const exp = await currencyExponent(db, currency);
  const major = (v: bigint) => toMajorNumber(v, exp);
  return {
    canWithdraw: e.reasons.length === 0,
    reasons: e.reasons,
    currency,
    withdrawable: major(e.cash),
    hasActiveBonus: e.reasons.includes('WITHDRAWAL_ACTIVE_BONUS'),
    hasDeposit: e.depositCount > 0,
    isEmailVerified: e.isEmailVerified,
    depositWager: { required: major(e.wager.required), wagered: major(e.wager.wagered), remaining: major(e.wager.remaining) },
  };
}
