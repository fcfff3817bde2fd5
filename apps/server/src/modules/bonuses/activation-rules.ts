import { and, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { isPlaceholderEmail, type TBonusActivationCode } from '@croupier/contracts';
import { deposits, playerBonuses, type DbOrTx } from '@croupier/db';
import type { TUserRow } from '../auth/queries';
import type { BonusDef, TBonusAmountsRow } from './definitions';
import { exclusionOf } from '../protection/exclude-player';
import { hasDuplicateAccountSignals } from './fraud-signals';
import { isCountryAllowed, isInCampaign } from './list-bonuses';
import { totalDepositCount } from '../cashier/deposit-wager';
import { findActiveFreeSpins, findActiveInSlot } from './player-bonuses';
import { checkTimeWindow, localDayAndMinute } from './time-window';
import { HALF_HOUR_MS } from '../../platform/half-hour-worker';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Where an activation comes from: the promotions/profile button, a coupon code, or a credited deposit. */
export type TActivationSource = 'player' | 'coupon' | 'deposit';

export type TActivationRefusal = TBonusActivationCode | 'BONUS_NOT_FOUND' | 'COUPON_NOT_APPLIED' | 'SELF_EXCLUSION_ACTIVE' | 'ACCOUNT_FROZEN';

export interface ActivationContext {
  def: BonusDef;
  user: TUserRow;
  currency: string;
  source: TActivationSource;
  now: Date;
  timeZone: string;
  /** The site setting verifyEmailOnBonusActivation (spec §3). */
  verifyEmailOnBonusActivation: boolean;
  confirmReplace: boolean;
  /** The coupon code sent (coupon bonuses). */
  coupon: string | null;
  /** Source 'deposit': the deposit being credited (its amount, and its number among the player's deposits). */
  deposit?: { amount: bigint; number: number };
  /** The caller already found the player neither self-excluded nor frozen (a list of checks in one request). */
  isExclusionChecked?: boolean;
}

export interface ActivationPlan {
  amounts: TBonusAmountsRow;
  /** Bonus money to grant now (minor units). */
  bonusAmount: bigint;
  /** Instant cashback: the net loss it was computed on. */
  cashbackLoss: bigint | null;
  /** Whether taking it needs the money slot, the free-spins slot, and which active bonus it cancels. */
  needsMoneySlot: boolean;
  hasSpins: boolean;
  replaces: string | null;
  isFirstTake: boolean;
}


/** Net real-money loss (stakes − wins) in a currency from the play bucket starting at `fromBucket` up to now. */
export async function netLossOf(db: DbOrTx, userId: string, currency: string, fromBucket: Date): Promise<bigint> {
  const result = (await db.execute(sql`
    SELECT coalesce(sum(b.bet_cash - b.win_cash), 0)::text AS loss FROM player_play_buckets b
     WHERE b.user_id = ${userId}::uuid AND b.currency = ${currency} AND b.bucket_start >= ${fromBucket.toISOString()}::timestamptz`)) as unknown as {
    rows: { loss: string }[];
  };
  return BigInt(result.rows[0]?.loss ?? '0');
}

const bucketOf = (ms: number) => Math.floor(ms / HALF_HOUR_MS) * HALF_HOUR_MS;

/**
 * The first play bucket an instant cashback counts: its period's (the bucket the period starts in), but never one an
 * earlier take of the same cashback counted (it counted up to the end of the bucket it was taken in): the same
 * losses are not paid back twice, however the retry period and the period compare.
 */
export function cashbackFromBucket(now: Date, periodHours: number, lastTakeAt: Date | null): Date {
  const from = bucketOf(now.getTime() - periodHours * HOUR_MS);
  return new Date(lastTakeAt ? Math.max(from, bucketOf(lastTakeAt.getTime()) + HALF_HOUR_MS) : from);
}

const mulPercent = (amount: bigint, percent: string | number) => (amount * BigInt(Math.round(Number(percent) * 100))) / 10000n;

/**
 * Every activation rule of issue #6 in a fixed order, each producing its spec §8 code from its real condition
 * (docs/bonuses.md "Activation codes"). Read-only: run it in the activation transaction after the player's
 * accounts are locked, so two activations of one player are decided one after the other.
 */
export async function checkActivation(tx: DbOrTx, c: ActivationContext): Promise<{ ok: true; plan: ActivationPlan } | { ok: false; code: TActivationRefusal }> {
  const { def, user, now } = c;
  const refuse = (code: TActivationRefusal) => ({ ok: false as const, code });
  if (def.type === 'RAKEBACK') return refuse('BONUS_NOT_FOUND');
  // A self-excluded or frozen player may only withdraw (spec §6, issue #8): no bonus, coupon or free spins.
  const excluded = c.isExclusionChecked ? null : await exclusionOf(tx, user.id, now);
  if (excluded) return refuse(excluded.code);
  if (def.couponCode && def.couponCode !== c.coupon?.trim().toUpperCase()) return refuse(c.source === 'coupon' ? 'COUPON_NOT_APPLIED' : 'BONUS_NOT_FOUND');
  const amounts = def.amounts.get(c.currency);
  if (!amounts || !isCountryAllowed(def, user.countryCode)) return refuse('BONUS_NOT_FOUND');
  // The operator switched the promotion off.
  if (!def.isActive) return refuse('CANCELLED');
  if (!isInCampaign(def, now)) return refuse('DAYS_VALID');
  const window = checkTimeWindow(def, localDayAndMinute(now, c.timeZone));
  if (window !== 'ok') return refuse(window);
  if (def.registrationWindowDays !== null && now.getTime() - user.createdAt.getTime() > def.registrationWindowDays * DAY_MS) return refuse('REGISTRATION_BONUS');
  const hasVerifiedEmail = !!user.email && !isPlaceholderEmail(user.email) && user.isEmailVerified;
  if ((def.requiresEmailVerification || c.verifyEmailOnBonusActivation) && !hasVerifiedEmail) return refuse('REQUIRED_EMAIL_VERIFICATION');
  if ((def.type === 'NO_DEPOSIT' || def.type === 'FREE_SPINS') && (await hasDuplicateAccountSignals(tx, { id: user.id, tags: user.tags, signup: user.signup }))) return refuse('BONUS_FRAUD');

  // The number of this deposit among the player's deposits (a credited deposit is already counted), or of the next.
  const depositNumber = c.deposit ? c.deposit.number : (await totalDepositCount(tx, user.id)) + 1;
  if (depositNumber - 1 < def.requiredDeposits) return refuse('DEPOSITS_NUMBER2');
  if (def.type === 'DEPOSIT' && def.depositNumber !== null && depositNumber !== def.depositNumber) return refuse('DEPOSITS_NUMBER');

  const [last] = await tx
    .select({ createdAt: playerBonuses.createdAt })
    .from(playerBonuses)
    // Takes only: a deposit bonus chosen and then replaced or cancelled before any deposit (never activated) is none.
    .where(and(eq(playerBonuses.userId, user.id), eq(playerBonuses.bonusId, def.id), ne(playerBonuses.status, 'pending'), isNotNull(playerBonuses.activatedAt)))
    .orderBy(desc(playerBonuses.createdAt))
    .limit(1);
  if (last && (def.retryPeriodHours === null || now.getTime() - last.createdAt.getTime() < def.retryPeriodHours * HOUR_MS)) return refuse('RETRY_PERIOD');

  let bonusAmount = 0n;
  let cashbackLoss: bigint | null = null;
  if (def.type === 'INSTANT_CASHBACK') {
    const since = new Date(now.getTime() - def.cashbackPeriodHours * HOUR_MS);
    if (def.cashbackRequiresDeposit) {
      const [dep] = await tx
        .select({ id: deposits.id })
        .from(deposits)
        .where(and(eq(deposits.userId, user.id), eq(deposits.status, 'success'), gte(deposits.completedAt, since)))
        .limit(1);
      if (!dep) return refuse('CASHBACK_NEED_DEPOSIT');
    }
    cashbackLoss = await netLossOf(tx, user.id, c.currency, cashbackFromBucket(now, def.cashbackPeriodHours, last?.createdAt ?? null));
    bonusAmount = mulPercent(cashbackLoss > 0n ? cashbackLoss : 0n, def.cashbackPercent);
    if (amounts.maxCashback !== null && bonusAmount > BigInt(amounts.maxCashback)) bonusAmount = BigInt(amounts.maxCashback);
    if (cashbackLoss < BigInt(amounts.minLoss) || bonusAmount <= 0n) return refuse('NO_CASHBACK');
  } else if (def.type === 'NO_DEPOSIT') {
    bonusAmount = BigInt(amounts.fixedAmount);
  } else if (def.type === 'DEPOSIT' && c.deposit) {
    bonusAmount = mulPercent(c.deposit.amount, def.percent) + BigInt(amounts.fixedAmount);
    if (amounts.maxBonus !== null && bonusAmount > BigInt(amounts.maxBonus)) bonusAmount = BigInt(amounts.maxBonus);
  }

  const isWagered = Number(def.wagerMultiplier) > 0;
  const pays = def.type !== 'DEPOSIT' || !!c.deposit;
  const needsMoneySlot = pays && isWagered && bonusAmount > 0n && !(def.type === 'INSTANT_CASHBACK' && def.cashbackPayout === 'CALENDAR');
  const hasSpins = def.freeSpins > 0 && (def.type === 'FREE_SPINS' || pays);
  if (hasSpins && (await findActiveFreeSpins(tx, user.id))) return refuse('ACTIVE_FREE_SPINS');
  let replaces: string | null = null;
  if (needsMoneySlot || (def.type === 'DEPOSIT' && !c.deposit)) {
    const active = await findActiveInSlot(tx, user.id, 'money');
    // A deposit bonus chosen before the deposit only warns at the deposit; granting it needs the confirmation.
    if (active && needsMoneySlot) {
      if (!c.confirmReplace) return refuse('ACTIVE_BONUS');
      replaces = active.id;
    }
  }
  const [taken] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.userId, user.id),
        eq(playerBonuses.bonusId, def.id),
        inArray(playerBonuses.status, ['active', 'completed', 'lost', 'cancelled', 'expired', 'paid']),
        isNotNull(playerBonuses.activatedAt),
      ),
    );
  return { ok: true, plan: { amounts, bonusAmount, cashbackLoss, needsMoneySlot, hasSpins, replaces, isFirstTake: Number(taken?.n ?? 0) === 0 } };
}
