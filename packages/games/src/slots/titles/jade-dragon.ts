import type { SlotDefinition } from '../types';

/**
 * Jade Dragon — 5×4, 1024 ways (pays are coins per way, 29 coins per bet). The Pearl wild lands on
 * reels 2–5. Three or more Gong scatters award 10/15/20 free spins with all wins ×2 on richer
 * reels; three or more Gongs during free spins add 10 more. 20 free spins can be bought for 61×.
 */
export const jadeDragon: SlotDefinition = {
  id: 'jade-dragon',
  name: 'Jade Dragon',
  theme: 'A misty mountain temple where a jade dragon guards a flaming pearl: lanterns, gold coins and a gong that sounds free spins with doubled wins.',
  volatility: 'high',
  rows: 4,
  evaluation: { type: 'ways' },
  coinsPerBet: 29,
  symbols: [
    { id: 'TEN', name: 'Ten', icon: 'jade-ten', color: '#52b788', kind: 'regular', pays: { 3: 2, 4: 5, 5: 10 } },
    { id: 'JACK', name: 'Jack', icon: 'jade-jack', color: '#40916c', kind: 'regular', pays: { 3: 2, 4: 5, 5: 10 } },
    { id: 'QUEEN', name: 'Queen', icon: 'jade-queen', color: '#2d6a4f', kind: 'regular', pays: { 3: 3, 4: 6, 5: 15 } },
    { id: 'KING', name: 'King', icon: 'jade-king', color: '#1b4332', kind: 'regular', pays: { 3: 3, 4: 8, 5: 18 } },
    { id: 'ACE', name: 'Ace', icon: 'jade-ace', color: '#081c15', kind: 'regular', pays: { 3: 4, 4: 10, 5: 25 } },
    { id: 'COIN', name: 'Gold Coin', icon: 'coin-square-hole', color: '#ffba08', kind: 'regular', pays: { 3: 6, 4: 15, 5: 40 } },
    { id: 'LANTERN', name: 'Lantern', icon: 'paper-lantern', color: '#d00000', kind: 'regular', pays: { 3: 8, 4: 20, 5: 70 } },
    { id: 'TIGER', name: 'Tiger', icon: 'tiger-head', color: '#e85d04', kind: 'regular', pays: { 3: 10, 4: 30, 5: 100 } },
    { id: 'DRAGON', name: 'Jade Dragon', icon: 'dragon-head', color: '#00a86b', kind: 'regular', pays: { 3: 15, 4: 50, 5: 200 } },
    { id: 'PEARL', name: 'Flaming Pearl', icon: 'pearl-flame', color: '#f8f9fa', kind: 'wild' },
    { id: 'GONG', name: 'Gong', icon: 'gong', color: '#9d0208', kind: 'scatter', pays: { 3: 40, 4: 250, 5: 1250 } },
  ],
  baseReels: {
    reels: [
      { TEN: [3, 3], JACK: [3, 3], QUEEN: [2, 3], KING: [2, 3], ACE: [2, 3], COIN: [2, 2], LANTERN: [2, 2], TIGER: 3, DRAGON: 2, GONG: 1 },
      { TEN: [3, 3], JACK: [3, 3], QUEEN: [2, 3], KING: [2, 3], ACE: [2, 3], COIN: [2, 2], LANTERN: [2, 2], TIGER: 3, DRAGON: 2, PEARL: 2, GONG: 1 },
      { TEN: [3, 3], JACK: [3, 3], QUEEN: [2, 3], KING: [2, 3], ACE: [2, 3], COIN: [2, 2], LANTERN: [2, 2], TIGER: 3, DRAGON: 2, PEARL: 2, GONG: 2 },
      { TEN: [3, 3], JACK: [3, 3], QUEEN: [2, 3], KING: [2, 3], ACE: [2, 3], COIN: [2, 2], LANTERN: [2, 2], TIGER: 3, DRAGON: 2, PEARL: 2, GONG: 1 },
      { TEN: [3, 3], JACK: [3, 3], QUEEN: [2, 3], KING: [2, 3], ACE: [2, 3], COIN: [2, 2], LANTERN: [2, 2], TIGER: 3, DRAGON: 2, PEARL: 2, GONG: 1 },
    ],
  },
  freeSpins: {
    awards: { 3: 10, 4: 15, 5: 20 },
    retriggers: { 3: 10 },
    multiplier: 2,
    reels: {
      reels: [
        { TEN: [2, 4], JACK: [2, 4], QUEEN: [2, 3], KING: [2, 3], ACE: [2, 3], COIN: [2, 2], LANTERN: [2, 2], TIGER: [2, 2], DRAGON: 3, GONG: 1 },
        { TEN: [2, 4], JACK: [2, 4], QUEEN: [2, 3], KING: [2, 3], ACE: [2, 3], COIN: [2, 2], LANTERN: [2, 2], TIGER: [2, 2], DRAGON: 3, PEARL: 4, GONG: 1 },
        { TEN: [2, 4], JACK: [2, 4], QUEEN: [2, 3], KING: [2, 3], ACE: [2, 3], COIN: [2, 2], LANTERN: [2, 2], TIGER: [2, 2], DRAGON: 3, PEARL: 4, GONG: 1 },
        { TEN: [2, 4], JACK: [2, 4], QUEEN: [2, 3], KING: [2, 3], ACE: [2, 3], COIN: [2, 2], LANTERN: [2, 2], TIGER: [2, 2], DRAGON: 3, PEARL: 4, GONG: 1 },
        { TEN: [2, 4], JACK: [2, 4], QUEEN: [2, 3], KING: [2, 3], ACE: [2, 3], COIN: [2, 2], LANTERN: [2, 2], TIGER: [2, 2], DRAGON: 3, PEARL: 4, GONG: 1 },
      ],
    },
  },
  bonusBuy: { cost: 61, spins: 20 },
  winCap: 10_000,
  minBet: 20,
  maxBet: 10_000,
};
