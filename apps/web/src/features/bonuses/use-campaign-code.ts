'use client';

import { useSyncExternalStore } from 'react';
import { getCampaignCode } from '@/lib/tracking';

const noop = () => () => undefined;

/** The campaign code (cpnc) the visitor came with while it counts; null on the server render (it is in the browser's storage). */
export function useCampaignCode(): string | null {
  return useSyncExternalStore(noop, getCampaignCode, () => null);
}
