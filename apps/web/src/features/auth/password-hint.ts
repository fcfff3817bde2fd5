import type { TPasswordRules } from '@croupier/contracts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@croupier/contracts/constants';

/** §5 hint "at least 6 symbols + 1 special character", adapted to the site's rules. */
export function passwordHint(rules: Partial<TPasswordRules> | undefined, t: (k: string, o?: Record<string, unknown>) => string): string {
  const parts = [t('form.password.hint.min', { count: rules?.minLength ?? PASSWORD_MIN_LENGTH })];
  if (rules?.requireSpecial) parts.push(t('form.password.hint.special'));
  if (rules?.requireDigit) parts.push(t('form.password.hint.digit'));
  if (rules?.requireUpper) parts.push(t('form.password.hint.upper'));
  return parts.join(' + ');
}

/** A new password's length bounds as input attributes (password managers size their suggestions by them; the error names the minimum). */
export function passwordLengthProps(rules: Partial<TPasswordRules> | undefined): { minLength: number; maxLength: number } {
  return { minLength: rules?.minLength ?? PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH };
}
