import type { TWalletResponse } from '@croupier/contracts';
import { preparedQuery, type Db } from '@croupier/db';
import { houseShardIndexOf } from '../ledger';

/** What bet and win calls share (amount in minor units as a decimal string, `now` as ISO 8601). */
interface TCallFields {
  provider: string;
  tokenHash: string;
  txn: string;
  round: string;
  game: string;
  currency: string;
  amount: string;
  fingerprint: string;
  now: string;
}

/** A bet or win call of the seamless-wallet API, as the wallet's SQL functions take it (packages/db/functions/wallet.sql). */
export type TWalletCall = (TCallFields & { fn: 'bet'; isBonusBuy: boolean }) | (TCallFields & { fn: 'win'; reference: string | null });

export interface TWalletCallRunner {
  run(call: TWalletCall): Promise<TWalletResponse>;
}

/**
 * A lane already has `maxQueue` calls waiting: the call is refused before anything runs (nothing recorded, nothing
 * moved). The route answers HTTP 503 with Retry-After; the provider retries it as it would a timeout.
 */
export class WalletBusyError extends Error {
  constructor() {
    super('wallet busy: the call queue is full');
    this.name = 'WalletBusyError';
  }
}

interface Pending {
  call: TWalletCall;
  resolve: (r: TWalletResponse) => void;
  reject: (e: unknown) => void;
}

interface Lane {
  queue: Pending[];
  isBusy: boolean;
}

const BET_SQL = 'SELECT croupier_wallet_bet($1::text, $2::text, $3::text, $4::text, $5::text, $6::text, $7::bigint, $8::text, $9::timestamptz, $10::boolean) AS r';
const WIN_SQL = 'SELECT croupier_wallet_win($1::text, $2::text, $3::text, $4::text, $5::text, $6::text, $7::bigint, $8::text, $9::text, $10::timestamptz) AS r';
const BATCH_SQL = 'SELECT croupier_wallet_batch($1::jsonb) AS r';
const SESSION_USER_SQL = 'SELECT user_id FROM game_sessions WHERE token_hash = $1 AND provider_id = $2';
/** Sessions whose lane is remembered; the map starts over past this (a lookup per session, then none). */
const LANE_CACHE_SIZE = 100_000;

/**
 * One call in its own transaction (croupier_wallet_bet / croupier_wallet_win). A call writes its idempotency row
 * at its end (docs/decisions/0010): when another transaction committed the same transactionId meanwhile without
 * sharing its locks (a zero win, a rollback's tombstone, another player's session), the INSERT fails with
 * unique_violation and the call rolled back as a whole; run again, it finds that row and answers as a repeat. A
 * deadlock (PostgreSQL rolled the call back to break it) is retried the same way.
 */
export async function runWalletCall(db: Db, c: TWalletCall): Promise<TWalletResponse> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runWalletCallOnce(db, c);
    } catch (err) {
      if (attempt >= 3 || !isRetryable(err)) throw err;
    }
  }
}

function isRetryable(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string } | null;
  return (e?.code === '23505' && e.constraint === 'wallet_transactions_provider_txn_uq') || e?.code === '40P01';
}

async function runWalletCallOnce(db: Db, c: TWalletCall): Promise<TWalletResponse> {
  const rows =
    c.fn === 'bet'
      ? await preparedQuery<{ r: TWalletResponse }>(db, 'croupier_wallet_bet', BET_SQL, [
          c.provider, c.tokenHash, c.txn, c.round, c.game, c.currency, c.amount, c.fingerprint, c.now, c.isBonusBuy,
        ])
      : await preparedQuery<{ r: TWalletResponse }>(db, 'croupier_wallet_win', WIN_SQL, [
          c.provider, c.tokenHash, c.txn, c.round, c.game, c.currency, c.amount, c.reference, c.fingerprint, c.now,
        ]);
  return rows[0]!.r;
}

