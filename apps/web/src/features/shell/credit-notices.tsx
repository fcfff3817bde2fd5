'use client';

import { useEffect, useRef, useState } from 'react';
import type { TGlobalCreditEvent } from '@croupier/contracts';
import { CREDIT_NOTICE_MAX, GLOBAL_CREDIT_SOURCES } from '@croupier/contracts/constants';
import { useModalStack } from '@/lib/modal-stack';
import { SOCKET_EVENT_MAP } from '@/lib/socket';
import { CreditNoticeList, type TCreditNotice } from './credit-notice';

function isCredit(d: unknown): d is TGlobalCreditEvent {
  const c = d as Partial<TGlobalCreditEvent> | null;
  return (
    !!c &&
    typeof c.transferId === 'number' &&
    typeof c.major === 'number' &&
    c.major > 0 &&
    typeof c.currency === 'string' &&
    (c.kind === 'cash' || c.kind === 'bonus') &&
    (GLOBAL_CREDIT_SOURCES as readonly unknown[]).includes(c.source)
  );
}

/**
 * Announces money the casino credited to the player outside a game (`globalCredit`, spec §4): an
 * operator's credit, a rakeback payout, a bonus. Each notice says how much and from where, once per transfer (the
 * outbox delivers at least once), and closes by itself after a while (not while the pointer or the focus is on it)
 * or with its close button. Screen readers hear the text in a polite status node that is always in the page; the
 * notices wait while a modal is open (a click on one would count as a click outside the modal).
 */
export function CreditNotices() {
  const [notices, setNotices] = useState<TCreditNotice[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef(new Set<number>());
  const { activeModal } = useModalStack();
  useEffect(() => {
    const onCredit = (e: Event) => {
      const d = (e as CustomEvent<unknown>).detail;
      if (!isCredit(d) || seen.current.has(d.transferId)) return;
      seen.current.add(d.transferId);
      setNotices((list) => [...list, { ...d, id: d.transferId }].slice(-CREDIT_NOTICE_MAX));
    };
    window.addEventListener(SOCKET_EVENT_MAP.globalCredit, onCredit);
    return () => window.removeEventListener(SOCKET_EVENT_MAP.globalCredit, onCredit);
  }, []);
  const dismiss = (id: number) => setNotices((list) => list.filter((n) => n.id !== id));
  const isShown = notices.length > 0 && !activeModal;
  return (
    <>
      <p role="status" className="sr-only" data-testid="credit-announcement">
        {announcement}
      </p>
      {isShown ? (
        <div className="pointer-events-none fixed end-3 top-[4.75rem] z-[60] flex w-[min(22rem,calc(100vw-1.5rem))] flex-col gap-2" data-testid="credit-notices">
          <CreditNoticeList notices={notices} onDismiss={dismiss} onAnnounce={setAnnouncement} />
        </div>
      ) : null}
    </>
  );
}
