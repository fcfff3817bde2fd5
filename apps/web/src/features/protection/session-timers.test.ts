import { describe, expect, it } from 'vitest';
import { SESSION_ACTIVITY_REPORT_MS, SESSION_IDLE_GRACE_MS } from '@croupier/contracts/constants';
import {
  dueRealityCheck,
  formatElapsed,
  inactivityTimeoutMs,
  InactivityTimer,
  isActivityReportDue,
  isGameBetHere,
  isPrivatePath,
  isSignInNotice,
  msUntilRealityCheck,
  parseSessionNotice,
  readSessionNotice,
  SESSION_NOTICE_KEY,
  sessionEndedUrl,
  takeSessionNotice,
  writeSessionNotice,
  type TActivityStore,
} from './session-timers';

class MemoryStorage {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

class FakeTarget {
  listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, fn: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }
  removeEventListener(type: string, fn: () => void) {
    this.listeners.get(type)?.delete(fn);
  }
  fire(type: string) {
    for (const fn of [...(this.listeners.get(type) ?? [])]) fn();
  }
  count() {
    return [...this.listeners.values()].reduce((n, s) => n + s.size, 0);
  }
}

describe('inactivityTimeoutMs (spec §9)', () => {
  it('uses the setting in minutes when it is above 1', () => {
    expect(inactivityTimeoutMs(2)).toBe(120_000);
    expect(inactivityTimeoutMs(45)).toBe(45 * 60_000);
  });
  it('falls back to 30 minutes otherwise', () => {
    for (const v of [0, 1, -5, null, undefined, Number.NaN]) expect(inactivityTimeoutMs(v)).toBe(30 * 60_000);
  });
});

describe('isActivityReportDue (the server’s inactivity backstop)', () => {
  const MIN = 60_000;
  it('reports once a minute at most, and only after the player acted since the last report', () => {
    const report = 1_000_000;
    expect(isActivityReportDue(report - 1, report, report + 10 * MIN)).toBe(false); // no action since
    expect(isActivityReportDue(report + 1, report, report + MIN - 1)).toBe(false); // too soon
    expect(isActivityReportDue(report + 1, report, report + MIN)).toBe(true);
    expect(isActivityReportDue(report + 5 * MIN, report, report + 6 * MIN, 10 * MIN)).toBe(false);
  });
  it('reports well inside the server’s allowance (the timeout plus its grace)', () => {
    expect(SESSION_ACTIVITY_REPORT_MS + 5_000).toBeLessThan(SESSION_IDLE_GRACE_MS);
  });
});

describe('isGameBetHere (a bet in the game the page shows counts as the player acting)', () => {
  const shown = (gameId: string) => gameId === 'croupier-lucky-sevens';
  it('is a debit the wallet sent for a bet in the game this page shows', () => {
    expect(isGameBetHere({ amount: 1.5, currency: 'EUR', gameId: 'croupier-lucky-sevens', roundId: 'r-1' }, shown)).toBe(true);
  });
  it('is not a bet in another game (another device, another tab), another debit or a malformed event', () => {
    expect(isGameBetHere({ amount: 1.5, gameId: 'croupier-dice', roundId: 'r-2' }, shown)).toBe(false);
    expect(isGameBetHere({ amount: 10, currency: 'EUR', adjustment: true }, shown)).toBe(false);
    expect(isGameBetHere({ amount: 10, gameId: '' }, () => true)).toBe(false);
    expect(isGameBetHere({ gameId: 7 }, () => true)).toBe(false);
    expect(isGameBetHere(null, () => true)).toBe(false);
    expect(isGameBetHere('croupier-lucky-sevens', () => true)).toBe(false);
  });
});

