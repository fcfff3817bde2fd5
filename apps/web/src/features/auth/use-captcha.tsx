'use client';

import { useCallback, useState } from 'react';
import { isApiError } from '@/lib/api';
import { getCaptchaToken } from '@/lib/captcha';
import { useSettings } from '@/lib/settings-context';
import { useTranslation } from '@/lib/use-translation';

/**
 * The proof-of-work captcha of sign-in and sign-up (`recaptchaToken`): `send` runs with a solved token when the site
 * asks for one (`captchaEnabled`), else without, and once more with one when the server answers CAPTCHA_REQUIRED
 * (many failed sign-ins from an address). `isVerifyingHuman` while the browser solves it.
 */
export function useCaptcha(): {
  isVerifyingHuman: boolean;
  withCaptcha: <T>(send: (recaptchaToken: string | null) => Promise<T>) => Promise<T>;
} {
  const { settings } = useSettings();
  const [isVerifyingHuman, setIsVerifyingHuman] = useState(false);
  const isEnabled = !!settings.captchaEnabled;
  const withCaptcha = useCallback(
    async <T,>(send: (recaptchaToken: string | null) => Promise<T>): Promise<T> => {
      const solved = async () => {
        setIsVerifyingHuman(true);
        try {
          return await getCaptchaToken();
        } finally {
          setIsVerifyingHuman(false);
        }
      };
      if (isEnabled) return send(await solved());
      try {
        return await send(null);
      } catch (e) {
        if (isApiError(e) && e.errorCode === 'CAPTCHA_REQUIRED') return send(await solved());
        throw e;
      }
    },
    [isEnabled],
  );
  return { isVerifyingHuman, withCaptcha };
}

/** "Checking that you are human…" while the captcha is solved. */
export function CaptchaStatus({ isShown, testId }: { isShown: boolean; testId: string }) {
  const { t } = useTranslation();
  if (!isShown) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-muted" role="status" data-testid={testId}>
      <span className="spinner" aria-hidden="true" /> {t('captcha.verifying')}
    </p>
  );
}
