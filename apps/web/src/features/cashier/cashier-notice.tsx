'use client';

import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useMoneyFormat } from '../shell/use-money-format';
import { IconAlert, IconCross } from './cashier-icons';
import { IconInfo } from '../ui/icons';

/** Formats a major-unit amount (number from the API, or the exact decimal string the player typed). */
export const useAmountFormat = (): ((amount: number | string, currency: string) => string) => useMoneyFormat();

/**
 * Moves focus to the first invalid field of a form, centred in the view (the sticky header would
 * hide a field scrolled to the top).
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  window.setTimeout(() => {
    const el = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!el) return;
    el.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior });
    el.focus({ preventScroll: true });
  }, 0);
}

/** A provider's reason code (card_declined, qr_expired, …) or message key → text, or null when unknown. */
export function useReasonText(): (reason: string | null | undefined) => string | null {
  const { t } = useTranslation();
  return (reason) => {
    if (!reason) return null;
    const key = `cashier.reason.${reason}`;
    const known = t(key);
    if (known !== key) return known;
    const direct = t(reason);
    return direct !== reason ? direct : null;
  };
}

const TONES = {
  danger: { box: 'border-danger/40 bg-danger/10', icon: 'bg-danger/15 text-danger', Icon: IconCross },
  warning: { box: 'border-warning/40 bg-warning/10', icon: 'bg-warning/15 text-warning', Icon: IconAlert },
  info: { box: 'border-line-strong bg-surface-2', icon: 'bg-primary/15 text-primary', Icon: IconInfo },
} as const;

/** A whole-panel notice of the cashier (blocked, unavailable, nothing to show). */
export function CashierNotice({
  tone,
  title,
  children,
  testId,
  code,
}: {
  tone: keyof typeof TONES;
  title: ReactNode;
  children: ReactNode;
  testId?: string;
  code?: string;
}) {
  const { box, icon, Icon } = TONES[tone];
  return (
    <section className={`rounded-[var(--r-card)] border p-5 ${box}`} role={tone === 'info' ? 'status' : 'alert'} data-testid={testId} data-code={code}>
      <div className="mb-2 flex items-center gap-3">
        <span className={`grid size-10 shrink-0 place-items-center rounded-full ${icon}`}>
          <Icon size={20} />
        </span>
        <h3 className="text-base font-extrabold">{title}</h3>
      </div>
      <div className="text-sm text-fg">{children}</div>
    </section>
  );
}

/** Placeholder while the methods load (keeps the layout from jumping). */
export function CashierSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3" role="status" aria-live="polite" data-testid="cashier-loading">
      <span className="sr-only">{t('cashier.loading')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-16 animate-pulse rounded-[var(--r-card)] bg-surface-2" aria-hidden="true" />
      ))}
      <div className="h-32 animate-pulse rounded-[var(--r-card)] bg-surface-2" aria-hidden="true" />
    </div>
  );
}
