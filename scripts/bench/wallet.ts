/**
 * npm run bench:wallet — seamless-wallet throughput and latency over real HTTP on PostgreSQL (a lean keep-alive
 * HTTP/1.1 client per session, every body signed, every answer's status and balance checked),
 * with PostgreSQL's own single-row-update rate (pgbench) on the same server for comparison.
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench:wallet
 *   options (env): BENCH_SESSIONS (100), BENCH_SECONDS (15), BENCH_POOL (20),
 *                  BENCH_PACES (1,2,5: paced phases, rounds per second per session; '' for none),
 *                  WALLET_BATCH_LANES (default: one per core) / WALLET_BATCH_MAX (the API's group commit, docs/decisions/0009)
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { writeFileSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createDb } from '@croupier/db';
import { WALLET_BUSY_RETRY_AFTER_S } from '@croupier/contracts';
import { seed } from '../../apps/server/src/seed';
import { HOUSE_PROVIDER_ID, registerHouseProvider } from '../../apps/server/src/modules/games/register-house-provider';
import { signBody } from '../../apps/server/src/modules/wallet/seamless/verify-signature';
import { createFundedPlayer, launch, ledgerInvariants, GAME_ID } from '../../apps/server/test/wallet-helpers';

const BASE = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const POOL = Number(process.env.BENCH_POOL ?? 20);
/** Paced phases after the closed loop, in rounds (bet + win) per second per session. */
const PACES = (process.env.BENCH_PACES ?? '1,2,5').split(',').filter(Boolean).map(Number);
const SECRET = randomBytes(32).toString('hex');
/**
 * Group-commit lanes of the API (docs/decisions/0009; the server's default is 4 on PostgreSQL): one per core unless
 * WALLET_BATCH_LANES is set. On the 2-core bench box 2 lanes gave ≈10% more bets/s and ≈12% less PostgreSQL CPU per
 * call than 4 (bigger groups, fewer commits); 1 lane fills its groups to WALLET_BATCH_MAX and was slower.
 */
const LANES = process.env.WALLET_BATCH_LANES ?? String(os.cpus().length);

/** CPU seconds (user + system) used so far by the given processes, from /proc (Linux). */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // the process ended
    }
  }
  return ticks / 100; // USER_HZ
}
const postgresPids = () =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });

const FUNDING = 10n ** 12n;

/**
 * A game provider's keep-alive HTTP/1.1 connection to the wallet API, one request at a time: writes the request (head
 * and body, signed with HMAC-SHA256 of the exact body bytes) in one write, and parses the answer's status line,
 * Content-Length and JSON body. Minimal on purpose (no chunked bodies: the wallet API answers with a length).
 */
class ProviderConnection {
  private readonly socket: Socket;
  readonly ready: Promise<void>;
  private buf: Buffer = Buffer.alloc(0);
  private pending: { resolve: (r: { httpStatus: number; body: { status?: string; balance?: number } }) => void; reject: (e: Error) => void } | null = null;

