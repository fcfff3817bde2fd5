import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** How a player signs in: the login field `email` holds an email, a +E.164 phone or a username. */
export type TIdentifier =
  | { kind: 'email'; value: string; key: string }
  | { kind: 'phone'; value: string; key: string }
  | { kind: 'username'; value: string; key: string };

/**
 * Normalises the login identifier. `key` is the brute-force account key
 * (auth_failures.account_key): the same player typed differently maps to one key.
 */
export function normalizeIdentifier(raw: string): TIdentifier {
  const s = raw.trim();
  if (s.includes('@')) {
    const value = s.toLowerCase();
    return { kind: 'email', value, key: `email:${value}` };
  }
  const compact = s.replace(/[\s().-]/g, '');
  if (/^(\+|00)\d{3,20}$/.test(compact)) {
    const digits = compact.replace(/^(\+|00)/, '');
    const value = parsePhoneNumberFromString(`+${digits}`)?.number ?? `+${digits}`;
    return { kind: 'phone', value, key: `phone:${value}` };
  }
  const value = s.toLowerCase();
  return { kind: 'username', value, key: `user:${value}` };
}
