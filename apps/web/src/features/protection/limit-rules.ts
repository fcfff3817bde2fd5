import { SESSION_LIMIT_RANGE, SESSION_LIMIT_UNITS, SUPPORT_ONLY_REMOVAL_KINDS, type TLimitKind } from '@croupier/contracts/constants';
import type { TLimitView } from '@croupier/contracts';

export type TSessionLimitUnit = (typeof SESSION_LIMIT_UNITS)[number];

/**
 * §5 session time: whole numbers only; at least 10 minutes, 1 hour or 1 day depending on the unit, at
 * most 720 hours or 30 days. Returns a message key, or null when valid.
 */
export function checkSessionLimit(raw: string, unit: TSessionLimitUnit): string | null {
  const s = raw.trim();
  if (!s) return 'form.validation.invalid.required';
  if (!/^\d+$/.test(s)) return 'limits.session.invalid.whole';
  const value = Number(s);
  const range = SESSION_LIMIT_RANGE[unit];
  if (value < range.min) return `limits.session.invalid.min.${unit}`;
  if (value > range.max) return `limits.session.invalid.max.${unit}`;
  return null;
}

/** Session minutes → the largest unit that shows them exactly (90 → 90 minutes, 120 → 2 hours, 2880 → 2 days). */
export function toSessionUnit(minutes: number): { value: number; unit: TSessionLimitUnit } {
  if (minutes >= 1440 && minutes % 1440 === 0) return { value: minutes / 1440, unit: 'days' };
  if (minutes >= 60 && minutes % 60 === 0) return { value: minutes / 60, unit: 'hours' };
  return { value: minutes, unit: 'minutes' };
}

/**
 * A limit amount the player typed (any amount, spec issue #8): digits with an optional decimal point
 * or comma and at most `exponent` decimals, above zero. Returns the normalised decimal string or a
 * message key.
 */
export function parseLimitAmount(raw: string, exponent = 2): { ok: true; value: string } | { ok: false; error: string } {
  const s = raw.trim().replace(/\s/g, '').replace(',', '.');
  if (!s) return { ok: false, error: 'form.validation.invalid.required' };
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(s)) return { ok: false, error: 'error.limits.amount.invalid' };
  const [int = '', frac = ''] = s.split('.');
  if (frac.length > exponent) return { ok: false, error: 'limits.amount.too.precise' };
  if (int.replace(/^0+/, '').length > 15) return { ok: false, error: 'error.limits.amount.invalid' };
  const normalised = `${int.replace(/^0+(?=\d)/, '') || '0'}${frac ? `.${frac}` : ''}`;
  if (!/[1-9]/.test(normalised)) return { ok: false, error: 'limits.amount.positive' };
  return { ok: true, value: normalised.replace(/\.$/, '') };
}

/** Compares two non-negative decimal strings (-1, 0, 1) without floating point. */
export function compareDecimal(a: string, b: string): number {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const ia = ai.replace(/^0+/, '');
  const ib = bi.replace(/^0+/, '');
  if (ia.length !== ib.length) return ia.length < ib.length ? -1 : 1;
  if (ia !== ib) return ia < ib ? -1 : 1;
  const len = Math.max(af.length, bf.length);
  const fa = af.padEnd(len, '0');
  const fb = bf.padEnd(len, '0');
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}

/** Removing (or raising) these limits goes through support (spec §4). */
export function isSupportOnlyRemoval(kind: TLimitKind): boolean {
  return (SUPPORT_ONLY_REMOVAL_KINDS as readonly TLimitKind[]).includes(kind);
}

/** What a change would do: a decrease (or a first limit) applies now; a raise waits for the cooling-off. */
export function changeEffect(current: string | null, next: string): 'now' | 'pending' {
  if (current === null) return 'now';
  return compareDecimal(next, current) > 0 ? 'pending' : 'now';
}

/** Share of the limit used, 0..1 (for the progress bar); null when unknown. */
export function usedShare(view: Pick<TLimitView, 'amount' | 'used'>): number | null {
  if (view.amount === null) return null;
  const a = Number(view.amount);
  const u = Number(view.used);
  if (!Number.isFinite(a) || !Number.isFinite(u) || a <= 0) return u > 0 ? 1 : 0;
  return Math.min(1, Math.max(0, u / a));
}

/** Whether `changeableAt` still blocks a change at `now`. */
export function isChangeLocked(changeableAt: string | null, now = Date.now()): boolean {
  if (!changeableAt) return false;
  const t = Date.parse(changeableAt);
  return Number.isFinite(t) && t > now;
}

export { restrictionOf, type TRestriction } from './restriction';
