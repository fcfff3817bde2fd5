import { SESSION_ACTIVITY_REPORT_MS, SESSION_END_REASONS, type TSessionEndReason } from '@croupier/contracts/constants';

/*
 * Session timing rules of spec §4/§9 without React: the inactivity timer, the stored session-ended
 * notice, the reality-check schedule and elapsed-time formatting. Only constants and types are imported
 * (this file is part of the lazily loaded session chunk).
 */

export { inactivityTimeoutMs } from '@croupier/contracts/constants';

/** User actions that reset the inactivity timer (spec §4 "any of several user actions"). */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/**
 * Whether a wallet `debit` event (socket) is a bet placed in a game this page shows — the player acting here, even
 * where the page cannot see it (a game frame of another origin). Other debits (a withdrawal, an operator's
 * adjustment) are not, and neither is a bet in a game this page does not show: the event reaches every page of the
 * player, and play on another device must not keep an unattended page signed in.
 */
export function isGameBetHere(detail: unknown, isGameShown: (gameId: string) => boolean): boolean {
  if (!detail || typeof detail !== 'object') return false;
  const gameId = (detail as { gameId?: unknown }).gameId;
  return typeof gameId === 'string' && gameId.length > 0 && isGameShown(gameId);
}

/** localStorage key of the last user action, shared by tabs and the game iframe (same origin). */
export const LAST_ACTIVITY_KEY = 'croupier.lastActivity';

export interface TActivityStore {
  read(): number | null;
  write(at: number): void;
}

/** A time shared by the tabs in localStorage under `key` (reads null on the server or without storage). */
export function sharedNumber(key: string): TActivityStore {
  return {
    read() {
      try {
        const v = Number(window.localStorage.getItem(key));
        return Number.isFinite(v) && v > 0 ? v : null;
      } catch {
        return null;
      }
    },
    write(at) {
      try {
        window.localStorage.setItem(key, String(at));
      } catch {
        /* storage unavailable: this tab's own timer still runs */
      }
    },
  };
}

/** The shared last-activity time in localStorage. */
export function localActivityStore(): TActivityStore {
  return sharedNumber(LAST_ACTIVITY_KEY);
}

/**
 * The inactivity timer: `activity()` on each user action, `check()` on a tick. Activity in other tabs
 * and in the game iframe counts too (through the shared store). Returns true from `check()` once, when
 * the timeout has passed since the last action anywhere.
 */
export class InactivityTimer {
  private last: number;
  private lastWritten = 0;
  private isExpired = false;
  constructor(
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
    private readonly store: TActivityStore | null = null,
    /** Writes to the shared store at most this often (scroll and pointer events come in bursts). */
    private readonly writeEveryMs = 5_000,
  ) {
    this.last = now();
    this.store?.write(this.last);
    this.lastWritten = this.last;
  }

  /** The last action seen here or (through the store) in another tab or the game. */
  lastActivity(): number {
    const shared = this.store?.read() ?? null;
    return shared !== null && shared > this.last ? shared : this.last;
  }

  remainingMs(): number {
    return Math.max(0, this.lastActivity() + this.timeoutMs - this.now());
  }

  /** A user action: resets the timer, unless it has already expired (an expired session stays ended). */
  activity(): void {
    if (this.isExpired) return;
    const t = this.now();
    this.last = t;
    if (this.store && t - this.lastWritten >= this.writeEveryMs) {
      this.store.write(t);
      this.lastWritten = t;
    }
  }

  /**
   * The tab became visible again: a tab that slept (timers paused) past the timeout must end the
   * session rather than count the wake-up as activity. Returns true when it expired.
   */
  visible(): boolean {
    if (this.check()) return true;
    this.activity();
    return false;
  }

  /** True (once) when the timeout has passed since the last action. */
  check(): boolean {
    if (this.isExpired) return false;
    if (this.now() - this.lastActivity() < this.timeoutMs) return false;
    this.isExpired = true;
    return true;
  }
}

/* ───────────── activity reports (the server's inactivity backstop) ───────────── */

/** localStorage key of the last activity report sent to the server by any tab. */
export const ACTIVITY_REPORTED_KEY = 'croupier.activityReported';

/**
 * Whether a page should tell the server now that the player is active (POST /api/user/activity): the player
 * acted after the last report (by any tab) and that report is at least `everyMs` old.
 */
export function isActivityReportDue(
  lastActivity: number,
  lastReport: number,
  now: number,
  everyMs: number = SESSION_ACTIVITY_REPORT_MS,
): boolean {
  return lastActivity > lastReport && now - lastReport >= everyMs;
}

/* ───────────── session-ended notice (spec §4: kept in local storage, read once) ───────────── */

export const SESSION_NOTICE_KEY = 'sessionEnded';

export interface TSessionNotice {
  reason: TSessionEndReason;
  time: string;
  /** Set by the 403 rule (ms): the sign-in modal it opens shows the notice only then (SIGN_IN_NOTICE_MAX_AGE_MS). */
  storedAt?: number;
}

