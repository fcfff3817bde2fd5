'use client';

import { useSyncExternalStore } from 'react';
import { formatDate } from '@/lib/format';

const subscribe = () => () => {};

/**
 * A date (with its time) in the visitor's own time zone. The server does not know that zone, so a server render
 * shows "…" and the browser writes the date once it hydrates (the two renders must match).
 */
export function LocalDate({ iso, lng, withTime = false }: { iso: string; lng: string; withTime?: boolean }) {
  const isBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return <time dateTime={iso}>{isBrowser ? formatDate(iso, lng, withTime) : '…'}</time>;
}
