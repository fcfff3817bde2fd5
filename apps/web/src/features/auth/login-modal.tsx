'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { ZLoginRequest } from '@croupier/contracts';
import { api, isApiError } from '@/lib/api';
import { useModalStack } from '@/lib/modal-stack';
import { ModalShell } from '@/lib/modal-stack/modal-shell';
import { useSettings } from '@/lib/settings-context';
import { getClientMeta } from '@/lib/tracking';
import { getDeviceId } from '@/lib/device-id';
import { getCookie, setCookie } from '@/lib/cookies';
import { formatDate } from '@/lib/format';
import { isLocale } from '@croupier/contracts/locales';
import { AFTER_REG_PARAM, RETURN_TO_PARAM } from '@croupier/contracts/routes';
import { safeReturnPath } from '@croupier/contracts/sign-in-return';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, LANGUAGE_FROM_LOGIN_COOKIE } from '@croupier/contracts/constants';
import { IDENTIFIER_INPUT_PROPS } from '../ui/email-input';
import { FormAlert, PasswordField, SubmitButton, TextField } from '../ui/form-field';
import { isSignInNotice, readSessionNotice, sessionEndedReasonKey, takeSessionNotice, type TSessionNotice } from '../protection/session-timers';
import { useAuth } from './auth-context';
import { rememberLastLogin, type TLastLogin } from './last-login';
import { useClosedWhenSignedIn } from './use-closed-when-signed-in';
import { CaptchaStatus, useCaptcha } from './use-captcha';

const ZLoginForm = ZLoginRequest.pick({ email: true, password: true });
type TLoginForm = z.input<typeof ZLoginForm>;

/** Digits (with spaces, dots, dashes or brackets) and no leading + or 00: a phone number without its country code. */
const NATIONAL_NUMBER_PATTERN = /^\s*(?!00)\d[\d\s().-]{4,}$/;

interface TLoginData {
  accessToken: string;
  lastLogin: TLastLogin | null;
  locale: string;
  cpnc: string | null;
  userId: string;
}

function formatWait(seconds: number, t: (k: string, o?: Record<string, unknown>) => string): string {
  if (seconds >= 90) return t('time.minutes', { count: Math.ceil(seconds / 60) });
  return t('time.seconds', { count: Math.max(1, Math.ceil(seconds)) });
}

