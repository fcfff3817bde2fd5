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