describe('isSignInNotice (the notice a 403 stores for the sign-in modal)', () => {
  const now = 5_000_000;
  it('shows a notice the 403 rule stored within the last minute, and no other', () => {
    const notice = { reason: 'ACCOUNT_LOCKED' as const, time: '2026-06-01T10:00:00.000Z' };
    expect(isSignInNotice({ ...notice, storedAt: now - 2_000 }, now)).toBe(true);
    expect(isSignInNotice({ ...notice, storedAt: now - 60_000 }, now)).toBe(false);
    expect(isSignInNotice({ ...notice, storedAt: now + 10_000 }, now)).toBe(false);
    expect(isSignInNotice(notice, now)).toBe(false); // left by a session-ended modal nobody read
    expect(isSignInNotice(null, now)).toBe(false);
  });
  it('keeps storedAt through storage', () => {
    expect(parseSessionNotice(JSON.stringify({ reason: 'SECURITY_LOGOUT', time: '2026-06-01T10:00:00.000Z', storedAt: 42 }))).toEqual({
      reason: 'SECURITY_LOGOUT',
      time: '2026-06-01T10:00:00.000Z',
      storedAt: 42,
    });
    expect(parseSessionNotice(JSON.stringify({ reason: 'SECURITY_LOGOUT', time: '2026-06-01T10:00:00.000Z', storedAt: 'x' }))).toEqual({
      reason: 'SECURITY_LOGOUT',
      time: '2026-06-01T10:00:00.000Z',
    });
  });
});

describe('InactivityTimer', () => {
  const MIN = 60_000;
  it('expires after the timeout without activity, once', () => {
    let now = 1_000_000;
    const timer = new InactivityTimer(30 * MIN, () => now);
    now += 29 * MIN;
    expect(timer.check()).toBe(false);
    now += MIN;
    expect(timer.check()).toBe(true);
    expect(timer.check()).toBe(false);
  });

  it('each user action resets the timer', () => {
    let now = 0;
    const timer = new InactivityTimer(30 * MIN, () => now);
    for (let i = 0; i < 10; i++) {
      now += 20 * MIN;
      timer.activity();
      expect(timer.check()).toBe(false);
    }
    expect(timer.remainingMs()).toBe(30 * MIN);
    now += 30 * MIN - 1;
    expect(timer.check()).toBe(false);
    now += 1;
    expect(timer.check()).toBe(true);
  });

  it('activity after expiry does not revive the session', () => {
    let now = 0;
    const timer = new InactivityTimer(MIN, () => now);
    now += MIN;
    expect(timer.check()).toBe(true);
    timer.activity();
    now += 1;
    expect(timer.check()).toBe(false);
    expect(timer.remainingMs()).toBe(0);
  });

  it('counts activity of other tabs and the game iframe through the shared store', () => {
    let now = 0;
    let shared: number | null = null;
    const store: TActivityStore = { read: () => shared, write: (t) => void (shared = t) };
    const timer = new InactivityTimer(30 * MIN, () => now, store);
    expect(shared).toBe(0);
    now = 25 * MIN;
    shared = now; // another tab saw a click
    now = 40 * MIN;
    expect(timer.check()).toBe(false);
    now = 55 * MIN;
    expect(timer.check()).toBe(true);
  });

  it('throttles writes to the shared store', () => {
    let now = 0;
    const writes: number[] = [];
    const timer = new InactivityTimer(30 * MIN, () => now, { read: () => null, write: (t) => void writes.push(t) }, 5_000);
    for (let i = 0; i < 100; i++) {
      now += 100;
      timer.activity();
    }
    expect(writes.length).toBe(3); // construction, then at 5 s and 10 s
  });

  it('a tab waking up after the timeout ends the session instead of counting as activity', () => {
    let now = 0;
    const timer = new InactivityTimer(30 * MIN, () => now);
    now += 10 * MIN;
    expect(timer.visible()).toBe(false);
    now += 35 * MIN;
    expect(timer.visible()).toBe(true);
  });
});

