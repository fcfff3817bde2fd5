import type { TLimitsResponse, TUserDetails } from '@croupier/contracts';

/* Apart from limit-rules.ts (the limit forms' checks and their messages): the game page and the banner need only this. */

/** The restriction in force: a self-exclusion (permanent or until a date) or a freeze, whichever lasts longer. */
export type TRestriction =
  { kind: 'self-exclusion'; isPermanent: boolean; until: string | null } | { kind: 'freeze'; isPermanent: false; until: string };

export function restrictionOf(
  limits: Pick<TLimitsResponse, 'selfExclusion' | 'freeze'> | undefined,
  now = Date.now(),
): TRestriction | null {
  if (!limits) return null;
  const se = limits.selfExclusion;
  const seUntil = se.until && Date.parse(se.until) > now ? se.until : null;
  const frUntil = limits.freeze.until && Date.parse(limits.freeze.until) > now ? limits.freeze.until : null;
  if (se.isPermanent) return { kind: 'self-exclusion', isPermanent: true, until: null };
  if (seUntil && (!frUntil || Date.parse(seUntil) >= Date.parse(frUntil)))
    return { kind: 'self-exclusion', isPermanent: false, until: seUntil };
  if (frUntil) return { kind: 'freeze', isPermanent: false, until: frUntil };
  return null;
}

/** The same from the user details (known with the page, before the limits load). */
export function restrictionOfUser(user: TUserDetails | null, now = Date.now()): TRestriction | null {
  const ul = user?.getUser.userLimit;
  if (!ul) return null;
  return restrictionOf(
    { selfExclusion: { isPermanent: ul.isSelfExclusionPermanent, until: ul.selfExclusion }, freeze: { until: ul.frozenUntil } },
    now,
  );
}
