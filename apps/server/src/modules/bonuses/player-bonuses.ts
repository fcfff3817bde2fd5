import { and, desc, eq, sql } from 'drizzle-orm';
import { toMajorNumber, type TBonusType, type TPlayerBonus, type TPlayerBonusStatus, type TWageringType } from '@croupier/contracts';
import { bonusCurrencyAmounts, bonusFreeSpinGrants, bonuses, playerBonuses, type DbOrTx } from '@croupier/db';
import { getPlayerBalances, playerAccount, systemAccount, type AccountRef } from '../wallet/ledger';
import { balanceEventPayload } from '../wallet/balance-event';
import { enqueueEvent } from '../wallet/outbox';
import { contentOf } from './definitions';

export type TPlayerBonusRow = typeof playerBonuses.$inferSelect;
export type TFreeSpinGrantRow = typeof bonusFreeSpinGrants.$inferSelect;

/** The accounts every bonus movement touches, locked together in id order (ledger.ts lockAccounts). */
export const bonusAccounts = (userId: string, currency: string): AccountRef[] => [
  playerAccount(userId, 'cash', currency),
  playerAccount(userId, 'bonus', currency),
  systemAccount('bonus_pool', currency),
];

/** Locks a player bonus row (call with the player's accounts already locked: accounts first, then bonus rows). */
export async function lockPlayerBonus(tx: DbOrTx, id: string): Promise<TPlayerBonusRow | null> {
  const [row] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, id)).for('update');
  return row ?? null;
}

/** The player's active bonus in a slot ('money': being wagered; 'spins': free spins to play). */
export async function findActiveInSlot(tx: DbOrTx, userId: string, slot: 'money' | 'spins', lock = false): Promise<TPlayerBonusRow | null> {
  const q = tx
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.userId, userId), eq(playerBonuses.status, 'active'), eq(playerBonuses.slot, slot)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Free spins still to play on an active bonus of the player (a FREE_SPINS bonus, or a deposit bonus with spins). */
export async function findActiveFreeSpins(tx: DbOrTx, userId: string): Promise<{ grant: TFreeSpinGrantRow; bonus: TPlayerBonusRow } | null> {
  const rows = await tx
    .select({ grant: bonusFreeSpinGrants, bonus: playerBonuses })
    .from(bonusFreeSpinGrants)
    .innerJoin(playerBonuses, eq(playerBonuses.id, bonusFreeSpinGrants.playerBonusId))
    .where(
      and(
        eq(bonusFreeSpinGrants.userId, userId),
        eq(playerBonuses.status, 'active'),
        sql`${bonusFreeSpinGrants.finishedAt} IS NULL`,
        sql`${bonusFreeSpinGrants.spinsUsed} < ${bonusFreeSpinGrants.spinsTotal}`,
      ),
    )
    .orderBy(desc(bonusFreeSpinGrants.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** Writes the player's `balance` event and a `bonus` event (status change) to the outbox. */
export async function enqueueBonusEvents(tx: DbOrTx, userId: string, currency: string, bonus: { id: string; bonusId: string; status: string } | null, now: Date): Promise<void> {
  const [b] = await getPlayerBalances(tx, userId, currency);
  const events: { userId: string; event: string; payload: Record<string, unknown>; now: Date }[] = [
    { userId, event: 'balance', payload: await balanceEventPayload(tx, userId, currency, { cash: b?.cash ?? 0n, bonus: b?.bonus ?? 0n }), now },
  ];
  if (bonus) events.push({ userId, event: 'bonus', payload: { userBonusId: bonus.id, bonusId: bonus.bonusId, status: bonus.status }, now });
  await enqueueEvent(tx, events);
}

/** A player bonus as the player API shows it (major units). */
export async function playerBonusView(
  db: DbOrTx,
  row: TPlayerBonusRow,
  exponent: number,
  opts: { language?: string | null; grant?: TFreeSpinGrantRow | null; title?: string } = {},
): Promise<TPlayerBonus> {
  let title = opts.title;
  if (title === undefined) {
    const [[def], [amounts]] = await Promise.all([
      db.select({ content: bonuses.content }).from(bonuses).where(eq(bonuses.id, row.bonusId)),
      db
        .select()
        .from(bonusCurrencyAmounts)
        .where(and(eq(bonusCurrencyAmounts.bonusId, row.bonusId), eq(bonusCurrencyAmounts.currency, row.currency))),
    ]);
    title = def ? contentOf(def, opts.language, { amounts, currency: row.currency, exponent }).bannerTitle : row.bonusId;
  }
  const grant = opts.grant === undefined ? ((await db.select().from(bonusFreeSpinGrants).where(eq(bonusFreeSpinGrants.playerBonusId, row.id)))[0] ?? null) : opts.grant;
  const m = (v: bigint | null) => (v === null ? null : toMajorNumber(BigInt(v), exponent));
  const required = BigInt(row.wagerRequired);
  const wagered = BigInt(row.wagered);
  const done = wagered > required ? required : wagered;
  return {
    userBonusId: row.id,
    bonusId: row.bonusId,
    type: row.type as TBonusType,
    title,
    status: row.status as TPlayerBonusStatus,
    currency: row.currency,
    wageringType: row.wageringType as TWageringType,
    bonusAmount: m(row.bonusAmount)!,
    depositAmount: m(row.depositAmount)!,
    wagerRequired: m(required)!,
    wagered: m(done)!,
    wagerRemaining: m(required - done)!,
    progress: required === 0n ? (row.status === 'completed' ? 100 : 0) : Math.floor(Number((done * 10000n) / required)) / 100,
    maxBet: m(row.maxBet),
    maxCashout: m(row.maxCashout),
    freeSpinsTotal: grant?.spinsTotal ?? 0,
    freeSpinsLeft: grant && !grant.finishedAt ? grant.spinsTotal - grant.spinsUsed : 0,
    freeSpinBet: grant ? m(grant.bet)! : 0,
    freeSpinGameIds: grant?.gameIds ?? [],
    freeSpinsWin: grant ? m(grant.winTotal)! : 0,
    winBoost: Number(row.winBoost),
    cashPaid: m(row.cashPaid)!,
    forfeited: m(row.forfeited)!,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    endReason: row.endReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether the player has an active bonus (being wagered, or free spins to play): withdrawals wait for it (spec §4). */
export async function hasActiveBonus(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: playerBonuses.id })
    .from(playerBonuses)
    .where(and(eq(playerBonuses.userId, userId), eq(playerBonuses.status, 'active'), sql`${playerBonuses.slot} IS NOT NULL`))
    .limit(1);
  return !!row;
}
