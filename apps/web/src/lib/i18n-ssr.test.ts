import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';
import { inlinedTexts, loadFullTexts, pickTexts, sharedServerTexts, shareServerTexts, usedTextsScript } from './i18n-ssr';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('texts a page used (i18n-ssr)', () => {
  const en = { 'a.b': 'A', 'n.games': '{{count}} games', 'n.games_one': '{{count}} game', 'only.en': 'EN only', 'x': '</script><b>' };
  const cz = { 'a.b': 'Á', 'n.games_one': '{{count}} hra', 'n.games_few': '{{count}} hry', 'n.games_other': '{{count}} her' };

  it('the layout shares full texts with the server render of client components, per language', () => {
    shareServerTexts('en', en);
    shareServerTexts('cz', cz);
    expect(sharedServerTexts('cz')).toEqual({ cz, en });
    expect(sharedServerTexts('en')).toEqual({ en });
    expect(sharedServerTexts('zz')).toEqual({ zz: {}, en });
  });

  it('records the keys looked up on the server and picks every plural form from the first language that has the key', () => {
    const used = new Set<string>();
    const i18n = createI18n('cz', { cz, en }, { onLookup: (k) => used.add(k) });
    expect(i18n.t('n.games', { count: 3 })).toBe('3 hry');
    expect(i18n.t('only.en')).toBe('EN only');
    expect(i18n.t('a.b')).toBe('Á');
    expect([...used]).toEqual(['n.games', 'only.en', 'a.b']);
    expect(pickTexts(i18n, ['cz', 'en'], used)).toEqual({
      cz: { 'n.games_one': '{{count}} hra', 'n.games_few': '{{count}} hry', 'n.games_other': '{{count}} her', 'a.b': 'Á' },
      en: { 'only.en': 'EN only' },
    });
  });

  it('the inline script is safe in HTML and the browser merges its chunks by language', () => {
    const script = usedTextsScript({ en: { x: en.x } });
    expect(script).not.toContain('</script>');
    const self: Record<string, unknown> = {};
    vi.stubGlobal('self', self);
    new Function('self', script)(self);
    new Function('self', usedTextsScript({ en: { 'a.b': 'A' }, cz: { 'a.b': 'Á' } }))(self);
    expect(inlinedTexts()).toEqual({ en: { x: '</script><b>', 'a.b': 'A' }, cz: { 'a.b': 'Á' } });
  });

  it('hydration renders the same text as the server from the inlined texts alone', () => {
    const used = new Set<string>();
    const server = createI18n('cz', { cz, en }, { onLookup: (k) => used.add(k) });
    const rendered = [server.t('n.games', { count: 1 }), server.t('n.games', { count: 5 }), server.t('only.en')];
    const browser = createI18n('cz', pickTexts(server, ['cz', 'en'], used));
    expect([browser.t('n.games', { count: 1 }), browser.t('n.games', { count: 5 }), browser.t('only.en')]).toEqual(rendered);
    // Another count reads another form: all forms were sent.
    expect(browser.t('n.games', { count: 4 })).toBe('4 hry');
  });

  it('the browser reports a missing key, then loads the full texts (re-rendering only if something was missing)', async () => {
    const missed: string[] = [];
    const i18n = createI18n('en', { en: { 'a.b': 'A' } }, { onMissing: (k) => missed.push(k) });
    expect(i18n.t('only.en')).toBe('only.en');
    expect(missed).toEqual(['only.en']);
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(en), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const before = i18n.revision;
    await loadFullTexts(i18n, 'en', () => true);
    expect(fetchMock).toHaveBeenCalledWith('/api/core/casino/locales/en.json');
    expect(i18n.t('only.en')).toBe('EN only');
    expect(i18n.revision).toBe(before + 1);
    await loadFullTexts(i18n, 'en', () => false);
    expect(i18n.revision).toBe(before + 1);
  });

  it('texts already there win over the loaded ones (hydrated text stays as rendered)', async () => {
    const i18n = createI18n('en', { en: { 'a.b': 'server' } });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ 'a.b': 'newer', 'c.d': 'C' })));
    await loadFullTexts(i18n, 'en', () => false);
    expect(i18n.t('a.b')).toBe('server');
    expect(i18n.t('c.d')).toBe('C');
  });
});
