import { describe, expect, it } from 'vitest';
import { EDGE, GAP, HALO, placeCard } from './tour-placement';

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

describe('placeCard', () => {
  it('goes below a part in the header, centred on it but inside the screen', () => {
    const balance = { top: 12, left: 20, width: 100, height: 44 };
    expect(placeCard(balance, 352, 220, phone)).toEqual({ top: 12 + 44 + HALO + GAP, left: EDGE });
    expect(placeCard({ ...balance, left: 700 }, 352, 220, desktop)).toEqual({ top: 74, left: 750 - 176 });
  });

  it('goes above a part near the bottom (the bottom tab bar)', () => {
    const tab = { top: 788, left: 312, width: 78, height: 56 };
    const { top, left } = placeCard(tab, 352, 220, phone);
    expect(top).toBe(788 - HALO - GAP - 220);
    expect(left).toBe(phone.width - 352 - EDGE);
  });

  it('goes beside a part too tall for above or below (the side panel), never off screen', () => {
    const panel = { top: 80, left: 12, width: 232, height: 700 };
    expect(placeCard(panel, 352, 260, desktop)).toEqual({ top: 80, left: 12 + 232 + HALO + GAP });
    // In a right-to-left page the panel is on the right: the card goes before it.
    const rtl = { ...panel, left: desktop.width - 244 };
    expect(placeCard(rtl, 352, 260, desktop).left).toBe(desktop.width - 244 - HALO - GAP - 352);
  });

  it('overlaps the part rather than leave the screen when nothing fits (a tall part on a phone)', () => {
    const form = { top: 100, left: 16, width: 358, height: 600 };
    const { top, left } = placeCard(form, 366, 300, phone);
    expect(top).toBeGreaterThanOrEqual(EDGE);
    expect(top + 300).toBeLessThanOrEqual(phone.height - EDGE);
    expect(left).toBe(EDGE);
  });

  it('is centred when the part is not on the screen', () => {
    expect(placeCard(null, 352, 200, desktop)).toEqual({ top: 350, left: 544 });
  });
});
