'use client';

import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@/lib/query';
import { Trans, useTranslation } from '@/lib/use-translation';
import {
  checkSignUp,
  defaultBirthday,
  DEFAULT_CURRENCY,
  DEFAULT_GENDER,
  formatIsoDate,
  GENDERS,
  isEmptyDateOfBirth,
  isPlaceholderEmail,
  makeSignUpSchema,
  MSG,
  REGISTERED_USER_COOKIE,
  REGISTERED_USER_MAX_AGE_S,
  ZSignUpBase,
  type TLinkedAccount,
  type TRegistrationFields,
  type TSignUpConfig,
  type TSignUpParsed,
  type TSignUpRequest,
} from '@croupier/contracts';
import { ADDRESS_MAX_LENGTH, AFFILIATE_CODE_MAX_LENGTH, CITY_MAX_LENGTH, NAME_MAX_LENGTH, ZIP_CODE_MAX_LENGTH } from '@croupier/contracts/constants';
import { AFTER_REG_PARAM } from '@croupier/contracts/routes';
import { api, isApiError } from '@/lib/api';
import { setCookie } from '@/lib/cookies';
import { emitWindowEvent } from '@/lib/socket';
import { useModalStack } from '@/lib/modal-stack';
import { useSettings } from '@/lib/settings-context';
import { getAffiliateToken, getClientMeta } from '@/lib/tracking';
import { getDeviceId } from '@/lib/device-id';
import { BirthdayPicker } from '../ui/birthday-picker';
import { CheckboxField, FormAlert, PasswordField, SelectField, SubmitButton, TextField } from '../ui/form-field';
import { PhoneField } from '../ui/phone-field';
import { locationQuery } from '../geo/queries';
import { useAuth } from './auth-context';
import { passwordHint, passwordLengthProps } from './password-hint';
import { useReferenceData } from './use-reference-data';
import { useRegistrationOpen } from './use-registration-open';
import { CaptchaStatus, useCaptcha } from './use-captcha';
import { EMAIL_INPUT_PROPS } from '../ui/email-input';

const shown = (fields: TRegistrationFields, key: keyof TRegistrationFields) => (fields[key] ?? 0) !== 0;

interface TSignUpResult {
  accessToken: string | null;
  createUser: { userId: string; email: string | null; username: string | null; phone: string | null; credentials: { username: string; password: string } | null };
}

export interface TRegisterFormProps {
  mode: 'email' | 'phone';
  fields: TRegistrationFields;
  linked: TLinkedAccount | null;
  isLinked: boolean;
  isFilledHidden: boolean;
  onLinkedDone: () => void;
}

export function TermsLabel() {
  return (
    <Trans
      i18nKey="register.terms.consent"
      components={{
        terms: <a href="/terms-and-conditions" target="_blank" rel="noopener" className="text-link" />,
        privacy: <a href="/privacy-policy" target="_blank" rel="noopener" className="text-link" />,
      }}
    />
  );
}

