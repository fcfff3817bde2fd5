import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { sha256Hex } from '@croupier/games';
import { fairSeeds, type DbOrTx } from '@croupier/db';

export const newServerSeed = () => randomBytes(32).toString('hex');
export const newClientSeed = () => randomBytes(8).toString('hex');

/**
 * The player's active seed pair, locked; created on first use. One active pair per player (a unique index): a lookup
 * that waited on a pair a rotation retired meanwhile finds nothing (the rotation's new pair was not in its snapshot),
 * so it looks again before creating one — creating one there would play on a hash never shown and drop the player's
 * client seed. Two first plays at once create one pair.
 */
export async function lockActiveSeed(tx: DbOrTx, userId: string, now: Date) {
  const find = async () =>
    (await tx.select().from(fairSeeds).where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.isActive, true))).orderBy(desc(fairSeeds.id)).limit(1).for('update'))[0];
  const seed = (await find()) ?? (await find());
  if (seed) return seed;
  const serverSeed = newServerSeed();
  await tx.insert(fairSeeds).values({ userId, serverSeed, serverSeedHash: sha256Hex(serverSeed), clientSeed: newClientSeed(), createdAt: now }).onConflictDoNothing();
  const created = await find();
  if (!created) throw new Error(`no active seed pair for ${userId}`);
  return created;
}

/** Public view of the fairness state: never the active server seed, only its hash. */
export async function fairnessState(tx: DbOrTx, userId: string, now: Date) {
  const active = await lockActiveSeed(tx, userId, now);
  const previous = await tx
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.isActive, false), isNotNull(fairSeeds.revealedAt)))
    .orderBy(desc(fairSeeds.id))
    .limit(10);
  return {
    active: { seedId: active.id, serverSeedHash: active.serverSeedHash, clientSeed: active.clientSeed, nonce: active.nonce },
    previous: previous.map((p) => ({
      seedId: p.id,
      serverSeed: p.serverSeed,
      serverSeedHash: p.serverSeedHash,
      clientSeed: p.clientSeed,
      rounds: p.nonce,
      revealedAt: p.revealedAt!.toISOString(),
    })),
  };
}

/**
 * Rotation: the active server seed is revealed (so every round played with
 * it can be verified) and a new pair starts at nonce 0, with the player's new
 * client seed if given.
 */
export async function rotateSeed(tx: DbOrTx, userId: string, now: Date, clientSeed?: string) {
  const active = await lockActiveSeed(tx, userId, now);
  await tx.update(fairSeeds).set({ isActive: false, revealedAt: now }).where(eq(fairSeeds.id, active.id));
  const serverSeed = newServerSeed();
  await tx.insert(fairSeeds).values({ userId, serverSeed, serverSeedHash: sha256Hex(serverSeed), clientSeed: clientSeed ?? active.clientSeed, createdAt: now });
  return { revealed: { serverSeed: active.serverSeed, serverSeedHash: active.serverSeedHash, clientSeed: active.clientSeed, rounds: active.nonce } };
}
