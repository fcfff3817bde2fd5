import type { AppDeps } from '../../app';
import { redeemSolution } from '../../platform/captcha';

/** Redeems a required captcha solution: null when accepted, else the refusal code. */
export async function checkCaptcha(
  deps: Pick<AppDeps, 'db' | 'clock' | 'appSecret'>,
  token: string | null | undefined,
): Promise<null | 'CAPTCHA_REQUIRED' | 'CAPTCHA_INVALID'> {
  if (!token) return 'CAPTCHA_REQUIRED';
  const r = await redeemSolution(deps.db, { token, secret: deps.appSecret, now: deps.clock.now() });
  return r === 'ok' ? null : 'CAPTCHA_INVALID';
}
