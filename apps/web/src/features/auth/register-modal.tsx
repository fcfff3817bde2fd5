'use client';

import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@/lib/query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslation } from '@/lib/use-translation';
import type { TLinkedAccount, TRegistrationFields } from '@croupier/contracts';
import { api } from '@/lib/api';
import { useModalStack } from '@/lib/modal-stack';
import { ModalShell } from '@/lib/modal-stack/modal-shell';
import { usePageUrl } from '@/lib/route-keys';
import { useSettings } from '@/lib/settings-context';
import { IconBolt, IconGift } from '../ui/icons';
import { useAuth } from './auth-context';
import { registrationFieldsQuery } from './queries';
import { useReferenceData } from './use-reference-data';
import { OneClickForm } from './one-click-form';
import { RegisterForm } from './register-form';
import { useClosedWhenSignedIn } from './use-closed-when-signed-in';

export const LINKED_ACCOUNT_STORAGE_KEY = 'linkedAccount';

function readStoredLinked(): TLinkedAccount | null {
  try {
    const raw = localStorage.getItem(LINKED_ACCOUNT_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as TLinkedAccount) : null;
  } catch {
    return null;
  }
}

/** Register modal: email/phone form, one-click tab, and the linked-account variant (`?modal=linked-signup`). */
export function RegisterModal({ isLinked = false }: { isLinked?: boolean }) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const { isAuthenticated } = useAuth();
  const { close } = useModalStack();
  const isUnwanted = useClosedWhenSignedIn('register', !isLinked);
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const resolve = usePageUrl();
  const fieldsQ = useQuery(registrationFieldsQuery);
  const reference = useReferenceData();
  const linkedUuid = searchParams.get('linkedAccountUuid');
  const isFilledHidden = searchParams.get('activeMethod') === '1';
  const [stored] = useState<TLinkedAccount | null>(() => (isLinked ? readStoredLinked() : null));
  const linkedQ = useQuery({
    queryKey: ['user', 'linked-account', linkedUuid],
    queryFn: () => api.get<TLinkedAccount>(`/api/user/linked-account/${encodeURIComponent(linkedUuid!)}`),
    enabled: isLinked && !!linkedUuid,
    retry: false,
  });
  useEffect(() => {
    if (linkedQ.data) localStorage.setItem(LINKED_ACCOUNT_STORAGE_KEY, JSON.stringify(linkedQ.data));
  }, [linkedQ.data]);
  const linked = isLinked ? (linkedQ.data ?? (stored && (!linkedUuid || stored.linkedAccountUuid === linkedUuid) ? stored : null)) : null;

  const isOneClickAvailable = !isLinked && settings.use1ClickRegistration && (fieldsQ.data?.oneClick ?? true);
  const [method, setMethod] = useState<'form' | 'oneClick'>('form');
  const mode = fieldsQ.data?.mode ?? settings.registrationMode;

  const onClose = () => {
    if (isLinked) {
      // §2 closing clears the linked data and replaces the route with the edit-profile page.
      localStorage.removeItem(LINKED_ACCOUNT_STORAGE_KEY);
      router.replace(resolve('edit-profile').href);
    } else close('register');
  };
  const onLinkedDone = () => {
    localStorage.removeItem(LINKED_ACCOUNT_STORAGE_KEY);
    router.replace(pathname);
  };

  const title = isLinked ? (isAuthenticated ? t('register.linked.complete.title') : t('register.linked.title')) : t('register.title');
  const isLoading = fieldsQ.isLoading || reference.isLoading || (isLinked && !!linkedUuid && linkedQ.isLoading);
  if (isUnwanted) return null;
  return (
    <ModalShell
      id={isLinked ? 'linked-signup' : 'register'}
      title={title}
      description={isLinked ? t('register.linked.subtitle') : t('register.subtitle', { brand: settings.brandName })}
      onClose={onClose}
      size="lg"
      header={
        !isLinked ? (
          <div className="mb-4 flex items-center gap-3 rounded-2xl border border-line bg-surface-2 p-3" data-testid="register-offer">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/15 text-primary">
              <IconGift size={22} />
            </span>
            <p className="text-sm font-semibold leading-snug">{t('offer.welcome.short')}</p>
          </div>
        ) : null
      }
    >
      {isOneClickAvailable ? (
        <div role="tablist" aria-label={t('register.method')} className="tabs mb-5">
          <button
            type="button"
            role="tab"
            id="reg-tab-form"
            aria-selected={method === 'form'}
            aria-controls="reg-panel"
            className="tab"
            onClick={() => setMethod('form')}
            data-testid="register-tab-form"
          >
            {mode === 'phone' ? t('register.tab.phone') : t('register.tab.email')}
          </button>
          <button
            type="button"
            role="tab"
            id="reg-tab-oneclick"
            aria-selected={method === 'oneClick'}
            aria-controls="reg-panel"
            className="tab inline-flex items-center justify-center gap-1.5"
            onClick={() => setMethod('oneClick')}
            data-testid="register-tab-one-click"
          >
            <IconBolt size={16} /> {t('register.tab.one.click')}
          </button>
        </div>
      ) : null}
      <div id="reg-panel" role={isOneClickAvailable ? 'tabpanel' : undefined} aria-labelledby={isOneClickAvailable ? (method === 'form' ? 'reg-tab-form' : 'reg-tab-oneclick') : undefined}>
        {isLoading ? (
          <p className="flex items-center gap-2 py-10 text-muted" role="status">
            <span className="spinner" aria-hidden="true" /> {t('msg.loading')}
          </p>
        ) : fieldsQ.isError ? (
          <p className="alert alert-error" role="alert">
            {t('msg.try.again')}
          </p>
        ) : method === 'oneClick' && isOneClickAvailable ? (
          <OneClickForm fields={(fieldsQ.data?.fields ?? {}) as TRegistrationFields} />
        ) : (
          <RegisterForm
            mode={mode}
            fields={(fieldsQ.data?.fields ?? {}) as TRegistrationFields}
            linked={linked}
            isLinked={isLinked}
            isFilledHidden={isLinked && isFilledHidden}
            onLinkedDone={onLinkedDone}
          />
        )}
      </div>
      {!isLinked ? (
        <p className="mt-5 text-center text-sm text-muted">
          {t('register.have.account')}{' '}
          <LoginSwitch />
        </p>
      ) : null}
    </ModalShell>
  );
}

function LoginSwitch() {
  const { t } = useTranslation();
  const { swap } = useModalStack();
  return (
    <button type="button" className="text-link min-h-11" onClick={() => swap('register', 'login')} data-testid="register-to-login">
      {t('button.sign.in')}
    </button>
  );
}

export function useIsLinkedFieldHidden(linked: TLinkedAccount | null, isFilledHidden: boolean) {
  return useMemo(
    () => (key: keyof TLinkedAccount) => isFilledHidden && !!linked && linked[key] !== null && linked[key] !== '' && linked[key] !== undefined,
    [linked, isFilledHidden],
  );
}
