import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { createFundedPlayer, GAME_ID, launch, ledgerInvariants } from './wallet-helpers';
import { runWalletCall, type TWalletCall } from '../src/modules/wallet/seamless/call-batcher';
import { fingerprintOf } from '../src/modules/wallet/seamless/common';
import { HOUSE_PROVIDER_ID } from '../src/modules/games/register-house-provider';
import { newId, sha256Hex } from '../src/platform/ids';
import { adjustBalance } from '../src/modules/wallet/adjust-balance';
import { defineBonus } from './bonus-helpers';

/**
 * croupier_wallet_batch settles the common calls in memory and writes them set-based (docs/decisions/0013); every
 * other call runs the one-call function in place. Either way a group must answer and write exactly what its calls
 * would, one by one. Two identical worlds of players get the same random call sequence: one in random groups through
 * croupier_wallet_batch, the other call by call (runWalletCall); answers, balances, ledger entries, idempotency rows,
 * outbox events, play buckets and bonus wagering must come out the same.
 */
let t: TestApp;
let definition: string;
beforeAll(async () => {
  t = await createTestApp();
  // The outbox rows are compared below: the relay would publish and delete them.
  await t.deps.outbox?.stop();
  definition = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT' }, t.clock.now());
});
afterAll(async () => {
  await t.close();
});

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The players of a world, one per profile: what makes a call take one path or the other. */
const PROFILES = ['plain', 'cashAndBonusMoney', 'activeBonus', 'betLimit', 'selfExcluded', 'demo', 'expired', 'plainToo'] as const;
const DEMO = PROFILES.indexOf('demo');

interface World {
  prefix: string;
  users: string[];
  tokens: string[];
  bonusIds: string[];
}

async function createWorld(prefix: string): Promise<World> {
  const now = t.clock.now();
  const users: string[] = [];
  const tokens: string[] = [];
  const bonusIds: string[] = [];
  for (const profile of PROFILES) {
    const cash = profile === 'activeBonus' ? 200n : profile === 'cashAndBonusMoney' ? 300n : profile === 'demo' ? 0n : 1_000n;
    const user = await createFundedPlayer(t.deps.db, cash, { now });
    if (profile === 'cashAndBonusMoney' || profile === 'activeBonus') {
      const r = await adjustBalance(t.deps.db, {
        userId: user,
        currency: 'EUR',
        amount: profile === 'activeBonus' ? 500n : 400n,
        kind: 'bonus',
        reason: 'test',
        actor: 'test',
        idempotencyKey: `eqb:${user}`,
        now,
      });
      expect(r.ok).toBe(true);
    }
    if (profile === 'activeBonus') {
      const id = newId();
      bonusIds.push(id);
      await t.deps.db.execute(sql`
        INSERT INTO player_bonuses (id, user_id, bonus_id, type, status, slot, currency, wagering_type, bonus_amount, wager_required, max_bet, contributions, activated_at)
        VALUES (${id}, ${user}, ${definition}, 'NO_DEPOSIT', 'active', 'money', 'EUR', 'REAL_TO_FUN', 500, 5000, 700, '{"slots": 100, "other": 50}'::jsonb, ${now})`);
    }
    if (profile === 'betLimit') {
      await t.deps.db.execute(sql`
        INSERT INTO player_limits (user_id, kind, period, amount, currency, last_changed_at) VALUES (${user}, 'bet', 0, 700, 'EUR', ${now})`);
    }
    const token = await launch(t.deps.db, user, profile === 'demo' ? 'demo' : 'real', now);
    if (profile === 'selfExcluded') {
      // Excluded while the game was open.
      await t.deps.db.execute(sql`UPDATE users SET self_exclusion_until = ${new Date(now.getTime() + 86_400_000)} WHERE id = ${user}`);
    }
    if (profile === 'expired') {
      await t.deps.db.execute(
        sql`UPDATE game_sessions SET expires_at = ${new Date(now.getTime() - 1000)} WHERE token_hash = ${sha256Hex(token)}`,
      );
    }
    users.push(user);
    tokens.push(token);
  }
  return { prefix, users, tokens, bonusIds };
}

