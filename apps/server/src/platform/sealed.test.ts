import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed';

describe('seal', () => {
  it('opens with the same secret and purpose only, and refuses an altered value', () => {
    const sealed = seal('secret-a', 'house-pay-token', 'token-123');
    expect(sealed).not.toContain('token-123');
    expect(seal('secret-a', 'house-pay-token', 'token-123')).not.toBe(sealed); // a fresh IV each time
    expect(unseal('secret-a', 'house-pay-token', sealed)).toBe('token-123');
    expect(unseal('secret-b', 'house-pay-token', sealed)).toBeNull();
    expect(unseal('secret-a', 'other', sealed)).toBeNull();
    const [v, iv, tag, data] = sealed.split('.');
    expect(unseal('secret-a', 'house-pay-token', [v, iv, tag, `${data!.slice(0, -2)}AA`].join('.'))).toBeNull();
    expect(unseal('secret-a', 'house-pay-token', 'not-sealed')).toBeNull();
  });
});
