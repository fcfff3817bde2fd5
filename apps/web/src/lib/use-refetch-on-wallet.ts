'use client';

import { useEffect } from 'react';
import { REALTIME_RECONNECTED_EVENT, SOCKET_EVENT_MAP } from './socket';

type TWalletEvent = keyof typeof SOCKET_EVENT_MAP;

/**
 * Calls `refetch` `delayMs` after the player's wallet moves (the socket's events, re-broadcast on window), at most
 * once per `delayMs`, and once the socket is back after a drop; nothing while `isEnabled` is false (a guest). Views whose figures follow bets (VIP club, races,
 * transaction history) use it.
 */
export function useRefetchOnWallet(isEnabled: boolean, refetch: () => unknown, delayMs: number, events: readonly TWalletEvent[]): void {
  const key = events.join(',');
  useEffect(() => {
    if (!isEnabled) return;
    // At most once per `delayMs` while events keep coming (continuous play), and once after the last of a burst.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMove = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        void refetch();
      }, delayMs);
    };
    // And when the socket is back after a drop: the moves made meanwhile sent no event here.
    const names = [...key.split(',').map((e) => SOCKET_EVENT_MAP[e as TWalletEvent]), REALTIME_RECONNECTED_EVENT];
    for (const n of names) window.addEventListener(n, onMove);
    return () => {
      clearTimeout(timer);
      for (const n of names) window.removeEventListener(n, onMove);
    };
  }, [isEnabled, refetch, delayMs, key]);
}
