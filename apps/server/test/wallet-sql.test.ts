import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { splitProportionally, toMajorNumber } from '@croupier/contracts';
import { createTestApp, type TestApp } from './harness';
import { houseShardOf } from '../src/modules/wallet/ledger';

// The seamless-wallet hot path runs in SQL (packages/db/functions/wallet.sql); these helpers must agree
// with their TypeScript twins, which the rest of the ledger uses.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rows = async <T>(q: ReturnType<typeof sql>) => (await t.deps.db.execute(q)) as unknown as { rows: T[] };

describe('wallet SQL functions', () => {
  it('put a player on the same house shard as houseShardOf', async () => {
    const ids = Array.from({ length: 200 }, () => randomUUID());
    const { rows: got } = await rows<{ id: string; owner: string }>(
      sql`SELECT u AS id, croupier_house_owner(u::uuid) AS owner FROM unnest(${sql.raw(`ARRAY[${ids.map((i) => `'${i}'`).join(',')}]`)}::text[]) AS u`,
    );
    for (const r of got) expect(r.owner).toBe(houseShardOf(r.id));
    expect(new Set(got.map((r) => r.owner)).size).toBeGreaterThan(40);
  });

  it('write balance events in major units like toMajorNumber', async () => {
    const cases: [bigint, number][] = [
      [0n, 2],
      [5n, 2],
      [12_345n, 2],
      [-120n, 2],
      [1n, 8],
      [123_456_789_012n, 8],
      [7n, 0],
      [9_007_199_254_740_991n, 6],
    ];
    for (const [minor, exp] of cases) {
      const { rows: got } = await rows<{ v: number }>(sql`SELECT croupier_major(${minor.toString()}::bigint, ${exp}) AS v`);
      expect(got[0]!.v).toBe(toMajorNumber(minor, exp));
    }
  });

  it('split a win in the proportions of the bet like splitProportionally', async () => {
    const split = async (amount: bigint, cash: bigint, bonus: bigint) => {
      const { rows: got } = await rows<{ c: string; b: string }>(
        sql`SELECT cash_part AS c, bonus_part AS b FROM croupier_split(${amount.toString()}::bigint, ${cash.toString()}::numeric, ${bonus.toString()}::numeric)`,
      );
      return [BigInt(got[0]!.c), BigInt(got[0]!.b)];
    };
    const cases: [bigint, bigint, bigint][] = [
      [100n, 1n, 0n],
      [100n, 0n, 1n],
      [101n, 1n, 1n],
      [7n, 2n, 1n],
      [10n ** 15n, 10n ** 12n, 3n],
      [5n, 0n, 0n],
      [99n, 33n, 67n],
      [1n, 1n, 1n],
    ];
    for (const [a, c, b] of cases) expect(await split(a, c, b)).toEqual(splitProportionally(a, [c, b]));
  });
});
