import { describe, expect, it } from 'vitest';
import { uiPreviewRedirect } from './ui-preview';

describe('uiPreviewRedirect', () => {
  it('sets the preview cookie and sends the page again without the preview parameters, keeping the others', () => {
    expect(uiPreviewRedirect('/casino?btag=a1&theme=lulu&nav=panel', {})).toEqual({
      location: '/casino?btag=a1',
      cookie: 'ui_preview=lulu.panel; Max-Age=604800; Path=/; SameSite=Lax',
    });
    expect(uiPreviewRedirect('/?nav=basic', {})).toEqual({ location: '/', cookie: 'ui_preview=.basic; Max-Age=604800; Path=/; SameSite=Lax' });
  });

  it('drops values that are not a theme or navigation system', () => {
    expect(uiPreviewRedirect('/?theme=%3Cscript%3E&nav=basic', {})?.cookie).toBe('ui_preview=.basic; Max-Age=604800; Path=/; SameSite=Lax');
  });

  it('leaves other requests and the RSC fetches alone', () => {
    expect(uiPreviewRedirect('/casino?sort=new', {})).toBeNull();
    expect(uiPreviewRedirect('/?theme=lulu&_rsc=abc', { rsc: '1' })).toBeNull();
  });
});
