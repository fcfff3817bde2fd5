'use client';

import { useEffect, useId, useState } from 'react';
import { TOUR_OFFER_STORAGE_KEY } from '@croupier/contracts/constants';
import { useTranslation } from '@/lib/use-translation';
import { useSettings } from '@/lib/settings-context';
import { useAuth } from '../auth/auth-context';
import { IconCompass } from '../ui/icons';
import { startTour } from './tour-loader';

/**
 * The welcome card on the home and casino pages for a player who has just signed up (docs/install.md): it offers the
 * tour once. Either button puts it away for good; the account menu keeps "Take the tour".
 */
export function TourOffer({ wrapperClassName }: { wrapperClassName?: string }) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const { user } = useAuth();
  const userId = user?.getUser.userId ?? null;
  const [offeredTo, setOfferedTo] = useState<string | null>(null);
  const titleId = useId();
  useEffect(() => {
    try {
      setOfferedTo(localStorage.getItem(TOUR_OFFER_STORAGE_KEY));
    } catch {
      setOfferedTo(null);
    }
  }, [userId]);
  if (!userId || offeredTo !== userId) return null;
  const finish = (isStarting: boolean) => {
    try {
      localStorage.removeItem(TOUR_OFFER_STORAGE_KEY);
    } catch {
      /* storage unavailable */
    }
    setOfferedTo(null);
    // The card goes: focus moves to the page, and comes back there when the tour ends.
    document.getElementById('main')?.focus();
    if (isStarting) startTour();
  };
  const card = (
    <section aria-labelledby={titleId} className="card flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5" data-testid="tour-offer">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary/15 text-primary">
        <IconCompass size={22} />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-bold">
          {t('tour.offer.title', { brand: settings.brandName })}
        </h2>
        <p className="text-sm text-muted">{t('tour.offer.text')}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <button type="button" className="btn btn-ghost" onClick={() => finish(false)} data-testid="tour-offer-dismiss">
          {t('tour.offer.dismiss')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => finish(true)} data-testid="tour-offer-start">
          {t('tour.offer.start')}
        </button>
      </div>
    </section>
  );
  return wrapperClassName ? <div className={wrapperClassName}>{card}</div> : card;
}
