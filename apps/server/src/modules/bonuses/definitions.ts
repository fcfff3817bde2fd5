import { asc, eq, inArray } from 'drizzle-orm';
import { formatMoney, isBonusTextAmount, isLocale, LOCALE_INFO, toMajorNumber, type TBonusDefinition, type TBonusRow, type TBonusType, type TCashbackPayout, type TWagerBase, type TWageringType, type TWeekDay } from '@croupier/contracts';
import { bonusCurrencyAmounts, bonuses, bonusParticipation, currencies, type DbOrTx } from '@croupier/db';

export type TBonusDefRow = typeof bonuses.$inferSelect;
export type TBonusAmountsRow = typeof bonusCurrencyAmounts.$inferSelect;

/** A definition with its per-currency amounts and its participant count. */
export interface BonusDef extends TBonusDefRow {
  amounts: Map<string, TBonusAmountsRow>;
  participants: number;
}

/** Loads definitions (all, or these ids) with their amounts and participant counts. */
export async function loadBonusDefinitions(db: DbOrTx, ids?: readonly string[]): Promise<BonusDef[]> {
  if (ids && ids.length === 0) return [];
  const defs = await db
    .select()
    .from(bonuses)
    .where(ids ? inArray(bonuses.id, [...ids]) : undefined)
    .orderBy(asc(bonuses.sortOrder), asc(bonuses.id));
  if (defs.length === 0) return [];
  const defIds = defs.map((d) => d.id);
  const [amounts, counts] = await Promise.all([
    db.select().from(bonusCurrencyAmounts).where(inArray(bonusCurrencyAmounts.bonusId, defIds)),
    db.select().from(bonusParticipation).where(inArray(bonusParticipation.bonusId, defIds)),
  ]);
  const participants = new Map(counts.map((c) => [c.bonusId, c.participants]));
  return defs.map((d) => ({
    ...d,
    amounts: new Map(amounts.filter((a) => a.bonusId === d.id).map((a) => [a.currency, a])),
    participants: participants.get(d.id) ?? 0,
  }));
}

export async function loadBonusDefinition(db: DbOrTx, id: string): Promise<BonusDef | null> {
  return (await loadBonusDefinitions(db, [id]))[0] ?? null;
}

/** The amounts a text's `{maxBonus}`… are written from: the offer's amounts in the viewer's currency. */
export interface TTextMoney {
  amounts: TBonusAmountsRow | undefined;
  currency: string;
  exponent: number;
}

/**
 * Texts in the language, English as the fallback; with `money`, each `{amount}` placeholder written in that currency
 * for the language ("up to {maxBonus}" → "up to €1,000", "bis zu 1.000 €"; cents only when there are some). Without
 * it (the operator's listing), or for an amount not set, the placeholder stays.
 */
export function contentOf(def: Pick<TBonusDefRow, 'content'>, language: string | null | undefined, money?: TTextMoney) {
  const lang = (language ?? 'en').toLowerCase();
  const c = def.content[lang] ?? def.content.en ?? Object.values(def.content)[0];
  const used = def.content[lang] ? lang : 'en';
  const fill = (text: string) => (money ? fillAmounts(text, money, isLocale(used) ? LOCALE_INFO[used].bcp47 : 'en') : text);
  return { language: used, bannerTitle: fill(c?.bannerTitle ?? ''), description: fill(c?.description ?? ''), terms: fill(c?.terms ?? '') };
}

function fillAmounts(text: string, money: TTextMoney, locale: string): string {
  if (!text.includes('{')) return text;
  return text.replace(/\{([A-Za-z]+)\}/g, (placeholder, name: string) => {
    const value = isBonusTextAmount(name) ? money.amounts?.[name] : null;
    if (value === null || value === undefined) return placeholder;
    const minor = BigInt(value);
    const isWhole = minor % 10n ** BigInt(money.exponent) === 0n;
    return formatMoney(minor, money.exponent, money.currency, locale, isWhole ? 0 : undefined);
  });
}

const exponentCache = new Map<string, number>();
export async function exponentsOf(db: DbOrTx): Promise<Map<string, number>> {
  if (exponentCache.size === 0) {
    for (const c of await db.select({ code: currencies.code, exponent: currencies.exponent }).from(currencies)) exponentCache.set(c.code, c.exponent);
  }
  return exponentCache;
}

const num = (v: string | number) => Number(v);
const major = (v: bigint | null | undefined, exp: number) => (v === null || v === undefined ? null : toMajorNumber(v, exp));

