import { describe, expect, it } from 'vitest';
import { ZWalletBetRequest, ZWalletWinRequest } from '@croupier/contracts';
import { checkBetRequest, checkWinRequest } from './check-request';
import { betFingerprint, fingerprintOf, winFingerprint } from './common';

const valid = { sessionToken: 'tok', transactionId: 't-1', roundId: 'r-1', gameId: 'croupier-lucky-sevens', currency: 'EUR', amount: 100 };
const bad: unknown[] = [null, undefined, 'x', 7, true, [], [valid], 'a'.repeat(129), '', 'EU', 'EURUSD', -1, 1.5, Number.MAX_SAFE_INTEGER + 2, NaN, '100', {}, null];
const keys = ['sessionToken', 'transactionId', 'roundId', 'gameId', 'currency', 'amount'] as const;

/** Bodies around every rule: each field missing or replaced by each bad value, optional fields present or not, extra keys. */
function bodies(extra: Record<string, unknown[]>): unknown[] {
  const out: unknown[] = [null, [], 'body', 1, valid, { ...valid, unknownKey: 1 }, { ...valid, amount: 0 }, { ...valid, amount: Number.MAX_SAFE_INTEGER }];
  out.push({ ...valid, sessionToken: 'a'.repeat(128) }, { ...valid, currency: 'USDT' }, { ...valid, currency: 'ABCDE' }, { ...valid, amount: -0 });
  for (const k of keys) {
    const { [k]: _omitted, ...rest } = valid;
    out.push(rest);
    for (const v of bad) out.push({ ...valid, [k]: v });
  }
  for (const [k, values] of Object.entries(extra)) for (const v of values) out.push({ ...valid, [k]: v }, { ...valid, amount: 'x', [k]: v });
  return out;
}

describe('hand-written seamless-wallet body checks', () => {
  it('accept and refuse bets exactly as ZWalletBetRequest, with the same output', () => {
    for (const body of bodies({ isBonusBuy: [true, false, undefined, null, 'true', 1] })) {
      const z = ZWalletBetRequest.safeParse(body);
      expect(checkBetRequest(body), JSON.stringify(body)).toStrictEqual(z.success ? z.data : null);
    }
  });

  it('accept and refuse wins exactly as ZWalletWinRequest, with the same output', () => {
    const ids = ['b-1', '', 'a'.repeat(129), 'a'.repeat(128), null, undefined, 5];
    for (const body of bodies({ referenceTransactionId: ids, freeSpinGrantId: ids, roundClosed: [true, false, undefined, null, 0], isBonusBuy: [true] })) {
      const z = ZWalletWinRequest.safeParse(body);
      expect(checkWinRequest(body), JSON.stringify(body)).toStrictEqual(z.success ? z.data : null);
    }
  });

  it('fingerprint bets and wins as fingerprintOf does (stored fingerprints stay valid)', () => {
    for (const r of [valid, { ...valid, gameId: 'ü"\\\n\u2028', amount: 0 }, { ...valid, roundId: '{"a":1}', amount: Number.MAX_SAFE_INTEGER }]) {
      expect(betFingerprint(r)).toBe(fingerprintOf({ roundId: r.roundId, gameId: r.gameId, currency: r.currency, amount: r.amount }));
      for (const ref of [undefined, 'b-1', 'x"y']) {
        expect(winFingerprint({ ...r, referenceTransactionId: ref })).toBe(
          fingerprintOf({ roundId: r.roundId, gameId: r.gameId, currency: r.currency, amount: r.amount, referenceTransactionId: ref ?? null }),
        );
      }
    }
  });
});
