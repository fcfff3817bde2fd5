import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DICE_PARAMS } from './dice';
import { floorMulDiv } from './money';
import { GAMES, getGame, playRound, verifyRound } from './registry';
import { createFairRng, createFastRng } from './rng';
import { hmacSha256Hex, sha256Hex } from './sha256';
import { getSlotMaths } from './slots';

describe('catalogue', () => {
  it('lists four slots and two originals with computed maths', () => {
    expect(GAMES.filter((g) => g.kind === 'slot')).toHaveLength(4);
    expect(GAMES.map((g) => g.id)).toEqual(expect.arrayContaining(['dice', 'plinko']));
    for (const g of GAMES) {
      expect(g.rtp).toBeGreaterThan(0.95);
      expect(g.rtp).toBeLessThan(1);
      expect(g.maxMultiplier).toBeGreaterThan(1);
      expect(g.minBet).toBeLessThanOrEqual(g.maxBet);
      if (g.kind === 'slot') expect(g.rtp).toBe(getSlotMaths(g.id).rtp);
      expect(g.hasBonusBuy).toBe(g.bonusBuyCost !== null);
    }
    expect(getGame('dice').rtp).toBeCloseTo(0.99, 12);
    expect(() => getGame('nope')).toThrow(RangeError);
  });
});

describe('playRound / verifyRound', () => {
  const seeds = fc.record({ serverSeed: fc.string({ minLength: 1, maxLength: 64 }), clientSeed: fc.string({ maxLength: 32 }), nonce: fc.nat(1_000_000) });
  const gameIds = GAMES.map((g) => g.id);

  it('a verified round is identical to the played one, and money is consistent', () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom(...gameIds), fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (s, gameId, bet, buy) => {
        const g = getGame(gameId);
        const mode = buy && g.hasBonusBuy ? 'bonusBuy' : 'base';
        const played = playRound(gameId, createFairRng(s), { bet, mode });
        expect(verifyRound({ gameId, ...s, bet, mode })).toEqual(played);
        expect(played.stake).toBe(mode === 'bonusBuy' ? bet * g.bonusBuyCost! : bet);
        expect(Number.isSafeInteger(played.totalWin)).toBe(true);
        expect(played.multiplier).toBeLessThanOrEqual(g.maxMultiplier);
        if (played.kind === 'slot') {
          expect(played.totalWin).toBe(floorMulDiv(bet, played.details.coins, played.details.coinsPerBet));
          expect(played.details.spins.reduce((a, x) => a + x.win, 0)).toBe(played.totalWin);
          expect(played.floatsUsed).toBe(played.details.spins.length * played.details.spins[0]!.stops.length);
        } else {
          expect(played.totalWin).toBe(Math.floor(bet * played.multiplier + 1e-9));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('slot outcomes carry everything needed to animate', () => {
    const o = playRound('golden-scarab', createFastRng(3), { bet: 100 });
    if (o.kind !== 'slot') throw new Error('kind');
    const base = o.details.spins[0]!;
    expect(base.type).toBe('base');
    expect(base.grid).toHaveLength(5);
    expect(base.grid[0]).toHaveLength(3);
    for (const w of base.wins) expect(w.positions.length).toBeGreaterThan(0);
  });

  it('bonus buys start with free spins and only where offered', () => {
    const o = playRound('jade-dragon', createFastRng(4), { bet: 100, mode: 'bonusBuy' });
    if (o.kind !== 'slot') throw new Error('kind');
    expect(o.details.spins[0]!.type).toBe('free');
    expect(o.details.freeSpinsPlayed).toBeGreaterThanOrEqual(20);
    expect(() => playRound('lucky-sevens', createFastRng(1), { bet: 100, mode: 'bonusBuy' })).toThrow(RangeError);
  });

  it('rejects bad bets', () => {
    expect(() => playRound('dice', createFastRng(1), { bet: 0, params: DEFAULT_DICE_PARAMS })).toThrow(RangeError);
    expect(() => playRound('dice', createFastRng(1), { bet: 1.5 })).toThrow(RangeError);
  });

  it('worked example of the README stays true', () => {
    const serverSeed = 'b7f3c1d2e4a5968778695a4b3c2d1e0f';
    expect(sha256Hex(serverSeed)).toMatchSnapshot();
    const dice = verifyRound({ gameId: 'dice', serverSeed, clientSeed: 'lucky-player', nonce: 42, bet: 100, params: { target: 50, direction: 'under' } });
    expect(dice).toMatchSnapshot();
    expect(hmacSha256Hex(serverSeed, 'lucky-player:42:0')).toMatchSnapshot();
  });
});
