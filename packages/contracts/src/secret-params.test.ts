import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './secret-params';

describe('withoutSecrets', () => {
  it('drops the access token and reset token, wherever they stand, and keeps the rest', () => {
    expect(withoutSecrets('https://c.test/casino?at=eyJ.x.y')).toBe('https://c.test/casino');
    expect(withoutSecrets('https://c.test/?modal=reset-password&token=abc123')).toBe('https://c.test/?modal=reset-password');
    expect(withoutSecrets('https://c.test/?token=abc&modal=reset-password&at=t&cpnc=SPRING')).toBe('https://c.test/?modal=reset-password&cpnc=SPRING');
    expect(withoutSecrets('/casino?cpnc=A&at=t#games')).toBe('/casino?cpnc=A#games');
    expect(withoutSecrets('/casino?at=t&at=u')).toBe('/casino');
  });
  it('reads names as the browser does (encoded, or with an empty value)', () => {
    expect(withoutSecrets('/x?%61t=t&b=1')).toBe('/x?b=1');
    expect(withoutSecrets('/x?token&b=1')).toBe('/x?b=1');
    expect(withoutSecrets('/x?%E0%A4%A=1&at=t')).toBe('/x?%E0%A4%A=1');
  });
  it('leaves addresses without secrets untouched', () => {
    for (const url of ['https://c.test/', '/casino?cpnc=A&mkt=B', '/x?attempt=1&tokens=2', '/x#at=1', 'not a url']) expect(withoutSecrets(url)).toBe(url);
  });
});
