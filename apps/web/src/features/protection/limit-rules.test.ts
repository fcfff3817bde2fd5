import { describe, expect, it } from 'vitest';
import {
  changeEffect,
  checkSessionLimit,
  compareDecimal,
  isChangeLocked,
  isSupportOnlyRemoval,
  parseLimitAmount,
  restrictionOf,
  toSessionUnit,
  usedShare,
} from './limit-rules';
import { restrictionOfUser } from './restriction';
import type { TUserDetails } from '@croupier/contracts';

describe('checkSessionLimit (spec §5/§9)', () => {
  it('minimum 10 minutes, 1 hour or 1 day by unit', () => {
    expect(checkSessionLimit('9', 'minutes')).toBe('limits.session.invalid.min.minutes');
    expect(checkSessionLimit('10', 'minutes')).toBeNull();
    expect(checkSessionLimit('0', 'hours')).toBe('limits.session.invalid.min.hours');
    expect(checkSessionLimit('1', 'hours')).toBeNull();
    expect(checkSessionLimit('0', 'days')).toBe('limits.session.invalid.min.days');
    expect(checkSessionLimit('1', 'days')).toBeNull();
  });
  it('maximum 720 hours or 30 days (43 200 minutes)', () => {
    expect(checkSessionLimit('720', 'hours')).toBeNull();
    expect(checkSessionLimit('721', 'hours')).toBe('limits.session.invalid.max.hours');
    expect(checkSessionLimit('30', 'days')).toBeNull();
    expect(checkSessionLimit('31', 'days')).toBe('limits.session.invalid.max.days');
    expect(checkSessionLimit('43200', 'minutes')).toBeNull();
    expect(checkSessionLimit('43201', 'minutes')).toBe('limits.session.invalid.max.minutes');
  });
  it('whole numbers only, required', () => {
    expect(checkSessionLimit('', 'hours')).toBe('form.validation.invalid.required');
    expect(checkSessionLimit('  ', 'hours')).toBe('form.validation.invalid.required');
    expect(checkSessionLimit('1.5', 'hours')).toBe('limits.session.invalid.whole');
    expect(checkSessionLimit('-2', 'hours')).toBe('limits.session.invalid.whole');
    expect(checkSessionLimit('1e2', 'minutes')).toBe('limits.session.invalid.whole');
  });
});

describe('toSessionUnit', () => {
  it('picks the largest exact unit', () => {
    expect(toSessionUnit(90)).toEqual({ value: 90, unit: 'minutes' });
    expect(toSessionUnit(120)).toEqual({ value: 2, unit: 'hours' });
    expect(toSessionUnit(2880)).toEqual({ value: 2, unit: 'days' });
    expect(toSessionUnit(43_200)).toEqual({ value: 30, unit: 'days' });
    expect(toSessionUnit(10)).toEqual({ value: 10, unit: 'minutes' });
  });
});

describe('parseLimitAmount: any amount the player types', () => {
  it('accepts decimals with a point or a comma, up to the currency exponent', () => {
    expect(parseLimitAmount('100')).toEqual({ ok: true, value: '100' });
    expect(parseLimitAmount(' 12,5 ')).toEqual({ ok: true, value: '12.5' });
    expect(parseLimitAmount('0.01')).toEqual({ ok: true, value: '0.01' });
    expect(parseLimitAmount('007.50')).toEqual({ ok: true, value: '7.50' });
    expect(parseLimitAmount('1 000')).toEqual({ ok: true, value: '1000' });
    expect(parseLimitAmount('5.')).toEqual({ ok: true, value: '5' });
    expect(parseLimitAmount('0.00012345', 8)).toEqual({ ok: true, value: '0.00012345' });
  });
  it('refuses empty, zero, negative, too precise and garbage', () => {
    expect(parseLimitAmount('')).toEqual({ ok: false, error: 'form.validation.invalid.required' });
    expect(parseLimitAmount('0')).toEqual({ ok: false, error: 'limits.amount.positive' });
    expect(parseLimitAmount('0.00')).toEqual({ ok: false, error: 'limits.amount.positive' });
    expect(parseLimitAmount('-5')).toEqual({ ok: false, error: 'error.limits.amount.invalid' });
    expect(parseLimitAmount('1.234')).toEqual({ ok: false, error: 'limits.amount.too.precise' });
    expect(parseLimitAmount('abc')).toEqual({ ok: false, error: 'error.limits.amount.invalid' });
    expect(parseLimitAmount('1e5')).toEqual({ ok: false, error: 'error.limits.amount.invalid' });
    expect(parseLimitAmount('9999999999999999')).toEqual({ ok: false, error: 'error.limits.amount.invalid' });
  });
});

