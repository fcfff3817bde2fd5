'use client';

import { useTranslation } from '@/lib/use-translation';
import { CARD_CVC_LENGTH } from '@croupier/contracts/constants';
import { TextField } from '../ui/form-field';
import { formatCardNumber, formatExpiry, type TCardValues } from './form-rules';

/** §3/§5 card fields: number, expiry MM/YY, CVC, cardholder name (browser autofill names). */
export function CardFields({
  value,
  onChange,
  errorOf,
  onBlur,
}: {
  value: TCardValues;
  onChange: (next: TCardValues) => void;
  /** Message key of a field's error ('card.number', …). */
  errorOf: (path: string) => string | undefined;
  onBlur: (field: string) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<TCardValues>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="flex flex-col gap-4" data-testid="cashier-card-form">
      <legend className="sr-only">{t('cashier.card.details')}</legend>
      <TextField
        label={t('cashier.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        value={value.number}
        onChange={(e) => set({ number: formatCardNumber(e.target.value) })}
        onBlur={() => onBlur('card.number')}
        error={errorOf('card.number')}
        testId="card-number"
        dir="ltr"
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('cashier.card.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('cashier.card.expiry.placeholder')}
          value={value.expiry}
          onChange={(e) => set({ expiry: formatExpiry(e.target.value, value.expiry) })}
          onBlur={() => onBlur('card.expiry')}
          error={errorOf('card.expiry')}
          maxLength={5}
          testId="card-expiry"
          dir="ltr"
        />
        <TextField
          label={t('cashier.card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={value.cvc}
          onChange={(e) => set({ cvc: e.target.value.replace(/\D/g, '').slice(0, CARD_CVC_LENGTH) })}
          onBlur={() => onBlur('card.cvc')}
          error={errorOf('card.cvc')}
          maxLength={CARD_CVC_LENGTH}
          testId="card-cvc"
          dir="ltr"
        />
      </div>
      <TextField
        label={t('cashier.card.holder')}
        autoComplete="cc-name"
        value={value.holderName}
        onChange={(e) => set({ holderName: e.target.value })}
        onBlur={() => onBlur('card.holderName')}
        error={errorOf('card.holderName')}
        testId="card-holder"
      />
    </fieldset>
  );
}
