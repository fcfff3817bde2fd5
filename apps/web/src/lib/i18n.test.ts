import { describe, expect, it } from 'vitest';
import cz from '../../../../packages/contracts/locales/cz.json';
import ru from '../../../../packages/contracts/locales/ru.json';
import ar from '../../../../packages/contracts/locales/ar.json';
import { createI18n } from './i18n';

describe('i18n', () => {
  it('uses the real language plural rules for the spec codes that are not BCP-47 (cz → cs)', () => {
    const i = createI18n('cz', { cz });
    expect(i.t('time.seconds', { count: 3 })).toBe(cz['time.seconds_few']!.replace('{{count}}', '3'));
  });
  it('Russian and Arabic plural forms', () => {
    const r = createI18n('ru', { ru });
    expect(r.t('time.seconds', { count: 5 })).toBe((ru as Record<string, string>)['time.seconds_many']!.replace('{{count}}', '5'));
    const a = createI18n('ar', { ar });
    expect(a.t('time.seconds', { count: 2 })).toBe((ar as Record<string, string>)['time.seconds_two']!.replace('{{count}}', '2'));
  });
  it('keys are literal dotted strings and missing ones fall back to English', () => {
    const i = createI18n('cz', { cz, en: { 'only.en': 'English only' } });
    expect(i.t('form.validation.invalid.required')).toBe(cz['form.validation.invalid.required']);
    expect(i.t('only.en')).toBe('English only');
  });
});

describe('i18n runtime (in-house, replaces i18next)', () => {
  const en = { 'a.b': 'Hello {{name}}', 'lobby.games.count': '{{count}} games', 'lobby.games.count_one': '{{count}} game', 'x_zero': 'none', 'x_other': '{{count}} x', 'x': 'base' };
  it('interpolates {{name}}, keeps unknown placeholders and returns the key when missing', () => {
    const i = createI18n('en', { en });
    expect(i.t('a.b', { name: 'Ann' })).toBe('Hello Ann');
    expect(i.t('a.b')).toBe('Hello {{name}}');
    expect(i.t('a.b', { other: 1 })).toBe('Hello {{name}}');
    expect(i.t('no.such.key')).toBe('no.such.key');
    expect(i.t('no.such.key', { defaultValue: 'low {{n}}', n: 2 })).toBe('low 2');
  });
  it('plural: _zero for 0, then the Intl category, then the bare key', () => {
    const i = createI18n('en', { en });
    expect(i.t('lobby.games.count', { count: 1 })).toBe('1 game');
    expect(i.t('lobby.games.count', { count: 7 })).toBe('7 games');
    expect(i.t('x', { count: 0 })).toBe('none');
    expect(i.t('x', { count: 2 })).toBe('2 x');
    expect(i.t('x')).toBe('base');
  });
  it('Czech counts 2–4 take the few form; the real cz file has every form', () => {
    const i = createI18n('cz', { cz });
    const few = (cz as Record<string, string>)['lobby.games.count_few']!;
    expect(i.t('lobby.games.count', { count: 3 })).toBe(few.replace('{{count}}', '3'));
    expect(i.t('lobby.games.count', { count: 1 })).toBe((cz as Record<string, string>)['lobby.games.count_one']!.replace('{{count}}', '1'));
  });
  it('an empty string is a translation (not a missing key)', () => {
    expect(createI18n('en', { en: { e: '' } }).t('e')).toBe('');
  });
  it('dir() is rtl for ar, fa, ps', () => {
    expect(createI18n('ar', { ar }).dir()).toBe('rtl');
    expect(createI18n('fa', {}).dir()).toBe('rtl');
    expect(createI18n('ps', {}).dir()).toBe('rtl');
    expect(createI18n('en', {}).dir()).toBe('ltr');
  });
  it('addResourceBundle + changeLanguage switch texts and notify subscribers', async () => {
    const i = createI18n('en', { en });
    let calls = 0;
    const off = i.subscribe(() => calls++);
    expect(i.hasResourceBundle('de', 'common')).toBe(false);
    i.addResourceBundle('de', 'common', { 'a.b': 'Hallo {{name}}' }, true, true);
    expect(i.hasResourceBundle('de', 'common')).toBe(true);
    await i.changeLanguage('de');
    expect(i.language).toBe('de');
    expect(i.t('a.b', { name: 'Ann' })).toBe('Hallo Ann');
    expect(i.t('lobby.games.count', { count: 2 })).toBe('2 games'); // English fallback
    expect(calls).toBe(2); // the added texts, then the language change
    expect(i.revision).toBe(2);
    off();
    await i.changeLanguage('en');
    expect(calls).toBe(2);
    expect(i.revision).toBe(3);
  });
  it('an unknown or invalid locale code still gets plural rules', () => {
    const i = createI18n('zz-invalid-@@', { 'zz-invalid-@@': { 'k_one': 'one', 'k_other': 'other' } });
    expect(i.t('k', { count: 1 })).toBe('one');
    expect(i.t('k', { count: 5 })).toBe('other');
  });
});
