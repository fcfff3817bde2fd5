import path from 'node:path';
import { z } from 'zod';

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('.data'),
  /** Where KYC documents are stored (default DATA_DIR/kyc); never under anything served. A shared volume when several nodes run. */
  KYC_DIR: z.string().min(1).optional(),
  REDIS_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Croupier <no-reply@croupier.local>'),
  /** Secret for captcha and signing; required with DATABASE_URL, generated and stored for embedded mode. */
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  HOUSE_PROVIDER_SECRET: z.string().min(32).optional(),
  /**
   * Which proxies may set X-Forwarded-For (the visitor's address for rate limits, sign-up, the country block): `false`
   * (none), a number of hops (`1`: one load balancer in front), or a comma-separated list of proxy addresses or CIDRs
   * (`10.0.0.0/8,127.0.0.1`). `true` trusts any sender, which lets a visitor choose their own address: only behind a
   * proxy that overwrites the header.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number | string[] => {
      const s = v.trim();
      if (s === 'true' || s === 'false') return s === 'true';
      if (/^\d+$/.test(s)) return Number(s);
      return s.split(',').map((x) => x.trim()).filter(Boolean);
    }),
  /** Expose the demo email outbox at /api/demo/outbox (default on in embedded mode). */
  DEMO_MODE: z.enum(['true', 'false']).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Prefix of the shared rate-limit counters in Redis (one per deployment; test runs use their own). */
  RATE_LIMIT_NAMESPACE: z.string().min(1).max(100).default('croupier-rl:'),
  /** Sign-ups per IP address per hour (players behind one carrier NAT share an address; test runs sign many up). */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Seamless-wallet group commit (docs/decisions/0009): parallel lanes (default 4 on PostgreSQL, 1 embedded). */
  WALLET_BATCH_LANES: z.coerce.number().int().min(1).max(64).optional(),
  /** Most calls per group commit; 1 runs every call in its own transaction. */
  WALLET_BATCH_MAX: z.coerce.number().int().min(1).max(256).default(32),
  /** Most calls waiting per lane; past that a bet or win answers HTTP 503 with Retry-After (overload). */
  WALLET_QUEUE_MAX: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** '1': pages take ?theme=/&nav= to preview another theme or navigation system (always on in development). */
  CROUPIER_UI_PREVIEW: z.string().optional(),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** KYC documents (docs/kyc.md). */
  kycDir: string;
  redisUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  appSecret: string | undefined;
  houseProviderSecret: string | undefined;
  trustProxy: boolean | number | string[];
  isDemo: boolean;
  logLevel: string;
  isEmbedded: boolean;
  rateLimitNamespace: string;
  signUpLimitPerHour: number;
  /** Seamless-wallet group commit (docs/decisions/0009). */
  walletBatch: { lanes: number; maxBatch: number; maxQueue: number };
  /** Theme/navigation preview through ?theme=/&nav= (platform/ui-preview.ts). */
  isUiPreviewAllowed: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError with one line per bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env, opts: { requireSecrets?: boolean } = {}): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isEmbedded = !e.DATABASE_URL;
  if (!isEmbedded && !e.APP_SECRET && e.NODE_ENV === 'production' && opts.requireSecrets !== false) {
    // Generated secrets are for the embedded mode only; a server deployment must set its own.
    throw new ConfigError('Invalid configuration:\n  APP_SECRET: required when DATABASE_URL is set (at least 32 characters)');
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    kycDir: e.KYC_DIR ?? path.join(e.DATA_DIR, 'kyc'),
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appSecret: e.APP_SECRET,
    houseProviderSecret: e.HOUSE_PROVIDER_SECRET,
    trustProxy: e.TRUST_PROXY,
    isDemo: e.DEMO_MODE ?? isEmbedded,
    logLevel: e.LOG_LEVEL,
    isEmbedded,
    rateLimitNamespace: e.RATE_LIMIT_NAMESPACE,
    signUpLimitPerHour: e.SIGNUP_LIMIT_PER_HOUR,
    walletBatch: { lanes: e.WALLET_BATCH_LANES ?? (isEmbedded ? 1 : 4), maxBatch: e.WALLET_BATCH_MAX, maxQueue: e.WALLET_QUEUE_MAX },
    isUiPreviewAllowed: e.CROUPIER_UI_PREVIEW === '1' || e.NODE_ENV === 'development',
  };
}
