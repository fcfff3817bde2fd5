import { fileURLToPath } from 'node:url';
import { createHmac, randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAIL_RETRY_POLL_MS, SETTINGS_FAILURE_EXIT_CODE } from '@croupier/contracts';
import { INTERNAL_TOKEN_ENV, VISITOR_HOST_HEADER, VISITOR_IP_HEADER, VISITOR_PATH_HEADER } from '@croupier/contracts/constants';
import { createDb } from '@croupier/db';
import { buildApp, type AppDeps } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { systemClock } from './platform/clock';
import { createMailer } from './platform/mailer';
import { createGeoLookup } from './platform/geo';
import { attachRealtime, createLocalRealtime } from './platform/realtime';
import { resolveSecret } from './platform/secrets';
import { sendError } from './platform/errors';
import { createStaticAssets } from './platform/static-assets';
import { uiPreviewRedirect } from './platform/ui-preview';
import { proxyTrust, requestHost } from './platform/request';
import { seed, DEMO_PLAYER } from './seed';
import { getSiteSettings } from './modules/content/get-site-settings';
import { registerHouseProvider } from './modules/games/register-house-provider';
import { refreshPopularity } from './modules/games/refresh-popularity';
import { endTimeLimitedSessions, SESSION_LIMIT_SWEEP_MS } from './modules/protection/end-sessions';
import { endIdleSessions, IDLE_SESSION_SWEEP_MS, idleRule } from './modules/protection/idle-sessions';
import { startBonusWorker } from './modules/bonuses/run-bonus-worker';
import { startRakebackWorker } from './modules/rakeback/run-rakeback-worker';
import { startRaceWorker } from './modules/races/run-race-worker';
import { startReferralWorker } from './modules/referrals/run-referral-worker';