/** A call of the sequence, world-independent: ids are turned into each world's own by `toCall`. */
type Step =
  | { fn: 'bet'; player: number; id: number; round: number; amount: number; currency?: string; game?: string; badToken?: boolean }
  | {
      fn: 'win';
      player: number;
      id: number;
      round: number;
      amount: number;
      reference: number | null;
      currency?: string;
      badToken?: boolean;
    };

function toCall(w: World, s: Step): TWalletCall {
  const txn = `${w.prefix}-t${s.id}`;
  const round = `${w.prefix}-r${s.round}`;
  const currency = s.currency ?? 'EUR';
  const tokenHash = s.badToken ? sha256Hex(`${w.prefix}-no-such-token`) : sha256Hex(w.tokens[s.player]!);
  const now = t.clock.now().toISOString();
  if (s.fn === 'bet') {
    const game = s.game ?? GAME_ID;
    return {
      fn: 'bet',
      provider: HOUSE_PROVIDER_ID,
      tokenHash,
      txn,
      round,
      game,
      currency,
      amount: String(s.amount),
      fingerprint: fingerprintOf({ roundId: round, gameId: game, currency, amount: s.amount }),
      now,
      isBonusBuy: false,
    };
  }
  const reference = s.reference === null ? null : `${w.prefix}-t${s.reference}`;
  return {
    fn: 'win',
    provider: HOUSE_PROVIDER_ID,
    tokenHash,
    txn,
    round,
    game: GAME_ID,
    currency,
    amount: String(s.amount),
    reference,
    fingerprint: fingerprintOf({
      roundId: round,
      gameId: GAME_ID,
      currency,
      amount: s.amount,
      referenceTransactionId: reference ?? undefined,
    }),
    now,
  };
}

/** Removes what differs between the worlds (their id prefix, their player bonus ids, ledger transfer ids) from a JSON value. */
function normalise(w: World, value: unknown): unknown {
  let text = JSON.stringify(value).replaceAll(`${w.prefix}-`, 'W-').replace(/"transferId":\d+/g, '"transferId":0');
  w.bonusIds.forEach((id, i) => (text = text.replaceAll(id, `bonus-${i}`)));
  w.users.forEach((id, i) => (text = text.replaceAll(id, `player-${i}`)));
  return JSON.parse(text);
}

