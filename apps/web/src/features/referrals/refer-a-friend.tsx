'use client';

import { useEffect, useRef, useState } from 'react';
import { REFERRAL_QUERY_PARAM } from '@croupier/contracts/constants';
import { useTranslation } from '@/lib/use-translation';
import { useSettings } from '@/lib/settings-context';
import { intlLocale, numberFormat } from '@/lib/format';
import { useMoneyFormat } from '../shell/use-money-format';
import { useAuth } from '../auth/auth-context';
import { IconCopy } from '../ui/icons';

/**
 * Refer a friend (spec §1 referral programme, §3 referral stats; docs/referrals.md): the player's link with copy
 * and share, the visits through it, the friends who signed up with it and the commission earned (the site's
 * `referAFriendPercent` of their real-money NGR, paid each half hour). The figures come with the user details,
 * which refresh when a commission is credited.
 */
export function ReferAFriend() {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const { user } = useAuth();
  const { settings } = useSettings();
  const [origin, setOrigin] = useState('');
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    setOrigin(window.location.origin);
    return () => clearTimeout(timer.current);
  }, []);
  if (!user) return null;
  const r = user.referralData;
  const link = `${origin}/?${REFERRAL_QUERY_PARAM}=${r.code}`;
  const num = (n: number) => numberFormat(intlLocale(i18n.language)).format(n);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), 4000);
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className="flex flex-col gap-6" data-testid="referral-page">
      <section className="card flex flex-col gap-4 p-6" aria-labelledby="referral-link-title">
        <div>
          <h2 id="referral-link-title" className="text-lg font-bold">
            {t('referral.link.title')}
          </h2>
          <p className="text-sm text-muted">{t('referral.intro', { percent: settings.referAFriendPercent })}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold">
            {t('referral.link.label')}
            <input className="field-control font-mono" readOnly value={origin ? link : ''} onFocus={(e) => e.currentTarget.select()} data-testid="referral-link" />
          </label>
          <div className="flex gap-2">
            <button type="button" className="btn btn-primary" onClick={() => void copy()} data-testid="referral-copy">
              <IconCopy size={18} /> {t('referral.copy')}
            </button>
            {canShare ? (
              <button type="button" className="btn btn-secondary" onClick={() => void navigator.share({ title: t('referral.share.title'), url: link }).catch(() => undefined)}>
                {t('referral.share')}
              </button>
            ) : null}
          </div>
        </div>
        <p role="status" className="min-h-5 text-sm text-success" data-testid="referral-copy-status">
          {copied === 'copied' ? t('referral.copied') : copied === 'failed' ? t('referral.copy.failed') : ''}
        </p>
        <p className="text-sm text-muted">
          {t('referral.code')} <span className="font-mono font-bold text-fg" data-testid="referral-code">{r.code}</span>
        </p>
      </section>

      <section aria-labelledby="referral-stats-title" className="flex flex-col gap-3">
        <h2 id="referral-stats-title" className="text-lg font-bold">
          {t('referral.stats.title')}
        </h2>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {[
            ['referral.visits', num(r.visits), 'referral-visits'],
            ['referral.registrations', num(r.registrations), 'referral-registrations'],
            ['referral.revenue', money(r.revenue, user.getUser.currencyCode), 'referral-revenue'],
          ].map(([label, value, testId]) => (
            <div key={testId} className="card flex flex-col gap-1 p-4">
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t(label!)}</dt>
              <dd className="text-2xl font-extrabold tabular-nums" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="referral-how-title" className="card flex flex-col gap-3 p-6">
        <h2 id="referral-how-title" className="text-lg font-bold">
          {t('referral.how.title')}
        </h2>
        <ol className="flex list-decimal flex-col gap-2 ps-5 text-sm text-muted marker:font-bold marker:text-primary">
          <li>{t('referral.how.1')}</li>
          <li>{t('referral.how.2')}</li>
          <li>{t('referral.how.3', { percent: settings.referAFriendPercent })}</li>
          <li>{t('referral.how.4')}</li>
        </ol>
      </section>
    </div>
  );
}
