import type { SlotDefinition } from '../types';

/**
 * Thunder Realm — 6×5, 15,625 ways (pays are coins per way, 100 coins per bet), very high
 * volatility. Lightning wilds on reels 2–6 carry ×2, ×3 or ×5 and multiply every way through them
 * (multipliers on one way multiply each other). Three or more Rune scatters award free spins on
 * reels loaded with multiplier wilds; retriggers add spins. 15 free spins can be bought for 65×.
 * A hard cap of 5,000× the bet ends the round.
 */
export const thunderRealm: SlotDefinition = {
  id: 'thunder-realm',
  name: 'Thunder Realm',
  theme: 'Storm-torn peaks of the Norse gods: ravens, war hammers and lightning wilds that multiply, with rune stones that call a storm of free spins.',
  volatility: 'very-high',
  rows: 5,
  evaluation: { type: 'ways' },
  coinsPerBet: 100,
  symbols: [
    { id: 'TEN', name: 'Ten', icon: 'rune-ten', color: '#adb5bd', kind: 'regular', pays: { 3: 1, 4: 2, 5: 4, 6: 8 } },
    { id: 'JACK', name: 'Jack', icon: 'rune-jack', color: '#6c757d', kind: 'regular', pays: { 3: 1, 4: 2, 5: 4, 6: 8 } },
    { id: 'QUEEN', name: 'Queen', icon: 'rune-queen', color: '#495057', kind: 'regular', pays: { 3: 1, 4: 3, 5: 5, 6: 10 } },
    { id: 'KING', name: 'King', icon: 'rune-king', color: '#343a40', kind: 'regular', pays: { 3: 2, 4: 3, 5: 6, 6: 12 } },
    { id: 'ACE', name: 'Ace', icon: 'rune-ace', color: '#212529', kind: 'regular', pays: { 3: 2, 4: 4, 5: 8, 6: 15 } },
    { id: 'RAVEN', name: 'Raven', icon: 'raven', color: '#3a0ca3', kind: 'regular', pays: { 3: 3, 4: 6, 5: 12, 6: 25 } },
    { id: 'AXE', name: 'War Axe', icon: 'battle-axe', color: '#7209b7', kind: 'regular', pays: { 3: 4, 4: 8, 5: 16, 6: 40 } },
    { id: 'HAMMER', name: 'Storm Hammer', icon: 'war-hammer', color: '#4361ee', kind: 'regular', pays: { 3: 5, 4: 12, 5: 25, 6: 55 } },
    { id: 'GOD', name: 'Thunder God', icon: 'thunder-god', color: '#4cc9f0', kind: 'regular', pays: { 3: 8, 4: 20, 5: 50, 6: 130 } },
    { id: 'BOLT2', name: 'Lightning ×2', icon: 'lightning-x2', color: '#fee440', kind: 'wild', multiplier: 2 },
    { id: 'BOLT3', name: 'Lightning ×3', icon: 'lightning-x3', color: '#fca311', kind: 'wild', multiplier: 3 },
    { id: 'BOLT5', name: 'Lightning ×5', icon: 'lightning-x5', color: '#f15bb5', kind: 'wild', multiplier: 5 },
    { id: 'RUNE', name: 'Rune Stone', icon: 'rune-stone', color: '#00f5d4', kind: 'scatter', pays: { 3: 50, 4: 300, 5: 1000, 6: 5000 } },
  ],
  baseReels: {
    reels: [
      { TEN: [2, 5], JACK: [2, 5], QUEEN: [2, 4], KING: [2, 4], ACE: [2, 4], RAVEN: [2, 3], AXE: [2, 2], HAMMER: 3, GOD: 2, RUNE: 1 },
      { TEN: [2, 5], JACK: [2, 5], QUEEN: [2, 4], KING: [2, 4], ACE: [2, 4], RAVEN: [2, 3], AXE: [2, 2], HAMMER: 3, GOD: 2, BOLT2: 1, RUNE: 1 },
      { TEN: [2, 5], JACK: [2, 5], QUEEN: [2, 4], KING: [2, 4], ACE: [2, 4], RAVEN: [2, 3], AXE: [2, 2], HAMMER: 3, GOD: 2, BOLT2: 1, RUNE: 1 },
      { TEN: [2, 5], JACK: [2, 5], QUEEN: [2, 4], KING: [2, 4], ACE: [2, 4], RAVEN: [2, 3], AXE: [2, 2], HAMMER: 3, GOD: 2, BOLT3: 1, RUNE: 1 },
      { TEN: [2, 5], JACK: [2, 5], QUEEN: [2, 4], KING: [2, 4], ACE: [2, 4], RAVEN: [2, 3], AXE: [2, 2], HAMMER: 3, GOD: 2, BOLT3: 1, RUNE: 1 },
      { TEN: [2, 5], JACK: [2, 5], QUEEN: [2, 4], KING: [2, 4], ACE: [2, 4], RAVEN: [2, 3], AXE: [2, 2], HAMMER: 3, GOD: 2, BOLT5: 1, RUNE: 1 },
    ],
  },
  freeSpins: {
    awards: { 3: 10, 4: 12, 5: 15, 6: 20 },
    retriggers: { 3: 5 },
    reels: {
      reels: [
        { TEN: [2, 4], JACK: [2, 4], QUEEN: [2, 4], KING: [2, 4], ACE: [2, 3], RAVEN: [2, 3], AXE: [2, 2], HAMMER: 3, GOD: 2, RUNE: 1 },
        { TEN: [2, 4], JACK: [2, 4], QUEEN: [2, 4], KING: [2, 4], ACE: [2, 3], RAVEN: [2, 3], AXE: [2, 2], HAMMER: 3, GOD: 2, BOLT2: 2, BOLT3: 1, RUNE: 1 },
        { TEN: [2, 4], JACK: [2, 4], QUEEN: [2, 4], KING: [2, 4], ACE: [2, 3], RAVEN: [2, 3], AXE: [2, 2], HAMMER: 3, GOD: 2, BOLT2: 2, BOLT3: 1, RUNE: 1 },
        { TEN: [2, 4], JACK: [2, 4], QUEEN: [2, 4], KING: [2, 4], ACE: [2, 3], RAVEN: [2, 3], AXE: [2, 2], HAMMER: 3, GOD: 2, BOLT2: 1, BOLT3: 1, BOLT5: 1, RUNE: 1 },
        { TEN: [2, 4], JACK: [2, 4], QUEEN: [2, 4], KING: [2, 4], ACE: [2, 3], RAVEN: [2, 3], AXE: [2, 2], HAMMER: 3, GOD: 2, BOLT2: 1, BOLT3: 1, BOLT5: 1, RUNE: 1 },
        { TEN: [2, 4], JACK: [2, 4], QUEEN: [2, 4], KING: [2, 4], ACE: [2, 3], RAVEN: [2, 3], AXE: [2, 2], HAMMER: 3, GOD: 2, BOLT3: 1, BOLT5: 1, RUNE: 1 },
      ],
    },
  },
  bonusBuy: { cost: 65, spins: 15 },
  winCap: 5000,
  minBet: 20,
  maxBet: 5_000,
};