/** Everything a player's calls leave behind, in the order it was written. */
async function footprint(w: World) {
  const out: unknown[] = [];
  for (const user of w.users) {
    const accounts = rows<{ kind: string; balance: string }>(
      await t.deps.db.execute(sql`
      SELECT kind, balance::text FROM ledger_accounts WHERE owner = ${user} ORDER BY kind, currency`),
    );
    const entries = rows(
      await t.deps.db.execute(sql`
      SELECT a.kind, e.amount::text, e.balance_after::text, tr.kind AS transfer_kind, tr.idempotency_key, tr.amount::text AS transfer_amount, tr.metadata
        FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transfers tr ON tr.id = e.transfer_id
       WHERE a.owner = ${user} ORDER BY e.id`),
    );
    const calls = rows(
      await t.deps.db.execute(sql`
      SELECT type, transaction_id, round_id, currency, amount::text, cash_amount::text, bonus_amount::text, reference_transaction_id,
             fingerprint IS NOT NULL AS has_fingerprint, response, transfer_id IS NOT NULL AS moved, is_demo
        FROM wallet_transactions WHERE user_id = ${user} ORDER BY id`),
    );
    // A group writes one `batch` row for the movements it settled (docs/decisions/0014): its events, in order.
    const events = rows(
      await t.deps.db.execute(sql`
      SELECT ev.event, ev.payload, ev.balance_payload FROM (
        SELECT o.id, 0::bigint AS k, o.user_id, o.event, o.payload, o.balance_payload FROM outbox_events o WHERE o.event <> 'batch'
        UNION ALL
        SELECT o.id, x.k, (x.e ->> 'u')::uuid, x.e ->> 'e', x.e -> 'p', x.e -> 'b'
          FROM outbox_events o CROSS JOIN LATERAL jsonb_array_elements(o.payload -> 'events') WITH ORDINALITY AS x(e, k) WHERE o.event = 'batch') ev
       WHERE ev.user_id = ${user} ORDER BY ev.id, ev.k`),
    );
    const buckets = rows(
      await t.deps.db.execute(sql`
      SELECT sum(bet_cash)::text AS bet_cash, sum(bet_bonus)::text AS bet_bonus, sum(win_cash)::text AS win_cash, sum(win_bonus)::text AS win_bonus, sum(bets)::text AS bets
        FROM player_play_buckets WHERE user_id = ${user}`),
    );
    const bonuses = rows(
      await t.deps.db.execute(sql`SELECT status, wagered::text FROM player_bonuses WHERE user_id = ${user} ORDER BY created_at`),
    );
    const fun = rows(await t.deps.db.execute(sql`SELECT fun_balance::text FROM game_sessions WHERE user_id = ${user} ORDER BY created_at`));
    out.push({ accounts, entries, calls, events, buckets, bonuses, fun });
  }
  return normalise(w, out);
}

const stepsOf = (n: number) =>
  fc.array(
    fc.record({
      kind: fc.constantFrom(
        'bet',
        'bet',
        'bet',
        'betSameRound',
        'win',
        'win',
        'winByRound',
        'retry',
        'duplicate',
        'otherPlayerSameId',
        'wrongCurrency',
        'wrongGame',
        'badToken',
      ),
      player: fc.integer({ min: 0, max: PROFILES.length - 1 }),
      amount: fc.integer({ min: 1, max: 600 }),
      zero: fc.boolean(),
      pick: fc.nat(),
    }),
    { minLength: 1, maxLength: n },
  );

/** Turns random choices into steps that refer to earlier ones (wins to bets, retries to calls). */
function buildSteps(
  choices: { kind: string; player: number; amount: number; zero: boolean; pick: number }[],
  earlier: Step[],
  next: { id: number; round: number },
): Step[] {
  const steps: Step[] = [];
  for (const c of choices) {
    const all = [...earlier, ...steps];
    const bets = all.filter((s): s is Extract<Step, { fn: 'bet' }> => s.fn === 'bet' && !s.badToken && !s.currency && !s.game);
    const pickFrom = <T>(list: T[]) => (list.length ? list[c.pick % list.length]! : undefined);
    const id = next.id++;
    const bet = pickFrom(bets);
    switch (c.kind) {
      case 'win':
      case 'winByRound':
        if (bet) {
          steps.push({
            fn: 'win',
            player: bet.player,
            id,
            round: bet.round,
            amount: c.zero ? 0 : c.amount + 200,
            reference: c.kind === 'win' ? bet.id : null,
          });
          break;
        }
      // falls through: no bet to win on yet
      case 'betSameRound':
        if (c.kind === 'betSameRound' && bet) {
          // A second stake in a round: its win is split over both.
          steps.push({ fn: 'bet', player: bet.player, id, round: bet.round, amount: c.amount });
          break;
        }
      // falls through
      case 'bet':
        steps.push({ fn: 'bet', player: c.player, id, round: next.round++, amount: c.amount });
        break;
      case 'retry': {
        const again = pickFrom(all);
        if (again) steps.push({ ...again });
        else steps.push({ fn: 'bet', player: c.player, id, round: next.round++, amount: c.amount });
        break;
      }
      case 'duplicate': {
        const again = pickFrom(all);
        if (again) steps.push({ ...again, amount: again.amount + 1 });
        else steps.push({ fn: 'bet', player: c.player, id, round: next.round++, amount: c.amount });
        break;
      }
      case 'otherPlayerSameId': {
        // An id already used (by a bet or a win) on another player's session.
        const taken = pickFrom(all);
        steps.push({
          fn: 'bet',
          player: ((taken?.player ?? c.player) + 1) % PROFILES.length,
          id: taken?.id ?? id,
          round: next.round++,
          amount: c.amount,
        });
        break;
      }
      case 'wrongCurrency':
        steps.push(
          bet && c.zero
            ? { fn: 'win', player: bet.player, id, round: bet.round, amount: c.amount, reference: bet.id, currency: 'USD' }
            : { fn: 'bet', player: c.player, id, round: next.round++, amount: c.amount, currency: 'USD' },
        );
        break;
      case 'wrongGame':
        steps.push({ fn: 'bet', player: c.player, id, round: next.round++, amount: c.amount, game: 'no-such-game' });
        break;
      default:
        steps.push({
          fn: c.zero ? 'bet' : 'win',
          player: c.player,
          id,
          round: next.round++,
          amount: c.amount,
          reference: null,
          badToken: true,
        } as Step);
    }
  }
  return steps;
}

