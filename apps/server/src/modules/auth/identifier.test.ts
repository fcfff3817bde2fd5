import { describe, expect, it } from 'vitest';
import { normalizeIdentifier } from './identifier';

describe('normalizeIdentifier', () => {
  it('treats anything with @ as a case-insensitive email', () => {
    expect(normalizeIdentifier('  Demo@Croupier.Local ')).toEqual({
      kind: 'email',
      value: 'demo@croupier.local',
      key: 'email:demo@croupier.local',
    });
  });
  it('reads +E.164 phones, with spaces or a 00 prefix', () => {
    expect(normalizeIdentifier('+356 2123 4567')).toMatchObject({ kind: 'phone', value: '+35621234567' });
    expect(normalizeIdentifier('0035621234567')).toMatchObject({ kind: 'phone', value: '+35621234567', key: 'phone:+35621234567' });
  });
  it('treats everything else as a username', () => {
    expect(normalizeIdentifier('Player12345678')).toEqual({ kind: 'username', value: 'player12345678', key: 'user:player12345678' });
    expect(normalizeIdentifier('21234567')).toMatchObject({ kind: 'username' });
  });
});
