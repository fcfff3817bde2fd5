import type { SlotDefinition } from '../types';

/**
 * Lucky Sevens — classic 3×3, 5 lines, one coin per line (pays are × line bet). The Double Star
 * wild substitutes for every symbol and doubles the line it is on (two stars: ×4). No features:
 * the lowest-volatility title.
 */
export const luckySevens: SlotDefinition = {
  id: 'lucky-sevens',
  name: 'Lucky Sevens',
  theme: 'A chrome-and-neon fruit machine from a 1960s arcade: cherries, bells, bars and the lucky seven, with a Double Star wild that doubles every line it touches.',
  volatility: 'low',
  rows: 3,
  evaluation: {
    type: 'lines',
    lines: [
      [1, 1, 1],
      [0, 0, 0],
      [2, 2, 2],
      [0, 1, 2],
      [2, 1, 0],
    ],
  },
  coinsPerBet: 5,
  symbols: [
    { id: 'CHERRY', name: 'Cherry', icon: 'fruit-cherry', color: '#d7263d', kind: 'regular', pays: { 2: 1, 3: 4 } },
    { id: 'LEMON', name: 'Lemon', icon: 'fruit-lemon', color: '#f4d35e', kind: 'regular', pays: { 3: 6 } },
    { id: 'ORANGE', name: 'Orange', icon: 'fruit-orange', color: '#f28c28', kind: 'regular', pays: { 3: 8 } },
    { id: 'PLUM', name: 'Plum', icon: 'fruit-plum', color: '#7b2d8b', kind: 'regular', pays: { 3: 14 } },
    { id: 'BELL', name: 'Bell', icon: 'bell', color: '#e0a526', kind: 'regular', pays: { 3: 25 } },
    { id: 'BAR', name: 'Bar', icon: 'bar', color: '#2b2d42', kind: 'regular', pays: { 3: 50 } },
    { id: 'SEVEN', name: 'Lucky Seven', icon: 'seven', color: '#c1121f', kind: 'regular', pays: { 3: 100 } },
    { id: 'STAR', name: 'Double Star', icon: 'star-double', color: '#ffd60a', kind: 'wild', multiplier: 2, pays: { 3: 125 } },
  ],
  baseReels: {
    reels: [
      { CHERRY: 4, LEMON: 7, ORANGE: 6, PLUM: 5, BELL: 3, BAR: 2, SEVEN: 2, STAR: 1 },
      { CHERRY: 4, LEMON: 7, ORANGE: 6, PLUM: 5, BELL: 3, BAR: 2, SEVEN: 2, STAR: 1 },
      { CHERRY: 4, LEMON: 9, ORANGE: 7, PLUM: 5, BELL: 3, BAR: 2, SEVEN: 2, STAR: 1 },
    ],
  },
  winCap: 1000,
  minBet: 10,
  maxBet: 10_000,
};