const WEB_DIR = fileURLToPath(new URL('../../web', import.meta.url));

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await handle.migrate();
  const seeded = await seed(handle.db, { withDemoRaces: config.isDemo });

  // §8: if settings cannot be loaded at start, the process exits with code 911.
  try {
    await getSiteSettings(handle.db, 'localhost');
  } catch (err) {
    console.error(`Cannot load site settings: ${(err as Error).message}`);
    process.exit(SETTINGS_FAILURE_EXIT_CODE);
  }

  const redis = config.redisUrl ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  const deps: AppDeps = {
    config,
    db: handle.db,
    clock: systemClock,
    mailer: createMailer({ db: handle.db, clock: systemClock, smtpUrl: config.smtpUrl, from: config.mailFrom, retryEveryMs: MAIL_RETRY_POLL_MS }),
    geo: await createGeoLookup(process.env.GEO_MMDB_PATH),
    realtime: createLocalRealtime(),
    appSecret: await resolveSecret(handle.db, 'app_secret', config.appSecret),
    redis,
    // The operator tool reaches an embedded server through this token (DATA_DIR/server.json, mode 0600).
    operatorToken: process.env.OPERATOR_TOKEN || (config.isEmbedded ? randomBytes(24).toString('hex') : undefined),
  };
  const houseProviderSecret = await resolveSecret(handle.db, 'house_provider_secret', config.houseProviderSecret);
  await registerHouseProvider(handle.db, { secret: houseProviderSecret, publicUrl: config.publicUrl });
  deps.houseProviderSecret = houseProviderSecret;
  const app = await buildApp(deps);

  // Every non-API request goes to Next.js (same process, same port).
  process.env.INTERNAL_API_URL ??= `http://127.0.0.1:${config.port}`;
  // Server-side rendering identifies itself to the API with a system access token (spec §6).
  process.env.SYSTEM_ACCESS_TOKEN ??= createHmac('sha256', deps.appSecret).update('system-access-token').digest('hex');
  process.env[INTERNAL_TOKEN_ENV] ??= randomBytes(24).toString('hex');
  const { default: next } = await import('next');
  const nextApp = next({ dev: config.nodeEnv === 'development', dir: WEB_DIR, port: config.port, hostname: 'localhost' });
  await nextApp.prepare();
  const nextHandler = nextApp.getRequestHandler();
  // Built JavaScript and CSS go out precompressed (written at build time); anything else is Next's.
  const serveStaticAsset = config.nodeEnv === 'development' ? null : createStaticAssets(WEB_DIR);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (req, reply) => {
      if (req.url.startsWith('/api/')) return sendError(reply, 'NOT_FOUND');
      if (serveStaticAsset && (await serveStaticAsset(req, reply))) return reply;
      const preview = config.isUiPreviewAllowed ? uiPreviewRedirect(req.url, req.headers) : null;
      if (preview) return reply.header('set-cookie', preview.cookie).header('cache-control', 'no-store').redirect(preview.location, 302);
      // The page's server-side API calls pass the visitor's address and host on (platform/request.ts).
      req.raw.headers[VISITOR_IP_HEADER] = req.ip;
      req.raw.headers[VISITOR_HOST_HEADER] = requestHost(req);
      req.raw.headers[VISITOR_PATH_HEADER] = req.url;
      reply.hijack();
      await nextHandler(req.raw, reply.raw);
    },
  });

  await app.ready();
  deps.realtime = await attachRealtime({
    server: app.server,
    db: handle.db,
    clock: systemClock,
    redisUrl: config.redisUrl,
    idleRule: (host) => idleRule(handle.db, host),
    trustProxy: proxyTrust(config.trustProxy),
  });
  await app.listen({ port: config.port, host: config.host });
  // Lobby popularity from real play, refreshed every 5 minutes.
  const refresh = () => refreshPopularity(handle.db, systemClock.now()).catch((err) => app.log.warn({ err }, 'popularity refresh failed'));
  void refresh();
  setInterval(refresh, 5 * 60_000).unref();
  // Sessions past the player's session time limit end and are told at once (issue #8).
  setInterval(
    () =>
      void endTimeLimitedSessions(handle.db, deps.realtime, systemClock.now()).catch((err) =>
        app.log.warn({ err }, 'session limit sweep failed'),
      ),
    SESSION_LIMIT_SWEEP_MS,
  ).unref();
  // Sessions no page has reported activity for end after the inactivity timeout and its grace.
  setInterval(
    () =>
      void endIdleSessions(handle.db, deps.realtime, systemClock.now()).catch((err) => app.log.warn({ err }, 'idle session sweep failed')),
    IDLE_SESSION_SWEEP_MS,
  ).unref();
  // Bonuses expire when their days run out whether or not anyone visits (issue #6).
  startBonusWorker({ db: handle.db, now: () => systemClock.now(), log: (msg, err) => app.log.warn({ err }, msg) });
  // Rakeback cycles settle at each :00 and :30 whether or not anyone is on the site (issue #7).
  startRakebackWorker({ db: handle.db, clock: systemClock, log: (msg, err) => app.log.warn({ err }, msg) });
  // Races pay their prizes when they end, and repeating ones schedule the next (docs/races.md).
  startRaceWorker({ db: handle.db, clock: systemClock, log: (msg, err) => app.log.warn({ err }, msg) });
  // Refer-a-friend commissions are paid for each ended 30-minute cycle (docs/referrals.md).
  startReferralWorker({ db: handle.db, clock: systemClock, log: (msg, err) => app.log.warn({ err }, msg) });
  const serverFile = path.resolve(config.dataDir, 'server.json');
  if (config.isEmbedded) {
    writeFileSync(serverFile, JSON.stringify({ pid: process.pid, port: config.port, operatorToken: deps.operatorToken }), { mode: 0o600 });
  }

  const mode = `${handle.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL'}, ${config.redisUrl ? 'Redis' : 'in-process pub/sub'}`;
  app.log.info(`Croupier is serving ${config.publicUrl} on ${mode}`);
  if (seeded.seeded) app.log.info(`Demo content seeded. Demo player: ${DEMO_PLAYER.email} / ${DEMO_PLAYER.password}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await deps.realtime.close().catch(() => undefined);
    await app.close().catch(() => undefined);
    await nextApp.close?.().catch(() => undefined);
    await deps.mailer.close();
    await redis?.quit().catch(() => undefined);
    await handle.close();
    if (config.isEmbedded) rmSync(serverFile, { force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
