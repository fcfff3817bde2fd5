/** The API process of `npm run bench:wallet`: the real app on the bench database; prints its port. */
import { createDb } from '@croupier/db';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/platform/config';
import { systemClock } from '../../apps/server/src/platform/clock';
import { createMailer } from '../../apps/server/src/platform/mailer';
import { createGeoLookup } from '../../apps/server/src/platform/geo';
import { attachRealtime, createLocalRealtime } from '../../apps/server/src/platform/realtime';

const url = process.env.BENCH_DATABASE_URL!;
const handle = await createDb({ databaseUrl: url, poolSize: Number(process.env.BENCH_POOL ?? 20) });
const app = await buildApp({
  config: loadConfig(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      WALLET_BATCH_LANES: process.env.WALLET_BATCH_LANES,
      WALLET_BATCH_MAX: process.env.WALLET_BATCH_MAX,
      WALLET_QUEUE_MAX: process.env.WALLET_QUEUE_MAX,
    },
    { requireSecrets: false },
  ),
  db: handle.db,
  clock: systemClock,
  mailer: createMailer({ db: handle.db, clock: systemClock, from: 'bench' }),
  geo: await createGeoLookup(),
  realtime: createLocalRealtime(),
  appSecret: process.env.BENCH_SECRET!,
});
// The relay publishes through socket.io as in production (the local stand-in keeps every event for tests).
await app.ready();
app.deps.realtime = await attachRealtime({ server: app.server, db: handle.db, clock: systemClock, redisUrl: process.env.REDIS_URL });
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`PORT ${(app.server.address() as { port: number }).port}`);
// The bench asks for the group-commit counters between its phases.
process.on('SIGUSR2', () =>
  console.log(`STATS ${JSON.stringify(app.deps.walletCalls?.stats ?? null)} RELAY ${JSON.stringify(app.deps.outbox?.stats ?? null)}`),
);
process.on('SIGTERM', async () => {
  await app.deps.realtime.close();
  await app.close();
  await handle.close();
  process.exit(0);
});
