'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TSessionEndReason } from '@croupier/contracts/constants';
import { api } from '@/lib/api';
import { useQuery } from '@/lib/query';
import { useSettings } from '@/lib/settings-context';
import { SOCKET_EVENT_MAP } from '@/lib/socket';
import { elapsedNow, sessionInfoQuery } from './protection-api';
import {
  ACTIVITY_EVENTS,
  ACTIVITY_REPORTED_KEY,
  dueRealityCheck,
  inactivityTimeoutMs,
  InactivityTimer,
  isActivityReportDue,
  isGameBetHere,
  localActivityStore,
  sharedNumber,
  msUntilRealityCheck,
  parseSessionNotice,
  SESSION_NOTICE_KEY,
} from './session-timers';

const RealityCheckDialog = dynamic(() => import('./reality-check-dialog').then((m) => m.RealityCheckDialog), { ssr: false });

/** How often the inactivity timer is checked. */
const INACTIVITY_TICK_MS = 5_000;
/** localStorage: reality checks acknowledged in the current session (shared by tabs). */
const REALITY_ACK_KEY = 'croupier.realityCheck';

/** Ends the session here: the auth provider clears the token, keeps the notice and opens the session-ended modal. */
export function endSessionLocally(reason: TSessionEndReason, time = new Date().toISOString()): void {
  window.dispatchEvent(new CustomEvent(SOCKET_EVENT_MAP.sessionEnded, { detail: { reason, time } }));
}

function readAck(startedAt: string): number {
  try {
    const v = JSON.parse(localStorage.getItem(REALITY_ACK_KEY) ?? 'null') as { startedAt?: string; ack?: number } | null;
    return v?.startedAt === startedAt && typeof v.ack === 'number' ? v.ack : 0;
  } catch {
    return 0;
  }
}

function writeAck(startedAt: string, ack: number): void {
  try {
    localStorage.setItem(REALITY_ACK_KEY, JSON.stringify({ startedAt, ack }));
  } catch {
    /* storage unavailable */
  }
}

/** Asks in-house game frames on this page to stop autoplay (the reality check pauses play). */
function pauseGames(): void {
  for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe[data-testid="game-frame"]')) {
    try {
      frame.contentWindow?.postMessage({ type: 'croupier:pause' }, window.location.origin);
    } catch {
      /* another origin */
    }
  }
}

/**
 * Session control of a signed-in player (spec §4, issue #8), loaded lazily by the shell:
 * - inactivity timeout (user actions here, in other tabs and in the game frame, and bets in the game the page shows, reset it) → logout with
 *   USER_INACTIVITY_TIMEOUT and the session-ended modal;
 * - a session ended in another tab (the stored notice appears) ends it here too, at once;
 * - the session time limit: at `endsAt` the session info is asked again and a refusal ends the session;
 * - the reality check at the player's interval.
 */
