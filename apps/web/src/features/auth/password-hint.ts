import type { TPasswordRules } from '@croupier/contracts';

/** §5 hint "at least 6 symbols + 1 special character", adapted to the site's rules. */
export function passwordHint(rules: Partial<TPasswordRules> | undefined, t: (k: string, o?: Record<string, unknown>) => string): string {
  const parts = [t('form.password.hint.min', { count: rules?.minLength ?? 6 })];
  if (rules?.requireSpecial) parts.push(t('form.password.hint.special'));
  if (rules?.requireDigit) parts.push(t('form.password.hint.digit'));
  if (rules?.requireUpper) parts.push(t('form.password.hint.upper'));
  return parts.join(' + ');
}
