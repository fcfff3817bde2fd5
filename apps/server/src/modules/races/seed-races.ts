import { sql } from 'drizzle-orm';
import { races, type Db } from '@croupier/db';
import { localizedTexts } from '../../seed-texts';

const DAY_MS = 86_400_000;

/**
 * Demo races, once (nothing happens when any race exists): a daily €500 race running today (UTC) and a weekend
 * €2,000 race starting next Saturday; both repeat, so the page never runs out of races.
 */
export async function seedRaces(db: Db, now: Date): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(races);
  if ((existing?.n ?? 0) > 0) return { seeded: false };
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const daysToSaturday = (6 - new Date(today).getUTCDay() + 7) % 7 || 7;
  const saturday = today + daysToSaturday * DAY_MS;
  const stamp = (t: number) => new Date(t).toISOString().slice(0, 16).replace(/[-:T]/g, '').toLowerCase();
  await db
    .insert(races)
    .values([
      {
        id: `daily-eur-${stamp(today)}`,
        series: 'daily-eur',
        content: localizedTexts('races', 'daily-eur', { withEnglish: true }),
        currency: 'EUR',
        startsAt: new Date(today),
        endsAt: new Date(today + DAY_MS),
        prizes: ['20000', '10000', '7500', '5000', '2500', '1500', '1000', '1000', '750', '750'],
        repeatHours: 24,
      },
      {
        id: `weekend-eur-${stamp(saturday)}`,
        series: 'weekend-eur',
        content: localizedTexts('races', 'weekend-eur', { withEnglish: true }),
        currency: 'EUR',
        startsAt: new Date(saturday),
        endsAt: new Date(saturday + 2 * DAY_MS),
        prizes: ['80000', '40000', '25000', '15000', '10000', '10000', '7500', '5000', '5000', '2500'],
        repeatHours: 168,
      },
    ])
    .onConflictDoNothing();
  return { seeded: true };
}
