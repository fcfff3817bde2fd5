import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_LOYALTY_GROUP_STEPS,
  levelForPoints,
  LOYALTY_LEVEL_POINTS,
  LOYALTY_MAX_LEVEL,
  loyaltyGroupSteps,
  loyaltyProgress,
  loyaltyTiers,
  pointsForStake,
  tierOf,
} from './loyalty';

describe('loyalty levels', () => {
  it('starts everyone at level 1 and reaches each level exactly at its threshold', () => {
    expect(levelForPoints(0)).toBe(1);
    LOYALTY_LEVEL_POINTS.forEach((p, i) => {
      expect(levelForPoints(p)).toBe(i + 1);
      if (i > 0) expect(levelForPoints(p - 1)).toBe(i);
    });
    expect(levelForPoints(Number.MAX_SAFE_INTEGER)).toBe(LOYALTY_MAX_LEVEL);
  });

  it('thresholds rise strictly', () => {
    for (let i = 1; i < LOYALTY_LEVEL_POINTS.length; i++) expect(LOYALTY_LEVEL_POINTS[i]!).toBeGreaterThan(LOYALTY_LEVEL_POINTS[i - 1]!);
  });

  it('progress: points to go, percent through the level, the top level', () => {
    expect(loyaltyProgress(300, 5)).toMatchObject({ level: 3, pointsTillNextLevel: 200, xp: 20, levelPoints: 250, nextLevelPoints: 500 });
    expect(loyaltyProgress(99.9, 5)).toMatchObject({ level: 1, points: 99, pointsTillNextLevel: 1, xp: 99 });
    expect(loyaltyProgress(-5, 5)).toMatchObject({ level: 1, points: 0 });
    const top = loyaltyProgress(LOYALTY_LEVEL_POINTS[LOYALTY_MAX_LEVEL - 1]! + 10, 5);
    expect(top).toMatchObject({ level: LOYALTY_MAX_LEVEL, pointsTillNextLevel: 0, xp: 100, nextLevelPoints: null });
  });

  it('more points never lower the level, and xp stays within 0–100', () => {
    fc.assert(
      fc.property(fc.nat(5_000_000), fc.nat(5_000_000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const p = loyaltyProgress(lo, 5);
        expect(p.level).toBeLessThanOrEqual(loyaltyProgress(hi, 5).level);
        expect(p.xp).toBeGreaterThanOrEqual(0);
        expect(p.xp).toBeLessThanOrEqual(100);
        expect(p.points + p.pointsTillNextLevel).toBe(p.nextLevelPoints ?? p.points);
      }),
    );
  });

  it('groups levels into tiers of loyaltyLevelGroupSteps, clamping nonsense to the default', () => {
    expect(loyaltyTiers(5).map((t) => [t.name, t.firstLevel, t.lastLevel])).toEqual([
      ['bronze', 1, 5],
      ['silver', 6, 10],
      ['gold', 11, 15],
      ['platinum', 16, 20],
      ['diamond', 21, 25],
      ['black', 26, 30],
    ]);
    expect(loyaltyTiers(4).at(-1)).toMatchObject({ group: 8, name: 'other', firstLevel: 29, lastLevel: 30 });
    expect(tierOf(12, 5)).toMatchObject({ group: 3, name: 'gold', points: LOYALTY_LEVEL_POINTS[10] });
    for (const bad of [0, -1, 2.5, 31, Number.NaN, null, undefined]) expect(loyaltyGroupSteps(bad)).toBe(DEFAULT_LOYALTY_GROUP_STEPS);
    expect(loyaltyGroupSteps(30)).toBe(30);
    expect(loyaltyTiers(30)).toHaveLength(1);
  });

  it('points: whole points per currency rate, none without a rate', () => {
    expect(pointsForStake(10_050n, 100n)).toBe(100);
    expect(pointsForStake(99n, 100n)).toBe(0);
    expect(pointsForStake(1_000n, null)).toBe(0);
    expect(pointsForStake(1_000n, 0n)).toBe(0);
    expect(pointsForStake(-1_000n, 100n)).toBe(0);
  });
});
