import { DEFAULT_CURRENCY, isFullWidthPaymentLayout, toMajorNumber, type TCashierMode, type TPaymentMethod, ZCryptoNetwork } from '@croupier/contracts';
import { eq } from 'drizzle-orm';
import { paymentProviders, type DbOrTx } from '@croupier/db';
import { currencyExponent } from '../wallet/balance-event';
import { findUserById } from '../auth/queries';
import { limitsByProvider, listMethods, type LimitsRow } from './queries';
import { hiddenReason, tagRulesOf, type MethodRow, type Viewer } from './visibility';

/**
 * A method's title and description in the player's language: the operator's texts for that locale (`content`),
 * else the default ones. `rawTitle` (the title it was created with) is never translated.
 */
export function methodTexts(m: Pick<MethodRow, 'title' | 'description' | 'content'>, language: string | null): { title: string; description: string } {
  const local = language ? m.content[language] : undefined;
  return { title: local?.title || m.title, description: local?.description || m.description };
}

export function toMethodView(m: MethodRow, limits: LimitsRow | null, exponent: number, viewerEmail: string | null, language: string | null): TPaymentMethod {
  const texts = methodTexts(m, language);
  const ownEmail = viewerEmail && m.allowEmails.some((e) => e.toLowerCase() === viewerEmail.toLowerCase()) ? [viewerEmail] : [];
  const major = (v: bigint | number | string) => toMajorNumber(BigInt(v), exponent);
  return {
    id: m.id,
    name: m.name,
    paymentMethod: m.paymentMethod,
    title: texts.title,
    rawTitle: m.rawTitle,
    description: texts.description,
    thumbnail_url: m.thumbnailUrl,
    thumbnailUrl: m.thumbnailUrl,
    isActive: m.isActive,
    hidden: m.hidden,
    isCardForm: m.isCardForm,
    withdrawalExist: m.withdrawalExist,
    depositExist: m.depositExist,
    sortPriority: m.sortPriority,
    allowedCountries: m.allowedCountries,
    restrictedCountries: m.restrictedCountries,
    tagRestrictedCountries: tagRulesOf(m),
    allowedCurrencies: m.allowedCurrencies,
    restrictedCurrencies: m.restrictedCurrencies,
    allowEmails: ownEmail,
    allowTags: m.allowTags,
    allowedTags: m.allowTags,
    kind: m.kind as TPaymentMethod['kind'],
    providerId: m.providerId,
    networks: ZCryptoNetwork.array().catch([]).parse(m.networks),
    limits: limits
      ? {
          currency: limits.currency,
          depositMin: major(limits.depositMin),
          depositMax: major(limits.depositMax),
          withdrawalMin: major(limits.withdrawalMin),
          withdrawalMax: major(limits.withdrawalMax),
          withdrawalFeePercent: limits.withdrawalFeeBps / 100,
          withdrawalFeeFixed: major(limits.withdrawalFeeFixed),
        }
      : null,
    requiresPhone: m.requiresPhone,
    requiresEmailVerification: m.requiresEmailVerification,
  };
}

/**
 * GET /api/admin/get-payments: the methods this viewer may use in this mode,
 * filtered by country (allowed, restricted, tag-restricted), currency
 * (allowed, restricted, and a provider serving it), allowed emails and tags;
 * an active provider; ordered by sortPriority. Hidden-but-active methods are listed with
 * `hidden: true` (the tile rule of spec §4 decides on the client).
 */
export async function listPaymentMethods(
  db: DbOrTx,
  input: { userId: string | null; currencyCode: string | null; countryCode: string | null; ipCountry: string | null; mode: TCashierMode; language?: string | null },
): Promise<{ payments: TPaymentMethod[]; isFullWidth: boolean; currencyCode: string; countryCode: string | null }> {
  const user = input.userId ? await findUserById(db, input.userId) : null;
  const currency = input.currencyCode ?? user?.currencyCode ?? DEFAULT_CURRENCY;
  const countryCode = input.countryCode ?? user?.countryCode ?? input.ipCountry;
  const viewer: Viewer = { email: user?.email ?? null, tags: user?.tags ?? [], countryCode, currency };
  const [methods, limits, exponent, providers] = await Promise.all([
    listMethods(db),
    limitsByProvider(db, currency),
    currencyExponent(db, currency),
    db.select({ id: paymentProviders.id }).from(paymentProviders).where(eq(paymentProviders.isActive, true)),
  ]);
  const active = new Set(providers.map((p) => p.id));
  const payments = methods
    .filter((m) => hiddenReason(m, viewer, input.mode) === null && limits.has(m.providerId) && active.has(m.providerId))
    .map((m) => toMethodView(m, limits.get(m.providerId) ?? null, exponent, viewer.email, input.language ?? user?.preferredLanguage ?? null));
  return { payments, isFullWidth: isFullWidthPaymentLayout(payments.filter((p) => !p.hidden).length), currencyCode: currency, countryCode };
}
