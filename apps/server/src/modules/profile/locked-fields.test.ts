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
  const address = { city: 'Valletta', zipCode: 'VLT 1010', address: '1 Republic Street' };
  it('locks the filled fields of the address block once KYC is approved (an empty one stays open)', () => {
    expect(lockedFieldsOf({ ...empty, ...address, kycStatus: 'APPROVED' })).toEqual(['city', 'zipCode', 'address']);
    expect(lockedFieldsOf({ ...empty, ...address, zipCode: ' ', kycStatus: 'APPROVED' })).toEqual(['city', 'address']);
    expect(lockedFieldsOf({ ...empty, kycStatus: 'APPROVED' })).toEqual([]);
    expect(lockedFieldsOf({ ...empty, ...address, kycStatus: 'PENDING' })).toEqual([]);
  });
  it('locks the filled address fields while a proof of address is under review or approved', () => {
    expect(lockedFieldsOf({ ...empty, ...address, kycStatus: 'PENDING' }, { hasAddressDocument: true })).toEqual(['city', 'zipCode', 'address']);
    expect(lockedFieldsOf({ ...empty, ...address, address: null, kycStatus: 'APPROVED' }, { hasAddressDocument: true })).toEqual(['city', 'zipCode']);
  });
});
