import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { sha256Hex } from '@croupier/games';
import { fairSeeds, type DbOrTx } from '@croupier/db';

export const newServerSeed = () => randomBytes(32).toString('hex');
export const newClientSeed = () => randomBytes(8).toString('hex');

/** The player's active seed pair, locked; created on first use. */
export async function lockActiveSeed(tx: DbOrTx, userId: string, now: Date) {
  const find = () => tx.select().from(fairSeeds).where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.isActive, true))).orderBy(desc(fairSeeds.id)).limit(1).for('update');
  let [seed] = await find();
  if (!seed) {
    const serverSeed = newServerSeed();
    await tx.insert(fairSeeds).values({ userId, serverSeed, serverSeedHash: sha256Hex(serverSeed), clientSeed: newClientSeed(), createdAt: now });
    [seed] = await find();
  }
  return seed!;
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
