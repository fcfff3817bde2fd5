import { describe, expect, it } from 'vitest';
import { breakMinutesFor, latestStretch } from './session-clock';

const M = 60_000;
const span = (startMin: number, endMin: number) => ({ start: startMin * M, end: endMin * M });

describe('the session time limit across sessions', () => {
  it('the break is as long as the limit, at most a day', () => {
    expect(breakMinutesFor(10)).toBe(10);
    expect(breakMinutesFor(8 * 60)).toBe(8 * 60);
    expect(breakMinutesFor(30 * 24 * 60)).toBe(24 * 60);
  });

  it('adds up the sessions of a stretch of play, overlapping ones once, and starts again after a break', () => {
    expect(latestStretch([], 10 * M)).toBeNull();
    // 0–6 and 8–12 (a 2-minute pause): 10 minutes used.
    expect(latestStretch([span(8, 12), span(0, 6)], 10 * M)).toEqual({ usedMs: 10 * M, end: 12 * M });
    // Two devices at once (8–12 and 9–11) count once.
    expect(latestStretch([span(0, 6), span(8, 12), span(9, 11)], 10 * M)).toEqual({ usedMs: 10 * M, end: 12 * M });
    // A pause as long as the break ends the stretch: only 30–35 counts.
    expect(latestStretch([span(0, 6), span(30, 35)], 10 * M)).toEqual({ usedMs: 5 * M, end: 35 * M });
  });

  it('the first session read of a stretch carries the time its earlier sessions (not read) used', () => {
    expect(latestStretch([{ ...span(105, 110), usedBeforeMs: 50 * M }, span(165, 170)], 60 * M)).toEqual({ usedMs: 60 * M, end: 170 * M });
    // A session after a real break starts afresh whatever it carried.
    expect(latestStretch([{ ...span(0, 5), usedBeforeMs: 50 * M }, span(100, 110)], 60 * M)).toEqual({ usedMs: 10 * M, end: 110 * M });
  });
});
