import { describe, expect, it } from 'vitest';
import { VISIT_DEDUPE_MS, VISIT_STALE_MS } from '@croupier/contracts/constants';
import { depositTrackingId, pushPage, visitDue } from './marketing-events';

describe('visitDue (§9 visit dedupe 30 minutes, stale visits cleared after 60)', () => {
  const t0 = 1_000_000_000;
  it('sends the first visit and stores its stamp', () => {
    expect(visitDue({}, 'site', t0)).toEqual({ isDue: true, stamps: { site: t0 } });
  });
  it('sends no second visit within 30 minutes, and one after', () => {
    expect(visitDue({ site: t0 }, 'site', t0 + VISIT_DEDUPE_MS - 1).isDue).toBe(false);
    expect(visitDue({ site: t0 }, 'site', t0 + VISIT_DEDUPE_MS)).toEqual({ isDue: true, stamps: { site: t0 + VISIT_DEDUPE_MS } });
  });
  it('drops stamps older than 60 minutes and stamps from the future (a wrong clock)', () => {
    const r = visitDue({ old: t0 - VISIT_STALE_MS, recent: t0 - 1000, future: t0 + 5000 }, 'site', t0);
    expect(r.stamps).toEqual({ recent: t0 - 1000, site: t0 });
  });
});

describe('depositTrackingId (§9 tracking ids by deposit count)', () => {
  it('names the first four deposits, then 5 or more', () => {
    expect([1, 2, 3, 4, 5, 6, 40].map(depositTrackingId)).toEqual([
      'first_deposit',
      'second_deposit',
      'third_deposit',
      'fourth_deposit',
      'fifth_or_more_deposit',
      'fifth_or_more_deposit',
      'fifth_or_more_deposit',
    ]);
    expect(depositTrackingId(0)).toBe('first_deposit');
  });
});

describe('pushPage (§9 history stack of 5 pages, 5 recent pages)', () => {
  it('keeps the last 5, most recent first, without pushing a reload of the same page', () => {
    let stack: string[] = [];
    for (const p of ['/a', '/b', '/b', '/c', '/d', '/e', '/f']) stack = pushPage(stack, p, 5);
    expect(stack).toEqual(['/f', '/e', '/d', '/c', '/b']);
  });
  it('recent pages are distinct', () => {
    expect(pushPage(['/b', '/a', '/c'], '/a', 5, true)).toEqual(['/a', '/b', '/c']);
  });
});
