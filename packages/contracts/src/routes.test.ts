import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_URLS, isGamePath, resolvePageUrl, resolveQueryLink, withQuery } from './routes';

describe('page keys (§2)', () => {
  it('resolves every default key', () => {
    expect(resolvePageUrl('root').href).toBe('/');
    expect(resolvePageUrl('edit-profile').href).toBe('/profile/edit-profile');
    expect(resolvePageUrl('bonus-history').href).toBe('/bonuses');
    expect(Object.keys(DEFAULT_PAGE_URLS)).toEqual(expect.arrayContaining(['verification', 'second-verification', 'cashback', 'tournaments']));
  });
  it('per-site overrides win, with their shallow flag', () => {
    expect(resolvePageUrl('promotions', [{ key: 'promotions', href: '/offers', shallow: true }])).toEqual({ href: '/offers', shallow: true });
  });
  it('panel navigation maps edit-profile to account', () => {
    expect(resolvePageUrl('edit-profile', [], 'panel').href).toBe('/account');
    expect(resolvePageUrl('edit-profile', [{ key: 'account', href: '/me' }], 'panel').href).toBe('/me');
  });
  it('an unknown key falls back to /', () => {
    expect(resolvePageUrl('nope')).toEqual({ href: '/', shallow: false });
  });
  it('"?" links keep the path and replace the query', () => {
    expect(resolveQueryLink('?modal=rakeback', '/casino')).toBe('/casino?modal=rakeback');
    expect(resolveQueryLink('/deposit', '/casino')).toBe('/deposit');
    expect(withQuery('/casino?modal=login&x=1', { modal: null })).toBe('/casino?x=1');
    expect(withQuery('/', { modal: 'register' })).toBe('/?modal=register');
  });
  it('game pages hide the cookie notice', () => {
    expect(isGamePath('/casino/games/book-of-ra')).toBe(true);
    expect(isGamePath('/play/starburst')).toBe(true);
    expect(isGamePath('/games/x')).toBe(true);
    expect(isGamePath('/casino')).toBe(false);
  });
});
