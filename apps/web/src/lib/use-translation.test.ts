import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ar from '../../../../packages/contracts/locales/ar.json';
import en from '../../../../packages/contracts/locales/en.json';
import { createI18n } from './i18n';
import { I18nProvider, Trans, renderTags, useTranslation } from './use-translation';

function render(lng: string, node: React.ReactNode, texts: Record<string, Record<string, unknown>> = { en }) {
  return renderToStaticMarkup(h(I18nProvider, { i18n: createI18n(lng, texts), children: node }));
}

describe('useTranslation', () => {
  it('gives t and i18n (language, dir) from the provider', () => {
    function Probe() {
      const { t, i18n } = useTranslation();
      return h('p', { lang: i18n.language, dir: i18n.dir() }, t('lobby.games.count', { count: 1 }));
    }
    expect(render('en', h(Probe))).toBe('<p lang="en" dir="ltr">1 game</p>');
    expect(render('ar', h(Probe), { ar, en })).toBe(`<p lang="ar" dir="rtl">${(ar as Record<string, string>)['lobby.games.count_one']!.replace('{{count}}', '1')}</p>`);
  });
  it('throws outside the provider', () => {
    function Probe() {
      useTranslation();
      return null;
    }
    expect(() => renderToStaticMarkup(h(Probe))).toThrow(/I18nProvider/);
  });
});

describe('Trans', () => {
  const components = { terms: h('a', { href: '/terms' }), privacy: h('a', { href: '/privacy' }) };
  it('puts the tagged text inside the given components (register.terms.consent)', () => {
    expect(render('en', h(Trans, { i18nKey: 'register.terms.consent', components }))).toBe(
      'I am over 18 and accept the <a href="/terms">terms and conditions</a> and the <a href="/privacy">privacy policy</a>',
    );
  });
  it('Arabic text keeps its order and tags', () => {
    const html = render('ar', h(Trans, { i18nKey: 'register.terms.consent', components }), { ar, en });
    expect(html).toContain('<a href="/terms">الشروط والأحكام</a>');
    expect(html).toContain('<a href="/privacy">سياسة الخصوصية</a>');
  });
  it('interpolates values, nests tags, handles self-closing and unknown tags', () => {
    const texts = { en: { k: 'Hi <b>{{name}} <i>you</i></b><br/> <x>plain</x> 1 < 2' } };
    const html = render('en', h(Trans, { i18nKey: 'k', values: { name: 'Ann' }, components: { b: h('strong'), i: h('em'), br: h('br') } }), texts);
    expect(html).toBe('Hi <strong>Ann <em>you</em></strong><br/> <span>plain</span> 1 &lt; 2');
  });
  it('keeps the text of an unclosed tag', () => {
    expect(renderToStaticMarkup(h('p', null, ...renderTags('a <b>c', {})))).toBe('<p>a &lt;b&gt;c</p>');
  });
});
