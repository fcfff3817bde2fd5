import { and, desc, eq } from 'drizzle-orm';
import { BONUS_ACTIVATION_MESSAGES, fail, ok, toMajorNumber, type TBonusActivationCode, type TResult } from '@croupier/contracts';
import { bonusCouponRedemptions, bonusDepositClaims, playerBonuses, type DbOrTx } from '@croupier/db';
import { findUserById, type TUserRow } from '../auth/queries';
import { getSiteSettings, type SiteSettings } from '../content/get-site-settings';
import { currencyExponent } from '../wallet/balance-event';
import { lockAccounts, systemAccount } from '../wallet/ledger';
import { enqueueEvent } from '../wallet/outbox';
import { checkActivation, type ActivationContext, type TActivationRefusal } from './activation-rules';
import { totalDepositCount } from '../cashier/deposit-wager';
import { bonusRowOf, contentOf, exponentsOf, loadBonusDefinition, type BonusDef } from './definitions';
import { GrantRefusal, grantBonus } from './grant-bonus';
import { findVisibleBonuses } from './list-bonuses';
import { bonusAccounts, enqueueBonusEvents, findActiveInSlot } from './player-bonuses';
import { safeTimeZone } from './time-window';
import { exclusionOf } from '../protection/exclude-player';

export type TDepositBonusFailure = TActivationRefusal | 'VALIDATION_ERROR';

/**
 * GET /api/user/deposit/bonuses: the deposit bonuses the player may take with a deposit now, for the cashier's bonus
 * choice. The definitions, the player and their deposit count are read once for the whole list.
 */
export async function listDepositBonuses(db: DbOrTx, input: { userId: string; currency: string; host: string; timeZone?: string | null; language?: string | null; now: Date }) {
  // The choice waiting for a deposit (promotions, a coupon): a coupon bonus is offered to whoever entered its code.
  const pending = await findPendingDepositBonus(db, input.userId);
  const [user, listed, depositCount, settings, excluded] = await Promise.all([
    findUserById(db, input.userId),
    findVisibleBonuses(
      db,
      { isDeposit: true, limit: 100, pageNo: 1, currencyCode: input.currency, timeZone: input.timeZone, language: input.language, cpnc: pending?.couponCode ?? null },
      { userId: input.userId, ipCountry: null },
      input.now,
    ),
    totalDepositCount(db, input.userId),
    getSiteSettings(db, input.host),
    exclusionOf(db, input.userId, input.now),
  ]);
  const exponent = (await exponentsOf(db)).get(listed.currency) ?? 2;
  // Only those the player could take with their next deposit (the rules other than the amount).
  const rows = [];
  // A self-excluded or frozen player may take none (withdrawals only).
  for (const def of user && !excluded ? listed.visible : []) {
    const c = depositContext({ def, user: user!, currency: input.currency, settings, timeZone: input.timeZone, now: input.now, confirmReplace: true, coupon: couponOf(def, pending) });
    const checked = await checkActivation(db, { ...c, isExclusionChecked: true, deposit: { amount: BigInt(def.amounts.get(input.currency)?.minDeposit ?? 0), number: depositCount + 1 } });
    if (!checked.ok) continue;
    const r = bonusRowOf(def, listed.currency, exponent, input.language);
    rows.push({ bonusId: r.bonusId, title: r.title, percent: r.percent, maxBonus: r.maxBonus, minDeposit: r.minDeposit, freeSpins: r.freeSpins, wagerMultiplier: r.wagerMultiplier });
  }
  const active = await findActiveInSlot(db, input.userId, 'money');
  const activeDef = active ? listed.all.find((d) => d.id === active.bonusId) : undefined;
  return {
    rows,
    defaultBonusId: pending && rows.some((r) => r.bonusId === pending.bonusId) ? pending.bonusId : null,
    activeBonus: active ? { userBonusId: active.id, bonusId: active.bonusId, title: activeDef ? contentOf(activeDef, input.language, { amounts: activeDef.amounts.get(active.currency), currency: active.currency, exponent: (await exponentsOf(db)).get(active.currency) ?? 2 }).bannerTitle : active.bonusId } : null,
  };
}