/** Email or phone registration (and linked-account completion) with the site's registration fields. */
export function RegisterForm({ mode, fields, linked, isLinked, isFilledHidden, onLinkedDone }: TRegisterFormProps) {
  const { t, i18n } = useTranslation();
  const { settings } = useSettings();
  const { isAuthenticated, user, signIn, refreshUser } = useAuth();
  const { close, swap } = useModalStack();
  const ref = useReferenceData();
  const { isVerifyingHuman, withCaptcha } = useCaptcha();
  const location = useQuery(locationQuery);
  const [formError, setFormError] = useState<string | null>(null);
  const isUpdate = isLinked && isAuthenticated;
  // §6 the mirror domain's registration windows (a profile completion is not a registration).
  const isClosed = !useRegistrationOpen() && !isUpdate;
  const passwordRules = settings.formFieldsValidation?.password;

  // Completing a signed-in player's profile from a linked account: their own details stay, the linked ones fill the gaps.
  const own = isUpdate ? (user?.getUser ?? null) : null;
  const ownEmail = own?.email && !isPlaceholderEmail(own.email) ? own.email : null;
  const cfg = useMemo<TSignUpConfig>(() => ({ mode, fields, passwordRules: passwordRules ?? {} }), [mode, fields, passwordRules]);
  const resolver = useMemo(() => {
    if (!isUpdate) return zodResolver(makeSignUpSchema(cfg));
    // Signed-in linked completion updates details: no new password, no terms; adding an email asks for the current password.
    return zodResolver(
      ZSignUpBase.superRefine((data, ctx) => {
        const errs = checkSignUp(data, cfg);
        delete errs.password;
        delete errs.termsAccepted;
        if (data.email && !ownEmail && !data.password) errs.password = MSG.required;
        for (const [path, message] of Object.entries(errs)) ctx.addIssue({ code: 'custom', path: [path], message });
      }),
    );
  }, [cfg, isUpdate, ownEmail]);

  const isDobShown = shown(fields, 'dateOfBirth');
  const b = defaultBirthday();
  const ownDob = own?.dateOfBirth && !isEmptyDateOfBirth(own.dateOfBirth) ? own.dateOfBirth.slice(0, 10) : null;
  const linkedCountry = linked?.phoneCode ? (ref.countries.find((c) => c.phoneCode.replace(/^\+/, '') === linked.phoneCode?.replace(/^\+/, ''))?.code ?? '') : '';
  const defaults: TSignUpRequest = {
    email: ownEmail || linked?.email || '',
    password: '',
    phoneCode: (own?.phone ? own.phoneCode : linked?.phoneCode)?.replace(/^\+/, '') ?? '',
    phone: own?.phone || linked?.phone || '',
    firstName: own?.firstName || linked?.firstName || '',
    lastName: own?.lastName || linked?.lastName || '',
    dateOfBirth:
      ownDob ?? (linked?.dateOfBirth && !isEmptyDateOfBirth(linked.dateOfBirth) ? linked.dateOfBirth.slice(0, 10) : isDobShown ? formatIsoDate(b.year, b.month, b.day) : ''),
    countryCode: own?.countryCode || linkedCountry,
    currencyCode: shown(fields, 'currencyCode') ? DEFAULT_CURRENCY : '',
    address: own?.address || linked?.address || '',
    city: own?.city || linked?.city || '',
    zipCode: own?.zipCode || linked?.zipCode || '',
    gender: DEFAULT_GENDER,
    token: getAffiliateToken() ?? '',
    newsLetter: false,
    termsAccepted: false,
  };
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    getValues,
    getFieldState,
    watch,
    formState: { errors, isSubmitting, isValid, isDirty },
  } = useForm<TSignUpRequest, unknown, TSignUpParsed>({
    resolver: resolver as Resolver<TSignUpRequest, unknown, TSignUpParsed>,
    mode: 'onChange',
    defaultValues: defaults,
  });

  // Country (and its phone code) from the visitor's location, unless already chosen.
  useEffect(() => {
    const code = location.data?.location.countryCode;
    if (!code || !ref.countries.length) return;
    if (!getValues('countryCode') && !getFieldState('countryCode').isDirty && ref.countries.some((c) => c.code === code))
      setValue('countryCode', code, { shouldValidate: false });
    if (!getValues('phoneCode') && !getFieldState('phoneCode').isDirty) setValue('phoneCode', ref.phoneCodeForCountry(code), { shouldValidate: true });
  }, [location.data, ref.countries, ref, getValues, getFieldState, setValue]);

  useEffect(() => {
    if (formError) document.querySelector('[data-testid="register-error"]')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [formError]);

  const isHidden = (key: keyof TLinkedAccount) =>
    isFilledHidden && !!linked && linked[key] !== null && linked[key] !== undefined && linked[key] !== '' && !(key === 'dateOfBirth' && isEmptyDateOfBirth(linked[key]));

  const isEmailShown = (mode === 'email' || shown(fields, 'email') || isLinked) && !isHidden('email') && !(isUpdate && user?.getUser.email);
  const isPhoneShown = (mode === 'phone' || shown(fields, 'phone')) && !isHidden('phone');
  const isPasswordShown = !isUpdate;
  // The address is where password resets go: adding it to a signed-in account needs the account's password.
  const isCurrentPasswordShown = isUpdate && !ownEmail && !!watch('email');

  const onSubmit = async (values: TSignUpParsed) => {
    setFormError(null);
    const meta = getClientMeta();
    try {
      if (isUpdate) {
        // Only what differs from the player's details: an unchanged field (a locked one, one the form hides) is not sent.
        const next: Record<string, string | null> = {
          firstName: values.firstName || null,
          lastName: values.lastName || null,
          phone: values.phone || null,
          phoneCode: values.phone ? values.phoneCode?.replace(/^\+/, '') || null : null,
          dateOfBirth: values.dateOfBirth || null,
          countryCode: values.countryCode || null,
          city: values.city || null,
          zipCode: values.zipCode || null,
          address: values.address || null,
          ...(values.email && !ownEmail ? { email: values.email, currentPassword: values.password } : {}),
        };
        const before: Record<string, string | null | undefined> = {
          firstName: own?.firstName,
          lastName: own?.lastName,
          phone: own?.phone,
          phoneCode: own?.phoneCode?.replace(/^\+/, ''),
          dateOfBirth: ownDob,
          countryCode: own?.countryCode,
          city: own?.city,
          zipCode: own?.zipCode,
          address: own?.address,
          email: ownEmail,
        };
        const changed = Object.fromEntries(Object.entries(next).filter(([k, v]) => v !== (before[k] || null)));
        if (Object.keys(changed).length > 0) await api.put('/api/user/update-user-details', { ...changed, updateFrom: 'Update Form' });
        await refreshUser();
        onLinkedDone();
        return;
      }
      const payload = {
        ...values,
        phoneCode: values.phone ? values.phoneCode : null,
        gender: values.gender ?? DEFAULT_GENDER,
        subscribe: values.newsLetter ?? false,
        linkAccount: isLinked,
        linkedAccountUuid: isLinked ? (linked?.linkedAccountUuid ?? null) : null,
        preferredLanguage: i18n.language,
        username: null,
        uniqueKey: null,
        userUUID: null,
        cpnc: meta.cpnc,
        mkt: meta.mkt,
        userDeviceType: meta.userDeviceType,
        mirrorDomainFk: settings.mirrorDomain?.domainId ?? null,
        screenResolution: meta.screenResolution,
        uidToken: getDeviceId(),
        firstUrl: meta.firstUrl,
        token: values.token ?? getAffiliateToken(),
        referralCode: meta.referralCode,
        oneClick: false,
      };
      const res = await withCaptcha((recaptchaToken) => api.post<TSignUpResult>('/api/user/sign-up', { ...payload, recaptchaToken }));
      setCookie(REGISTERED_USER_COOKIE, '1', REGISTERED_USER_MAX_AGE_S);
      emitWindowEvent('user:signup', { userId: res.createUser.userId, method: mode });
      if (res.accessToken) await signIn(res.accessToken);
      if (isLinked) {
        onLinkedDone();
      } else if (!res.accessToken) {
        // No sign-in after sign-up on this site: sign-in takes over, and says it follows a sign-up (§7 afterReg).
        swap('register', 'login', { [AFTER_REG_PARAM]: '1' });
      } else if (settings.requireEmailVerification && values.email) {
        try {
          sessionStorage.setItem('verifyEmail', values.email);
        } catch {
          /* ignore */
        }
        swap('register', 'verify-email-sent');
      } else close('register');
    } catch (e) {
      const message = isApiError(e) ? e.message : 'msg.try.again';
      emitWindowEvent('user:errorSignup', { message });
      if (isApiError(e)) {
        let isMapped = false;
        for (const [field, key] of Object.entries(e.fields ?? {})) {
          setError((field === 'currentPassword' ? 'password' : field) as keyof TSignUpRequest, { type: 'server', message: key });
          isMapped = true;
        }
        if (e.errorCode === 'EMAIL_TAKEN') {
          setError('email', { type: 'server', message: e.message });
          isMapped = true;
        } else if (e.errorCode === 'PHONE_TAKEN') {
          setError('phone', { type: 'server', message: e.message });
          isMapped = true;
        }
        setFormError(isMapped && e.errorCode === 'VALIDATION_ERROR' ? t('error.validation') : t(message));
      } else setFormError(t('msg.try.again'));
    }
  };

  const genderLabels: Record<string, string> = { 'Not to say': t('gender.not.to.say'), Male: t('gender.male'), Female: t('gender.female') };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4" data-testid="register-form">
      {formError ? <FormAlert kind="error" testId="register-error">{formError}</FormAlert> : null}
      {isClosed ? (
        <FormAlert kind="error" testId="register-closed">
          {t('error.signup.closed')}
        </FormAlert>
      ) : null}
      {isEmailShown ? (
        <TextField
          label={t('form.email')}
          {...EMAIL_INPUT_PROPS}
          error={errors.email?.message}
          testId="register-email"
          {...register('email')}
        />
      ) : null}
      {isPhoneShown ? (
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneField
              label={t('form.phone')}
              phoneCode={(getValues('phoneCode') as string | null) ?? ''}
              phone={(field.value as string | null) ?? ''}
              phoneCodes={ref.phoneCodes}
              onPhoneCodeChange={(code) => setValue('phoneCode', code, { shouldDirty: true, shouldValidate: true })}
              onPhoneChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.phone?.message}
              codeError={errors.phoneCode?.message}
              testId="register-phone"
            />
          )}
        />
      ) : null}
      {isPasswordShown ? (
        <PasswordField
          label={t('form.password')}
          autoComplete="new-password"
          hint={passwordHint(passwordRules, t)}
          {...passwordLengthProps(passwordRules)}
          error={errors.password?.message}
          testId="register-password"
          {...register('password')}
        />
      ) : null}
      {isCurrentPasswordShown ? (
        <PasswordField
          label={t('form.current.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          testId="register-current-password"
          {...register('password')}
        />
      ) : null}
      {(shown(fields, 'firstName') && !isHidden('firstName')) || (shown(fields, 'lastName') && !isHidden('lastName')) ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {shown(fields, 'firstName') && !isHidden('firstName') ? (
            <TextField label={t('form.first.name')} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} error={errors.firstName?.message} testId="register-first-name" {...register('firstName')} />
          ) : null}
          {shown(fields, 'lastName') && !isHidden('lastName') ? (
            <TextField label={t('form.last.name')} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} error={errors.lastName?.message} testId="register-last-name" {...register('lastName')} />
          ) : null}
        </div>
      ) : null}
      {isDobShown && !isHidden('dateOfBirth') ? (
        <Controller
          control={control}
          name="dateOfBirth"
          render={({ field }) => (
            <BirthdayPicker
              label={t('form.date.of.birth')}
              value={field.value as string | null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.dateOfBirth?.message}
              testId="register-dob"
            />
          )}
        />
      ) : null}
      {shown(fields, 'countryCode') || shown(fields, 'currencyCode') ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {shown(fields, 'countryCode') ? (
            <SelectField
              label={t('form.country')}
              options={ref.countryOptions}
              placeholder={t('form.select')}
              error={errors.countryCode?.message}
              testId="register-country"
              {...register('countryCode', {
                onChange: (e: { target: { value: string } }) => {
                  if (!getFieldState('phoneCode').isDirty) setValue('phoneCode', ref.phoneCodeForCountry(e.target.value), { shouldValidate: true });
                },
              })}
            />
          ) : null}
          {shown(fields, 'currencyCode') ? (
            <SelectField
              label={t('form.currency')}
              options={ref.currencyOptions.length ? ref.currencyOptions : [{ value: DEFAULT_CURRENCY, label: DEFAULT_CURRENCY }]}
              error={errors.currencyCode?.message}
              testId="register-currency"
              {...register('currencyCode')}
            />
          ) : null}
        </div>
      ) : null}
      {shown(fields, 'address') && !isHidden('address') ? (
        <TextField label={t('form.address')} autoComplete="street-address" maxLength={ADDRESS_MAX_LENGTH} error={errors.address?.message} testId="register-address" {...register('address')} />
      ) : null}
      {(shown(fields, 'city') && !isHidden('city')) || (shown(fields, 'zipCode') && !isHidden('zipCode')) ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {shown(fields, 'city') && !isHidden('city') ? (
            <TextField label={t('form.city')} autoComplete="address-level2" maxLength={CITY_MAX_LENGTH} error={errors.city?.message} testId="register-city" {...register('city')} />
          ) : null}
          {shown(fields, 'zipCode') && !isHidden('zipCode') ? (
            <TextField label={t('form.zip.code')} autoComplete="postal-code" maxLength={ZIP_CODE_MAX_LENGTH} error={errors.zipCode?.message} testId="register-zip" {...register('zipCode')} />
          ) : null}
        </div>
      ) : null}
      {shown(fields, 'gender') ? (
        <SelectField
          label={t('form.gender')}
          options={GENDERS.map((g) => ({ value: g, label: genderLabels[g] ?? g }))}
          error={errors.gender?.message}
          testId="register-gender"
          {...register('gender')}
        />
      ) : null}
      {shown(fields, 'token') ? (
        <TextField label={t('form.affiliate.code')} autoCapitalize="off" maxLength={AFFILIATE_CODE_MAX_LENGTH} error={errors.token?.message} testId="register-token" {...register('token')} />
      ) : null}
      {shown(fields, 'newsLetter') && !isUpdate ? (
        <CheckboxField label={t('register.newsletter')} testId="register-newsletter" {...register('newsLetter')} />
      ) : null}
      {!isUpdate ? (
        <CheckboxField label={<TermsLabel />} error={errors.termsAccepted?.message} testId="register-terms" {...register('termsAccepted')} />
      ) : null}
      <CaptchaStatus isShown={isVerifyingHuman} testId="register-captcha" />
      <SubmitButton isLoading={isSubmitting} disabled={!isValid || isSubmitting || (!isDirty && !isUpdate) || isClosed} data-testid="register-submit">
        {isUpdate ? t('button.save') : t('button.create.account')}
      </SubmitButton>
    </form>
  );
}
