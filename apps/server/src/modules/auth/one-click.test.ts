import { describe, expect, it } from 'vitest';
import { makePasswordSchema } from '@croupier/contracts';
import { generatePassword, generateUsername } from './one-click';

describe('one-click credentials', () => {
  it('makes player + 8 digits usernames', () => {
    for (let i = 0; i < 50; i++) expect(generateUsername()).toMatch(/^player\d{8}$/);
  });
  it('makes passwords that pass the strictest site rules and differ', () => {
    const strict = makePasswordSchema({ minLength: 12, requireSpecial: true, requireDigit: true, requireUpper: true });
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const p = generatePassword();
      expect(strict.safeParse(p).success, p).toBe(true);
      seen.add(p);
    }
    expect(seen.size).toBe(200);
  });
});
