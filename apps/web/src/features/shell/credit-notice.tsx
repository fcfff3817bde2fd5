'use client';

import { useEffect, useRef, useState } from 'react';
import type { TGlobalCreditEvent } from '@croupier/contracts';
import { CREDIT_NOTICE_MS } from '@croupier/contracts/constants';
import { useTranslation } from '@/lib/use-translation';
import { IconClose, IconGift, IconWallet } from '../ui/icons';
import { useMoneyFormat } from './use-money-format';

export type TCreditNotice = TGlobalCreditEvent & { id: number };

/** The `globalCredit` notices (credit-notices.tsx is the island that collects them and owns the status node). */
export function CreditNoticeList({
  notices,
  onDismiss,
  onAnnounce,
}: {
  notices: TCreditNotice[];
  onDismiss: (id: number) => void;
  onAnnounce: (text: string) => void;
}) {
  const { t } = useTranslation();
  const format = useMoneyFormat();
  const texts = notices.map((n) => ({
    title: t(n.kind === 'bonus' ? 'wallet.credit.bonus' : 'wallet.credit.cash', { amount: format(n.major, n.currency) }),
    source: t(`wallet.credit.source.${n.source}`),
  }));
  const latest = texts.at(-1);
  const latestText = latest ? `${latest.title}. ${latest.source}` : '';
  useEffect(() => {
    if (latestText) onAnnounce(latestText);
  }, [latestText, onAnnounce]);
  const listRef = useRef<HTMLDivElement>(null);
  // Closed with its button: the focus goes to the next notice's button, or back to where it was before.
  const close = (index: number, returnTo: HTMLElement | null) => {
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-testid="credit-notice-close"]');
    const next = buttons?.[index + 1] ?? buttons?.[index - 1] ?? null;
    onDismiss(notices[index]!.id);
    if (next) next.focus();
    else if (returnTo?.isConnected) returnTo.focus();
  };
  return (
    <div ref={listRef} className="contents">
      {notices.map((n, i) => (
        <CreditNotice key={n.id} notice={n} title={texts[i]!.title} source={texts[i]!.source} onClose={(returnTo) => close(i, returnTo)} onExpire={() => onDismiss(n.id)} />
      ))}
    </div>
  );
}

function CreditNotice({
  notice,
  title,
  source,
  onClose,
  onExpire,
}: {
  notice: TCreditNotice;
  title: string;
  source: string;
  onClose: (returnTo: HTMLElement | null) => void;
  onExpire: () => void;
}) {
  const { t } = useTranslation();
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  // Also kept in a ref, set in the event handlers: a timer that fires before the effect below cleared it still sees
  // the hold.
  const held = useRef({ hover: false, focus: false });
  const cameFrom = useRef<HTMLElement | null>(null);
  const expireRef = useRef(onExpire);
  useEffect(() => {
    expireRef.current = onExpire;
  });
  const isHeld = isHovered || isFocused;
  useEffect(() => {
    if (isHeld) return;
    const id = window.setTimeout(() => {
      if (!held.current.hover && !held.current.focus) expireRef.current();
    }, CREDIT_NOTICE_MS);
    return () => window.clearTimeout(id);
  }, [isHeld]);
  const hold = (what: 'hover' | 'focus', on: boolean) => {
    held.current[what] = on;
    (what === 'hover' ? setIsHovered : setIsFocused)(on);
  };
  const Icon = notice.kind === 'bonus' || notice.source === 'bonus' ? IconGift : IconWallet;
  return (
    <div
      className="card pointer-events-auto flex items-start gap-3 p-3 shadow-lg"
      data-testid="credit-notice"
      data-held={isHeld || undefined}
      onMouseEnter={() => hold('hover', true)}
      onMouseLeave={() => hold('hover', false)}
      onFocus={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) cameFrom.current = e.relatedTarget as HTMLElement | null;
        hold('focus', true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hold('focus', false);
      }}
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-success/15 text-success">
        <Icon size={18} />
      </span>
      <p className="min-w-0 flex-1 text-sm">
        <span className="block font-semibold text-fg">{title}</span>
        <span className="block text-muted">{source}</span>
      </p>
      <button
        type="button"
        className="icon-btn -my-2 -me-2 shrink-0 text-muted"
        onClick={() => onClose(cameFrom.current)}
        aria-label={t('button.close')}
        data-testid="credit-notice-close"
      >
        <IconClose size={16} />
      </button>
    </div>
  );
}
