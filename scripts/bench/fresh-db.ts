import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle } from '@croupier/db';

/**
 * A throw-away database for a benchmark: a new database on the PostgreSQL server at DATABASE_URL
 * (dropped by `drop()`), or PGlite in memory when DATABASE_URL is not set.
 */
export async function openBenchDb(prefix: string, poolSize?: number): Promise<{ handle: DbHandle; url: string | null; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { handle: await createDb({ dataDir: 'memory://' }), url: null, drop: async () => {} };
  const name = `croupier_${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    handle: await createDb({ databaseUrl: url.toString(), poolSize }),
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
