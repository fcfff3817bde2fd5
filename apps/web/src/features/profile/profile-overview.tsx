'use client';

import { useEffect, useState } from 'react';
import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { isPlaceholderEmail } from '@croupier/contracts';
import { useAuth } from '../auth/auth-context';
import { useResendVerification } from '../auth/verify-email-modals';
import { lastLoginOf, type TLastLogin } from '../auth/last-login';
import { AddEmailForm } from './add-email-form';
import { countriesQuery } from '../geo/queries';
import { AppLink } from '../shell/app-link';
import { useMoneyFormat } from '../shell/use-money-format';
import { initialsOf } from '../shell/profile-menu';
import { LocalDate } from '../ui/local-date';
import { FormAlert } from '../ui/form-field';
import { IconCheck } from '../ui/icons';

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-1 border-b border-line py-4 last:border-b-0 sm:flex-row sm:items-center sm:gap-6">
      <dt className="w-44 shrink-0 text-sm font-semibold text-muted">{label}</dt>
      <dd className="min-w-0 flex-1 break-words font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** My profile: name, email with verified badge or verify action, phone, country, member since, last login. */
export function ProfileOverview() {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const { user } = useAuth();
  const countries = useQuery(countriesQuery);
  const { isSending, result, resend, markSent, resultRef } = useResendVerification();
  const [isAddingEmail, setIsAddingEmail] = useState(false);
  const [lastLogin, setLastLogin] = useState<TLastLogin | null>(null);
  const userId = user?.getUser.userId;
  useEffect(() => setLastLogin(userId ? lastLoginOf(userId) : null), [userId]);
  if (!user) return null;
  const u = user.getUser;
  const name = [u.firstName, u.lastName].filter(Boolean).join(' ');
  const email = isPlaceholderEmail(u.email) ? null : u.email;
  const country = countries.data?.countries.rows.find((c) => c.code === u.countryCode);
  return (
    <div className="flex flex-col gap-6">
      <section className="card flex flex-col gap-5 p-6 sm:flex-row sm:items-center" data-testid="profile-summary">
        <span className="grid size-16 shrink-0 place-items-center rounded-full bg-gradient-to-br from-primary to-primary-2 text-2xl font-extrabold text-on-primary">
          {initialsOf(u.firstName, u.lastName, u.username ?? u.email)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-xl font-extrabold" data-testid="profile-name">
            {name || u.username || t('profile.player')}
          </p>
          {u.username ? (
            <p className="text-sm text-muted">
              <bdi dir="ltr">@{u.username}</bdi>
            </p>
          ) : null}
          <AppLink href="/vip-club" className="text-link text-sm" data-testid="profile-vip-level">
            {t('profile.vip.level', { level: user.userLoyaltyLevel.level })}
          </AppLink>
        </div>
        <div className="flex flex-col items-start gap-0.5 sm:items-end">
          <span className="text-xs font-bold uppercase tracking-wide text-muted">{t('header.balance')}</span>
          {/* The header's figure (cash and bonus), with the split when there is bonus money. */}
          <span className="text-2xl font-extrabold tabular-nums" data-testid="profile-balance">
            {money(user.userWallet.totalAmount, u.currencyCode)}
          </span>
          {user.userWallet.nonCashAmount !== 0 ? (
            <span className="text-xs text-muted tabular-nums" data-testid="profile-balance-split">
              {t('header.balance.cash')} {money(user.userWallet.amount, u.currencyCode)} · {t('header.balance.bonus')}{' '}
              {money(user.userWallet.nonCashAmount, u.currencyCode)}
            </span>
          ) : null}
        </div>
      </section>
      <section className="card px-6 py-2" aria-labelledby="profile-details-title">
        <h2 id="profile-details-title" className="sr-only">
          {t('profile.details')}
        </h2>
        <dl>
          <Row label={t('form.full.name')} testId="profile-full-name">
            {name || '—'}
          </Row>
          <Row label={t('form.email')} testId="profile-email">
            {email ? (
              <span className="flex flex-wrap items-center gap-2">
                {email}
                {u.isEmailVerified ? (
                  <span className="badge bg-success/15 text-success" data-testid="email-verified">
                    <IconCheck size={14} /> {t('profile.email.verified')}
                  </span>
                ) : (
                  <>
                    <span className="badge bg-warning/15 text-warning">{t('profile.email.unverified')}</span>
                    <button type="button" className="text-link min-h-11 text-sm" onClick={resend} disabled={isSending} data-testid="email-verify">
                      {t('profile.email.verify')}
                    </button>
                  </>
                )}
              </span>
            ) : (
              <button
                type="button"
                className="text-link min-h-11 text-sm"
                onClick={() => setIsAddingEmail(true)}
                aria-expanded={isAddingEmail}
                aria-controls="profile-add-email"
                data-testid="email-add"
              >
                {t('profile.email.add')}
              </button>
            )}
          </Row>
          <Row label={t('form.phone')} testId="profile-phone">
            {u.phone ? <span dir="ltr">{`+${(u.phoneCode ?? '').replace(/^\+/, '')} ${u.phone}`}</span> : '—'}
          </Row>
          <Row label={t('form.country')} testId="profile-country">
            {country ? `${country.flag ? `${country.flag} ` : ''}${country.name}` : (u.countryCode ?? '—')}
          </Row>
          <Row label={t('profile.member.since')} testId="profile-member-since">
            <LocalDate iso={u.createdAt} lng={i18n.language} />
          </Row>
          <Row label={t('profile.last.login')} testId="profile-last-login">
            {lastLogin ? (
              <span>
                <LocalDate iso={lastLogin.created_at} lng={i18n.language} withTime />
                {lastLogin.location || lastLogin.ip ? <span className="text-muted"> · {[lastLogin.location, lastLogin.ip].filter(Boolean).join(' · ')}</span> : null}
              </span>
            ) : (
              t('profile.last.login.first')
            )}
          </Row>
        </dl>
        {isAddingEmail && !email ? (
          <div id="profile-add-email" className="pb-4">
            <AddEmailForm onAdded={markSent} testId="email-add-form" isFocused />
          </div>
        ) : null}
        {result ? (
          <div ref={resultRef} tabIndex={-1} className="pb-4 outline-none" data-testid="profile-email-result">
            <FormAlert kind={result.kind}>{result.text}</FormAlert>
          </div>
        ) : null}
      </section>
      <div className="flex flex-wrap gap-3">
        <AppLink pageKey="edit-profile" className="btn btn-primary">
          {t('profile.edit')}
        </AppLink>
        <AppLink pageKey="password" className="btn btn-secondary">
          {t('profile.password.change')}
        </AppLink>
      </div>
    </div>
  );
}
