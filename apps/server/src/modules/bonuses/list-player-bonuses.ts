import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { FINAL_PLAYER_BONUS_STATUSES, toMajorNumber, type TPlayerBonusesQuery, type TPlayerBonusesResponse } from '@croupier/contracts';
import { playerBonuses, type DbOrTx } from '@croupier/db';
import { getPlayerBalances } from '../wallet/ledger';
import { currencyExponent } from '../wallet/balance-event';
import { getDepositWager } from '../cashier/deposit-wager';
import { contentOf, loadBonusDefinitions } from './definitions';
import { findActiveFreeSpins, findActiveInSlot, playerBonusView, type TPlayerBonusRow } from './player-bonuses';

/**
 * GET /api/user/bonuses: the player's bonuses newest first (all, the active and pending ones, or the finished
 * history), the profile's active and last bonus blocks, and the spec §3 balances: real money, bonus, wager (left
 * on the active bonus), deposit wager (left on deposits) and rollover (everything staked in the currency).
 */
export async function listPlayerBonuses(
  db: DbOrTx,
  input: { userId: string; currency: string; query: TPlayerBonusesQuery; language?: string | null },
): Promise<TPlayerBonusesResponse['data']> {
  const { userId, currency, query } = input;
  const status = query.status ?? 'all';
  const where = and(
    eq(playerBonuses.userId, userId),
    status === 'active' ? inArray(playerBonuses.status, ['active', 'pending']) : status === 'history' ? inArray(playerBonuses.status, [...FINAL_PLAYER_BONUS_STATUSES]) : undefined,
  );
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(playerBonuses).where(where);
  const rows = await db
    .select()
    .from(playerBonuses)
    .where(where)
    .orderBy(desc(playerBonuses.createdAt), desc(playerBonuses.id))
    .limit(query.limit)
    .offset((query.pageNo - 1) * query.limit);
  const [active, activeSpins, [last], [pending]] = await Promise.all([
    findActiveInSlot(db, userId, 'money'),
    findActiveFreeSpins(db, userId).then((f) => f?.bonus ?? null),
    db
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.userId, userId), inArray(playerBonuses.status, [...FINAL_PLAYER_BONUS_STATUSES])))
      .orderBy(desc(playerBonuses.endedAt), desc(playerBonuses.createdAt))
      .limit(1),
    // A deposit bonus chosen and waiting for the deposit: shown, so the player can deposit or drop the choice.
    db
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.userId, userId), eq(playerBonuses.status, 'pending')))
      .orderBy(desc(playerBonuses.createdAt))
      .limit(1),
  ]);
  const defIds = [...new Set([...rows, active, activeSpins, last, pending].filter((r): r is TPlayerBonusRow => !!r).map((r) => r.bonusId))];
  const defs = new Map((await loadBonusDefinitions(db, defIds)).map((d) => [d.id, d]));
  const exps = new Map<string, number>();
  const view = async (r: TPlayerBonusRow | null | undefined) => {
    if (!r) return null;
    if (!exps.has(r.currency)) exps.set(r.currency, await currencyExponent(db, r.currency));
    const exponent = exps.get(r.currency)!;
    const def = defs.get(r.bonusId);
    // The title in the bonus's own currency ("up to {maxBonus}").
    const title = def ? contentOf(def, input.language, { amounts: def.amounts.get(r.currency), currency: r.currency, exponent }).bannerTitle : r.bonusId;
    return playerBonusView(db, r, exponent, { title });
  };
  const exp = await currencyExponent(db, currency);
  const [[bal], depositWager, rollover] = await Promise.all([
    getPlayerBalances(db, userId, currency),
    getDepositWager(db, userId, currency),
    db.execute(sql`SELECT coalesce(sum(bet_cash + bet_bonus), 0)::text AS staked FROM player_play_buckets WHERE user_id = ${userId}::uuid AND currency = ${currency}`) as unknown as Promise<{ rows: { staked: string }[] }>,
  ]);
  const wagerLeft = active && active.currency === currency ? BigInt(active.wagerRequired) - BigInt(active.wagered) : 0n;
  return {
    count: Number(count?.n ?? 0),
    rows: (await Promise.all(rows.map(view))).filter((v) => v !== null),
    active: await view(active),
    activeFreeSpins: await view(activeSpins),
    last: await view(last),
    pending: await view(pending),
    balances: {
      currency,
      realMoney: toMajorNumber(bal?.cash ?? 0n, exp),
      bonus: toMajorNumber(bal?.bonus ?? 0n, exp),
      wager: toMajorNumber(wagerLeft > 0n ? wagerLeft : 0n, exp),
      depositWager: toMajorNumber(depositWager.remaining, exp),
      rollover: toMajorNumber(BigInt(rollover.rows[0]?.staked ?? '0'), exp),
    },
  };
}