/**
 * Group commit for the seamless wallet (docs/decisions/0009). Bet and win calls queue on a lane; while a lane's
 * group runs, the calls that arrive wait, and the next group takes them all (up to `maxBatch`) in one transaction
 * and one round trip (croupier_wallet_batch). Under light load a call runs alone at once, as before; under heavy
 * load one commit serves many calls. Money rules do not change: every call runs the same SQL function, in
 * arrival order within its lane, and is idempotent by transactionId.
 *
 * A player's calls always take the lane of their house shard, so two lanes never lock the same accounts: groups
 * of different lanes run in parallel without waiting on each other. A group locks the play accounts of all its
 * players in one id order before any call runs (croupier_wallet_batch), as every other transaction takes its
 * accounts in id order, so groups cannot deadlock with rollbacks, cashier or bonus transactions; a group that waits
 * longer than its lock timeout (200 ms) gives up. If a group fails as a whole (a call raised, a lock timeout, a
 * lost connection), nothing of it was committed — or, for a connection lost at commit, all of it — and its calls
 * run again one by one, in arrival order, each in its own transaction: a call that was committed answers its
 * stored result. A lane holds at most `maxQueue` waiting calls; past that a call is refused (WalletBusyError).
 */
export class WalletCallBatcher implements TWalletCallRunner {
  private readonly lanes: Lane[];
  private readonly laneOfSession = new Map<string, number>();
  /** Counters for benchmarks and tests: groups of more than one call, the calls in them, groups that fell back, calls refused on a full lane. */
  readonly stats = { groups: 0, groupedCalls: 0, fallbacks: 0, refused: 0 };

  constructor(
    private readonly db: Db,
    private readonly opts: { lanes: number; maxBatch: number; maxQueue: number },
  ) {
    this.lanes = Array.from({ length: Math.max(1, opts.lanes) }, () => ({ queue: [], isBusy: false }));
  }

  async run(call: TWalletCall): Promise<TWalletResponse> {
    if (this.opts.maxBatch <= 1) return runWalletCall(this.db, call);
    const lane = this.lanes[await this.laneOf(call.provider, call.tokenHash)]!;
    // Overload: a full lane refuses at once instead of growing without bound (memory, and answers that come
    // after the provider has long timed out and retried).
    if (lane.queue.length >= this.opts.maxQueue) {
      this.stats.refused++;
      throw new WalletBusyError();
    }
    return new Promise<TWalletResponse>((resolve, reject) => {
      lane.queue.push({ call, resolve, reject });
      if (!lane.isBusy) void this.drain(lane);
    });
  }

  /** The lane of a session: its player's house shard (a guest's demo session: its token). */
  private async laneOf(provider: string, tokenHash: string): Promise<number> {
    if (this.lanes.length === 1) return 0;
    const key = `${provider}\n${tokenHash}`;
    const known = this.laneOfSession.get(key);
    if (known !== undefined) return known;
    const rows = await preparedQuery<{ user_id: string | null }>(this.db, 'croupier_session_user', SESSION_USER_SQL, [tokenHash, provider]);
    const userId = rows[0]?.user_id ?? null;
    const lane = (userId ? houseShardIndexOf(userId) : houseShardIndexOf(tokenHash)) % this.lanes.length;
    // An unknown token is not remembered (it may be a typo now and a session later; it answers SESSION_NOT_FOUND).
    if (rows[0]) {
      if (this.laneOfSession.size >= LANE_CACHE_SIZE) this.laneOfSession.clear();
      this.laneOfSession.set(key, lane);
    }
    return lane;
  }

  private async drain(lane: Lane): Promise<void> {
    lane.isBusy = true;
    try {
      while (lane.queue.length > 0) await this.execute(lane.queue.splice(0, this.opts.maxBatch));
    } finally {
      lane.isBusy = false;
    }
  }

  private async execute(group: Pending[]): Promise<void> {
    if (group.length > 1) {
      let answers: TWalletResponse[] | null = null;
      try {
        const rows = await preparedQuery<{ r: TWalletResponse[] }>(this.db, 'croupier_wallet_batch', BATCH_SQL, [JSON.stringify(group.map((p) => p.call))]);
        answers = rows[0]!.r;
      } catch {
        answers = null; // the group as a whole failed: each call again on its own, below
      }
      if (!answers || answers.length !== group.length) this.stats.fallbacks++;
      if (answers && answers.length === group.length) {
        this.stats.groups++;
        this.stats.groupedCalls += group.length;
        group.forEach((p, i) => p.resolve(answers[i]!));
        return;
      }
    }
    // One after another, in arrival order (a round's win after its bet), holding one connection at a time.
    for (const p of group) await runWalletCall(this.db, p.call).then(p.resolve, p.reject);
  }
}
