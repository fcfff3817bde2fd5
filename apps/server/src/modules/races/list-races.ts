import { desc, eq, gt, lte } from 'drizzle-orm';
import { RACE_FINISHED_SHOWN, RACE_LEADERBOARD_SIZE, toMajorNumber, type TRaceStatus, type TRaceView } from '@croupier/contracts';
import { raceResults, races, type DbOrTx } from '@croupier/db';
import { currencyExponent } from '../wallet/balance-event';
import { publicNames, raceStandings, type TStandingRow } from './standings';

type TRaceRow = typeof races.$inferSelect;

/**
 * GET /api/races (docs/races.md): the running races, then the upcoming ones, then the last few finished, each
 * with its prizes, its top places and, for a signed-in player, their own place. Running races' standings are
 * live (read from the play buckets); finished races show the places that were paid, or the final standings
 * while the settlement is still due.
 */
export async function listRaces(db: DbOrTx, input: { userId: string | null; lng: string; now: Date }): Promise<TRaceView[]> {
  const [live, finished] = await Promise.all([
    db.select().from(races).where(gt(races.endsAt, input.now)).orderBy(races.startsAt, races.id),
    db.select().from(races).where(lte(races.endsAt, input.now)).orderBy(desc(races.endsAt), races.id).limit(RACE_FINISHED_SHOWN),
  ]);
  const out: TRaceView[] = [];
  for (const r of [...live, ...finished]) out.push(await viewOf(db, r, input));
  return out;
}

async function viewOf(db: DbOrTx, race: TRaceRow, input: { userId: string | null; lng: string; now: Date }): Promise<TRaceView> {
  const exp = await currencyExponent(db, race.currency);
  const major = (v: bigint) => toMajorNumber(v, exp);
  const prizes = race.prizes.map((p) => BigInt(p));
  // A settled race is finished (only a test clock settles one before its end).
  const status: TRaceStatus = race.settledAt || race.endsAt <= input.now ? 'finished' : race.startsAt > input.now ? 'upcoming' : 'running';
  const content = race.content[input.lng] ?? race.content.en ?? Object.values(race.content)[0] ?? { title: race.id };
  let rows: TStandingRow[] = [];
  let participants = 0;
  /** The player's own row outside the leaderboard (a settled race: outside the paid places, so unranked there). */
  let outside: TStandingRow | null = null;
  if (status !== 'upcoming') {
    if (race.settledAt) {
      ({ rows, participants, outside } = await settledStandings(db, race, input.userId));
    } else {
      ({ rows, participants } = await raceStandings(db, race, { limit: RACE_LEADERBOARD_SIZE, me: input.userId }));
    }
  }
  const prizeOf = (rank: number) => prizes[rank - 1] ?? null;
  const mine = input.userId ? rows.find((r) => r.userId === input.userId) : undefined;
  const meView = (): TRaceView['me'] => {
    if (!input.userId) return null;
    if (mine) return { rank: mine.rank, wagered: major(mine.wagered), rounds: mine.rounds, prize: prizeOf(mine.rank) === null ? null : major(prizeOf(mine.rank)!) };
    if (outside) return { rank: null, wagered: major(outside.wagered), rounds: outside.rounds, prize: null };
    return { rank: null, wagered: 0, rounds: 0, prize: null };
  };
  return {
    id: race.id,
    title: content.title,
    description: content.description ?? null,
    currency: race.currency,
    startsAt: race.startsAt.toISOString(),
    endsAt: race.endsAt.toISOString(),
    status,
    metric: 'wagered',
    prizePool: major(prizes.reduce((a, b) => a + b, 0n)),
    prizes: prizes.map(major),
    participants,
    leaderboard: rows
      .filter((r) => r.rank <= RACE_LEADERBOARD_SIZE)
      .map((r) => {
        const prize = prizeOf(r.rank);
        return { rank: r.rank, player: r.player, wagered: major(r.wagered), rounds: r.rounds, prize: prize === null ? null : major(prize), isMe: r.userId === input.userId };
      }),
    me: meView(),
  };
}

/**
 * A settled race: the paid places as recorded (with the public names as they are now) and the number of players
 * ranked at settlement. A player outside the paid places gets their figures (from the play, which a later
 * rollback may have changed) but no rank: the recorded places are the race's result.
 */
async function settledStandings(db: DbOrTx, race: TRaceRow, me: string | null): Promise<{ rows: TStandingRow[]; participants: number; outside: TStandingRow | null }> {
  const res = await db.select().from(raceResults).where(eq(raceResults.raceId, race.id)).orderBy(raceResults.rank);
  const names = await publicNames(
    db,
    res.map((r) => r.userId),
  );
  const rows: TStandingRow[] = res.map((r) => ({ rank: r.rank, userId: r.userId, wagered: BigInt(r.wagered), rounds: r.rounds, player: names.get(r.userId) ?? '' }));
  let outside: TStandingRow | null = null;
  if (me && !rows.some((r) => r.userId === me)) outside = (await raceStandings(db, race, { limit: 0, me })).rows[0] ?? null;
  return { rows, participants: race.participants ?? rows.length, outside };
}
