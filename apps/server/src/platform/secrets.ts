import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { systemSecrets, type Db } from '@croupier/db';

/**
 * Returns the configured secret, or (embedded mode) one generated once and
 * stored in the database so it survives restarts.
 */
export async function resolveSecret(db: Db, name: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const existing = await db.select().from(systemSecrets).where(eq(systemSecrets.name, name)).limit(1);
  if (existing[0]) return existing[0].value;
  const value = randomBytes(32).toString('hex');
  await db.insert(systemSecrets).values({ name, value }).onConflictDoNothing();
  const again = await db.select().from(systemSecrets).where(eq(systemSecrets.name, name)).limit(1);
  return again[0]!.value;
}
