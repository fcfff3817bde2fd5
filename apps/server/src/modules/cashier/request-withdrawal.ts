import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MSG, ZCryptoNetwork, fail, ok, type TCreateWithdrawalParsed, type TResult, type TWithdrawal } from '@croupier/contracts';
import { withdrawals } from '@croupier/db';
import { newId } from '../../platform/ids';
import { uniqueViolation } from '../auth/unique-violation';
import { LedgerRefusal, lockAccounts, playerAccount } from '../wallet/ledger';
import { reserveFunds } from '../wallet/two-phase';
import { currencyExponent } from '../wallet/balance-event';
import type { CashierDeps } from './context';
import { automaticAllowance, prepareWithdrawal, type WithdrawalFailure } from './calculate-withdrawal';
import { findMethod } from './queries';
import { maskDestination, toWithdrawalView } from './views';
import { enqueueWithdrawalEvents } from './withdrawal-settlement';

class Refused extends Error {
  constructor(readonly code: WithdrawalFailure) {
    super(code);
  }
}

function destinationOf(body: TCreateWithdrawalParsed): Record<string, unknown> {
  const { kind: _k, paymentMethodId: _m, amount: _a, currencyCode: _c, requestId: _r, ...rest } = body;
  return rest;
}
const fingerprintOf = (body: TCreateWithdrawalParsed) => createHash('sha256').update(JSON.stringify({ ...destinationOf(body), m: body.paymentMethodId, a: String(body.amount), c: body.currencyCode ?? null })).digest('hex');

/**
 * POST /api/user/withdrawal: validates the request (spec §5 fields, §4 blocks,
 * provider range, cash), then in one transaction — the player's cash account
 * locked — decides whether it fits the automatic allowance, records it and
 * reserves the amount with a two-phase pending transfer (cash → withdrawal
 * hold). Automatic withdrawals are paid out by the worker after the reversal
 * window; the others wait for an operator (npx croupier withdrawals …).
 */
export async function requestWithdrawal(
  deps: CashierDeps,
  input: { userId: string; body: TCreateWithdrawalParsed; activeCurrency: string | null; host: string; ip: string },
): Promise<TResult<TWithdrawal, WithdrawalFailure | 'UNIFIED_ERROR'>> {
  const { db, clock } = deps;
  const { body } = input;
  const byRequest = async () =>
    body.requestId ? (await db.select().from(withdrawals).where(and(eq(withdrawals.userId, input.userId), eq(withdrawals.requestId, body.requestId))).limit(1))[0] : undefined;
  const repeat = async (): Promise<TResult<TWithdrawal, 'UNIFIED_ERROR'> | null> => {
    const existing = await byRequest();
    if (!existing) return null;
    if (existing.requestFingerprint !== fingerprintOf(body)) return fail('UNIFIED_ERROR', { reference: body.requestId });
    const method = await findMethod(db, existing.paymentMethodId);
    return ok(toWithdrawalView(existing, await currencyExponent(db, existing.currency), method?.name ?? existing.paymentMethodId));
  };
  const again = await repeat();
  if (again) return again;

  const method = await findMethod(db, body.paymentMethodId);
  if (method && method.kind !== body.kind) return fail('VALIDATION_ERROR', { fields: { kind: MSG.format } });
  if (method && body.kind === 'crypto' && !ZCryptoNetwork.array().catch([]).parse(method.networks).some((n) => n.code === body.network)) {
    return fail('VALIDATION_ERROR', { fields: { network: MSG.format } });
  }
  const prepared = await prepareWithdrawal(deps, { ...input, paymentMethodId: body.paymentMethodId, amount: body.amount, currencyCode: body.currencyCode });
  if (!prepared.ok) return prepared;
  const p = prepared.value;
  const now = clock.now();
  const id = newId();
  const destination = destinationOf(body);
  try {
    const row = await db.transaction(async (tx) => {
      const cashRef = playerAccount(p.user.id, 'cash', p.currency);
      const locked = await lockAccounts(tx, [cashRef, playerAccount(p.user.id, 'withdrawal_hold', p.currency)]);
      if ((locked.get(`${p.user.id}|cash|${p.currency}`)?.balance ?? 0n) < p.amount) throw new Refused('WITHDRAWAL_INSUFFICIENT_FUNDS');
      const allowance = await automaticAllowance(tx, { userId: p.user.id, limits: p.limits, now });
      const isAutomatic = !p.needsReview && p.amount <= allowance.available;
      await tx.insert(withdrawals).values({
        id,
        userId: p.user.id,
        paymentMethodId: p.method.id,
        providerId: p.method.providerId,
        kind: p.method.kind,
        status: isAutomatic ? 'pending' : 'requested',
        amount: p.amount,
        fee: p.fee,
        currency: p.currency,
        destination,
        destinationMasked: maskDestination(body.kind, destination),
        isAutomatic,
        requestId: body.requestId ?? null,
        requestFingerprint: body.requestId ? fingerprintOf(body) : null,
        createdAt: now,
        updatedAt: now,
      });
      const hold = await reserveFunds(tx, {
        idempotencyKey: `withdrawal:${id}`,
        kind: 'withdrawal',
        userId: p.user.id,
        currency: p.currency,
        amount: p.amount,
        metadata: { withdrawalId: id, paymentMethodId: p.method.id, fee: p.fee.toString() },
        now,
      });
      const [inserted] = await tx.update(withdrawals).set({ holdTransferId: hold.transferId }).where(eq(withdrawals.id, id)).returning();
      await enqueueWithdrawalEvents(tx, inserted!, { withBalance: true, now });
      return inserted!;
    });
    return ok(toWithdrawalView(row, p.exponent, p.method.name));
  } catch (err) {
    if (err instanceof Refused) return fail(err.code);
    if (err instanceof LedgerRefusal) return fail('WITHDRAWAL_INSUFFICIENT_FUNDS');
    if (body.requestId && uniqueViolation(err) !== null) {
      const r = await repeat();
      if (r) return r;
    }
    throw err;
  }
}
