import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { gameProviders, type DbOrTx } from '@croupier/db';
import { TtlCache } from '../../../platform/ttl-cache';

export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Per provider id (a request header: bounded), its secret as a key object (imported once, not on every call), read again after 10 s. */
const cache = new TtlCache<{ key: KeyObject | null }>(10_000, 1_000);

/** True when X-Signature is the hex HMAC-SHA256 of the raw body with the provider's secret. */
export async function verifyProviderSignature(db: DbOrTx, providerId: string | undefined, signature: string | undefined, rawBody: string): Promise<boolean> {
  if (!providerId || !signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  let hit = cache.get(providerId);
  if (!hit) {
    const rows = await db.select({ secret: gameProviders.secret, isActive: gameProviders.isActive }).from(gameProviders).where(eq(gameProviders.id, providerId)).limit(1);
    hit = { key: rows[0]?.isActive ? createSecretKey(Buffer.from(rows[0].secret, 'utf8')) : null };
    cache.set(providerId, hit);
  }
  if (!hit.key) return false;
  const expected = createHmac('sha256', hit.key).update(rawBody).digest();
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function clearProviderCache(): void {
  cache.clear();
}