/** A definition as a listed row in one currency and language (spec §3 bonus listing). */
export function bonusRowOf(def: BonusDef, currency: string, exponent: number, language: string | null | undefined): TBonusRow {
  const a = def.amounts.get(currency);
  const c = contentOf(def, language, { amounts: a, currency, exponent });
  return {
    bonusId: def.id,
    promotionId: def.id,
    type: def.type as TBonusType,
    isDeposit: def.type === 'DEPOSIT',
    title: c.bannerTitle,
    banner: { bannerTitle: c.bannerTitle, description: c.description, imageUrl: def.imageUrl },
    terms: c.terms,
    language: c.language,
    currency,
    wageringType: def.wageringType as TWageringType,
    wagerMultiplier: num(def.wagerMultiplier),
    wagerBase: def.wagerBase as TWagerBase,
    percent: num(def.percent),
    fixedAmount: major(a?.fixedAmount ?? 0n, exponent) ?? 0,
    maxBonus: major(a?.maxBonus, exponent),
    minDeposit: major(a?.minDeposit ?? 0n, exponent) ?? 0,
    maxBet: major(a?.maxBet, exponent),
    maxCashout: major(a?.maxCashout, exponent),
    freeSpins: def.freeSpins,
    freeSpinBet: major(a?.freeSpinBet ?? 0n, exponent) ?? 0,
    freeSpinGameIds: def.freeSpinGameIds,
    winBoost: num(def.winBoost),
    eligibleGameIds: def.eligibleGameIds,
    excludedGameIds: def.excludedGameIds,
    contributions: def.contributions,
    daysValid: def.daysValid,
    validDays: def.validDays as TWeekDay[],
    startTime: def.startTime,
    endTime: def.endTime,
    startsAt: def.startsAt?.toISOString() ?? null,
    endsAt: def.endsAt?.toISOString() ?? null,
    registrationWindowDays: def.registrationWindowDays,
    maxParticipants: def.maxParticipants,
    participants: def.participants,
    retryPeriodHours: def.retryPeriodHours,
    depositNumber: def.depositNumber,
    requiredDeposits: def.requiredDeposits,
    allowedCountries: def.allowedCountries,
    restrictedCountries: def.restrictedCountries,
    currencies: [...def.amounts.keys()].sort(),
    isCoupon: def.couponCode !== null,
    requiresEmailVerification: def.requiresEmailVerification,
    cashbackPercent: num(def.cashbackPercent),
    cashbackPeriodHours: def.cashbackPeriodHours,
    cashbackRequiresDeposit: def.cashbackRequiresDeposit,
    cashbackPayout: def.cashbackPayout as TCashbackPayout,
    minLoss: major(a?.minLoss ?? 0n, exponent) ?? 0,
    maxCashback: major(a?.maxCashback, exponent),
    rakebackPercent: num(def.rakebackPercent),
    rakebackPercentByLevel: def.rakebackPercentByLevel,
  };
}

/** Stored columns of a validated definition (contracts ZBonusDefinition). */
export function definitionColumns(d: TBonusDefinition, now: Date): typeof bonuses.$inferInsert {
  return {
    id: d.bonusId,
    type: d.type,
    isActive: d.isActive,
    sortOrder: d.sortOrder,
    content: Object.fromEntries(Object.entries(d.content).map(([k, v]) => [k.toLowerCase(), v])),
    imageUrl: d.imageUrl,
    wageringType: d.wageringType,
    wagerMultiplier: String(d.wagerMultiplier),
    wagerBase: d.wagerBase,
    percent: String(d.percent),
    eligibleGameIds: d.eligibleGameIds,
    excludedGameIds: d.excludedGameIds,
    contributions: d.contributions,
    daysValid: d.daysValid,
    validDays: d.validDays,
    startTime: d.startTime,
    endTime: d.endTime,
    startsAt: d.startsAt ? new Date(d.startsAt) : null,
    endsAt: d.endsAt ? new Date(d.endsAt) : null,
    registrationWindowDays: d.registrationWindowDays,
    maxParticipants: d.maxParticipants,
    retryPeriodHours: d.retryPeriodHours,
    depositNumber: d.depositNumber,
    requiredDeposits: d.requiredDeposits,
    allowedCountries: d.allowedCountries,
    restrictedCountries: d.restrictedCountries,
    couponCode: d.couponCode ? d.couponCode.toUpperCase() : null,
    requiresEmailVerification: d.requiresEmailVerification,
    freeSpins: d.freeSpins,
    freeSpinGameIds: d.freeSpinGameIds,
    winBoost: String(d.winBoost),
    cashbackPercent: String(d.cashbackPercent),
    cashbackPeriodHours: d.cashbackPeriodHours,
    cashbackRequiresDeposit: d.cashbackRequiresDeposit,
    cashbackPayout: d.cashbackPayout,
    rakebackPercent: String(d.rakebackPercent),
    rakebackPercentByLevel: d.rakebackPercentByLevel,
    updatedAt: now,
  };
}