/** Sign-in: identifier (email, phone or one-click username) + password; captcha solved automatically when asked. */
export function LoginModal() {
  const { t, i18n } = useTranslation();
  const { settings } = useSettings();
  const { signIn } = useAuth();
  const { close, swap } = useModalStack();
  const router = useRouter();
  const isUnwanted = useClosedWhenSignedIn('login');
  const [error, setError] = useState<string | null>(null);
  const { isVerifyingHuman, withCaptcha } = useCaptcha();
  // A session the server ended while no page was open (the 403 rule brought the player here just now): why, once (§4).
  const [notice, setNotice] = useState<TSessionNotice | null>(null);
  useEffect(() => {
    if (!isSignInNotice(readSessionNotice(), Date.now())) return;
    const taken = takeSessionNotice(window);
    setNotice(taken.notice);
    return taken.dispose;
  }, []);
  const noticeKey = notice
    ? (sessionEndedReasonKey(notice.reason) ?? (notice.reason === 'USER_INACTIVITY_TIMEOUT' ? 'session.inactive' : 'session.logout'))
    : null;
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TLoginForm>({ resolver: zodResolver(ZLoginForm), defaultValues: { email: '', password: '' } });
  // A phone number typed without its country code would be looked up as a username: say how to type it.
  const isBarePhone = NATIONAL_NUMBER_PATTERN.test(watch('email') ?? '');

  const attempt = async (values: TLoginForm, recaptchaToken: string | null) => {
    const meta = getClientMeta();
    return api.post<TLoginData>('/api/user/login', {
      email: values.email.trim(),
      password: values.password,
      recaptchaToken,
      cpnc: meta.cpnc,
      mkt: meta.mkt,
      ...(new URLSearchParams(window.location.search).has(AFTER_REG_PARAM) ? { afterReg: true } : {}),
      userDeviceType: meta.userDeviceType,
      screenResolution: meta.screenResolution,
      uidToken: getDeviceId(),
    });
  };

  const onSubmit = async (values: TLoginForm) => {
    setError(null);
    try {
      const data = await withCaptcha((token) => attempt(values, token));
      rememberLastLogin(data.userId, data.lastLogin);
      await signIn(data.accessToken);
      // A guest sent here from a page that needs a signed-in player goes back to it.
      const returnTo = safeReturnPath(new URLSearchParams(window.location.search).get(RETURN_TO_PARAM));
      // §7 login's `locale`: the player's saved language, unless a language was chosen on this device (one set by an
      // earlier sign-in, another player's on a shared device, is not a choice).
      const isLanguageChosen = !!getCookie(LANGUAGE_COOKIE) && !getCookie(LANGUAGE_FROM_LOGIN_COOKIE);
      if (data.locale !== i18n.language && !isLanguageChosen && isLocale(data.locale) && (settings.locales ?? []).includes(data.locale)) {
        setCookie(LANGUAGE_COOKIE, data.locale, LANGUAGE_COOKIE_MAX_AGE_S);
        setCookie(LANGUAGE_FROM_LOGIN_COOKIE, '1', LANGUAGE_COOKIE_MAX_AGE_S);
        const url = new URL(window.location.href);
        url.searchParams.delete('modal');
        url.searchParams.delete(RETURN_TO_PARAM);
        url.searchParams.delete(AFTER_REG_PARAM);
        window.location.replace(returnTo ?? url.toString());
        return;
      }
      if (returnTo) router.replace(returnTo);
      else close('login');
    } catch (e) {
      if (isApiError(e) && e.errorCode === 'TOO_MANY_ATTEMPTS') {
        setError(
          e.retryAfter ? t('error.login.too.many.wait', { time: formatWait(e.retryAfter, t) }) : t('error.login.too.many'),
        );
      } else if (isApiError(e) && e.errorCode === 'SESSION_LIMIT_REACHED' && e.retryAfter) {
        // The session time limit is used up until a break is over: say until when, in the player's time.
        setError(t('error.session.limit.reached', { time: formatDate(new Date(Date.now() + e.retryAfter * 1000).toISOString(), i18n.language, true) }));
      } else if (isApiError(e)) setError(t(e.message));
      else setError(t(e instanceof Error && e.message.startsWith('error.') ? e.message : 'msg.try.again'));
    }
  };

  if (isUnwanted) return null;
  return (
    <ModalShell id="login" title={t('login.title')} description={t('login.subtitle', { brand: settings.brandName })}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4" data-testid="login-form">
        {error ? <FormAlert kind="error" testId="login-error">{error}</FormAlert> : null}
        {noticeKey && !error ? (
          <FormAlert kind="info" testId="login-session-ended">
            {t(noticeKey)}
          </FormAlert>
        ) : null}
        <TextField
          label={t('form.login.identifier')}
          {...IDENTIFIER_INPUT_PROPS}
          hint={isBarePhone ? t('login.phone.hint') : undefined}
          error={errors.email?.message}
          testId="login-identifier"
          {...register('email')}
        />
        <PasswordField
          label={t('form.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          testId="login-password"
          {...register('password')}
        />
        <div className="-mt-1 flex justify-end">
          <button type="button" className="text-link min-h-11 text-sm" onClick={() => swap('login', 'forgot-password')} data-testid="login-forgot">
            {t('login.forgot.password')}
          </button>
        </div>
        <CaptchaStatus isShown={isVerifyingHuman} testId="login-captcha" />
        <SubmitButton isLoading={isSubmitting} disabled={isSubmitting} data-testid="login-submit">
          {t('button.sign.in')}
        </SubmitButton>
        <p className="text-center text-sm text-muted">
          {t('login.no.account')}{' '}
          <button type="button" className="text-link min-h-11" onClick={() => swap('login', 'register')} data-testid="login-to-register">
            {t('button.register')}
          </button>
        </p>
      </form>
    </ModalShell>
  );
}
