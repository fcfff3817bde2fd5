import { REFERRAL_CODE_PATTERN, REFERRAL_MAX_AGE_DAYS, REFERRAL_QUERY_PARAM, REFERRAL_STORAGE_KEY } from '@croupier/contracts/constants';
import { store } from './tracking';

/**
 * Refer-a-friend (docs/referrals.md): `?ref=<code>` is kept 30 days for the sign-up, and the visit is counted once
 * per code and browser (POST /api/referral/visit; a failed call is tried again on the next arrival).
 */
export function captureReferral(params: URLSearchParams): void {
  const code = params.get(REFERRAL_QUERY_PARAM)?.trim().toUpperCase();
  if (!code || !REFERRAL_CODE_PATTERN.test(code)) return;
  store(REFERRAL_STORAGE_KEY, code, REFERRAL_MAX_AGE_DAYS);
  const countedKey = `${REFERRAL_STORAGE_KEY}_counted_${code}`;
  try {
    if (localStorage.getItem(countedKey)) return;
  } catch {
    return;
  }
  void fetch('/api/referral/visit', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
    keepalive: true,
  })
    .then((res) => {
      if (res.ok) localStorage.setItem(countedKey, '1');
    })
    .catch(() => undefined);
}