/** A stored definition back as the contract's shape (minor units as strings), for `bonuses show` and `set`. */
export function definitionOf(def: BonusDef): TBonusDefinition {
  const s = (v: bigint | null) => (v === null ? null : v.toString());
  return {
    bonusId: def.id,
    type: def.type as TBonusType,
    isActive: def.isActive,
    sortOrder: def.sortOrder,
    content: Object.fromEntries(Object.entries(def.content).map(([k, v]) => [k, { bannerTitle: v.bannerTitle, description: v.description ?? '', terms: v.terms ?? '' }])),
    imageUrl: def.imageUrl,
    wageringType: def.wageringType as TWageringType,
    wagerMultiplier: num(def.wagerMultiplier),
    wagerBase: def.wagerBase as TWagerBase,
    percent: num(def.percent),
    amounts: Object.fromEntries(
      [...def.amounts].map(([cur, a]) => [
        cur,
        {
          fixedAmount: a.fixedAmount.toString(),
          maxBonus: s(a.maxBonus),
          minDeposit: a.minDeposit.toString(),
          maxBet: s(a.maxBet),
          maxCashout: s(a.maxCashout),
          freeSpinBet: a.freeSpinBet.toString(),
          minLoss: a.minLoss.toString(),
          maxCashback: s(a.maxCashback),
        },
      ]),
    ),
    eligibleGameIds: def.eligibleGameIds,
    excludedGameIds: def.excludedGameIds,
    contributions: def.contributions,
    daysValid: def.daysValid,
    validDays: def.validDays as TWeekDay[],
    startTime: def.startTime,
    endTime: def.endTime,
    startsAt: def.startsAt?.toISOString() ?? null,
    endsAt: def.endsAt?.toISOString() ?? null,
    registrationWindowDays: def.registrationWindowDays,
    maxParticipants: def.maxParticipants,
    retryPeriodHours: def.retryPeriodHours,
    depositNumber: def.depositNumber,
    requiredDeposits: def.requiredDeposits,
    allowedCountries: def.allowedCountries,
    restrictedCountries: def.restrictedCountries,
    couponCode: def.couponCode,
    requiresEmailVerification: def.requiresEmailVerification,
    freeSpins: def.freeSpins,
    freeSpinGameIds: def.freeSpinGameIds,
    winBoost: num(def.winBoost),
    cashbackPercent: num(def.cashbackPercent),
    cashbackPeriodHours: def.cashbackPeriodHours,
    cashbackRequiresDeposit: def.cashbackRequiresDeposit,
    cashbackPayout: def.cashbackPayout as TCashbackPayout,
    rakebackPercent: num(def.rakebackPercent),
    rakebackPercentByLevel: def.rakebackPercentByLevel,
  };
}

/** Inserts or replaces a definition and its amounts (one transaction). */
export async function saveBonusDefinition(tx: DbOrTx, d: TBonusDefinition, now: Date): Promise<void> {
  const cols = definitionColumns(d, now);
  const { id: _id, ...update } = cols;
  await tx.insert(bonuses).values(cols).onConflictDoUpdate({ target: bonuses.id, set: update });
  await tx.delete(bonusCurrencyAmounts).where(eq(bonusCurrencyAmounts.bonusId, d.bonusId));
  const rows = Object.entries(d.amounts).map(([currency, a]) => ({
    bonusId: d.bonusId,
    currency,
    fixedAmount: BigInt(a.fixedAmount),
    maxBonus: a.maxBonus === null ? null : BigInt(a.maxBonus),
    minDeposit: BigInt(a.minDeposit),
    maxBet: a.maxBet === null ? null : BigInt(a.maxBet),
    maxCashout: a.maxCashout === null ? null : BigInt(a.maxCashout),
    freeSpinBet: BigInt(a.freeSpinBet),
    minLoss: BigInt(a.minLoss),
    maxCashback: a.maxCashback === null ? null : BigInt(a.maxCashback),
  }));
  if (rows.length > 0) await tx.insert(bonusCurrencyAmounts).values(rows);
  await tx.insert(bonusParticipation).values({ bonusId: d.bonusId, participants: 0, updatedAt: now }).onConflictDoNothing();
}