describe('session-ended notice (spec §4: kept in local storage, read once, cleared on first click or key)', () => {
  it('round-trips and ignores unknown reasons or bad JSON', () => {
    const s = new MemoryStorage();
    writeSessionNotice({ reason: 'USER_INACTIVITY_TIMEOUT', time: '2026-01-02T03:04:05.000Z' }, s);
    expect(readSessionNotice(s)).toEqual({ reason: 'USER_INACTIVITY_TIMEOUT', time: '2026-01-02T03:04:05.000Z' });
    expect(parseSessionNotice('{"reason":"NOPE","time":"x"}')).toBeNull();
    expect(parseSessionNotice('not json')).toBeNull();
    expect(parseSessionNotice(null)).toBeNull();
  });

  it('is read once and cleared on the first click, then the listeners are gone', () => {
    const s = new MemoryStorage();
    const target = new FakeTarget();
    writeSessionNotice({ reason: 'SECURITY_LOGOUT', time: '2026-01-02T03:04:05.000Z' }, s);
    const { notice } = takeSessionNotice(target, s);
    expect(notice?.reason).toBe('SECURITY_LOGOUT');
    expect(s.getItem(SESSION_NOTICE_KEY)).not.toBeNull();
    target.fire('pointerdown');
    expect(s.getItem(SESSION_NOTICE_KEY)).toBeNull();
    expect(target.count()).toBe(0);
    expect(takeSessionNotice(target, s).notice).toBeNull();
  });

  it('a key press clears it too; dispose removes the listeners without clearing', () => {
    const s = new MemoryStorage();
    const target = new FakeTarget();
    writeSessionNotice({ reason: 'SESSION_EXPIRED', time: '2026-01-02T03:04:05.000Z' }, s);
    const first = takeSessionNotice(target, s);
    first.dispose();
    expect(target.count()).toBe(0);
    expect(readSessionNotice(s)).not.toBeNull();
    takeSessionNotice(target, s);
    target.fire('keydown');
    expect(readSessionNotice(s)).toBeNull();
  });

  it('nothing stored: no listeners', () => {
    const target = new FakeTarget();
    expect(takeSessionNotice(target, new MemoryStorage()).notice).toBeNull();
    expect(target.count()).toBe(0);
  });
});

describe('sessionEndedUrl', () => {
  it('keeps public pages and their query, sends private pages to the root', () => {
    expect(sessionEndedUrl({ pathname: '/casino', search: '?sort=new' })).toBe('/casino?sort=new&modal=session-ended');
    expect(sessionEndedUrl({ pathname: '/casino', search: '?modal=login' })).toBe('/casino?modal=session-ended');
    expect(sessionEndedUrl({ pathname: '/profile2/limits', search: '' })).toBe('/?modal=session-ended');
    expect(sessionEndedUrl({ pathname: '/deposit', search: '?method=x' })).toBe('/?modal=session-ended');
    expect(isPrivatePath('/profile')).toBe(true);
    expect(isPrivatePath('/profiles')).toBe(false);
  });
});

describe('reality check schedule', () => {
  it('is due at each whole interval of session time not yet acknowledged', () => {
    expect(dueRealityCheck(29 * 60, 30, 0)).toBe(0);
    expect(dueRealityCheck(30 * 60, 30, 0)).toBe(1);
    expect(dueRealityCheck(31 * 60, 30, 1)).toBe(0);
    expect(dueRealityCheck(95 * 60, 30, 1)).toBe(3);
    expect(dueRealityCheck(95 * 60, null, 0)).toBe(0);
  });
  it('counts down to the next one', () => {
    expect(msUntilRealityCheck(10 * 60, 15, 0)).toBe(5 * 60_000);
    expect(msUntilRealityCheck(16 * 60, 15, 1)).toBe(14 * 60_000);
    // acknowledged ahead of the clock (another tab): wait for the one after
    expect(msUntilRealityCheck(14 * 60, 15, 1)).toBe(16 * 60_000);
  });
});

describe('formatElapsed', () => {
  it('formats M:SS and H:MM:SS', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(65)).toBe('1:05');
    expect(formatElapsed(3600 + 62)).toBe('1:01:02');
    expect(formatElapsed(-3)).toBe('0:00');
  });
});
