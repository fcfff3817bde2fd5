/**
 * npm run bench:lobby — lobby queries with a large catalogue: a fresh database (PostgreSQL at
 * DATABASE_URL, else PGlite) gets BENCH_GAMES extra games (default 5000) from 20 providers, then every
 * sort, a category, a provider filter, a search and deep pages are timed through the API.
 */
import { sql } from 'drizzle-orm';
import { GAME_SORTS } from '@croupier/contracts';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/platform/config';
import { systemClock } from '../../apps/server/src/platform/clock';
import { createMailer } from '../../apps/server/src/platform/mailer';
import { createGeoLookup } from '../../apps/server/src/platform/geo';
import { createLocalRealtime } from '../../apps/server/src/platform/realtime';
import { seed } from '../../apps/server/src/seed';
import { openBenchDb } from './fresh-db';
import { registerHouseProvider } from '../../apps/server/src/modules/games/register-house-provider';

const N = Number(process.env.BENCH_GAMES ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);


const { handle, drop } = await openBenchDb('lobby');
try {
  await handle.migrate();
  await seed(handle.db);
  await registerHouseProvider(handle.db, { secret: 'x'.repeat(32), publicUrl: 'http://localhost' });
  await handle.db.execute(sql`
    INSERT INTO game_providers (id, name, secret, launch_url)
    SELECT 'bench-' || p, 'Bench Studio ' || p, 'secret', 'http://localhost/bench' FROM generate_series(1, 20) p`);
  await handle.db.execute(sql`
    INSERT INTO games (id, slug, name, provider_id, min_bet, max_bet)
    SELECT 'bench-game-' || g, 'bench-game-' || g, 'Bench Game ' || g, 'bench-' || (1 + g % 20), 10 + g % 90, 1000 + g % 9000
    FROM generate_series(1, ${N}) g`);
  await handle.db.execute(sql`
    INSERT INTO game_details (game_id, kind, rtp, max_multiplier, release_date, popularity, tags)
    SELECT 'bench-game-' || g, 'slot', 94 + (g % 300) / 100.0, 100 + g % 5000, DATE '2020-01-01' + (g % 2000), g % 997, ARRAY['bench']
    FROM generate_series(1, ${N}) g`);
  await handle.db.execute(sql`
    INSERT INTO game_category_members (category_id, game_id) SELECT 'slots', 'bench-game-' || g FROM generate_series(1, ${N}) g`);
  await handle.db.execute(sql`ANALYZE`);
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }, { requireSecrets: false }),
    db: handle.db,
    clock: systemClock,
    mailer: createMailer({ db: handle.db, clock: systemClock, from: 'bench' }),
    geo: await createGeoLookup(),
    realtime: createLocalRealtime(),
    appSecret: 'bench'.repeat(8),
  });
  await app.ready();
  const cases: [string, string][] = [
    ...GAME_SORTS.map((s) => [`sort ${s}`, `/api/games?sort=${s}&limit=24`] as [string, string]),
    ['category slots', '/api/games?category=slots&limit=24'],
    ['provider filter', '/api/games?provider=bench-7&limit=24'],
    ['search "game 12"', '/api/games?search=game%2012&limit=24'],
    ['page 100 (offset 2376)', '/api/games?sort=alphabetical&page=100&limit=24'],
    ['category list (home/lobby)', '/api/admin/get-full-category-list?locale=en'],
  ];
  console.log(`\nLobby with ${N + 6} games (${handle.kind}): latency per request through the API, ${ROUNDS} requests each`);
  for (const [label, url] of cases) {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(`  ${label.padEnd(28)} p50 ${p(0.5).padStart(6)} ms   p95 ${p(0.95).padStart(6)} ms`);
  }
  await app.close();
} finally {
  await handle.close();
  await drop();
}
process.exit(0);
