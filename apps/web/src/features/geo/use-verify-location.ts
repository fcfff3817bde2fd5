'use client';

import { useCallback, useState } from 'react';
import type { TVerifyLocationResult } from '@croupier/contracts';
import { GEOLOCATION_TIMEOUT_MS } from '@croupier/contracts/constants';
import { api } from '@/lib/api';

export type TVerifyState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'still'; countryCode: string };

/** The device's position (browser geolocation, spec §9 timeout), or null when it is refused or unavailable. */
function devicePosition(): Promise<GeolocationCoordinates | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      console.warn('[location] geolocation unavailable');
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve(p.coords),
      (e) => {
        // §8: geolocation failures are logged only.
        console.warn('[location] geolocation failed', e.code, e.message);
        resolve(null);
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0, enableHighAccuracy: false },
    );
  });
}

/**
 * "Verify my location" (spec §4): the device's position, then POST /api/user/verify-location (the server's offline
 * reverse lookup; an allowed country is remembered for this network). `onCleared` runs when the place is allowed;
 * a place still excluded is the `still` state; failures are logged only (§8) and leave it idle.
 */
export function useVerifyLocation(onCleared: () => Promise<unknown> | void): { state: TVerifyState; verify: () => Promise<void> } {
  const [state, setState] = useState<TVerifyState>({ kind: 'idle' });
  const verify = useCallback(async () => {
    setState({ kind: 'checking' });
    const position = await devicePosition();
    if (!position) {
      setState({ kind: 'idle' });
      return;
    }
    try {
      const r = await api.post<TVerifyLocationResult>('/api/user/verify-location', {
        latitude: position.latitude,
        longitude: position.longitude,
      });
      if (!r.isBlocked) {
        await onCleared();
        setState({ kind: 'idle' });
      } else if (r.countryCode) setState({ kind: 'still', countryCode: r.countryCode });
      else {
        console.warn('[location] no country at the device position');
        setState({ kind: 'idle' });
      }
    } catch (e) {
      console.warn('[location] reverse lookup failed', e);
      setState({ kind: 'idle' });
    }
  }, [onCleared]);
  return { state, verify };
}

/** A country's name in the page's language (Intl), or its code. */
export function countryName(code: string, intlLocale: string): string {
  try {
    return new Intl.DisplayNames([intlLocale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