/** Cuts the steps into groups of 1 to 12 calls. */
function groupsOf<T>(list: T[], sizes: number[]): T[][] {
  const groups: T[][] = [];
  let i = 0;
  let k = 0;
  while (i < list.length) {
    const size = sizes.length ? sizes[k++ % sizes.length]! : list.length;
    groups.push(list.slice(i, i + size));
    i += size;
  }
  return groups;
}

async function inGroups(w: World, steps: Step[], sizes: number[]) {
  const answers: unknown[] = [];
  for (const group of groupsOf(steps, sizes)) {
    const r = await t.deps.db.execute(sql`SELECT croupier_wallet_batch(${JSON.stringify(group.map((s) => toCall(w, s)))}::jsonb) AS r`);
    answers.push(...rows<{ r: unknown[] }>(r)[0]!.r);
  }
  return answers.map((a) => normalise(w, a));
}

async function oneByOne(w: World, steps: Step[]) {
  const answers: unknown[] = [];
  for (const s of steps) answers.push(await runWalletCall(t.deps.db, toCall(w, s)));
  return answers.map((a) => normalise(w, a));
}

async function endBonus(w: World) {
  await t.deps.db.execute(
    sql`UPDATE player_bonuses SET status = 'cancelled', ended_at = ${t.clock.now()} WHERE user_id = ${w.users[PROFILES.indexOf('activeBonus')]!}`,
  );
}

