import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readGuestId, signGuestId } from './guest-cookie';

const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

describe('guest cookie', () => {
  it('reads back the id the server signed', () => {
    const id = randomUUID();
    expect(readGuestId(SECRET, signGuestId(SECRET, id))).toBe(id);
  });

  it('refuses an id the browser made up, another secret, a changed id and malformed values', () => {
    const id = randomUUID();
    const signed = signGuestId(SECRET, id);
    expect(readGuestId(SECRET, id)).toBeNull();
    expect(readGuestId(`${SECRET}x`, signed)).toBeNull();
    expect(readGuestId(SECRET, `${randomUUID()}.${signed.split('.')[1]}`)).toBeNull();
    expect(readGuestId(SECRET, `${signed}.x`)).toBeNull();
    expect(readGuestId(SECRET, `${signed.slice(0, -1)}`)).toBeNull();
    expect(readGuestId(SECRET, 'not-a-uuid.abc')).toBeNull();
    expect(readGuestId(SECRET, undefined)).toBeNull();
    expect(readGuestId(SECRET, '')).toBeNull();
  });
});