describe('decimal comparison and change effect', () => {
  it('compares decimal strings exactly', () => {
    expect(compareDecimal('10', '9.99')).toBe(1);
    expect(compareDecimal('10.00', '10')).toBe(0);
    expect(compareDecimal('0.1', '0.10000001')).toBe(-1);
    expect(compareDecimal('100', '1000')).toBe(-1);
  });
  it('a decrease or a first limit applies now; a raise waits', () => {
    expect(changeEffect(null, '50')).toBe('now');
    expect(changeEffect('100', '50')).toBe('now');
    expect(changeEffect('100', '100')).toBe('now');
    expect(changeEffect('100', '100.01')).toBe('pending');
  });
});

describe('misc', () => {
  it('support-only removals are bet, max bet and monthly winnings', () => {
    expect(isSupportOnlyRemoval('bet')).toBe(true);
    expect(isSupportOnlyRemoval('maxBet')).toBe(true);
    expect(isSupportOnlyRemoval('monthlyWinnings')).toBe(true);
    expect(isSupportOnlyRemoval('deposit')).toBe(false);
    expect(isSupportOnlyRemoval('loss')).toBe(false);
  });
  it('used share and change lock', () => {
    expect(usedShare({ amount: '100', used: '25' })).toBe(0.25);
    expect(usedShare({ amount: '100', used: '250' })).toBe(1);
    expect(usedShare({ amount: null, used: '5' })).toBeNull();
    expect(isChangeLocked(null)).toBe(false);
    expect(isChangeLocked('2026-01-01T01:00:00Z', Date.parse('2026-01-01T00:30:00Z'))).toBe(true);
    expect(isChangeLocked('2026-01-01T01:00:00Z', Date.parse('2026-01-01T01:00:00Z'))).toBe(false);
  });
});

describe('restrictionOf: the self-exclusion or freeze in force', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  const none = { selfExclusion: { isPermanent: false, until: null }, freeze: { until: null } };
  it('none, or dates in the past', () => {
    expect(restrictionOf(undefined, now)).toBeNull();
    expect(restrictionOf(none, now)).toBeNull();
    expect(
      restrictionOf(
        { selfExclusion: { isPermanent: false, until: '2026-05-01T11:00:00Z' }, freeze: { until: '2026-04-01T00:00:00Z' } },
        now,
      ),
    ).toBeNull();
  });
  it('permanent wins; otherwise the one lasting longer', () => {
    expect(
      restrictionOf({ ...none, selfExclusion: { isPermanent: true, until: null }, freeze: { until: '2026-06-01T00:00:00Z' } }, now),
    ).toEqual({ kind: 'self-exclusion', isPermanent: true, until: null });
    expect(
      restrictionOf(
        { selfExclusion: { isPermanent: false, until: '2026-05-02T00:00:00Z' }, freeze: { until: '2026-05-10T00:00:00Z' } },
        now,
      ),
    ).toEqual({
      kind: 'freeze',
      isPermanent: false,
      until: '2026-05-10T00:00:00Z',
    });
    expect(
      restrictionOf(
        { selfExclusion: { isPermanent: false, until: '2026-05-20T00:00:00Z' }, freeze: { until: '2026-05-10T00:00:00Z' } },
        now,
      ),
    ).toEqual({
      kind: 'self-exclusion',
      isPermanent: false,
      until: '2026-05-20T00:00:00Z',
    });
  });
});

describe('restrictionOfUser: the same from the user details', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  const userWith = (userLimit: TUserDetails['getUser']['userLimit']) => ({ getUser: { userLimit } }) as TUserDetails;
  it('tells a freeze (withdrawals only) from a self-exclusion, and neither once they ended', () => {
    expect(restrictionOfUser(null, now)).toBeNull();
    expect(
      restrictionOfUser(userWith({ isSelfExclusionPermanent: false, selfExclusion: null, frozenUntil: '2026-05-02T00:00:00Z' }), now),
    ).toEqual({
      kind: 'freeze',
      isPermanent: false,
      until: '2026-05-02T00:00:00Z',
    });
    expect(
      restrictionOfUser(userWith({ isSelfExclusionPermanent: false, selfExclusion: null, frozenUntil: '2026-05-01T11:59:00Z' }), now),
    ).toBeNull();
    expect(restrictionOfUser(userWith({ isSelfExclusionPermanent: true, selfExclusion: null, frozenUntil: null }), now)).toMatchObject({
      kind: 'self-exclusion',
      isPermanent: true,
    });
  });
});
