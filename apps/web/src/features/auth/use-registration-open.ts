'use client';

import { useEffect, useState } from 'react';
import { REGISTRATION_CLOCK_MS } from '@croupier/contracts/constants';
import { isRegistrationOpen } from '@croupier/contracts/registration-window';
import { useQuery } from '@/lib/query';
import { useSettings } from '@/lib/settings-context';
import { getClientMeta } from '@/lib/tracking';
import { locationQuery } from '../geo/queries';

/**
 * §6 Whether this mirror domain takes registrations now from this visitor (its registration configs: country, device
 * type, time-of-day windows in UTC; decision 0006), checked again every minute (the spec's clock), so the form says
 * so before the visitor fills it in. The server decides at sign-up all the same (REGISTRATION_CLOSED). True until the
 * visitor's country is known, when the rules need it.
 */
export function useRegistrationOpen(): boolean {
  const { settings } = useSettings();
  const configs = settings.mirrorDomain?.settings.registrationConfigs ?? [];
  const needsCountry = configs.some((c) => !!c.country);
  const location = useQuery({ ...locationQuery, enabled: needsCountry });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (configs.length === 0) return;
    const id = window.setInterval(() => setNow(Date.now()), REGISTRATION_CLOCK_MS);
    return () => window.clearInterval(id);
  }, [configs.length]);
  if (configs.length === 0) return true;
  if (needsCountry && !location.data) return true;
  return isRegistrationOpen(configs, {
    countryCode: location.data?.location.countryCode ?? null,
    userDeviceType: getClientMeta().userDeviceType,
    now: new Date(now),
  });
}
