'use client';

import { useId, useState } from 'react';
import { DEPOSIT_ADDRESS_FIELDS, missingAddressFields, type TDepositAddressField } from '@croupier/contracts/cashier';
import { ADDRESS_MAX_LENGTH, CITY_MAX_LENGTH, ZIP_CODE_MAX_LENGTH } from '@croupier/contracts/constants';
import { MSG } from '@croupier/contracts/messages';
import { api } from '@/lib/api';
import { useSettings } from '@/lib/settings-context';
import { useTranslation } from '@/lib/use-translation';
import { useAuth } from '../auth/auth-context';
import { useQuery } from '@/lib/query';
import { countriesQuery } from '../geo/queries';
import { SelectField, TextField } from '../ui/form-field';
import type { TFieldErrors } from './form-rules';

export type TAddressValues = Record<TDepositAddressField, string>;
/** The longest value each profile field takes (the server's limits). */
const MAX_LENGTH: Record<Exclude<TDepositAddressField, 'countryCode'>, number> = { city: CITY_MAX_LENGTH, zipCode: ZIP_CODE_MAX_LENGTH, address: ADDRESS_MAX_LENGTH };
const LABELS: Record<TDepositAddressField, string> = { countryCode: 'form.country', city: 'form.city', zipCode: 'form.zip.code', address: 'form.address' };
const AUTOCOMPLETE: Record<TDepositAddressField, string> = { countryCode: 'country', city: 'address-level2', zipCode: 'postal-code', address: 'address-line1' };

/**
 * The deposit form's billing address (spec §3 `allowDepWithoutAddress`, `onDepositShowAllField`; docs/cashier.md):
 * - `allowDepWithoutAddress` off: the fields the profile lacks show and are required; the server refuses a deposit
 *   without them (DEPOSIT_ADDRESS_REQUIRED).
 * - `onDepositShowAllField` on: all four show, filled from the profile, so the player can check them (optional unless
 *   the address is required).
 * A field once shown stays for this form. What the player changed is saved to the profile ('Update Form') before the
 * deposit is created; fields the profile locks show read-only.
 */
export function useDepositAddress(onEdit: () => void) {
  const { settings } = useSettings();
  const { user, refreshUser } = useAuth();
  const u = user?.getUser;
  const saved: TAddressValues = { countryCode: u?.countryCode ?? '', city: u?.city ?? '', zipCode: u?.zipCode ?? '', address: u?.address ?? '' };
  // Required by the setting, or because the server refused a deposit for want of it (the setting changed meanwhile).
  const [isRequiredByServer, setIsRequiredByServer] = useState(false);
  const isRequired = !settings.allowDepWithoutAddress || isRequiredByServer;
  const wanted: TDepositAddressField[] = !u ? [] : settings.onDepositShowAllField ? [...DEPOSIT_ADDRESS_FIELDS] : isRequired ? missingAddressFields(saved) : [];
  // Grows only: a field the player just filled in (now saved) does not vanish under them.
  const [shown, setShown] = useState<readonly TDepositAddressField[]>(wanted);
  const missingShown = wanted.filter((f) => !shown.includes(f));
  if (missingShown.length) setShown(DEPOSIT_ADDRESS_FIELDS.filter((f) => shown.includes(f) || wanted.includes(f)));
  const [edits, setEdits] = useState<Partial<TAddressValues>>({});
  const values: TAddressValues = { ...saved, ...edits };
  // The server's list (KYC APPROVED locks only the filled address fields).
  const locked = new Set(user?.lockedFields ?? []);

  const errors: TFieldErrors = {};
  for (const f of shown) {
    const v = values[f].trim();
    if (isRequired && !v) errors[`billing.${f}`] = MSG.required;
  }
  const changed = shown.filter((f) => !locked.has(f) && values[f].trim() !== saved[f].trim());

  return {
    shown,
    values,
    errors,
    isRequired,
    locked,
    /** Reveals the missing fields (the server asked for them: the setting changed while the form was open). */
    reveal: () => {
      setIsRequiredByServer(true);
      setShown(DEPOSIT_ADDRESS_FIELDS.filter((f) => shown.includes(f) || !saved[f].trim()));
    },
    change: (field: TDepositAddressField, value: string) => {
      setEdits((e) => ({ ...e, [field]: value }));
      onEdit();
    },
    /** Saves what changed to the profile (throws the API error, whose `fields` name the profile fields). */
    save: async () => {
      if (!changed.length) return;
      const payload: Record<string, unknown> = { updateFrom: 'Update Form' };
      for (const f of changed) payload[f] = values[f].trim() || null;
      await api.put('/api/user/update-user-details', payload);
      setEdits({});
      await refreshUser();
    },
  };
}

export type TDepositAddress = ReturnType<typeof useDepositAddress>;

export function DepositAddressFields({
  address,
  errorOf,
  onTouch,
}: {
  address: TDepositAddress;
  errorOf: (path: string) => string | undefined;
  onTouch: (path: string) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const countries = useQuery({ ...countriesQuery, enabled: address.shown.includes('countryCode') });
  const options = (countries.data?.countries.rows ?? []).map((c) => ({ value: c.code, label: `${c.flag ? `${c.flag} ` : ''}${c.name}` }));
  if (!address.shown.length) return null;
  const lockedReason = (f: TDepositAddressField) => (address.locked.has(f) ? t('profile.locked.reason') : undefined);
  const field = (f: TDepositAddressField) => {
    const common = {
      label: address.isRequired ? t(LABELS[f]) : `${t(LABELS[f])} ${t('cashier.optional')}`,
      value: address.values[f],
      error: errorOf(`billing.${f}`),
      lockedReason: lockedReason(f),
      autoComplete: AUTOCOMPLETE[f],
      testId: `deposit-billing-${f}`,
      onBlur: () => onTouch(`billing.${f}`),
      'aria-required': address.isRequired || undefined,
    };
    return f === 'countryCode' ? (
      <SelectField key={f} {...common} options={options} placeholder={t('form.select')} onChange={(e) => address.change(f, e.target.value)} />
    ) : (
      <TextField
        key={f}
        {...common}
        className={f === 'address' ? 'sm:col-span-2' : undefined}
        maxLength={MAX_LENGTH[f]}
        onChange={(e) => address.change(f, e.target.value)}
      />
    );
  };
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4" aria-describedby={hintId} data-testid="deposit-billing">
      <legend className="px-1 text-sm font-semibold">{t('cashier.address.title')}</legend>
      <p id={hintId} className="-mt-1 text-sm text-muted">
        {t('cashier.address.hint')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">{address.shown.map(field)}</div>
    </fieldset>
  );
}
