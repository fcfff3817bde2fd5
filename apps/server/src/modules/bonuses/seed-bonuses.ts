import { sql } from 'drizzle-orm';
import { DEFAULT_MINOR_PER_EUR, parseMajor, ZBonusDefinition, type TBonusDefinitionInput } from '@croupier/contracts';
import { bonuses, type Db } from '@croupier/db';
import { exponentsOf, saveBonusDefinition } from './definitions';
import { localizedTexts } from '../../seed-texts';

type Amounts = Partial<Record<'fixedAmount' | 'maxBonus' | 'minDeposit' | 'maxBet' | 'maxCashout' | 'freeSpinBet' | 'minLoss' | 'maxCashback', string>>;

/** Major-unit amounts per currency (readable seed data) → the contract's minor-unit strings. */
function perCurrency(exps: Map<string, number>, table: Record<string, Amounts>): TBonusDefinitionInput['amounts'] {
  const out: TBonusDefinitionInput['amounts'] = {};
  for (const [currency, amounts] of Object.entries(table)) {
    if (!exps.has(currency)) continue;
    const exp = exps.get(currency)!;
    const minor = (v: string | undefined) => {
      if (v === undefined) return undefined;
      const m = parseMajor(v, exp);
      if (m === null) throw new Error(`Bad seeded bonus amount ${v} ${currency}`);
      return m.toString();
    };
    out[currency] = Object.fromEntries(Object.entries(amounts).map(([k, v]) => [k, minor(v)]));
  }
  return out;
}

/** Scales an EUR table to the other fiat currencies of the demo by their seeded rates (DEFAULT_MINOR_PER_EUR; cents). */
function fiat(eur: Amounts): Record<string, Amounts> {
  const scale = (code: string) => {
    const rate = DEFAULT_MINOR_PER_EUR[code]! / DEFAULT_MINOR_PER_EUR.EUR!;
    return Object.fromEntries(Object.entries(eur).map(([k, v]) => [k, v === undefined ? v : String(Math.round(Number(v) * rate * 100) / 100)])) as Amounts;
  };
  return { EUR: eur, USD: scale('USD'), TRY: scale('TRY'), INR: scale('INR'), BRL: scale('BRL') };
}


/**
 * The demo's bonus catalogue (issue #6): the spec's sample welcome offer (§9: up to 1000 EUR plus 100 free
 * spins, deposit from 100 EUR), a reload, a no-deposit bonus, free spins, instant cashbacks (instant and
 * through the calendar), a happy-hour deposit bonus, a coupon bonus and the rakeback calendar's percent.
 */