export function SessionGuard() {
  const { settings } = useSettings();
  const timeoutMs = inactivityTimeoutMs(settings.inactivitySessionTimeout);

  // —— inactivity ——
  useEffect(() => {
    const timer = new InactivityTimer(timeoutMs, Date.now, localActivityStore());
    let isDone = false;
    const expire = () => {
      if (isDone) return;
      isDone = true;
      const reason: TSessionEndReason = 'USER_INACTIVITY_TIMEOUT';
      const time = new Date().toISOString();
      void api
        .post('/api/user/logout', { reason }, { isSessionCheckSkipped: true })
        .catch(() => undefined)
        .finally(() => endSessionLocally(reason, time));
    };
    // The server ends a session no page has reported activity for (idle-sessions.ts on the server): report
    // it at most once a minute, shared by the tabs. The page's own loading counts as a report.
    const reports = sharedNumber(ACTIVITY_REPORTED_KEY);
    let lastReport = Date.now();
    const reportActivity = () => {
      const now = Date.now();
      lastReport = Math.max(lastReport, reports.read() ?? 0);
      if (!isActivityReportDue(timer.lastActivity(), lastReport, now)) return;
      lastReport = now;
      reports.write(now);
      void api.post('/api/user/activity').catch(() => undefined);
    };
    const onActivity = () => timer.activity();
    // A bet in the game this page shows counts too: a game in another origin's frame (a third-party provider) hides
    // the player's clicks from this page, but its bets arrive as the wallet's `debit` (the shared store then tells
    // the browser's other tabs).
    const isGameShown = (gameId: string) => !!document.querySelector(`iframe[data-testid="game-frame"][data-game-id="${CSS.escape(gameId)}"]`);
    const onDebit = (e: Event) => {
      if (isGameBetHere((e as CustomEvent<unknown>).detail, isGameShown)) timer.activity();
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      if (timer.visible()) expire();
    };
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true, capture: true });
    window.addEventListener(SOCKET_EVENT_MAP.debit, onDebit);
    document.addEventListener('visibilitychange', onVisibility);
    const id = window.setInterval(() => {
      if (timer.check()) expire();
      else reportActivity();
    }, INACTIVITY_TICK_MS);
    return () => {
      window.clearInterval(id);
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity, { capture: true });
      window.removeEventListener(SOCKET_EVENT_MAP.debit, onDebit);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [timeoutMs]);

  // —— a session ended in another tab ——
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== SESSION_NOTICE_KEY || !e.newValue) return;
      const notice = parseSessionNotice(e.newValue);
      if (notice) endSessionLocally(notice.reason, notice.time);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // —— session info: time limit and reality check ——
  // A 403 here (the session ended on the server and its socket message was missed) is handled by the API
  // client like any 403 (spec §2): the token is cleared and sign-in opens. Endings the server announces
  // arrive over the socket with their reason.
  const info = useQuery(sessionInfoQuery);
  const refetchInfo = info.refetch;

  const endsAt = info.data?.endsAt ?? null;
  useEffect(() => {
    if (!endsAt) return;
    const at = Date.parse(endsAt);
    if (!Number.isFinite(at)) return;
    // Ask again just after the limit (the server ends the session; its socket message may come first).
    const id = window.setTimeout(() => void refetchInfo(), Math.max(1_000, at - Date.now() + 2_000));
    return () => window.clearTimeout(id);
  }, [endsAt, refetchInfo]);

  const data = info.data;
  const interval = data?.realityCheckMinutes ?? null;
  const startedAt = data?.startedAt ?? null;
  const [due, setDue] = useState(0);
  const dataRef = useRef(data);
  dataRef.current = data;

  useEffect(() => {
    const d = dataRef.current;
    if (!interval || !startedAt || !d) return;
    let id = 0;
    const schedule = () => {
      const elapsed = elapsedNow(d);
      const ack = readAck(startedAt);
      const n = dueRealityCheck(elapsed, interval, ack);
      if (n > 0) {
        setDue(n);
        return;
      }
      id = window.setTimeout(schedule, Math.min(msUntilRealityCheck(elapsed, interval, ack) + 250, 2_147_000_000));
    };
    schedule();
    // Acknowledged in another tab: close here too, and wait for the next one.
    const onStorage = (e: StorageEvent) => {
      if (e.key !== REALITY_ACK_KEY) return;
      window.clearTimeout(id);
      setDue(0);
      schedule();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.clearTimeout(id);
      window.removeEventListener('storage', onStorage);
    };
    // `due` back to 0 (acknowledged) schedules the next one.
  }, [interval, startedAt, due]);

  useEffect(() => {
    if (due > 0) pauseGames();
  }, [due]);

  const acknowledge = useCallback(() => {
    if (!startedAt) return;
    writeAck(startedAt, due);
    setDue(0);
    // Schedule the next one from fresh figures.
    void refetchInfo();
  }, [startedAt, due, refetchInfo]);

  if (due > 0 && interval)
    return <RealityCheckDialog intervalMinutes={interval} minElapsedSeconds={due * interval * 60} onContinue={acknowledge} />;
  return null;
}
