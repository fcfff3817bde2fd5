import { and, eq } from 'drizzle-orm';
import { bonusErrorReference, fail, ok, type TResult } from '@croupier/contracts';
import { bonusCouponRedemptions, playerBonuses, type Db, type DbOrTx } from '@croupier/db';
import { newId } from '../../platform/ids';
import { findUserById, type TUserRow } from '../auth/queries';
import { getSiteSettings } from '../content/get-site-settings';
import { lockAccounts } from '../wallet/ledger';
import { checkActivation, type ActivationContext, type TActivationRefusal, type TActivationSource } from './activation-rules';
import { loadBonusDefinition, type BonusDef } from './definitions';
import { GrantRefusal, grantBonus } from './grant-bonus';
import { bonusAccounts, enqueueBonusEvents, type TPlayerBonusRow } from './player-bonuses';
import { safeTimeZone } from './time-window';

export type TActivationFailure = TActivationRefusal | 'COUPON_ALREADY_REDEEMED' | 'SESSION_INVALID';

export interface ActivateBonusInput {
  userId: string;
  bonusId: string;
  confirmReplace?: boolean;
  timeZone?: string | null;
  cpnc?: string | null;
  host: string;
  now: Date;
  source?: Exclude<TActivationSource, 'deposit'>;
}

export interface ActivationOutcome {
  bonus: TPlayerBonusRow;
  /** ADD_TO_CALENDAR when the cashback went to the rakeback calendar. */
  code: 'ADD_TO_CALENDAR' | null;
  message: string;
}

/** Thrown inside the transaction to roll it back with an expected refusal. */
class Refused extends Error {
  constructor(readonly code: TActivationFailure) {
    super(code);
  }
}

/** The context every rule needs (the player, the site setting, the player's time zone). */
export async function activationContext(
  db: DbOrTx,
  input: { def: BonusDef; user: TUserRow; host: string; now: Date; timeZone?: string | null; confirmReplace?: boolean; cpnc?: string | null; source: TActivationSource },
): Promise<ActivationContext> {
  const { settings } = await getSiteSettings(db, input.host);
  return {
    def: input.def,
    user: input.user,
    currency: input.user.currencyCode,
    source: input.source,
    now: input.now,
    timeZone: safeTimeZone(input.timeZone),
    verifyEmailOnBonusActivation: settings.verifyEmailOnBonusActivation,
    confirmReplace: input.confirmReplace ?? false,
    coupon: input.cpnc ?? null,
  };
}

/**
 * POST /api/user/bonus/activate (and coupons): takes a bonus from promotions, the profile or a coupon. Every
 * rule is checked in the transaction that grants it, with the player's cash, bonus and bonus-pool accounts
 * locked first (so a player's activations and bets are decided one after the other). A deposit bonus taken here
 * waits as `pending` for the deposit that pays it (the cashier preselects it). An unexpected failure answers
 * UNIFIED_ERROR with the reference promotion id - user id - user bonus id (spec §3, §8).
 */
