import { createHash } from 'node:crypto';
import { exclusionOf } from '../protection/exclude-player';
import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_PAGE_URLS,
  DEPOSIT_ACTION_TTL_S,
  MSG,
  ZCryptoNetwork,
  checkCardExpiry,
  checkPhone,
  fail,
  isPlaceholderEmail,
  missingAddressFields,
  ok,
  parseMajor,
  type TCreateDepositParsed,
  type TDeposit,
  type TResult,
} from '@croupier/contracts';
import { deposits } from '@croupier/db';
import { newId } from '../../platform/ids';
import { findUserById, type TUserRow } from '../auth/queries';
import { uniqueViolation } from '../auth/unique-violation';
import { getSiteSettings } from '../content/get-site-settings';
import type { CashierDeps } from './context';
import { checkDepositLimits } from './deposit-limits';
import { activeCurrencyExponent, findLimits, findMethod, type DepositRow } from './queries';
import type { CreateDepositOutcome, DepositOrder } from './providers/types';
import { toDepositView } from './views';
import { isCountryAllowed, isCurrencyAllowed, isPlayerAllowed } from './visibility';
import { checkDepositBonus, recordDepositBonusClaim, type TDepositBonusFailure } from '../bonuses/deposit-bonus';
import { isPlaceBlocked } from '../geo/location-rule';

export type DepositFailure =
  | 'VALIDATION_ERROR'
  | 'SESSION_INVALID'
  | 'SELF_EXCLUDED'
  | 'ACCOUNT_FROZEN'
  | 'GLOBAL_ERROR'
  | 'DEPOSIT_COUNTRY_BLOCK'
  | 'REQUIRED_EMAIL_VERIFICATION'
  | 'PAYMENT_LIMIT_THRESHOLD'
  | 'LIMITS_IN_ACCOUNT_CURRENCY'
  | 'TRANSACTION_FAILED'
  | 'AMOUNT_BELOW_ZERO'
  | 'UNIFIED_ERROR'
  | 'PAYMENT_PROVIDER_LIMIT_THRESHOLD'
  | 'PROVIDER_ERROR'
  | 'PHONE_ERROR'
  | 'DEPOSIT_ADDRESS_REQUIRED'
  | 'PAYMENT_SERVICE_ERROR'
  | TDepositBonusFailure;

export interface CreateDepositInput {
  userId: string;
  body: TCreateDepositParsed;
  ip: string;
  host: string;
  /** The multi-wallet currency cookie, if any. */
  activeCurrency: string | null;
  /** A location the player verified with their device for this IP (geo/verify-location.ts), used instead of the IP's. */
  verifiedCountry?: string | null;
}

export const isSelfExcluded = (u: Pick<TUserRow, 'isSelfExclusionPermanent' | 'selfExclusionUntil'>, now: Date) =>
  u.isSelfExclusionPermanent || (u.selfExclusionUntil !== null && u.selfExclusionUntil > now);


function fingerprintOf(body: TCreateDepositParsed, currency: string): string {
  const parts: Record<string, unknown> = { kind: body.kind, method: body.paymentMethodId, amount: String(body.amount), currency, bonusId: body.bonusId ?? null };
  if (body.kind === 'card') parts.card = body.card.number.slice(-4);
  if (body.kind === 'crypto') parts.network = body.network;
  if (body.kind === 'ewallet') parts.email = body.email.toLowerCase();
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'card';
}

/**
 * POST /api/user/deposit: checks every rule (spec §5 fields, §8 codes),
 * records the order and hands it to the method's provider. No money moves
 * here: the provider's verified webhook credits it (apply-payment-event.ts).
 */
