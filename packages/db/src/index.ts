import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as baseSchema from './schema';
import * as walletSchema from './wallet-schema';
import * as gamesSchema from './games-schema';
import * as cashierSchema from './cashier-schema';
import * as protectionSchema from './protection-schema';
import * as kycSchema from './kyc-schema';
import * as bonusSchema from './bonus-schema';
import * as rakebackSchema from './rakeback-schema';
import * as raceSchema from './race-schema';
import * as referralSchema from './referral-schema';
import * as chatSchema from './chat-schema';
import { functionsSql } from './functions';

export { preparedQuery } from './functions';

const schema = { ...baseSchema, ...walletSchema, ...gamesSchema, ...cashierSchema, ...protectionSchema, ...kycSchema, ...bonusSchema, ...rakebackSchema, ...raceSchema, ...referralSchema, ...chatSchema };

export { schema };
export * from './schema';
export * from './wallet-schema';
export * from './games-schema';
export * from './cashier-schema';
export * from './protection-schema';
export * from './kyc-schema';
export * from './bonus-schema';
export * from './rakeback-schema';
export * from './race-schema';
export * from './referral-schema';
export * from './chat-schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query API as the db (DESIGN.md §7: db or tx first). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, otherwise PGlite
 * (real PostgreSQL in WASM) with data under `dataDir` ("memory://" keeps it in memory).
 */
export async function createDb(opts: { databaseUrl?: string | undefined; dataDir?: string; poolSize?: number }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // int8 (bigint) as string so money never passes through a float.
    pg.types.setTypeParser(20, (v: string) => v);
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20 });
    // An idle connection closed by the server (restart, failover, a dropped database) must not crash
    // the process: the pool discards it and opens a new one on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
        await pool.query(functionsSql());
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      await client.exec(functionsSql());
    },
    close: () => client.close(),
  };
}