export async function activateBonus(db: Db, input: ActivateBonusInput): Promise<TResult<ActivationOutcome, TActivationFailure> & { reference?: string }> {
  const user = await findUserById(db, input.userId);
  if (!user) return fail('SESSION_INVALID');
  const def = await loadBonusDefinition(db, input.bonusId);
  if (!def) return fail(input.source === 'coupon' ? 'COUPON_NOT_APPLIED' : 'BONUS_NOT_FOUND');
  const ctx = await activationContext(db, { ...input, def, user, source: input.source ?? 'player' });
  let userBonusId: string | null = null;
  try {
    const outcome = await db.transaction(async (tx) => {
      const locked = await lockAccounts(tx, bonusAccounts(user.id, ctx.currency));
      // A coupon is redeemed once per player however it is taken (the code, or the promotion with its cpnc link).
      if (def.couponCode) {
        const [done] = await tx
          .select({ code: bonusCouponRedemptions.code })
          .from(bonusCouponRedemptions)
          .where(and(eq(bonusCouponRedemptions.userId, user.id), eq(bonusCouponRedemptions.code, def.couponCode)));
        if (done) throw new Refused('COUPON_ALREADY_REDEEMED');
      }
      const checked = await checkActivation(tx, ctx);
      if (!checked.ok) throw new Refused(checked.code);
      if (def.type === 'DEPOSIT') return { bonus: await recordPendingDepositBonus(tx, ctx), code: null, message: 'bonus.pending.deposit' };
      const granted = await grantBonus(tx, ctx, checked.plan, { locked });
      userBonusId = granted.row.id;
      if (def.couponCode) {
        await tx.insert(bonusCouponRedemptions).values({ userId: user.id, code: def.couponCode, bonusId: def.id, playerBonusId: granted.row.id, redeemedAt: ctx.now });
      }
      await enqueueBonusEvents(tx, user.id, ctx.currency, { id: granted.row.id, bonusId: def.id, status: granted.row.status }, ctx.now);
      const message =
        granted.code === 'ADD_TO_CALENDAR' ? 'bonus.error.add.to.calendar' : granted.row.type === 'INSTANT_CASHBACK' && granted.row.status === 'paid' ? 'bonus.cashback.paid' : ctx.source === 'coupon' ? 'bonus.coupon.applied' : 'bonus.activated';
      return { bonus: granted.row, code: granted.code, message };
    });
    return ok(outcome);
  } catch (err) {
    if (err instanceof Refused) return fail(err.code);
    if (err instanceof GrantRefusal) return fail(err.code);
    if (isUniqueViolation(err)) {
      // Another activation of this player won the race for the slot or the coupon.
      return fail(constraintOf(err).includes('coupon') ? 'COUPON_ALREADY_REDEEMED' : 'ACTIVE_BONUS');
    }
    console.error('bonus activation failed', err);
    return { ...fail('UNIFIED_ERROR'), reference: bonusErrorReference(def.id, user.id, userBonusId) };
  }
}

/** The violated constraint's name, from the driver's error under the query builder's wrapper. */
function constraintOf(err: unknown): string {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return '';
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

/** A deposit bonus chosen before depositing: one pending choice per player (a new one replaces the old). */
async function recordPendingDepositBonus(tx: DbOrTx, c: ActivationContext): Promise<TPlayerBonusRow> {
  await tx
    .update(playerBonuses)
    .set({ status: 'cancelled', endReason: 'replaced', endedAt: c.now, updatedAt: c.now })
    .where(and(eq(playerBonuses.userId, c.user.id), eq(playerBonuses.status, 'pending')));
  const id = newId();
  await tx.insert(playerBonuses).values({
    id,
    userId: c.user.id,
    bonusId: c.def.id,
    type: c.def.type,
    status: 'pending',
    currency: c.currency,
    wageringType: c.def.wageringType,
    wagerMultiplier: c.def.wagerMultiplier,
    contributions: c.def.contributions,
    eligibleGameIds: c.def.eligibleGameIds,
    excludedGameIds: c.def.excludedGameIds,
    winBoost: c.def.winBoost,
    // A coupon deposit bonus: the code the player entered (checked above), which lets the cashier offer it.
    couponCode: c.def.couponCode,
    createdAt: c.now,
    updatedAt: c.now,
  });
  const [row] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, id));
  return row!;
}

/**
 * POST /api/user/bonus/check: whether the player could take the bonus now (the activation code that would refuse
 * it), and which active bonus taking it would cancel (the warning the player confirms). Nothing is written.
 */
export async function checkBonus(
  db: Db,
  input: Omit<ActivateBonusInput, 'confirmReplace' | 'source'>,
): Promise<TResult<{ code: TActivationRefusal | null; replaces: TPlayerBonusRow | null }, 'SESSION_INVALID' | 'BONUS_NOT_FOUND'>> {
  const user = await findUserById(db, input.userId);
  if (!user) return fail('SESSION_INVALID');
  const def = await loadBonusDefinition(db, input.bonusId);
  if (!def) return fail('BONUS_NOT_FOUND');
  const ctx = await activationContext(db, { ...input, def, user, confirmReplace: true, source: 'player' });
  const checked = await checkActivation(db, ctx);
  if (!checked.ok) return ok({ code: checked.code, replaces: null });
  const replaces = checked.plan.replaces ? ((await db.select().from(playerBonuses).where(eq(playerBonuses.id, checked.plan.replaces)))[0] ?? null) : null;
  return ok({ code: null, replaces });
}