export async function createDeposit(deps: CashierDeps, input: CreateDepositInput): Promise<TResult<TDeposit, DepositFailure>> {
  const { db, clock } = deps;
  const now = clock.now();
  const { body } = input;
  const user = await findUserById(db, input.userId);
  if (!user) return fail('SESSION_INVALID');
  const { settings } = await getSiteSettings(db, input.host);
  const currency = (body.currencyCode ?? (settings.useMultiWallet ? input.activeCurrency : null) ?? user.currencyCode).toUpperCase();

  // A double submit (same requestId) returns the first deposit; the same id with other fields is refused.
  if (body.requestId) {
    const [existing] = await db.select().from(deposits).where(and(eq(deposits.userId, user.id), eq(deposits.requestId, body.requestId))).limit(1);
    if (existing) {
      if (existing.requestFingerprint !== fingerprintOf(body, currency)) return fail('UNIFIED_ERROR', { reference: body.requestId });
      return ok(await viewOf(deps, existing));
    }
  }

  // Self-excluded or frozen (issue #8): withdrawals only; a freeze is named as one.
  if (isSelfExcluded(user, now)) return fail('SELF_EXCLUDED');
  const excluded = await exclusionOf(db, user.id, now);
  if (excluded) return fail(excluded.code === 'ACCOUNT_FROZEN' ? 'ACCOUNT_FROZEN' : 'SELF_EXCLUDED');
  const method = await findMethod(db, body.paymentMethodId);
  if (!method || !method.isActive || !method.depositExist) return fail('GLOBAL_ERROR');
  if (method.kind !== body.kind) return fail('VALIDATION_ERROR', { fields: { kind: MSG.format } });

  // Field rules that need the method or the clock (spec §5).
  const exponent = await activeCurrencyExponent(db, currency);
  if (exponent === null) return fail('VALIDATION_ERROR', { fields: { currencyCode: MSG.currency } });
  const amount = parseMajor(body.amount, exponent);
  if (amount === null) return fail('VALIDATION_ERROR', { fields: { amount: MSG.amount } });
  if (body.kind === 'card') {
    const e = checkCardExpiry(body.card.expiry, now);
    if (e) return fail('VALIDATION_ERROR', { fields: { 'card.expiry': e } });
  }
  const networks = ZCryptoNetwork.array().catch([]).parse(method.networks);
  const network = body.kind === 'crypto' ? networks.find((n) => n.code === body.network) : undefined;
  if (body.kind === 'crypto' && !network) return fail('VALIDATION_ERROR', { fields: { network: MSG.format } });

  // Where the player is: the site's excluded countries (by IP), then the method's country rules (profile and IP country).
  const found = deps.geo.lookup(input.ip);
  const place = { ip: input.ip, ipCountry: found.countryCode, subdivisions: found.subdivisions, verifiedCountry: input.verifiedCountry ?? null };
  if (isPlaceBlocked(settings, place)) return fail('DEPOSIT_COUNTRY_BLOCK');
  // The method's own country rules read the profile and the IP, as the method list does (a verified place only lifts
  // the site's exclusion above).
  const ipCountry = place.ipCountry;
  for (const country of new Set([user.countryCode, ipCountry].filter((c): c is string => !!c))) {
    if (!isCountryAllowed(method, country, user.tags)) return fail('DEPOSIT_COUNTRY_BLOCK');
  }
  if (!user.countryCode && !ipCountry && !isCountryAllowed(method, null, user.tags)) return fail('DEPOSIT_COUNTRY_BLOCK');
  if (isPlayerAllowed(method, { email: user.email, tags: user.tags })) return fail('GLOBAL_ERROR');

  // Currency: the method's rules, a provider serving it, and (single wallet) the account currency.
  const limits = await findLimits(db, method.providerId, currency);
  if (!isCurrencyAllowed(method, currency) || !limits || (!settings.useMultiWallet && currency !== user.currencyCode)) return fail('PAYMENT_SERVICE_ERROR');

  const hasRealEmail = !!user.email && !isPlaceholderEmail(user.email);
  if (method.requiresEmailVerification && !(hasRealEmail && user.isEmailVerified)) return fail('REQUIRED_EMAIL_VERIFICATION');
  if (method.requiresPhone && (!user.phone || !user.phoneCode || checkPhone(user.phoneCode, user.phone) !== null)) return fail('PHONE_ERROR');
  // allowDepWithoutAddress off: no deposit before the profile has a billing address (the cashier asks for it).
  if (!settings.allowDepWithoutAddress && missingAddressFields(user).length > 0) return fail('DEPOSIT_ADDRESS_REQUIRED');

  if (amount <= 0n) return fail('AMOUNT_BELOW_ZERO');
  if (amount < BigInt(limits.depositMin) || amount > BigInt(limits.depositMax)) return fail('PAYMENT_PROVIDER_LIMIT_THRESHOLD');

  const provider = await deps.cashier.provider(db, method.providerId);
  if (!provider || !provider.isActive) return fail('PROVIDER_ERROR');

  // The cashier's bonus choice (issue #6): every activation rule now; the webhook that credits the deposit grants it.
  if (body.bonusId) {
    const b = await checkDepositBonus(db, { userId: user.id, bonusId: body.bonusId, amount, currency, confirmReplace: body.confirmBonusReplace ?? false, timeZone: body.timeZone, host: input.host, now });
    if (!b.ok) return fail(b.code, { fields: b.fields });
  }

  // Record the order under the player's deposit limits (locked, so parallel deposits cannot both pass).
  const id = newId();
  const details: Record<string, unknown> = {};
  if (body.kind === 'card') Object.assign(details, { brand: cardBrand(body.card.number), last4: body.card.number.slice(-4), holderName: body.card.holderName });
  if (network) details.network = network.code;
  if (body.kind === 'ewallet') details.email = body.email;
  if (body.kind === 'netbanking' && body.bankName) details.bankName = body.bankName;
  const record = () => db.transaction(async (tx) => {
    const check = await checkDepositLimits(tx, { userId: user.id, currency, amount, now, lock: true });
    if (!check.ok) return 'otherCurrency' in check ? 'LIMITS_IN_ACCOUNT_CURRENCY' : 'PAYMENT_LIMIT_THRESHOLD';
    await tx.insert(deposits).values({
      id,
      userId: user.id,
      paymentMethodId: method.id,
      providerId: method.providerId,
      kind: method.kind,
      status: 'processing',
      amount,
      currency,
      bonusId: body.bonusId ?? null,
      requestId: body.requestId ?? null,
      requestFingerprint: body.requestId ? fingerprintOf(body, currency) : null,
      details,
      // Until the provider answers: an order that never hears back (a crash, a lost answer) ends as 'expired' instead
      // of holding the deposit limits (expire-deposits.ts); the answer sets the order's own time.
      expiresAt: new Date(now.getTime() + DEPOSIT_ACTION_TTL_S * 1000),
      createdAt: now,
      updatedAt: now,
    });
    if (body.bonusId) await recordDepositBonusClaim(tx, { depositId: id, userId: user.id, bonusId: body.bonusId, confirmReplace: body.confirmBonusReplace ?? false, timeZone: body.timeZone, now });
    return true;
  });
  let recorded: true | 'LIMITS_IN_ACCOUNT_CURRENCY' | 'PAYMENT_LIMIT_THRESHOLD';
  try {
    recorded = await record();
  } catch (err) {
    // Two identical submits raced: the other one recorded the order.
    if (body.requestId && uniqueViolation(err) !== null) {
      const [existing] = await db.select().from(deposits).where(and(eq(deposits.userId, user.id), eq(deposits.requestId, body.requestId))).limit(1);
      if (existing) return existing.requestFingerprint === fingerprintOf(body, currency) ? ok(await viewOf(deps, existing)) : fail('UNIFIED_ERROR', { reference: body.requestId });
    }
    throw err;
  }
  if (recorded !== true) return fail(recorded);

  const order: DepositOrder = {
    id,
    userId: user.id,
    providerId: method.providerId,
    methodName: method.name,
    kind: method.kind as DepositOrder['kind'],
    amount,
    currency,
    exponent,
    ...(body.kind === 'card' ? { card: body.card } : {}),
    ...(network ? { network } : {}),
    ...(body.kind === 'ewallet' ? { email: body.email } : {}),
    ...(body.kind === 'netbanking' ? { bankName: body.bankName ?? null } : {}),
    player: { email: user.email, phone: user.phone ? `+${user.phoneCode ?? ''}${user.phone}` : null, name: [user.firstName, user.lastName].filter(Boolean).join(' ') || null },
    returnPath: settings.pageUrlSetup.find((p) => p.key === 'deposit')?.href ?? DEFAULT_PAGE_URLS.deposit,
    now,
  };
  let outcome: CreateDepositOutcome;
  try {
    outcome = await provider.adapter.createDeposit(order);
  } catch (err) {
    // Unknown (a timeout may have reached the provider, a card may be charged): the order stays 'processing', so a
    // payment the provider reports is credited; unheard of, it expires (DEPOSIT_ACTION_TTL_S).
    await db
      .update(deposits)
      .set({ failureReason: (err as Error).message.slice(0, 200), updatedAt: clock.now() })
      .where(and(eq(deposits.id, id), eq(deposits.status, 'processing')));
    return fail('PROVIDER_ERROR');
  }

  if (outcome.type !== 'accepted') {
    await db
      .update(deposits)
      .set({ status: 'failed', failureReason: outcome.reason, updatedAt: clock.now() })
      .where(and(eq(deposits.id, id), eq(deposits.status, 'processing')));
    return fail(outcome.type === 'rejected' ? 'TRANSACTION_FAILED' : 'PROVIDER_ERROR');
  }
  // The webhook may already have moved the order on (fast providers): only a still-new order takes the provider's status.
  await db.transaction(async (tx) => {
    await tx.update(deposits).set({ providerReference: outcome.providerReference }).where(eq(deposits.id, id));
    await tx
      .update(deposits)
      .set({
        status: outcome.status,
        action: outcome.action as Record<string, unknown> | null,
        // Waiting for the player: it ends (a page left, an invoice not paid) rather than holding the limits forever.
        expiresAt: outcome.expiresAt ?? (outcome.status === 'requires_action' ? new Date(clock.now().getTime() + DEPOSIT_ACTION_TTL_S * 1000) : null),
        updatedAt: clock.now(),
      })
      .where(and(eq(deposits.id, id), eq(deposits.status, 'processing')));
  });
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id));
  return ok(toDepositView(row!, exponent, method.name));
}

async function viewOf(deps: CashierDeps, row: DepositRow): Promise<TDeposit> {
  const method = await findMethod(deps.db, row.paymentMethodId);
  const exponent = (await activeCurrencyExponent(deps.db, row.currency)) ?? 2;
  return toDepositView(row, exponent, method?.name ?? row.paymentMethodId);
}
