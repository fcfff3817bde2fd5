'use client';

import { useSyncExternalStore } from 'react';
import { DEFAULT_PLAYER_TIME_ZONE, isValidTimeZone, localDate } from '@croupier/contracts/rakeback';

const browserZone = () => {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isValidTimeZone(tz) ? tz : DEFAULT_PLAYER_TIME_ZONE;
};
const noop = () => () => undefined;

/** The device's IANA time zone (sent with every calendar call; the server remembers it). UTC on the server render. */
export function useTimeZone(): string {
  return useSyncExternalStore(noop, browserZone, () => DEFAULT_PLAYER_TIME_ZONE);
}

/** The device's date in a zone (the claim's informational `customerDate`; guests' demo month). */
export const deviceToday = (timeZone: string) => localDate(new Date(), timeZone);