  constructor(host: string, private readonly port: number) {
    this.socket = connect({ host, port, noDelay: true });
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('error', reject);
    });
    this.socket.on('data', (d: Buffer) => this.onData(d));
    this.socket.on('error', (e) => this.fail(e));
    this.socket.on('close', () => this.fail(new Error('connection closed by the server')));
  }

  post(path: string, raw: string): Promise<{ httpStatus: number; body: { status?: string; balance?: number } }> {
    if (this.pending) return Promise.reject(new Error('one request at a time'));
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${this.port}\r\nContent-Type: application/json\r\nX-Provider-Id: ${HOUSE_PROVIDER_ID}\r\nX-Signature: ${signBody(SECRET, raw)}\r\nContent-Length: ${Buffer.byteLength(raw)}\r\n\r\n${raw}`,
      );
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private onData(d: Buffer): void {
    this.buf = this.buf.length === 0 ? d : Buffer.concat([this.buf, d]);
    const headEnd = this.buf.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.buf.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return this.fail(new Error(`answer without Content-Length: ${head}`));
    const end = headEnd + 4 + Number(length[1]);
    if (this.buf.length < end) return;
    const body = this.buf.toString('utf8', headEnd + 4, end);
    this.buf = this.buf.subarray(end);
    const p = this.pending;
    this.pending = null;
    try {
      p?.resolve({ httpStatus: Number(head.slice(9, 12)), body: JSON.parse(body) as { status?: string; balance?: number } });
    } catch (e) {
      p?.reject(e as Error);
    }
  }

  private fail(e: Error): void {
    const p = this.pending;
    this.pending = null;
    p?.reject(e);
  }
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main() {
  const name = `croupier_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE });
  admin.on('error', (err) => console.warn(`bench admin connection: ${err.message}`));
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(BASE);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), poolSize: POOL });
  try {
    await handle.migrate();
    await seed(handle.db);
    await registerHouseProvider(handle.db, { secret: SECRET, publicUrl: 'http://localhost' });
    // The API runs in its own process (as in production), so the load generator does not steal its CPU.
    const server = spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []), '--import', 'tsx', fileURLToPath(new URL('./wallet-server.ts', import.meta.url))], {
      env: { ...process.env, WALLET_BATCH_LANES: LANES, BENCH_DATABASE_URL: url.toString(), BENCH_POOL: String(POOL), BENCH_SECRET: SECRET },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const port = await new Promise<number>((resolve, reject) => {
      server.stdout!.on('data', (d: Buffer) => {
        const m = /PORT (\d+)/.exec(d.toString());
        if (m) resolve(Number(m[1]));
      });
      server.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });

    const tokens: string[] = [];
    for (let i = 0; i < SESSIONS; i++) {
      const userId = await createFundedPlayer(handle.db, FUNDING);
      tokens.push(await launch(handle.db, userId));
    }
    /** Each session's expected balance in minor units: every answer must show it. */
    const balances = tokens.map(() => Number(FUNDING));
    const before = await ledgerInvariants(handle.db);

    // The provider side: one keep-alive HTTP/1.1 connection per session over a raw socket, as wrk does (a minimal
    // request writer and response parser instead of node:http's agent, whose CPU on these two shared cores was a fifth
    // of the whole run's). Every request is still real HTTP with its body signed (HMAC-SHA256), and every answer's
    // HTTP status, wallet status and balance are read and checked.
    const connections = tokens.map(() => new ProviderConnection('127.0.0.1', port));
    await Promise.all(connections.map((c) => c.ready));
    const call = (s: number, p: string, body: object) => connections[s]!.post(`/api/wallet/v1/${p}`, JSON.stringify(body));

    // The API's group-commit counters (docs/decisions/0009), read between phases.
    type TGroupStats = { groups: number; groupedCalls: number; fallbacks: number; refused: number; relay?: { passes: number; published: number } } | null;
    const groupStats = () =>
      new Promise<TGroupStats>((resolve) => {
        const onData = (d: Buffer) => {
          const m = /STATS (.+) RELAY (.+)/.exec(d.toString());
          if (!m) return;
          server.stdout!.off('data', onData);
          const groups = JSON.parse(m[1]!) as TGroupStats;
          resolve(groups ? { ...groups, relay: JSON.parse(m[2]!) as { passes: number; published: number } } : null);
        };
        server.stdout!.on('data', onData);
        server.kill('SIGUSR2');
      });
    const groupsBetween = (a: TGroupStats, b: TGroupStats, calls: number) =>
      a && b
        ? `${b.groups - a.groups} groups of ${((b.groupedCalls - a.groupedCalls) / Math.max(1, b.groups - a.groups)).toFixed(1)} calls on average; ${(
            (100 * (b.groupedCalls - a.groupedCalls)) /
            Math.max(1, calls)
          ).toFixed(0)}% of calls grouped; ${b.fallbacks - a.fallbacks} groups fell back; ${b.refused - a.refused} calls refused by the server; outbox relay ${
            a.relay && b.relay ? `${b.relay.passes - a.relay.passes} passes for ${b.relay.published - a.relay.published} events` : '?'
          }`
        : 'grouping off';

    const pgPids = postgresPids();
    let roundSeq = 0;
    let totalCalls = 0;
    /**
     * One load phase. Closed loop (pace undefined): every session starts its next round as soon as the last
     * one is answered — the saturation throughput. Paced: every session starts a round every 1/pace s (a
     * random phase per session); latencies count from the intended start, so a slow answer that delays the
     * next round is not hidden (no coordinated omission).
     */
    async function runLoad(seconds: number, pace?: number) {
      const betLatencies: number[] = [];
      const pairLatencies: number[] = [];
      let failures = 0;
      let refused = 0;
      let callsDone = 0;
      const stats0 = await groupStats();
      const startedAt = performance.now();
      const warmupEnd = startedAt + 1000;
      const deadline = startedAt + seconds * 1000;
      const cpu0 = { gen: process.cpuUsage(), api: cpuSeconds([server.pid!]), pg: cpuSeconds(pgPids) };
      await Promise.all(
        tokens.map(async (token, s) => {
          const interval = pace ? 1000 / pace : 0;
          let intended = startedAt + Math.random() * interval;
          while (intended < deadline) {
            if (pace) {
              const wait = intended - performance.now();
              if (wait > 0) await new Promise((r) => setTimeout(r, wait));
            }
            const roundId = `s${s}-${roundSeq++}`;
            const t0 = pace ? intended : performance.now();
            const bet = await call(s, 'bet', { sessionToken: token, transactionId: `${roundId}-b`, roundId, gameId: GAME_ID, currency: 'EUR', amount: 100 });
            const t1 = performance.now();
            if (bet.httpStatus === 503) {
              // The lane's queue is full (WALLET_QUEUE_MAX): nothing was recorded; the round is not played.
              refused++;
              callsDone++;
              intended = pace ? intended + interval : performance.now();
              continue;
            }
            const winBody = { sessionToken: token, transactionId: `${roundId}-w`, roundId, gameId: GAME_ID, currency: 'EUR', amount: 95, roundClosed: true };
            let win = await call(s, 'win', winBody);
            // A refused win is sent again after Retry-After, as a provider does (the bet stands).
            while (win.httpStatus === 503) {
              refused++;
              callsDone++;
              await new Promise((r) => setTimeout(r, WALLET_BUSY_RETRY_AFTER_S * 1000));
              win = await call(s, 'win', winBody);
            }
            const t2 = performance.now();
            callsDone += 2;
            // Every answer: HTTP 200, status OK, and the balance the player must have after it (funded, −100, +95).
            const afterBet = balances[s]! - 100;
            const afterWin = afterBet + 95;
            if (bet.httpStatus !== 200 || bet.body.status !== 'OK' || bet.body.balance !== afterBet || win.httpStatus !== 200 || win.body.status !== 'OK' || win.body.balance !== afterWin) {
              failures++;
              if (typeof win.body.balance === 'number') balances[s] = win.body.balance;
            } else balances[s] = afterWin;
            if (t0 > warmupEnd) {
              betLatencies.push(t1 - t0);
              pairLatencies.push(t2 - t0);
            }
            intended = pace ? intended + interval : performance.now();
          }
        }),
      );
      const elapsed = (performance.now() - startedAt) / 1000;
      const genCpu = process.cpuUsage(cpu0.gen);
      const cpuPerCall = {
        gen: (genCpu.user + genCpu.system) / 1000 / callsDone,
        api: ((cpuSeconds([server.pid!]) - cpu0.api) * 1000) / callsDone,
        // PostgreSQL backends started during the run (the API's pool connects lazily) count in full.
        pg: ((cpuSeconds([...new Set([...pgPids, ...postgresPids()])]) - cpu0.pg) * 1000) / callsDone,
      };
      betLatencies.sort((a, b) => a - b);
      pairLatencies.sort((a, b) => a - b);
      const grouping = groupsBetween(stats0, await groupStats(), callsDone);
      totalCalls += callsDone;
      return { betsPerSecond: betLatencies.length / Math.max(0.001, elapsed - 1), betLatencies, pairLatencies, failures, refused, cpuPerCall, grouping };
    }

    const closed = await runLoad(SECONDS);
    const paced: { pace: number; r: Awaited<ReturnType<typeof runLoad>> }[] = [];
    for (const pace of PACES) paced.push({ pace, r: await runLoad(Math.min(SECONDS, 10), pace) });
    for (const c of connections) c.close();
    const serverExited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await serverExited;
    const after = await ledgerInvariants(handle.db);
    // Row writes per wallet call on the hot tables, all phases (the API's backends reported their counters on exit).
    await new Promise((r) => setTimeout(r, 1500));
    const tableStats = (
      (await handle.db.execute(sql`
        SELECT t.relname AS name, t.n_tup_ins AS ins, t.n_tup_upd AS upd, t.n_tup_hot_upd AS hot, t.n_tup_del AS del, t.seq_tup_read AS seq,
               (SELECT count(*) FROM pg_index i WHERE i.indrelid = t.relid) AS indexes
          FROM pg_stat_user_tables t
         WHERE t.n_tup_ins + t.n_tup_upd + t.n_tup_del + t.seq_tup_read > 0 AND t.relname NOT LIKE 'pgbench%'
         ORDER BY t.n_tup_ins + t.n_tup_upd + t.n_tup_del + t.seq_tup_read DESC LIMIT 8`)) as unknown as { rows: { name: string; ins: string; upd: string; hot: string; del: string; seq: string; indexes: string }[] }
    ).rows;
    const { betsPerSecond, betLatencies, pairLatencies, failures, refused, cpuPerCall, grouping } = closed;

    // PostgreSQL's own single-row-update rate on the same server, same number of connections.
    const dir = mkdtempSync(path.join(tmpdir(), 'pgbench-'));
    const script = path.join(dir, 'update.sql');
    writeFileSync(script, '\\set aid random(1, 100000 * :scale)\nUPDATE pgbench_accounts SET abalance = abalance + 1 WHERE aid = :aid;\n');
    const conn = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username) || 'root', name];
    const init = process.env.BENCH_SKIP_PGBENCH ? { status: 1, stderr: 'skipped' } : spawnSync('pgbench', ['-i', '-q', '-s', '10', ...conn], { encoding: 'utf8' });
    let pgTps = NaN;
    if (init.status === 0) {
      const r = spawnSync('pgbench', ['-n', '-M', 'prepared', '-c', String(POOL), '-j', '2', '-T', '10', '-f', script, ...conn], { encoding: 'utf8' });
      const m = /tps = ([\d.]+)/.exec(r.stdout);
      pgTps = m ? Number(m[1]) : NaN;
    } else {
      console.error('pgbench unavailable:', init.stderr.trim());
    }

    const f = (x: number) => x.toFixed(1);
    console.log(`\nSeamless-wallet bench on PostgreSQL (${SESSIONS} concurrent sessions, ${SECONDS} s, pool ${POOL}, ${LANES} group-commit lanes)`);
    console.log(`  closed loop (every session plays its next round as soon as the last is answered):`);
    console.log(`  bets/second           ${f(betsPerSecond)}   (each with its win: ${f(betsPerSecond * 2)} wallet calls/s)`);
    console.log(`  bet latency   p50 ${f(pct(betLatencies, 50))} ms   p99 ${f(pct(betLatencies, 99))} ms`);
    console.log(`  bet+win pair  p50 ${f(pct(pairLatencies, 50))} ms   p99 ${f(pct(pairLatencies, 99))} ms`);
    console.log(`  failures              ${failures}   refused (HTTP 503, lane queue full) ${refused}`);
    console.log(`  group commit          ${grouping}`);
    console.log(
      `  CPU per wallet call   API ${cpuPerCall.api.toFixed(2)} ms, PostgreSQL ${cpuPerCall.pg.toFixed(2)} ms, load generator ${cpuPerCall.gen.toFixed(2)} ms  (${os.cpus().length} cores)`,
    );
    for (const { pace, r } of paced) {
      console.log(
        `  paced ${pace} rounds/s per session (${f(pace * SESSIONS)} bets/s offered): ${f(r.betsPerSecond)} bets/s, bet p50 ${f(pct(r.betLatencies, 50))} ms p99 ${f(pct(r.betLatencies, 99))} ms, pair p99 ${f(pct(r.pairLatencies, 99))} ms, failures ${r.failures}, refused ${r.refused}; ${r.grouping}`,
      );
    }
    const per = (x: string) => (Number(x) / Math.max(1, totalCalls)).toFixed(2);
    console.log(`  row writes per wallet call (${totalCalls} calls, all phases): inserted / updated (HOT) / deleted, rows read by sequential scans, indexes`);
    for (const t of tableStats) console.log(`    ${t.name.padEnd(22)} ${per(t.ins)} / ${per(t.upd)} (${per(t.hot)}) / ${per(t.del)}, ${per(t.seq)}, ${t.indexes}`);
    console.log(`  PostgreSQL single-row updates/s (pgbench, ${POOL} clients): ${f(pgTps)}`);
    console.log(`  ratio bets/s ÷ pgbench tps: ${(betsPerSecond / pgTps).toFixed(2)}  (target ≥ 0.33; p99 target ≤ 50 ms)`);
    const conserved = JSON.stringify(Object.fromEntries(Object.entries(after.totals).map(([k, v]) => [k, String(v)]))) === JSON.stringify(Object.fromEntries(Object.entries(before.totals).map(([k, v]) => [k, String(v)])));
    console.log(`  ledger after the run: money conserved ${conserved}, negative ${after.negativePlayerAccounts}, mismatches ${after.balanceMismatches}`);
  } finally {
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
