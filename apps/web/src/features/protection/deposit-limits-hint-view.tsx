'use client';

import type { ReactNode } from 'react';
import { AppLink } from '../shell/app-link';
import { IconShield } from '../ui/icons';

/**
 * The deposit page's limits line (markup only): what is in force, or the nudge to set a limit, and the link.
 * The shell renders it with the nudge in the server's HTML while the protection banner loads, so the page does
 * not move down when the banner arrives (layout shift).
 */
export function DepositLimitsHintView({ text, linkText }: { text: ReactNode; linkText: string }) {
  return (
    <div className="container-page pt-4">
      <p
        className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-[var(--r-control)] border border-line bg-surface-2 px-4 py-2.5 text-sm text-muted"
        data-testid="deposit-limits-hint"
      >
        <IconShield size={16} className="shrink-0 text-primary" />
        {text}
        <AppLink href="/profile2/limits" className="text-link" data-testid="deposit-limits-link">
          {linkText}
        </AppLink>
      </p>
    </div>
  );
}
