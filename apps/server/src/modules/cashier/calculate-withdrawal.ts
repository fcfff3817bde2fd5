import { and, eq, gt, notInArray, sql } from 'drizzle-orm';
import {
  LIMIT_PERIOD_NAMES,
  LIMIT_PERIOD_SECONDS,
  MSG,
  fail,
  ok,
  parseMajor,
  toMajorNumber,
  type TLimitPeriod,
  type TResult,
  type TWithdrawalBlockCode,
  type TWithdrawalCalculation,
} from '@croupier/contracts';
import { withdrawals, type DbOrTx } from '@croupier/db';
import { findUserById, type TUserRow } from '../auth/queries';
import { getSiteSettings } from '../content/get-site-settings';
import type { CashierDeps } from './context';
import { checkWithdrawalEligibility } from './check-withdrawal-eligibility';
import { activeCurrencyExponent, findLimits, findMethod, type LimitsRow } from './queries';
import { isCountryAllowed, isCurrencyAllowed, isPlayerAllowed, type MethodRow } from './visibility';

export type WithdrawalFailure =
  | 'VALIDATION_ERROR'
  | 'SESSION_INVALID'
  | 'AMOUNT_BELOW_ZERO'
  | 'WITHDRAWAL_METHOD_UNAVAILABLE'
  | 'WITHDRAWAL_LIMIT_THRESHOLD'
  | 'WITHDRAWAL_CALCULATION_ERROR'
  | 'WITHDRAWAL_INSUFFICIENT_FUNDS'
  | TWithdrawalBlockCode;

/** Statuses whose amount no longer counts against the automatic allowance. */
export const RELEASED_WITHDRAWAL_STATUSES = ['cancelled', 'rejected', 'failed'];

/** Fee of a withdrawal (minor units): basis points of the amount, rounded up, plus the fixed part. */
export function withdrawalFee(amount: bigint, limits: Pick<LimitsRow, 'withdrawalFeeBps' | 'withdrawalFeeFixed'>): bigint {
  const bps = BigInt(limits.withdrawalFeeBps);
  return (amount * bps + 9_999n) / 10_000n + BigInt(limits.withdrawalFeeFixed);
}

/** §3 automatic withdrawal info: what this player already took automatically from this provider in the period. */
export async function automaticAllowance(db: DbOrTx, input: { userId: string; limits: LimitsRow; now: Date }): Promise<{ limit: bigint; used: bigint; available: bigint; period: TLimitPeriod }> {
  const period = input.limits.autoWithdrawalPeriod as TLimitPeriod;
  const since = new Date(input.now.getTime() - LIMIT_PERIOD_SECONDS[period] * 1000);
  const [row] = await db
    .select({ used: sql<string>`COALESCE(SUM(${withdrawals.amount}), 0)::text` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, input.userId),
        eq(withdrawals.providerId, input.limits.providerId),
        eq(withdrawals.currency, input.limits.currency),
        eq(withdrawals.isAutomatic, true),
        gt(withdrawals.createdAt, since),
        notInArray(withdrawals.status, RELEASED_WITHDRAWAL_STATUSES),
      ),
    );
  const limit = BigInt(input.limits.autoWithdrawalLimit);
  const used = BigInt(row?.used ?? '0');
  return { limit, used, available: limit > used ? limit - used : 0n, period };
}

export interface PreparedWithdrawal {
  user: TUserRow;
  method: MethodRow;
  limits: LimitsRow;
  currency: string;
  exponent: number;
  amount: bigint;
  fee: bigint;
  /** Cash balance of the currency when checked. */
  cash: bigint;
  /** An operator must look at it (deposits not turned over, waived after a permanent self-exclusion). */
  needsReview: boolean;
}

/**
 * The checks shared by the calculation and the request: the method (active,
 * withdrawal-capable, allowed for the player's country, currency, email and
 * tags, served by its provider in the currency), the blocks of spec §4, the
 * amount (> 0, within the provider's withdrawal range, more than the fee) and
 * the cash available.
 */
