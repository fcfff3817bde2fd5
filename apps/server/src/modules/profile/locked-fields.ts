import { isEmptyDateOfBirth, isPlaceholderEmail } from '@croupier/contracts';

/** Profile fields a player may send in update-user-details, in form order. */
export const PROFILE_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'phoneCode',
  'phone',
  'dateOfBirth',
  'countryCode',
  'city',
  'zipCode',
  'address',
  'gender',
  'nickname',
  'preferredLanguage',
] as const;
export type TProfileField = (typeof PROFILE_FIELDS)[number];

export interface TLockable {
  email: string | null;
  isEmailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  dateOfBirth: string | null;
  countryCode: string | null;
  city?: string | null;
  zipCode?: string | null;
  address?: string | null;
  kycStatus: string;
}

/**
 * §4/§5 locking rules: a verified (real) email, a filled first or last name,
 * phone (with its code), date of birth (1900-01-01 counts as empty) and
 * country cannot change once set; KYC APPROVED locks the filled fields of the address block, and so does a proof of
 * address waiting for review or approved (`hasAddressDocument`: the address it shows stays put while an
 * operator checks it, and after, even when a later document takes the kycStatus back to PENDING).
 */
export function lockedFieldsOf(u: TLockable, opts: { hasAddressDocument?: boolean } = {}): TProfileField[] {
  const locked: TProfileField[] = [];
  if (u.email && !isPlaceholderEmail(u.email) && u.isEmailVerified) locked.push('email');
  if (u.firstName) locked.push('firstName');
  if (u.lastName) locked.push('lastName');
  if (u.phone) locked.push('phoneCode', 'phone');
  if (!isEmptyDateOfBirth(u.dateOfBirth)) locked.push('dateOfBirth');
  if (u.countryCode) locked.push('countryCode');
  // Only what the address block shows: an empty field stays open (a deposit that needs the address could not be made).
  if (u.kycStatus === 'APPROVED' || opts.hasAddressDocument) locked.push(...(['city', 'zipCode', 'address'] as const).filter((f) => !!u[f]?.trim()));
  return locked;
}
