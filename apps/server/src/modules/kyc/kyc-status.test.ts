import { describe, expect, it } from 'vitest';
import { canRefreshKyc, deriveKycStatus } from './kyc-status';

const doc = (type: string, status: string, seq: number) => ({ type, status, seq });

describe('deriveKycStatus', () => {
  it('is NOT_STARTED without documents and lists the required types as missing', () => {
    expect(deriveKycStatus([])).toEqual({ status: 'NOT_STARTED', missingTypes: ['IDENTITY', 'PROOF_OF_ADDRESS'] });
  });
  it('is PENDING while a document waits, APPROVED when identity and address are approved', () => {
    expect(deriveKycStatus([doc('IDENTITY', 'PENDING', 1)])).toEqual({ status: 'PENDING', missingTypes: ['PROOF_OF_ADDRESS'] });
    expect(deriveKycStatus([doc('IDENTITY', 'APPROVED', 1), doc('PROOF_OF_ADDRESS', 'APPROVED', 2)]).status).toBe('APPROVED');
    expect(
      deriveKycStatus([doc('IDENTITY', 'APPROVED', 1), doc('PROOF_OF_ADDRESS', 'APPROVED', 2), doc('PAYMENT_METHOD', 'PENDING', 3)]).status,
    ).toBe('PENDING');
  });
  it('asks for the missing required type when everything uploaded is approved', () => {
    expect(deriveKycStatus([doc('IDENTITY', 'APPROVED', 1)])).toEqual({ status: 'REQUESTED', missingTypes: ['PROOF_OF_ADDRESS'] });
  });
  it('keeps a rejection or request open until a newer document of that type arrives', () => {
    expect(deriveKycStatus([doc('IDENTITY', 'REJECTED', 1), doc('PROOF_OF_ADDRESS', 'PENDING', 2)]).status).toBe('REJECTED');
    expect(deriveKycStatus([doc('IDENTITY', 'REQUESTED', 1), doc('PROOF_OF_ADDRESS', 'APPROVED', 2)]).status).toBe('REQUESTED');
    expect(
      deriveKycStatus([doc('IDENTITY', 'REJECTED', 1), doc('IDENTITY', 'PENDING', 3), doc('PROOF_OF_ADDRESS', 'APPROVED', 2)]).status,
    ).toBe('PENDING');
    expect(
      deriveKycStatus([doc('IDENTITY', 'REJECTED', 1), doc('IDENTITY', 'APPROVED', 3), doc('PROOF_OF_ADDRESS', 'APPROVED', 2)]).status,
    ).toBe('APPROVED');
    // An older approved document does not close a newer rejection.
    expect(
      deriveKycStatus([doc('IDENTITY', 'APPROVED', 1), doc('IDENTITY', 'REJECTED', 3), doc('PROOF_OF_ADDRESS', 'APPROVED', 2)]).status,
    ).toBe('REJECTED');
  });
  it('offers the refresh only when the documents are all approved and the profile differs', () => {
    expect(canRefreshKyc('PENDING', 'APPROVED')).toBe(true);
    expect(canRefreshKyc('APPROVED', 'APPROVED')).toBe(false);
    expect(canRefreshKyc('APPROVED', 'PENDING')).toBe(false);
    expect(canRefreshKyc('NOT_STARTED', 'PENDING')).toBe(false);
  });
});
