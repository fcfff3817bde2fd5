'use client';

import { useSyncExternalStore } from 'react';
import { COUPON_CODE_MAX_LENGTH } from '@croupier/contracts/constants';
import { CAMPAIGN_STORED_EVENT, getCampaignCode } from '@/lib/tracking';

/** The campaign code when it can be a coupon code (a longer one matches no offer, and the bonus calls refuse it). */
export function couponCampaignCode(): string | null {
  const cpnc = getCampaignCode();
  return cpnc && cpnc.length <= COUPON_CODE_MAX_LENGTH ? cpnc : null;
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(CAMPAIGN_STORED_EVENT, onChange);
  return () => window.removeEventListener(CAMPAIGN_STORED_EVENT, onChange);
};

/**
 * The campaign code (cpnc) the visitor came with while it counts; null on the server render (it is in the
 * browser's storage). A landing on `/promotions?cpnc=…` stores it after hydration: the event brings it here.
 */
export function useCampaignCode(): string | null {
  return useSyncExternalStore(subscribe, couponCampaignCode, () => null);
}
