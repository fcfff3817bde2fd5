import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_URLS, isGamePath, resolvePageUrl, resolveQueryLink, withQuery } from './routes';
import { returnPathOf, safeReturnPath, signInUrl } from './sign-in-return';

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

describe('the sign-in return address', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeReturnPath('/deposit?modal=deposit-return&depositId=42')).toBe('/deposit?modal=deposit-return&depositId=42');
    expect(signInUrl('/deposit?modal=deposit-return&depositId=42')).toBe('/?modal=login&next=%2Fdeposit%3Fmodal%3Ddeposit-return%26depositId%3D42');
  });
  it('refuses addresses that leave the site', () => {
    for (const bad of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', '/a\nb', '', null, undefined, `/${'a'.repeat(3000)}`]) {
      expect(safeReturnPath(bad as string)).toBeNull();
      expect(signInUrl(bad as string)).toBe('/?modal=login');
    }
  });
  it('signing in again returns to the page, or to where the page was to return', () => {
    expect(returnPathOf({ pathname: '/withdraw', search: '?modal=session-ended&x=1' })).toBe('/withdraw?x=1');
    // A deposit's result modal is part of the page to come back to.
    expect(returnPathOf({ pathname: '/deposit', search: '?modal=deposit-return&depositId=42' })).toBe('/deposit?modal=deposit-return&depositId=42');
    expect(returnPathOf({ pathname: '/', search: '?modal=login&next=%2Fprofile' })).toBe('/profile');
    expect(returnPathOf({ pathname: '/', search: '?modal=login&next=%2F%2Fevil.test' })).toBe('/?next=%2F%2Fevil.test');
  });
  it('the home page needs no return', () => {
    expect(signInUrl('/')).toBe('/?modal=login');
  });
  it('a sign-in modal is not part of the page to return to', () => {
    expect(signInUrl('/profile?modal=login')).toBe('/?modal=login&next=%2Fprofile');
    expect(signInUrl('/profile?tab=kyc&modal=register&afterReg=1&next=%2Fdeposit')).toBe('/?modal=login&next=%2Fprofile%3Ftab%3Dkyc');
    expect(signInUrl('/?modal=session-ended')).toBe('/?modal=login');
  });
});
