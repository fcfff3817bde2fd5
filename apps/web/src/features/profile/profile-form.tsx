'use client';

import { useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/use-translation';
import { ADDRESS_MAX_LENGTH, CITY_MAX_LENGTH, NAME_MAX_LENGTH, NICKNAME_MAX_LENGTH, ZIP_CODE_MAX_LENGTH } from '@croupier/contracts/constants';
import {
  DEFAULT_GENDER,
  GENDERS,
  isEmailChange,
  isEmptyDateOfBirth,
  isPlaceholderEmail,
  makeProfileFormSchema,
  type TUpdateUserDetailsParsed,
  type TUpdateUserDetailsRequest,
} from '@croupier/contracts';
import { api, isApiError } from '@/lib/api';
import { useAuth } from '../auth/auth-context';
import { useReferenceData } from '../auth/use-reference-data';
import { BirthdayPicker } from '../ui/birthday-picker';
import { FormAlert, PasswordField, SelectField, SubmitButton, TextField } from '../ui/form-field';
import { PhoneField } from '../ui/phone-field';
import { EMAIL_INPUT_PROPS } from '../ui/email-input';

type TKey = 'email' | 'currentPassword' | 'firstName' | 'lastName' | 'nickname' | 'phoneCode' | 'phone' | 'dateOfBirth' | 'countryCode' | 'city' | 'zipCode' | 'address' | 'gender';

/**
 * Profile information form: update button enabled only when changed; locked
 * fields are read-only with a lock icon; KYC APPROVED locks the address; empty values are sent as null.
 */
export function ProfileForm() {
  const { t } = useTranslation();
  const ref = useReferenceData();
  // Selects need their options before the form reads its defaults.
  if (ref.isLoading)
    return (
      <p className="card flex items-center gap-2 p-6 text-muted" role="status">
        <span className="spinner" aria-hidden="true" /> {t('msg.loading')}
      </p>
    );
  return <ProfileFormInner reference={ref} />;
}

function ProfileFormInner({ reference: ref }: { reference: ReturnType<typeof useReferenceData> }) {
  const { t } = useTranslation();
  const { user, refreshUser } = useAuth();
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const u = user?.getUser;
  const storedEmail = isPlaceholderEmail(u?.email) ? null : (u?.email ?? null);
  const schema = useMemo(
    () => makeProfileFormSchema({ storedNickname: user?.getUser.nickname ?? null, storedEmail }),
    [user?.getUser.nickname, storedEmail],
  );
  const lockedSet = useMemo(() => {
    // The server's list: KYC APPROVED locks the address only once it is filled (an empty one stays to be filled in).
    const set = new Set(user?.lockedFields ?? []);
    if (set.has('phone')) set.add('phoneCode');
    return set;
  }, [user?.lockedFields]);
  const lockReason = (key: TKey): string | undefined =>
    lockedSet.has(key) ? (key === 'address' && u?.kycStatus === 'APPROVED' ? t('profile.locked.kyc') : t('profile.locked.reason')) : undefined;

  const defaults: TUpdateUserDetailsRequest = {
    email: storedEmail ?? '',
    currentPassword: '',
    firstName: u?.firstName ?? '',
    lastName: u?.lastName ?? '',
    nickname: u?.nickname ?? '',
    phoneCode: u?.phoneCode?.replace(/^\+/, '') ?? '',
    phone: u?.phone ?? '',
    dateOfBirth: u?.dateOfBirth && !isEmptyDateOfBirth(u.dateOfBirth) ? u.dateOfBirth.slice(0, 10) : '',
    countryCode: u?.countryCode ?? '',
    city: u?.city ?? '',
    zipCode: u?.zipCode ?? '',
    address: u?.address ?? '',
    gender: ((GENDERS as readonly string[]).includes(u?.gender ?? '') ? u?.gender : DEFAULT_GENDER) as (typeof GENDERS)[number],
    updateFrom: 'Profile Page',
  };
  const {
    register,
    handleSubmit,
    control,
    reset,
    setValue,
    watch,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TUpdateUserDetailsRequest, unknown, TUpdateUserDetailsParsed>({
    resolver: zodResolver(schema) as Resolver<TUpdateUserDetailsRequest, unknown, TUpdateUserDetailsParsed>,
    mode: 'onTouched',
    defaultValues: defaults,
  });
  if (!user || !u) return null;

  const onSubmit = async (values: TUpdateUserDetailsParsed) => {
    setResult(null);
    const payload: Record<string, unknown> = { updateFrom: 'Profile Page' };
    for (const key of ['email', 'firstName', 'lastName', 'nickname', 'phoneCode', 'phone', 'dateOfBirth', 'countryCode', 'city', 'zipCode', 'address', 'gender'] as const) {
      if (lockedSet.has(key)) continue;
      const v = values[key];
      payload[key] = v === undefined || v === '' ? null : v;
    }
    if (!lockedSet.has('phone') && !payload.phone) payload.phoneCode = null;
    // An emptied email field keeps the address (it may be the only way to sign in); a new one replaces it.
    if (!payload.email) delete payload.email;
    // A new address needs the password (it is where password resets go).
    const isEmailNew = isEmailChange(values.email, storedEmail);
    if (isEmailNew) payload.currentPassword = values.currentPassword;
    try {
      const res = await api.put<{ message?: string }>('/api/user/update-user-details', payload);
      setResult({ kind: 'success', text: [t(res?.message ?? 'profile.update.success'), isEmailNew ? t('email.verification.sent') : ''].join(' ').trim() });
      await refreshUser();
      reset({ ...values, currentPassword: '' } as TUpdateUserDetailsRequest);
    } catch (e) {
      if (isApiError(e)) {
        for (const [field, key] of Object.entries(e.fields ?? {})) setError(field as TKey, { type: 'server', message: key });
        setResult({ kind: 'error', text: t(e.message) });
      } else setResult({ kind: 'error', text: t('msg.try.again') });
    }
  };

  const genderLabels: Record<string, string> = { 'Not to say': t('gender.not.to.say'), Male: t('gender.male'), Female: t('gender.female') };
  const phoneCode = watch('phoneCode');
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="card flex flex-col gap-5 p-6" data-testid="profile-form">
      {lockedSet.size ? <FormAlert kind="info">{t('profile.locked.info')}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('form.first.name')} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} lockedReason={lockReason('firstName')} error={errors.firstName?.message} testId="profile-first-name" {...register('firstName')} />
        <TextField label={t('form.last.name')} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} lockedReason={lockReason('lastName')} error={errors.lastName?.message} testId="profile-last-name" {...register('lastName')} />
      </div>
      {/* One-click players have no email: here they add one (verified by a link) to withdraw and recover the account. */}
      <TextField
        label={t('form.email')}
        {...EMAIL_INPUT_PROPS}
        hint={isPlaceholderEmail(u.email) ? t('profile.email.add.hint') : undefined}
        lockedReason={lockReason('email')}
        error={errors.email?.message}
        testId="profile-email-input"
        {...register('email')}
      />
      {isEmailChange(watch('email') as string | null, storedEmail) ? (
        <PasswordField
          label={t('form.current.password')}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          testId="profile-email-password"
          {...register('currentPassword')}
        />
      ) : null}
      <TextField
        label={`${t('form.nickname')} ${t('cashier.optional')}`}
        autoComplete="nickname"
        maxLength={NICKNAME_MAX_LENGTH}
        hint={t('profile.nickname.hint')}
        lockedReason={lockReason('nickname')}
        error={errors.nickname?.message}
        testId="profile-nickname"
        {...register('nickname')}
      />
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <PhoneField
            label={t('form.phone')}
            phoneCode={(phoneCode as string | null) ?? ''}
            phone={(field.value as string | null) ?? ''}
            phoneCodes={ref.phoneCodes}
            onPhoneCodeChange={(code) => setValue('phoneCode', code, { shouldDirty: true, shouldValidate: true })}
            onPhoneChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.phone?.message}
            codeError={errors.phoneCode?.message}
            lockedReason={lockReason('phone')}
            testId="profile-phone-input"
          />
        )}
      />
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
            lockedReason={lockReason('dateOfBirth')}
            testId="profile-dob"
            isEmptyShown
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('form.country')}
          options={ref.countryOptions}
          placeholder={t('form.select')}
          lockedReason={lockReason('countryCode')}
          error={errors.countryCode?.message}
          testId="profile-country-select"
          {...register('countryCode')}
        />
        <TextField label={t('form.city')} autoComplete="address-level2" maxLength={CITY_MAX_LENGTH} lockedReason={lockReason('city')} error={errors.city?.message} testId="profile-city" {...register('city')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-[1fr_2fr]">
        <TextField label={t('form.zip.code')} autoComplete="postal-code" maxLength={ZIP_CODE_MAX_LENGTH} lockedReason={lockReason('zipCode')} error={errors.zipCode?.message} testId="profile-zip" {...register('zipCode')} />
        <TextField label={t('form.address')} autoComplete="street-address" maxLength={ADDRESS_MAX_LENGTH} lockedReason={lockReason('address')} error={errors.address?.message} testId="profile-address" {...register('address')} />
      </div>
      <SelectField
        label={t('form.gender')}
        options={GENDERS.map((g) => ({ value: g, label: genderLabels[g] ?? g }))}
        lockedReason={lockReason('gender')}
        error={errors.gender?.message}
        testId="profile-gender"
        {...register('gender')}
      />
      {result ? <FormAlert kind={result.kind} testId="profile-result">{result.text}</FormAlert> : null}
      <div className="flex justify-end">
        <SubmitButton isLoading={isSubmitting} disabled={!isDirty || isSubmitting} data-testid="profile-submit" className="btn btn-primary btn-lg w-full sm:w-auto">
          {t('button.update.profile')}
        </SubmitButton>
      </div>
    </form>
  );
}
