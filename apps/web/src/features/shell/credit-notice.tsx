'use client';

import { useEffect, useRef, useState } from 'react';
import type { TGlobalCreditEvent } from '@croupier/contracts';
import { CREDIT_NOTICE_MS } from '@croupier/contracts/constants';
import { useTranslation } from '@/lib/use-translation';
import { IconClose, IconGift, IconWallet } from '../ui/icons';
import { useMoneyFormat } from './use-money-format';

export type TCreditNotice = TGlobalCreditEvent & { id: number };

/** The `globalCredit` notices (credit-notices.tsx is the island that collects them). */
export function CreditNoticeList({ notices, onDismiss }: { notices: TCreditNotice[]; onDismiss: (id: number) => void }) {
  const format = useMoneyFormat();
  return notices.map((n) => <CreditNotice key={n.id} notice={n} amount={format(n.major, n.currency)} onDismiss={() => onDismiss(n.id)} />);
}

function CreditNotice({ notice, amount, onDismiss }: { notice: TCreditNotice; amount: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  const [isHeld, setIsHeld] = useState(false);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;
  useEffect(() => {
    if (isHeld) return;
    const id = window.setTimeout(() => dismissRef.current(), CREDIT_NOTICE_MS);
    return () => window.clearTimeout(id);
  }, [isHeld]);
  const Icon = notice.kind === 'bonus' || notice.source === 'bonus' ? IconGift : IconWallet;
  return (
    <div
      className="card pointer-events-auto flex items-start gap-3 p-3 shadow-lg"
      data-testid="credit-notice"
      onMouseEnter={() => setIsHeld(true)}
      onMouseLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={() => setIsHeld(false)}
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-success/15 text-success">
        <Icon size={18} />
      </span>
      <p className="min-w-0 flex-1 text-sm">
        <span className="block font-semibold text-fg">{t(notice.kind === 'bonus' ? 'wallet.credit.bonus' : 'wallet.credit.cash', { amount })}</span>
        <span className="block text-muted">{t(`wallet.credit.source.${notice.source}`)}</span>
      </p>
      <button type="button" className="icon-btn -me-2 -my-2 shrink-0 text-muted" onClick={onDismiss} aria-label={t('button.close')} data-testid="credit-notice-close">
        <IconClose size={16} />
      </button>
    </div>
  );
}
