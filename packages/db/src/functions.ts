import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const FUNCTIONS_FOLDER = fileURLToPath(new URL('../functions', import.meta.url));

/**
 * The repeatable SQL (CREATE OR REPLACE FUNCTION …) in packages/db/functions, applied after the migrations
 * on every start, in file-name order (docs/decisions/0007). Several nodes starting at once serialise on an
 * advisory lock held for the transaction that applies it.
 */
export function functionsSql(): string {
  const files = readdirSync(FUNCTIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const body = files.map((f) => readFileSync(path.join(FUNCTIONS_FOLDER, f), 'utf8')).join('\n');
  return `BEGIN;\nSELECT pg_advisory_xact_lock(4242001);\n${body}\nCOMMIT;\n`;
}

interface PgPoolLike {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Record<string, unknown>[] }>;
  totalCount: number;
}
interface PgliteLike {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * Runs one statement straight on the driver, bypassing the query builder: on PostgreSQL as a named
 * prepared statement (parsed and planned once per connection), on PGlite as a parameterised query.
 * For hot paths such as the seamless-wallet calls; everything else uses the query builder.
 */
export async function preparedQuery<T extends Record<string, unknown>>(db: object, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as { $client: PgPoolLike | PgliteLike }).$client;
  if ('totalCount' in client) return (await client.query({ name, text, values })).rows as T[];
  return (await (client as PgliteLike).query(text, values)).rows as T[];
}
