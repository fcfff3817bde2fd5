'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import type { TGlobalCreditEvent } from '@croupier/contracts';
import { CREDIT_NOTICE_MAX, GLOBAL_CREDIT_SOURCES } from '@croupier/contracts/constants';
import { SOCKET_EVENT_MAP } from '@/lib/socket';
import { useTranslation } from '@/lib/use-translation';
import type { TCreditNotice } from './credit-notice';

/** The notices' own code loads with the first one (not in the first-load bundle). */
const CreditNoticeList = dynamic(() => import('./credit-notice').then((m) => m.CreditNoticeList), { ssr: false });

function isCredit(d: unknown): d is TGlobalCreditEvent {
  const c = d as Partial<TGlobalCreditEvent> | null;
  return (
    !!c &&
    typeof c.major === 'number' &&
    c.major > 0 &&
    typeof c.currency === 'string' &&
    (c.kind === 'cash' || c.kind === 'bonus') &&
    (GLOBAL_CREDIT_SOURCES as readonly unknown[]).includes(c.source)
  );
}

/**
 * Shell island: announces money the casino credited to the player outside a game (`globalCredit`, spec §4): an
 * operator's credit, a rakeback payout, a bonus. Each notice says how much and from where, in a polite live region,
 * and closes by itself after a while (not while the pointer or the focus is on it) or with its close button.
 */
export function CreditNotices() {
  const { t } = useTranslation();
  const [notices, setNotices] = useState<TCreditNotice[]>([]);
  const seq = useRef(0);
  useEffect(() => {
    const onCredit = (e: Event) => {
      const d = (e as CustomEvent<unknown>).detail;
      if (!isCredit(d)) return;
      const id = ++seq.current;
      setNotices((list) => [...list, { ...d, id }].slice(-CREDIT_NOTICE_MAX));
    };
    window.addEventListener(SOCKET_EVENT_MAP.globalCredit, onCredit);
    return () => window.removeEventListener(SOCKET_EVENT_MAP.globalCredit, onCredit);
  }, []);
  const dismiss = (id: number) => setNotices((list) => list.filter((n) => n.id !== id));
  // The live region is always in the page (an announcement needs the region to exist before its text arrives).
  return (
    <div
      aria-live="polite"
      aria-label={t('wallet.credit.region')}
      className="pointer-events-none fixed end-3 top-[4.75rem] z-[60] flex w-[min(22rem,calc(100vw-1.5rem))] flex-col gap-2"
      data-testid="credit-notices"
    >
      {notices.length > 0 && <CreditNoticeList notices={notices} onDismiss={dismiss} />}
    </div>
  );
}