export async function prepareWithdrawal(
  deps: Pick<CashierDeps, 'db' | 'geo'>,
  input: { userId: string; paymentMethodId: string; amount: string | number; currencyCode?: string | null; activeCurrency: string | null; host: string; ip: string },
): Promise<TResult<PreparedWithdrawal, WithdrawalFailure>> {
  const { db } = deps;
  const user = await findUserById(db, input.userId);
  if (!user) return fail('SESSION_INVALID');
  const { settings } = await getSiteSettings(db, input.host);
  const currency = (input.currencyCode ?? (settings.useMultiWallet ? input.activeCurrency : null) ?? user.currencyCode).toUpperCase();
  const exponent = await activeCurrencyExponent(db, currency);
  if (exponent === null) return fail('VALIDATION_ERROR', { fields: { currencyCode: MSG.currency } });
  const amount = parseMajor(input.amount, exponent);
  if (amount === null) return fail('VALIDATION_ERROR', { fields: { amount: MSG.amount } });

  const method = await findMethod(db, input.paymentMethodId);
  const limits = method ? await findLimits(db, method.providerId, currency) : null;
  const ipCountry = deps.geo.lookup(input.ip).countryCode;
  const countries = [...new Set([user.countryCode, ipCountry].filter((c): c is string => !!c))];
  if (
    !method ||
    !method.isActive ||
    !method.withdrawalExist ||
    !limits ||
    !isCurrencyAllowed(method, currency) ||
    isPlayerAllowed(method, { email: user.email, tags: user.tags }) ||
    (countries.length === 0 ? !isCountryAllowed(method, null, user.tags) : countries.some((c) => !isCountryAllowed(method, c, user.tags)))
  ) {
    return fail('WITHDRAWAL_METHOD_UNAVAILABLE');
  }

  const eligibility = await checkWithdrawalEligibility(db, user, currency);
  if (eligibility.reasons[0]) return fail(eligibility.reasons[0]);
  if (amount <= 0n) return fail('AMOUNT_BELOW_ZERO');
  if (amount < BigInt(limits.withdrawalMin) || amount > BigInt(limits.withdrawalMax)) return fail('WITHDRAWAL_LIMIT_THRESHOLD');
  const fee = withdrawalFee(amount, limits);
  if (fee >= amount) return fail('WITHDRAWAL_CALCULATION_ERROR');
  if (amount > eligibility.cash) return fail('WITHDRAWAL_INSUFFICIENT_FUNDS');
  // Deposits not turned over (waived only after a permanent self-exclusion): an operator reviews it, never automatic
  // (AML: deposit, exclude, withdraw).
  const needsReview = eligibility.wager.remaining > 0n;
  return ok({ user, method, limits, currency, exponent, amount, fee, cash: eligibility.cash, needsReview });
}

/** POST /api/user/withdrawal/calculate: fee, amount received and the automatic-withdrawal allowance. */
export async function calculateWithdrawal(
  deps: CashierDeps,
  input: Parameters<typeof prepareWithdrawal>[1],
): Promise<TResult<TWithdrawalCalculation, WithdrawalFailure>> {
  const prepared = await prepareWithdrawal(deps, input);
  if (!prepared.ok) return prepared;
  const p = prepared.value;
  const allowance = await automaticAllowance(deps.db, { userId: p.user.id, limits: p.limits, now: deps.clock.now() });
  const major = (v: bigint | string | number) => toMajorNumber(BigInt(v), p.exponent);
  return ok({
    amount: major(p.amount),
    fee: major(p.fee),
    amountReceived: major(p.amount - p.fee),
    currency: p.currency,
    min: major(p.limits.withdrawalMin),
    max: major(p.limits.withdrawalMax),
    withdrawable: major(p.cash),
    automatic: {
      // As the request decides: a withdrawal that needs a review (deposits not wagered) waits for an operator.
      isAutomatic: !p.needsReview && p.amount <= allowance.available,
      available: major(allowance.available),
      used: major(allowance.used),
      limit: major(allowance.limit),
      period: LIMIT_PERIOD_NAMES[allowance.period],
      periodCode: allowance.period,
    },
  });
}
