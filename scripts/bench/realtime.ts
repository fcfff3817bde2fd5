/**
 * npm run bench:realtime — time from a committed money movement to the `balance` event arriving at a
 * socket.io client (DESIGN.md §8 budget: ≤ 100 ms). Uses PostgreSQL when DATABASE_URL is set, else PGlite;
 * Redis adapter when REDIS_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { buildApp, type AppDeps } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/platform/config';
import { systemClock } from '../../apps/server/src/platform/clock';
import { createMailer } from '../../apps/server/src/platform/mailer';
import { createGeoLookup } from '../../apps/server/src/platform/geo';
import { attachRealtime, createLocalRealtime } from '../../apps/server/src/platform/realtime';
import { createSession } from '../../apps/server/src/platform/auth';
import { seed } from '../../apps/server/src/seed';
import { openBenchDb } from './fresh-db';
import { adjustBalance } from '../../apps/server/src/modules/wallet/adjust-balance';
import { createFundedPlayer } from '../../apps/server/test/wallet-helpers';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);


async function main() {
  const { handle, drop } = await openBenchDb('rt');
  try {
    await handle.migrate();
    await seed(handle.db);
    const deps: AppDeps = {
      config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }, { requireSecrets: false }),
      db: handle.db,
      clock: systemClock,
      mailer: createMailer({ db: handle.db, clock: systemClock, from: 'bench' }),
      geo: await createGeoLookup(),
      realtime: createLocalRealtime(),
      appSecret: randomBytes(32).toString('hex'),
    };
    const app = await buildApp(deps);
    await app.ready();
    deps.realtime = await attachRealtime({ server: app.server, db: handle.db, clock: systemClock, redisUrl: process.env.REDIS_URL });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;

    const userId = await createFundedPlayer(handle.db, 1n);
    const { token } = await createSession(handle.db, { userId, ip: null, countryCode: null, userAgent: 'bench', now: new Date() });
    const socket = connect(`http://127.0.0.1:${port}`, { auth: { token }, transports: ['websocket'] });
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    await new Promise((r) => setTimeout(r, 200));

    const latencies: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const got = new Promise<number>((resolve) => socket.once('balance', () => resolve(performance.now())));
      const r = await adjustBalance(handle.db, { userId, currency: 'EUR', amount: 1n, reason: 'bench', actor: 'bench', idempotencyKey: `rt-${i}-${userId}`, now: new Date() });
      const committed = performance.now();
      if (!r.ok) throw new Error(r.code);
      deps.outbox!.kick();
      latencies.push((await got) - committed);
    }
    socket.close();
    await deps.realtime.close();
    await app.close();
    latencies.sort((a, b) => a - b);
    const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
    console.log(`\nBalance event latency, commit → socket.io client (${handle.kind}${process.env.REDIS_URL ? ' + Redis adapter' : ''}, ${ROUNDS} movements)`);
    console.log(`  p50 ${p(0.5)} ms   p95 ${p(0.95)} ms   p99 ${p(0.99)} ms   max ${latencies.at(-1)!.toFixed(1)} ms   (budget ≤ 100 ms)`);
  } finally {
    await handle.close();
    await drop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