/** The player's latest deposit bonus choice waiting for a deposit, if any. */
async function findPendingDepositBonus(db: DbOrTx, userId: string): Promise<{ bonusId: string; couponCode: string | null } | null> {
  const [row] = await db
    .select({ bonusId: playerBonuses.bonusId, couponCode: playerBonuses.couponCode })
    .from(playerBonuses)
    .where(and(eq(playerBonuses.userId, userId), eq(playerBonuses.status, 'pending')))
    .orderBy(desc(playerBonuses.createdAt))
    .limit(1);
  return row ?? null;
}

/** The coupon the player showed for a definition: the one they entered for their waiting choice of it. */
const couponOf = (def: BonusDef, pending: { bonusId: string; couponCode: string | null } | null) => (pending?.bonusId === def.id ? pending.couponCode : null);

function depositContext(input: {
  def: BonusDef;
  user: TUserRow;
  currency: string;
  /** The site's settings (the request's host); none for a webhook, which has no host. */
  settings: SiteSettings | null;
  timeZone?: string | null;
  now: Date;
  confirmReplace: boolean;
  /** The coupon code the player showed (a coupon bonus is refused without it). */
  coupon: string | null;
}): ActivationContext {
  const settings = input.settings?.settings ?? null;
  return {
    def: input.def,
    user: input.user,
    currency: input.currency,
    source: 'deposit',
    now: input.now,
    timeZone: safeTimeZone(input.timeZone),
    verifyEmailOnBonusActivation: settings?.verifyEmailOnBonusActivation ?? false,
    confirmReplace: input.confirmReplace,
    coupon: input.coupon,
  };
}

/**
 * The cashier's bonus choice, when a deposit is created (create-deposit.ts): the bonus must be a deposit bonus
 * the player may take with this deposit (every activation rule, spec §8 codes), and the amount at least its
 * minimum deposit. With an active bonus the player must confirm cancelling it (`confirmBonusReplace`), else
 * ACTIVE_BONUS. Nothing is granted here: the deposit's webhook grants it (grantDepositBonus).
 */
export async function checkDepositBonus(
  db: DbOrTx,
  input: { userId: string; bonusId: string; amount: bigint; currency: string; confirmReplace: boolean; timeZone?: string | null; host: string; now: Date },
): Promise<TResult<null, TDepositBonusFailure> & { fields?: Record<string, string> }> {
  const def = await loadBonusDefinition(db, input.bonusId);
  const user = await findUserById(db, input.userId);
  if (!def || !user || def.type !== 'DEPOSIT') return fail('BONUS_NOT_FOUND', { fields: { bonusId: 'bonus.error.not.found' } });
  const coupon = couponOf(def, await findPendingDepositBonus(db, user.id));
  const c = depositContext({ def, user, currency: input.currency, settings: await getSiteSettings(db, input.host), timeZone: input.timeZone, now: input.now, confirmReplace: input.confirmReplace, coupon });
  const checked = await checkActivation(db, { ...c, deposit: { amount: input.amount, number: (await totalDepositCount(db, user.id)) + 1 } });
  if (!checked.ok) return fail(checked.code, { fields: { bonusId: BONUS_ACTIVATION_MESSAGES[checked.code as TBonusActivationCode] ?? 'bonus.error.not.found' } });
  if (input.amount < BigInt(checked.plan.amounts.minDeposit)) return fail('VALIDATION_ERROR', { fields: { amount: 'bonus.error.min.deposit' } });
  return ok(null);
}

/** Records the deposit's bonus choice, in the transaction that records the deposit. */
export async function recordDepositBonusClaim(
  tx: DbOrTx,
  input: { depositId: string; userId: string; bonusId: string; confirmReplace: boolean; timeZone?: string | null; now: Date },
): Promise<void> {
  await tx.insert(bonusDepositClaims).values({
    depositId: input.depositId,
    userId: input.userId,
    bonusId: input.bonusId,
    confirmReplace: input.confirmReplace,
    timeZone: input.timeZone ?? null,
    createdAt: input.now,
  });
}

