import { describe, expect, it } from 'vitest';
import { referralCodeOf } from './referral-code';

describe('referralCodeOf', () => {
  it('is stable, short and differs between players', () => {
    const a = referralCodeOf('00000000-0000-4000-8000-00000000d3e0');
    expect(a).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(referralCodeOf('00000000-0000-4000-8000-00000000d3e0')).toBe(a);
    expect(referralCodeOf('00000000-0000-4000-8000-00000000d3e1')).not.toBe(a);
  });
});