let run = 0;
describe('croupier_wallet_batch against the calls one by one', () => {
  it('answers and writes the same, whichever path each call takes (random sequences and groups)', async () => {
    const before = await ledgerInvariants(t.deps.db);
    await fc.assert(
      fc.asyncProperty(
        stepsOf(30),
        stepsOf(12),
        fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 8 }),
        async (first, second, sizes) => {
          run++;
          const grouped = await createWorld(`G${run}`);
          const single = await createWorld(`S${run}`);
          const next = { id: 1, round: 1 };
          const phase1 = buildSteps(first, [], next);
          expect(await inGroups(grouped, phase1, sizes)).toEqual(await oneByOne(single, phase1));
          // The bonus ends between the rounds' bets and their wins: its share of those wins is forfeited.
          await endBonus(grouped);
          await endBonus(single);
          const phase2 = buildSteps(second, phase1, next);
          expect(await inGroups(grouped, phase2, sizes)).toEqual(await oneByOne(single, phase2));
          expect(await footprint(grouped)).toEqual(await footprint(single));
        },
      ),
      { numRuns: process.env.DATABASE_URL ? 25 : 8 },
    );
    const after = await ledgerInvariants(t.deps.db);
    for (const currency of new Set([...Object.keys(before.totals), ...Object.keys(after.totals)]))
      expect(after.totals[currency] ?? 0n).toBe(before.totals[currency] ?? 0n);
    expect(after).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
    // Every account's entries (house shards too) carry a running balance: each balance_after is the one before plus its amount.
    const broken = rows(
      await t.deps.db.execute(sql`
      SELECT e.id FROM (SELECT id, balance_after - amount AS before, lag(balance_after) OVER (PARTITION BY account_id ORDER BY id) AS previous FROM ledger_entries) e
       WHERE e.previous IS NOT NULL AND e.previous <> e.before`),
    );
    expect(broken).toEqual([]);
    // Each idempotency row points at its own transfer.
    const misLinked = rows(
      await t.deps.db.execute(sql`
      SELECT w.id FROM wallet_transactions w JOIN ledger_transfers tr ON tr.id = w.transfer_id
       WHERE tr.idempotency_key <> w.type || ':' || w.provider_id || ':' || w.transaction_id OR tr.user_id IS DISTINCT FROM w.user_id`),
    );
    expect(misLinked).toEqual([]);
  }, 240_000);

  it('a demo session, a bonus player and plain players in one group: every path in one transaction', async () => {
    const grouped = await createWorld('Gmix');
    const single = await createWorld('Smix');
    const steps: Step[] = [
      { fn: 'bet', player: 0, id: 1, round: 1, amount: 100 },
      { fn: 'bet', player: PROFILES.indexOf('activeBonus'), id: 2, round: 2, amount: 400 },
      { fn: 'bet', player: DEMO, id: 3, round: 3, amount: 50 },
      { fn: 'bet', player: 1, id: 4, round: 4, amount: 500 }, // 300 cash, then 200 of bonus money
      { fn: 'win', player: 0, id: 5, round: 1, amount: 250, reference: 1 }, // its bet is in the same group
      { fn: 'win', player: 1, id: 6, round: 4, amount: 1_000, reference: null },
      { fn: 'bet', player: PROFILES.indexOf('betLimit'), id: 7, round: 7, amount: 800 }, // over the limit
      { fn: 'bet', player: 0, id: 1, round: 1, amount: 100 }, // a retry
      { fn: 'win', player: PROFILES.indexOf('activeBonus'), id: 8, round: 2, amount: 900, reference: 2 },
      { fn: 'bet', player: 7, id: 9, round: 9, amount: 1_001 }, // too much
      { fn: 'bet', player: 7, id: 10, round: 10, amount: 1_000 },
      { fn: 'bet', player: PROFILES.indexOf('activeBonus'), id: 11, round: 11, amount: 600 }, // 450 cash and 150 bonus money
    ];
    const answers = await inGroups(grouped, steps, []);
    expect(answers).toEqual(await oneByOne(single, steps));
    expect((answers as { status: string }[]).map((a) => a.status)).toEqual([
      'OK',
      'OK',
      'OK',
      'OK',
      'OK',
      'OK',
      'LIMIT_REACHED',
      'OK',
      'OK',
      'INSUFFICIENT_FUNDS',
      'OK',
      'OK',
    ]);
    // The bonus ends; the win of its last round comes in a group of plain calls: its bonus share is forfeited.
    await endBonus(grouped);
    await endBonus(single);
    const later: Step[] = [
      { fn: 'bet', player: 0, id: 12, round: 12, amount: 10 },
      { fn: 'win', player: PROFILES.indexOf('activeBonus'), id: 13, round: 11, amount: 800, reference: 11 },
      { fn: 'bet', player: PROFILES.indexOf('activeBonus'), id: 14, round: 14, amount: 50 },
    ];
    const paid = await inGroups(grouped, later, []);
    expect(paid).toEqual(await oneByOne(single, later));
    expect(await footprint(grouped)).toEqual(await footprint(single));
  });
});