/**
 * Before a deposit with a bonus is credited (apply-deposit-event.ts, in its transaction): locks the player's cash
 * and bonus accounts, the bonus pool and the payment clearing account together in id order, so the credit and the
 * bonus grant that follows take their locks in one fixed order. Returns whether the deposit has a pending claim.
 */
export async function lockForDepositBonus(tx: DbOrTx, d: { id: string; userId: string; currency: string }): Promise<boolean> {
  const [claim] = await tx.select({ status: bonusDepositClaims.status }).from(bonusDepositClaims).where(eq(bonusDepositClaims.depositId, d.id)).for('update');
  if (!claim || claim.status !== 'pending') return false;
  await lockAccounts(tx, [...bonusAccounts(d.userId, d.currency), systemAccount('payment_clearing', d.currency)]);
  return true;
}

/**
 * Grants the deposit's bonus when its webhook credits it, in the same transaction (after the deposit count was
 * raised). The rules are checked again (things may have changed since the deposit was created); a refusal leaves
 * the deposit credited and records the refusal code on the claim, with a `bonus` event for the player. Runs in a
 * savepoint: a failure of the bonus never undoes the deposit.
 */
export async function grantDepositBonus(tx: DbOrTx, d: { id: string; userId: string; currency: string; amount: bigint }, now: Date): Promise<void> {
  const [claim] = await tx.select().from(bonusDepositClaims).where(eq(bonusDepositClaims.depositId, d.id)).for('update');
  if (!claim || claim.status !== 'pending') return;
  const refuse = async (code: string) => {
    await tx.update(bonusDepositClaims).set({ status: 'refused', refusalCode: code, decidedAt: now }).where(eq(bonusDepositClaims.depositId, d.id));
    const exp = await currencyExponent(tx, d.currency);
    await enqueueEvent(tx, { userId: d.userId, event: 'bonus', payload: { bonusId: claim.bonusId, status: 'refused', code, depositId: d.id, amount: toMajorNumber(d.amount, exp) }, now });
  };
  const def = await loadBonusDefinition(tx, claim.bonusId);
  const user = await findUserById(tx, d.userId);
  if (!def || !user) return refuse('BONUS_NOT_FOUND');
  // The coupon (if any) was checked when the deposit was created.
  const c = depositContext({ def, user, currency: d.currency, settings: null, timeZone: claim.timeZone, now, confirmReplace: claim.confirmReplace, coupon: def.couponCode });
  const ctx: ActivationContext = { ...c, deposit: { amount: d.amount, number: await totalDepositCount(tx, user.id) } };
  // The email rule of the site setting was checked when the deposit was created (the webhook has no host).
  const checked = await checkActivation(tx, ctx);
  if (!checked.ok) return refuse(checked.code);
  if (d.amount < BigInt(checked.plan.amounts.minDeposit)) return refuse('VALIDATION_ERROR');
  try {
    const granted = await tx.transaction(async (sp) => {
      const locked = await lockAccounts(sp, bonusAccounts(d.userId, d.currency));
      const [pending] = await sp
        .select()
        .from(playerBonuses)
        .where(and(eq(playerBonuses.userId, d.userId), eq(playerBonuses.bonusId, def.id), eq(playerBonuses.status, 'pending')))
        .limit(1)
        .for('update');
      return grantBonus(sp, ctx, checked.plan, { locked, existing: pending ?? null, depositId: d.id });
    });
    await tx.update(bonusDepositClaims).set({ status: 'granted', playerBonusId: granted.row.id, decidedAt: now }).where(eq(bonusDepositClaims.depositId, d.id));
    // A coupon deposit bonus is redeemed once it is paid (the coupon then answers "already redeemed").
    if (def.couponCode) {
      await tx.insert(bonusCouponRedemptions).values({ userId: d.userId, code: def.couponCode, bonusId: def.id, playerBonusId: granted.row.id, redeemedAt: now }).onConflictDoNothing();
    }
    await enqueueBonusEvents(tx, d.userId, d.currency, { id: granted.row.id, bonusId: def.id, status: granted.row.status }, now);
  } catch (err) {
    if (err instanceof GrantRefusal) return refuse(err.code);
    console.error('deposit bonus grant failed', err);
    return refuse('UNIFIED_ERROR');
  }
}
