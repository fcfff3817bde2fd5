import { sql } from 'drizzle-orm';
import { parseMajor, ZBonusDefinition, type TBonusDefinitionInput } from '@croupier/contracts';
import { bonuses, type Db } from '@croupier/db';
import { exponentsOf, saveBonusDefinition } from './definitions';

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

/** Scales an EUR table to the other fiat currencies of the demo (rough demo rates, rounded). */
function fiat(eur: Amounts): Record<string, Amounts> {
  const scale = (rate: number) =>
    Object.fromEntries(Object.entries(eur).map(([k, v]) => [k, v === undefined ? v : String(Math.round(Number(v) * rate * 100) / 100)])) as Amounts;
  return { EUR: eur, USD: scale(1.1), TRY: scale(35), INR: scale(90), BRL: scale(6) };
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
      content: {
        en: {
          bannerTitle: 'Welcome offer: up to 1000 EUR + 100 free spins',
          description: 'Double your first deposit up to 1000 EUR and get 100 free spins on Golden Scarab. Deposit from 100 EUR.',
          terms:
            '100% of your first deposit up to 1000 EUR, plus 100 free spins (0.20 EUR each) on Golden Scarab. Minimum deposit 100 EUR. ' +
            'Wager the bonus 35 times within 30 days; slots count 100%, originals 20%, live games 10%. Maximum bet while wagering 5 EUR. ' +
            'Free-spin wins become bonus money under the same wagering. One active bonus at a time.',
        },
      },
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
      content: {
        en: {
          bannerTitle: 'Weekend reload: 50% up to 200 EUR',
          description: 'Every Friday to Sunday: 50% on a deposit from 20 EUR, up to 200 EUR.',
          terms: '50% of the deposit up to 200 EUR, from your second deposit on, Friday to Sunday. Wager bonus plus deposit 25 times within 14 days. Maximum bet 4 EUR. Once a week.',
        },
      },
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
      content: {
        en: {
          bannerTitle: 'Happy hour: 25% up to 100 EUR',
          description: 'Deposit between 18:00 and 22:00 your time and get 25% extra.',
          terms: '25% of a deposit from 10 EUR, up to 100 EUR, between 18:00 and 22:00 in your time zone. Wager 20 times within 7 days. Maximum bet 3 EUR. Once a day.',
        },
      },
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
      content: {
        en: {
          bannerTitle: '10 EUR on us, no deposit needed',
          description: 'New players get 10 EUR of bonus money in their first week. Verify your email to take it.',
          terms: '10 EUR bonus for players registered in the last 7 days with a verified email. Wager 40 times within 7 days; at most 100 EUR can be cashed out. Maximum bet 2 EUR. Once per player.',
        },
      },
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
      content: {
        en: {
          bannerTitle: '50 free spins on Lucky Sevens',
          description: '50 spins at 0.20 EUR each; every win is boosted by 1.5× when it becomes bonus money.',
          terms: '50 free spins of 0.20 EUR on Lucky Sevens. Wins are multiplied by 1.5 and become bonus money, wagered 30 times within 7 days; at most 200 EUR can be cashed out. After your first deposit, once a month.',
        },
      },
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
      content: {
        en: {
          bannerTitle: 'Weekly cashback: 10% of your losses',
          description: 'Take back 10% of your net losses of the last 7 days, instantly.',
          terms: '10% of net real-money losses over the last 7 days, from 20 EUR of losses, up to 500 EUR, paid as bonus money wagered once. Needs a deposit in the period. Once a week.',
        },
      },
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
      content: {
        en: {
          bannerTitle: 'Daily cashback to your reward calendar',
          description: '5% of yesterday’s net losses waits for you in the reward calendar.',
          terms: '5% of net real-money losses over the last 24 hours, from 5 EUR of losses, up to 100 EUR, added to your reward calendar to claim. Once a day.',
        },
      },
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
      content: {
        en: {
          bannerTitle: 'Coupon SPRING25: 5 EUR bonus',
          description: 'Enter the coupon code SPRING25 for 5 EUR of bonus money. First 500 players.',
          terms: '5 EUR bonus with coupon SPRING25, for the first 500 players, once per player. Wager 30 times within 5 days; at most 50 EUR can be cashed out. Maximum bet 2 EUR.',
        },
      },
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
      content: {
        en: {
          bannerTitle: 'Rakeback: 10% of your NGR',
          description: '10% of your net gaming revenue comes back through the reward calendar; higher loyalty levels get more.',
          terms: 'Every 30-minute cycle, 10% of your net gaming revenue (stakes minus wins) is added to the reward calendar: 12% from loyalty level 3, 15% from level 5, 17% from level 11 (Gold), 20% from level 16 (Platinum), 22% from level 21 (Diamond) and 25% from level 26 (Black). Claim it on the day it becomes available or the day after.',
        },
      },
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