/** How long after a 403 stored the notice the sign-in modal still shows it (the page reload in between). */
export const SIGN_IN_NOTICE_MAX_AGE_MS = 60_000;

/** Whether the sign-in modal shows this notice: one a 403 stored just now, not one left over from another ending. */
export function isSignInNotice(notice: TSessionNotice | null, now: number): boolean {
  return !!notice?.storedAt && now - notice.storedAt >= 0 && now - notice.storedAt < SIGN_IN_NOTICE_MAX_AGE_MS;
}

export function isSessionEndReason(v: unknown): v is TSessionEndReason {
  return typeof v === 'string' && (SESSION_END_REASONS as readonly string[]).includes(v);
}

type TStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(s?: TStorageLike | null): TStorageLike | null {
  if (s !== undefined) return s;
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function parseSessionNotice(raw: string | null): TSessionNotice | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<TSessionNotice>;
    if (!isSessionEndReason(v.reason)) return null;
    const time = typeof v.time === 'string' && !Number.isNaN(Date.parse(v.time)) ? v.time : new Date().toISOString();
    return typeof v.storedAt === 'number' && Number.isFinite(v.storedAt)
      ? { reason: v.reason, time, storedAt: v.storedAt }
      : { reason: v.reason, time };
  } catch {
    return null;
  }
}

/** The line saying why a session ended, for the reasons that have one (not inactivity or signing out). */
export function sessionEndedReasonKey(reason: TSessionEndReason): string | null {
  return reason === 'USER_INACTIVITY_TIMEOUT' || reason === 'USER_INITIATED' ? null : `session.ended.reason.${reason}`;
}

export function writeSessionNotice(notice: TSessionNotice, s?: TStorageLike | null): void {
  try {
    storage(s)?.setItem(SESSION_NOTICE_KEY, JSON.stringify(notice));
  } catch {
    /* storage unavailable */
  }
}

export function readSessionNotice(s?: TStorageLike | null): TSessionNotice | null {
  try {
    return parseSessionNotice(storage(s)?.getItem(SESSION_NOTICE_KEY) ?? null);
  } catch {
    return null;
  }
}

export function clearSessionNotice(s?: TStorageLike | null): void {
  try {
    storage(s)?.removeItem(SESSION_NOTICE_KEY);
  } catch {
    /* storage unavailable */
  }
}

/**
 * Reads the notice once and clears it on the first click or key press after that (spec §4). Returns the
 * notice and a function removing the listeners.
 */
export interface TListenerTarget {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export function takeSessionNotice(
  target: TListenerTarget,
  s?: TStorageLike | null,
): { notice: TSessionNotice | null; dispose: () => void } {
  const notice = readSessionNotice(s);
  const clear = () => {
    clearSessionNotice(s);
    dispose();
  };
  const dispose = () => {
    target.removeEventListener('pointerdown', clear);
    target.removeEventListener('keydown', clear);
  };
  if (notice) {
    target.addEventListener('pointerdown', clear);
    target.addEventListener('keydown', clear);
  }
  return { notice, dispose };
}

/** Paths a signed-out visitor cannot stay on (the profile, cashier and bonus pages, /profile2/*). */
const PRIVATE_PATHS = ['/profile', '/profile2', '/account', '/deposit', '/withdraw', '/bonuses'];
export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/** Where the session-ended modal opens: the current page (root for private pages), with `modal=session-ended`. */
export function sessionEndedUrl(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.set('modal', 'session-ended');
  if (isPrivatePath(location.pathname)) return `/?modal=session-ended`;
  return `${location.pathname}?${params.toString()}`;
}

/* ───────────── reality check ───────────── */

/**
 * The reality check is due every `intervalMinutes` of session time. Returns the number of the check
 * due now (1 for the first interval, …) or 0 when none is due beyond those already acknowledged.
 */
export function dueRealityCheck(elapsedSeconds: number, intervalMinutes: number | null, acknowledged: number): number {
  if (!intervalMinutes || intervalMinutes <= 0 || elapsedSeconds <= 0) return 0;
  const n = Math.floor(elapsedSeconds / (intervalMinutes * 60));
  return n > acknowledged ? n : 0;
}

/** Milliseconds until the next reality check after `acknowledged` checks (never negative). */
export function msUntilRealityCheck(elapsedSeconds: number, intervalMinutes: number, acknowledged: number): number {
  const next = (Math.max(acknowledged, Math.floor(elapsedSeconds / (intervalMinutes * 60))) + 1) * intervalMinutes * 60;
  return Math.max(0, (next - elapsedSeconds) * 1000);
}

/** Elapsed time as H:MM:SS (or M:SS under an hour), tabular. */
export function formatElapsed(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(sec)}` : `${m}:${pad(sec)}`;
}

/** Hours and minutes of an elapsed time, for sentences ("1 h 05 min"). */
export function splitElapsed(totalSeconds: number): { hours: number; minutes: number } {
  const s = Math.max(0, Math.floor(totalSeconds));
  return { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60) };
}