export function bonusCatalogue(exps: Map<string, number>): TBonusDefinitionInput[] {
  return [
    {
      bonusId: 'welcome-1000',
      type: 'DEPOSIT',
      sortOrder: 1,
      content: localizedTexts('bonuses', 'welcome-1000', { withEnglish: true }),
      imageUrl: '/api/core/casino/assets/games/golden-scarab.svg',
      wageringType: 'REAL_TO_FUN',
      wagerMultiplier: 35,
      wagerBase: 'BONUS',
      percent: 100,
      amounts: perCurrency(exps, {
        ...fiat({ maxBonus: '1000', minDeposit: '100', maxBet: '5', freeSpinBet: '0.2' }),
        USDT: { maxBonus: '1000', minDeposit: '100', maxBet: '5', freeSpinBet: '0.2' },
      }),
      daysValid: 30,
      depositNumber: 1,
      freeSpins: 100,
      freeSpinGameIds: ['croupier-golden-scarab'],
    },
    {
      bonusId: 'weekend-reload',
      type: 'DEPOSIT',
      sortOrder: 2,
      content: localizedTexts('bonuses', 'weekend-reload', { withEnglish: true }),
      wagerMultiplier: 25,
      wagerBase: 'BONUS_DEPOSIT',
      percent: 50,
      amounts: perCurrency(exps, fiat({ maxBonus: '200', minDeposit: '20', maxBet: '4' })),
      daysValid: 14,
      validDays: ['FRI', 'SAT', 'SUN'],
      requiredDeposits: 1,
      retryPeriodHours: 24 * 7,
    },
    {
      bonusId: 'happy-hour',
      type: 'DEPOSIT',
      sortOrder: 3,
      content: localizedTexts('bonuses', 'happy-hour', { withEnglish: true }),
      wagerMultiplier: 20,
      percent: 25,
      amounts: perCurrency(exps, fiat({ maxBonus: '100', minDeposit: '10', maxBet: '3' })),
      daysValid: 7,
      startTime: '18:00',
      endTime: '22:00',
      requiredDeposits: 1,
      retryPeriodHours: 24,
    },
    {
      bonusId: 'no-deposit-10',
      type: 'NO_DEPOSIT',
      sortOrder: 4,
      content: localizedTexts('bonuses', 'no-deposit-10', { withEnglish: true }),
      wagerMultiplier: 40,
      amounts: perCurrency(exps, fiat({ fixedAmount: '10', maxBet: '2', maxCashout: '100' })),
      daysValid: 7,
      registrationWindowDays: 7,
      requiresEmailVerification: true,
    },
    {
      bonusId: 'free-spins-50',
      type: 'FREE_SPINS',
      sortOrder: 5,
      content: localizedTexts('bonuses', 'free-spins-50', { withEnglish: true }),
      wagerMultiplier: 30,
      amounts: perCurrency(exps, fiat({ freeSpinBet: '0.2', maxBet: '3', maxCashout: '200' })),
      daysValid: 7,
      requiredDeposits: 1,
      retryPeriodHours: 24 * 30,
      freeSpins: 50,
      freeSpinGameIds: ['croupier-lucky-sevens'],
      winBoost: 1.5,
    },
    {
      bonusId: 'weekly-cashback',
      type: 'INSTANT_CASHBACK',
      sortOrder: 6,
      content: localizedTexts('bonuses', 'weekly-cashback', { withEnglish: true }),
      wagerMultiplier: 1,
      amounts: perCurrency(exps, fiat({ minLoss: '20', maxCashback: '500' })),
      eligibleGameIds: [],
      cashbackPercent: 10,
      cashbackPeriodHours: 24 * 7,
      cashbackRequiresDeposit: true,
      retryPeriodHours: 24 * 7,
    },
    {
      bonusId: 'daily-cashback-calendar',
      type: 'INSTANT_CASHBACK',
      sortOrder: 7,
      content: localizedTexts('bonuses', 'daily-cashback-calendar', { withEnglish: true }),
      amounts: perCurrency(exps, fiat({ minLoss: '5', maxCashback: '100' })),
      cashbackPercent: 5,
      cashbackPeriodHours: 24,
      cashbackPayout: 'CALENDAR',
      retryPeriodHours: 24,
    },
    {
      bonusId: 'spring-coupon',
      type: 'NO_DEPOSIT',
      sortOrder: 8,
      content: localizedTexts('bonuses', 'spring-coupon', { withEnglish: true }),
      wagerMultiplier: 30,
      amounts: perCurrency(exps, fiat({ fixedAmount: '5', maxBet: '2', maxCashout: '50' })),
      daysValid: 5,
      maxParticipants: 500,
      couponCode: 'SPRING25',
    },
    {
      bonusId: 'rakeback-ngr',
      type: 'RAKEBACK',
      sortOrder: 9,
      content: localizedTexts('bonuses', 'rakeback-ngr', { withEnglish: true }),
      amounts: perCurrency(exps, { ...fiat({}), BTC: {}, ETH: {}, USDT: {} }),
      rakebackPercent: 10,
      rakebackPercentByLevel: { '3': 12, '5': 15, '11': 17, '16': 20, '21': 22, '26': 25 },
    },
  ];
}

/** Seeds the bonus catalogue once (nothing happens when any definition exists). Currencies must exist first. */
export async function seedBonuses(db: Db, now: Date): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(bonuses);
  if ((existing?.n ?? 0) > 0) return { seeded: false };
  const exps = await exponentsOf(db);
  const defs = bonusCatalogue(exps).map((d) => ZBonusDefinition.parse(d));
  await db.transaction(async (tx) => {
    for (const d of defs) await saveBonusDefinition(tx, d, now);
  });
  return { seeded: true };
}
