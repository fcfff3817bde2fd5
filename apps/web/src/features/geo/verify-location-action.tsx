'use client';

import { intlLocale } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { countryName, useVerifyLocation } from './use-verify-location';

/**
 * "Verify my location" where the place blocks an action (spec §8 DEPOSIT_COUNTRY_BLOCK: "verify … check VPN"): the
 * button, and the result when the device is in an excluded country too. `onCleared` runs when the place is allowed.
 */
export function VerifyLocationAction({ onCleared }: { onCleared: () => Promise<unknown> | void }) {
  const { t, i18n } = useTranslation();
  const { state, verify } = useVerifyLocation(onCleared);
  const isChecking = state.kind === 'checking';
  return (
    <div className="mt-3 flex flex-col gap-2">
      <button type="button" className="btn btn-primary" onClick={() => void verify()} disabled={isChecking} aria-busy={isChecking} data-testid="verify-location">
        {isChecking ? t('geo.block.verifying') : t('geo.block.verify')}
      </button>
      <p className="text-sm text-muted">{t('geo.block.hint')}</p>
      <p role="status" className={state.kind === 'still' ? 'alert alert-error text-sm' : 'sr-only'} data-testid="verify-location-status">
        {state.kind === 'still' ? t('geo.block.still', { country: countryName(state.countryCode, intlLocale(i18n.language)) }) : ''}
      </p>
    </div>
  );
}
