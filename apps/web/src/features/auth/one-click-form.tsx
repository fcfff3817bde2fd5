'use client';

import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/use-translation';
import {
  DEFAULT_CURRENCY,
  makeSignUpSchema,
  REGISTERED_USER_COOKIE,
  REGISTERED_USER_MAX_AGE_S,
  type TRegistrationFields,
  type TSignUpParsed,
  type TSignUpRequest,
} from '@croupier/contracts';
import { api, isApiError } from '@/lib/api';
import { setCookie } from '@/lib/cookies';
import { useModalStack } from '@/lib/modal-stack';
import { useSettings } from '@/lib/settings-context';
import { emitWindowEvent } from '@/lib/socket';
import { getAffiliateToken, getClientMeta } from '@/lib/tracking';
import { getDeviceId } from '@/lib/device-id';
import { CheckboxField, FormAlert, SelectField, SubmitButton } from '../ui/form-field';
import { useAuth } from './auth-context';
import { setOneClickCredentials } from './credentials-store';
import { TermsLabel } from './register-form';
import { useReferenceData } from './use-reference-data';
import { useRegistrationOpen } from './use-registration-open';
import { CaptchaStatus, useCaptcha } from './use-captcha';

/** One-click registration: currency and terms only; the server generates the credentials. */
export function OneClickForm({ fields }: { fields: TRegistrationFields }) {
  const { t, i18n } = useTranslation();
  const { settings } = useSettings();
  const { signIn } = useAuth();
  const { swap } = useModalStack();
  const ref = useReferenceData();
  const { isVerifyingHuman, withCaptcha } = useCaptcha();
  const [formError, setFormError] = useState<string | null>(null);
  const isClosed = !useRegistrationOpen();
  const schema = makeSignUpSchema({ mode: 'email', fields, passwordRules: {} });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isValid, isDirty },
  } = useForm<TSignUpRequest, unknown, TSignUpParsed>({
    resolver: zodResolver(schema) as Resolver<TSignUpRequest, unknown, TSignUpParsed>,
    mode: 'onChange',
    defaultValues: { oneClick: true, currencyCode: DEFAULT_CURRENCY, termsAccepted: false },
  });
  const onSubmit = async (values: TSignUpParsed) => {
    setFormError(null);
    const meta = getClientMeta();
    try {
      const res = await withCaptcha((recaptchaToken) =>
        api.post<{ accessToken: string | null; createUser: { userId: string; credentials: { username: string; password: string } | null } }>('/api/user/sign-up', {
          oneClick: true,
          currencyCode: values.currencyCode,
          termsAccepted: values.termsAccepted,
          gender: 'Not to say',
          preferredLanguage: i18n.language,
          token: getAffiliateToken(),
          cpnc: meta.cpnc,
          mkt: meta.mkt,
          userDeviceType: meta.userDeviceType,
          screenResolution: meta.screenResolution,
          uidToken: getDeviceId(),
          firstUrl: meta.firstUrl,
          referralCode: meta.referralCode,
          mirrorDomainFk: settings.mirrorDomain?.domainId ?? null,
          recaptchaToken,
        }),
      );
      setCookie(REGISTERED_USER_COOKIE, '1', REGISTERED_USER_MAX_AGE_S);
      emitWindowEvent('user:signup', { userId: res.createUser.userId, method: 'oneClick' });
      setOneClickCredentials(res.createUser.credentials);
      if (res.accessToken) await signIn(res.accessToken);
      swap('register', 'credentials');
    } catch (e) {
      const message = isApiError(e) ? e.message : 'msg.try.again';
      emitWindowEvent('user:errorSignup', { message });
      setFormError(t(message));
    }
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4" data-testid="one-click-form">
      <p className="text-sm text-muted">{t('register.one.click.text')}</p>
      {formError ? <FormAlert kind="error" testId="one-click-error">{formError}</FormAlert> : null}
      {isClosed ? (
        <FormAlert kind="error" testId="one-click-closed">
          {t('error.signup.closed')}
        </FormAlert>
      ) : null}
      <SelectField
        label={t('form.currency')}
        options={ref.currencyOptions.length ? ref.currencyOptions : [{ value: DEFAULT_CURRENCY, label: DEFAULT_CURRENCY }]}
        error={errors.currencyCode?.message}
        testId="one-click-currency"
        {...register('currencyCode')}
      />
      <CheckboxField label={<TermsLabel />} error={errors.termsAccepted?.message} testId="one-click-terms" {...register('termsAccepted')} />
      <CaptchaStatus isShown={isVerifyingHuman} testId="one-click-captcha" />
      <SubmitButton isLoading={isSubmitting} disabled={!isValid || isSubmitting || !isDirty || isClosed} data-testid="one-click-submit">
        {t('button.create.account')}
      </SubmitButton>
    </form>
  );
}
