'use client';

import { useSyncExternalStore } from 'react';
import { formatDate } from '@/lib/format';

const subscribe = () => () => {};

/**
 * False in the server render and while the browser hydrates, true after. What depends on the visitor's time zone
 * (the server does not know it) is written only then: otherwise the two renders differ and React throws the page's
 * HTML away (hydration mismatch).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** A date (with its time) in the visitor's own time zone: "…" in the server render, the date once hydrated. */
export function LocalDate({ iso, lng, withTime = false }: { iso: string; lng: string; withTime?: boolean }) {
  const isHydrated = useIsHydrated();
  return <time dateTime={iso}>{isHydrated ? formatDate(iso, lng, withTime) : '…'}</time>;
}
