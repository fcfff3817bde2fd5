import { describe, expect, it } from 'vitest';
import { lockedFieldsOf, type TLockable } from './locked-fields';

const empty: TLockable = {
  email: null,
  isEmailVerified: false,
  firstName: null,
  lastName: null,
  phone: null,
  dateOfBirth: null,
  countryCode: null,
  kycStatus: 'NOT_STARTED',
};

describe('lockedFieldsOf', () => {
  it('locks nothing on an empty profile', () => {
    expect(lockedFieldsOf(empty)).toEqual([]);
  });
  it('locks filled identity fields, and email only when verified and real', () => {
    expect(
      lockedFieldsOf({ ...empty, email: 'a@b.test', firstName: 'A', phone: '123456', dateOfBirth: '1990-01-01', countryCode: 'MT' }),
    ).toEqual(['firstName', 'phoneCode', 'phone', 'dateOfBirth', 'countryCode']);
    expect(lockedFieldsOf({ ...empty, email: 'a@b.test', isEmailVerified: true })).toEqual(['email']);
    expect(lockedFieldsOf({ ...empty, email: 'x@placeholder.invalid', isEmailVerified: true })).toEqual([]);
  });
  it('treats 1900-01-01 as an empty date of birth', () => {
    expect(lockedFieldsOf({ ...empty, dateOfBirth: '1900-01-01' })).toEqual([]);
  });
  it('locks the address block once KYC is approved', () => {
    expect(lockedFieldsOf({ ...empty, kycStatus: 'APPROVED' })).toEqual(['city', 'zipCode', 'address']);
    expect(lockedFieldsOf({ ...empty, kycStatus: 'PENDING' })).toEqual([]);
  });
  it('locks the address block while a proof of address is under review or approved', () => {
    expect(lockedFieldsOf({ ...empty, kycStatus: 'PENDING' }, { hasAddressDocument: true })).toEqual(['city', 'zipCode', 'address']);
    expect(lockedFieldsOf({ ...empty, kycStatus: 'APPROVED' }, { hasAddressDocument: true })).toEqual(['city', 'zipCode', 'address']);
  });
});
