'use client';

import { useTranslation } from '@/lib/use-translation';
import { AppLink } from '../shell/app-link';
import { IconGiftOpen, IconArrowEnd } from './rakeback-icons';

/** §2 The reward banner: leads to the cashback page (how rakeback works, this month, claimed history). */
export function RewardBanner({ percent }: { percent: number | null }) {
  const { t } = useTranslation();
  return (
    <AppLink
      pageKey="cashback"
      isActiveMatch={false}
      className="group flex items-center gap-3 rounded-[var(--r-card)] border border-accent/40 bg-accent/10 p-3 text-fg no-underline transition-colors hover:border-accent sm:p-4"
      data-testid="rakeback-reward-banner"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent text-on-accent">
        <IconGiftOpen size={22} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-bold leading-tight">{percent ? t('rakeback.banner.title.percent', { percent }) : t('rakeback.banner.title')}</span>
        <span className="text-sm text-muted">{t('rakeback.banner.text')}</span>
      </span>
      <IconArrowEnd size={18} className="shrink-0 text-accent transition-transform group-hover:translate-x-0.5" />
    </AppLink>
  );
}
