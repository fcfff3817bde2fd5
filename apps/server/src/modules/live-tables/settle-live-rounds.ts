import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { roulettePocket, rouletteWin, type RouletteChip } from '@croupier/games';
import { liveBets, liveRounds, type Db } from '@croupier/db';
import type { WalletClient } from '../house-games/wallet-client';

/** A worker holds a bet this long while it reports it to the wallet; after that another may take it over. */
export const LIVE_BET_LEASE_MS = 30_000;

type Deps = {
  db: Db;
  wallet: WalletClient;
  now: () => Date;
  log?: (msg: string, extra?: unknown) => void;
  /** A real-money bet was paid a win (the top wins' live feed). */
  onWin?: (betId: string) => void;
};

/** Rounds whose betting has closed get their pocket (from their own seed) and the spin time. Idempotent. */
export async function spinDueRounds(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: liveRounds.id, tableId: liveRounds.tableId, roundNumber: liveRounds.roundNumber, serverSeed: liveRounds.serverSeed })
    .from(liveRounds)
    .where(and(isNull(liveRounds.spunAt), lte(liveRounds.closesAt, now)))
    .limit(100);
  let spun = 0;
  for (const r of due) {
    const pocket = roulettePocket(r.serverSeed, r.tableId, r.roundNumber);
    // The spin is the cut-off: a bet still waiting for the wallet's answer is voided in the same transaction, and a
    // bet being written holds the round FOR SHARE (placeLiveBet), so this update waits for it and then voids it.
    spun += await db.transaction(async (tx) => {
      const done = await tx
        .update(liveRounds)
        .set({ pocket, spunAt: now })
        .where(and(eq(liveRounds.id, r.id), isNull(liveRounds.spunAt)))
        .returning({ id: liveRounds.id });
      if (done.length)
        await tx
          .update(liveBets)
          .set({ status: 'voiding' })
          .where(and(eq(liveBets.roundId, r.id), eq(liveBets.status, 'pending')));
      return done.length;
    });
  }
  return spun;
}

type ClaimedBet = {
  id: string;
  status: string;
  is_demo: boolean;
  chips: RouletteChip[];
  session_token: string;
  game_id: string;
  currency: string;
  pocket: number | null;
};

/**
 * Gives back the stake of a bet that never became `placed`: `pending` → `voiding` (from then on its placing
 * request can no longer make it `placed`), the wallet rollback (OK whether or not the stake had landed; a
 * tombstone stops a late bet), then `void`. Safe to repeat and to run on several servers.
 */
export async function voidLiveBet(deps: Deps, betId: string): Promise<boolean> {
  const { db, wallet } = deps;
  await db
    .update(liveBets)
    .set({ status: 'voiding' })
    .where(and(eq(liveBets.id, betId), eq(liveBets.status, 'pending')));
  const [bet] = await db
    .select({ status: liveBets.status, sessionToken: liveBets.sessionToken, gameId: liveBets.gameId })
    .from(liveBets)
    .where(eq(liveBets.id, betId))
    .limit(1);
  if (bet?.status !== 'voiding') return false;
  const answer = await wallet.call('rollback', {
    sessionToken: bet.sessionToken,
    transactionId: `live:${betId}:rollback`,
    roundId: betId,
    gameId: bet.gameId,
    referenceTransactionId: `live:${betId}:bet`,
  });
  if (answer.status !== 'OK') {
    deps.log?.('live bet rollback refused', { betId, status: answer.status });
    return false;
  }
  await db
    .update(liveBets)
    .set({ status: 'void', settledAt: deps.now(), leaseUntil: null, sessionToken: '' })
    .where(and(eq(liveBets.id, betId), eq(liveBets.status, 'voiding')));
  return true;
}

/** Pays a placed bet of a spun round: its win (0 closes a lost round) through the wallet, then `settled`. */
async function payLiveBet(deps: Deps, bet: ClaimedBet): Promise<boolean> {
  const win = rouletteWin(bet.chips, bet.pocket!);
  const answer = await deps.wallet.call('win', {
    sessionToken: bet.session_token,
    transactionId: `live:${bet.id}:win`,
    roundId: bet.id,
    gameId: bet.game_id,
    currency: bet.currency,
    amount: win,
    referenceTransactionId: `live:${bet.id}:bet`,
    roundClosed: true,
  });
  if (answer.status !== 'OK') {
    deps.log?.('live bet win refused', { betId: bet.id, status: answer.status });
    return false;
  }
  const done = await deps.db
    .update(liveBets)
    .set({ status: 'settled', win: BigInt(win), settledAt: deps.now(), leaseUntil: null, sessionToken: '' })
    .where(and(eq(liveBets.id, bet.id), eq(liveBets.status, 'placed')))
    .returning({ id: liveBets.id });
  if (done.length && win > 0 && !bet.is_demo) deps.onWin?.(bet.id);
  return true;
}

/**
 * One pass of the live tables' settler (every server runs it every second): spin the rounds whose betting closed,
 * then take up to `batch` open bets of spun rounds under a lease (SKIP LOCKED: servers share the work) and
 * pay or void each. Every wallet call carries a fixed transactionId, so a pass that dies half-way and the one
 * that takes over after the lease apply each movement once.
 */
export async function settleLiveRounds(deps: Deps, batch = 200): Promise<{ spun: number; paid: number; voided: number }> {
  const now = deps.now();
  const spun = await spinDueRounds(deps.db, now);
  const leaseUntil = new Date(now.getTime() + LIVE_BET_LEASE_MS);
  const claimed = (await deps.db.execute(sql`
    UPDATE live_bets b SET lease_until = ${leaseUntil.toISOString()}::timestamptz
    FROM live_rounds r
    WHERE b.id IN (
      SELECT ob.id FROM live_bets ob JOIN live_rounds orr ON orr.id = ob.round_id
      WHERE ob.status IN ('placed', 'voiding') AND orr.spun_at IS NOT NULL
        AND (ob.lease_until IS NULL OR ob.lease_until < ${now.toISOString()}::timestamptz)
      ORDER BY ob.created_at
      LIMIT ${batch}
      FOR UPDATE OF ob SKIP LOCKED
    ) AND r.id = b.round_id
    RETURNING b.id, b.status, b.is_demo, b.chips, b.session_token, b.game_id, b.currency, r.pocket
  `)) as unknown as { rows: ClaimedBet[] };
  let paid = 0;
  let voided = 0;
  for (const bet of claimed.rows) {
    try {
      if (bet.status === 'placed') paid += (await payLiveBet(deps, bet)) ? 1 : 0;
      else voided += (await voidLiveBet(deps, bet.id)) ? 1 : 0;
    } catch (err) {
      // The wallet did not answer: the lease runs out and a later pass tries again with the same transactionId.
      deps.log?.('live bet settlement failed', { betId: bet.id, err: String(err) });
    }
  }
  return { spun, paid, voided };
}
