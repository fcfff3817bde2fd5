'use client';

import { formatDate } from '@/lib/format';
import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { useAuth } from '../auth/auth-context';
import { useIsHydrated } from '../ui/local-date';
import { limitsQuery, restrictionOf, type TRestriction } from './protection-api';
import { restrictionOfUser } from './restriction';

/* The player's self-exclusion or freeze as text: light enough for the game page's first load (the banner is not). */

/** The self-exclusion or freeze in force for the signed-in player (null when none, or not known yet). */
export function useRestriction(): TRestriction | null {
  const { isAuthenticated, user } = useAuth();
  const limits = useQuery({ ...limitsQuery, enabled: isAuthenticated });
  const fromLimits = restrictionOf(limits.data);
  if (fromLimits) return fromLimits;
  // Until the limits arrive, the user details already tell it (spec §4).
  return restrictionOfUser(user);
}

/** Why and until when (one sentence). */
export function useRestrictionText(): (r: TRestriction) => string {
  const { t, i18n } = useTranslation();
  // The date is in the visitor's time zone, which the server render does not know: "…" until hydrated.
  const isHydrated = useIsHydrated();
  return (r) => {
    if (r.isPermanent) return t('protection.restricted.permanent');
    const until = isHydrated ? formatDate(r.until, i18n.language, true) : '…';
    return r.kind === 'freeze' ? t('error.account.frozen', { until }) : t('error.self.exclusion.active', { until });
  };
}

/** Error codes of refusals because of the self-exclusion or freeze (withdrawals only). */
export function isRestrictionCode(code: string | null | undefined): boolean {
  return code === 'SELF_EXCLUSION_ACTIVE' || code === 'ACCOUNT_FROZEN';
}

/**
 * Such a refusal (a bonus, a coupon, a rakeback claim) as the sentence with its date (its title until the player's
 * restriction is known). Render it only for those codes: it reads the player's limits.
 */
export function RestrictionRefusal({ code }: { code: string }) {
  const { t } = useTranslation();
  const restriction = useRestriction();
  const text = useRestrictionText();
  if (restriction) return <>{text(restriction)}</>;
  return <>{t(code === 'ACCOUNT_FROZEN' ? 'protection.restricted.freeze.title' : 'protection.restricted.title')}</>;
}

/** A refusal because of the self-exclusion or freeze (e.g. a real-money game launch) as a sentence with its date. */
export function useRestrictionRefusalText(): (errorCode: string) => string | null {
  const restriction = useRestriction();
  const text = useRestrictionText();
  return (errorCode) =>
    restriction && isRestrictionCode(errorCode) ? text(restriction) : null;
}
