import type { TWalletBetRequest, TWalletWinRequest } from '@croupier/contracts';

/**
 * Hand-written checks of the two hot seamless-wallet bodies, bet and win: the same rules and the same output as
 * ZWalletBetRequest / ZWalletWinRequest (@croupier/contracts; unknown keys dropped, optional keys only when present),
 * without zod's per-call cost on the providers' hot path. `check-request.test.ts` compares them with the schemas.
 * Balance and rollback keep the schemas.
 */
const isId = (v: unknown): v is string => typeof v === 'string' && v.length >= 1 && v.length <= 128;
const isMinor = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isOptionalBoolean = (v: unknown): v is boolean | undefined => v === undefined || typeof v === 'boolean';
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkCommon(b: Record<string, unknown>): TWalletBetRequest | null {
  const { sessionToken, transactionId, roundId, gameId, currency, amount } = b;
  if (!isId(sessionToken) || !isId(transactionId) || !isId(roundId) || !isId(gameId) || !isMinor(amount)) return null;
  if (typeof currency !== 'string' || currency.length < 3 || currency.length > 5) return null;
  return { sessionToken, transactionId, roundId, gameId, currency, amount };
}

/** The body of /api/wallet/v1/bet, or null when ZWalletBetRequest would refuse it. */
export function checkBetRequest(body: unknown): TWalletBetRequest | null {
  if (!isPlainObject(body)) return null;
  const out = checkCommon(body);
  if (!out) return null;
  if ('isBonusBuy' in body) {
    if (!isOptionalBoolean(body.isBonusBuy)) return null;
    out.isBonusBuy = body.isBonusBuy;
  }
  return out;
}

/** The body of /api/wallet/v1/win, or null when ZWalletWinRequest would refuse it. */
export function checkWinRequest(body: unknown): TWalletWinRequest | null {
  if (!isPlainObject(body)) return null;
  const out: TWalletWinRequest | null = checkCommon(body);
  if (!out) return null;
  for (const key of ['referenceTransactionId', 'freeSpinGrantId'] as const) {
    if (!(key in body)) continue;
    const v = body[key];
    if (v !== undefined && !isId(v)) return null;
    out[key] = v;
  }
  if ('roundClosed' in body) {
    if (!isOptionalBoolean(body.roundClosed)) return null;
    out.roundClosed = body.roundClosed;
  }
  return out;
}
