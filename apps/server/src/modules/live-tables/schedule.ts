import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { LIVE_BETTING_MS, LIVE_EPOCH_MS, LIVE_ROUND_MS, LIVE_TABLES } from '@croupier/contracts/live';
import { sha256Hex } from '@croupier/games';
import { liveRounds, type DbOrTx } from '@croupier/db';
import { newId } from '../../platform/ids';
import { houseGameId } from '../games/register-house-provider';

export type LiveTableId = (typeof LIVE_TABLES)[number]['id'];
export const liveTableOfGame = (gameId: string) => LIVE_TABLES.find((t) => houseGameId(t.id) === gameId) ?? null;

/** Where a table's fixed schedule is at `now`: round n opens at epoch + n × LIVE_ROUND_MS and takes bets for LIVE_BETTING_MS. */
export function roundAt(now: Date): { roundNumber: number; opensAt: Date; closesAt: Date; nextOpensAt: Date; isBettingOpen: boolean } {
  const roundNumber = Math.floor((now.getTime() - LIVE_EPOCH_MS) / LIVE_ROUND_MS);
  const times = roundTimes(roundNumber);
  return { roundNumber, ...times, isBettingOpen: now < times.closesAt };
}

export function roundTimes(roundNumber: number): { opensAt: Date; closesAt: Date; nextOpensAt: Date } {
  const opens = LIVE_EPOCH_MS + roundNumber * LIVE_ROUND_MS;
  return { opensAt: new Date(opens), closesAt: new Date(opens + LIVE_BETTING_MS), nextOpensAt: new Date(opens + LIVE_ROUND_MS) };
}

export type LiveRoundRow = typeof liveRounds.$inferSelect;

/**
 * The table's round `roundNumber`, created with a fresh server seed by whoever needs it first (any server: the
 * unique index makes the first insert win and every other one read it). A seed is never replaced once shown.
 */
export async function ensureRound(db: DbOrTx, tableId: string, roundNumber: number): Promise<LiveRoundRow> {
  const find = async () =>
    (
      await db
        .select()
        .from(liveRounds)
        .where(and(eq(liveRounds.tableId, tableId), eq(liveRounds.roundNumber, roundNumber)))
        .limit(1)
    )[0];
  const existing = await find();
  if (existing) return existing;
  const serverSeed = randomBytes(32).toString('hex');
  const { opensAt, closesAt } = roundTimes(roundNumber);
  await db
    .insert(liveRounds)
    .values({ id: newId(), tableId, roundNumber, serverSeed, serverSeedHash: sha256Hex(serverSeed), opensAt, closesAt })
    .onConflictDoNothing();
  return (await find())!;
}
