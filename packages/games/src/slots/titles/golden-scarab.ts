import type { SlotDefinition } from '../types';

const LINES_20 = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2], [0, 1, 1, 1, 0], [2, 1, 1, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 0, 2, 0],
];

/**
 * Golden Scarab — 5×3, 20 fixed lines, one coin per line (pays are × line bet). Three or more
 * Pyramid scatters award 9/12/20 free spins where every win is doubled and the Scarab wild expands
 * to fill its reel; three Pyramids during free spins add 9 more.
 */
export const goldenScarab: SlotDefinition = {
  id: 'golden-scarab',
  name: 'Golden Scarab',
  theme: 'Torch-lit tomb of the pharaohs: golden scarabs, the Eye of Horus and a pyramid scatter that opens free spins with expanding scarab wilds and doubled wins.',
  volatility: 'medium',
  rows: 3,
  evaluation: { type: 'lines', lines: LINES_20 },
  coinsPerBet: 20,
  symbols: [
    { id: 'TEN', name: 'Ten', icon: 'glyph-ten', color: '#4ea8de', kind: 'regular', pays: { 3: 15, 4: 35, 5: 120 } },
    { id: 'JACK', name: 'Jack', icon: 'glyph-jack', color: '#48bfe3', kind: 'regular', pays: { 3: 15, 4: 35, 5: 120 } },
    { id: 'QUEEN', name: 'Queen', icon: 'glyph-queen', color: '#56cfe1', kind: 'regular', pays: { 3: 12, 4: 35, 5: 175 } },
    { id: 'KING', name: 'King', icon: 'glyph-king', color: '#64dfdf', kind: 'regular', pays: { 3: 20, 4: 45, 5: 225 } },
    { id: 'ACE', name: 'Ace', icon: 'glyph-ace', color: '#72efdd', kind: 'regular', pays: { 3: 22, 4: 60, 5: 300 } },
    { id: 'ANKH', name: 'Ankh', icon: 'ankh', color: '#e9c46a', kind: 'regular', pays: { 3: 35, 4: 90, 5: 450 } },
    { id: 'EYE', name: 'Eye of Horus', icon: 'eye-of-horus', color: '#2a9d8f', kind: 'regular', pays: { 3: 45, 4: 135, 5: 700 } },
    { id: 'CAT', name: 'Bastet', icon: 'cat-goddess', color: '#264653', kind: 'regular', pays: { 3: 60, 4: 225, 5: 900 } },
    { id: 'PHARAOH', name: 'Pharaoh', icon: 'pharaoh-mask', color: '#f4a261', kind: 'regular', pays: { 2: 5, 3: 80, 4: 400, 5: 2000 } },
    { id: 'SCARAB', name: 'Sacred Scarab', icon: 'scarab', color: '#ffb703', kind: 'wild', pays: { 3: 50, 4: 250, 5: 2000 } },
    { id: 'SCARAB_EXP', name: 'Expanding Scarab', icon: 'scarab-glow', color: '#fb8500', kind: 'wild', pays: { 3: 50, 4: 250, 5: 2000 } },
    { id: 'PYRAMID', name: 'Pyramid', icon: 'pyramid', color: '#e76f51', kind: 'scatter', pays: { 3: 40, 4: 200, 5: 1000 } },
  ],
  baseReels: {
    reels: [
      { TEN: 7, JACK: 7, QUEEN: 6, KING: 6, ACE: 5, ANKH: 4, EYE: 4, CAT: 3, PHARAOH: 2, SCARAB: 1, PYRAMID: 1 },
      { TEN: 7, JACK: 7, QUEEN: 6, KING: 6, ACE: 5, ANKH: 4, EYE: 4, CAT: 3, PHARAOH: 2, SCARAB: 1, PYRAMID: 2 },
      { TEN: 7, JACK: 7, QUEEN: 6, KING: 6, ACE: 5, ANKH: 4, EYE: 4, CAT: 3, PHARAOH: 2, SCARAB: 1, PYRAMID: 1 },
      { TEN: 7, JACK: 7, QUEEN: 6, KING: 6, ACE: 5, ANKH: 4, EYE: 4, CAT: 3, PHARAOH: 2, SCARAB: 1, PYRAMID: 2 },
      { TEN: 7, JACK: 7, QUEEN: 6, KING: 6, ACE: 5, ANKH: 4, EYE: 4, CAT: 3, PHARAOH: 2, SCARAB: 1, PYRAMID: 1 },
    ],
  },
  freeSpins: {
    awards: { 3: 9, 4: 12, 5: 20 },
    retriggers: { 3: 9 },
    multiplier: 2,
    reels: {
      expandingWilds: true,
      reels: [
        { TEN: 7, JACK: 7, QUEEN: 6, KING: 6, ACE: 5, ANKH: 4, EYE: 4, CAT: 3, PHARAOH: 2, SCARAB_EXP: 1, PYRAMID: 1 },
        { TEN: 7, JACK: 7, QUEEN: 6, KING: 6, ACE: 5, ANKH: 4, EYE: 4, CAT: 3, PHARAOH: 2, SCARAB_EXP: 2, PYRAMID: 1 },
        { TEN: 7, JACK: 7, QUEEN: 6, KING: 6, ACE: 5, ANKH: 4, EYE: 4, CAT: 3, PHARAOH: 2, SCARAB_EXP: 1, PYRAMID: 1 },
        { TEN: 7, JACK: 7, QUEEN: 6, KING: 6, ACE: 5, ANKH: 4, EYE: 4, CAT: 3, PHARAOH: 2, SCARAB_EXP: 2, PYRAMID: 1 },
        { TEN: 7, JACK: 7, QUEEN: 6, KING: 6, ACE: 5, ANKH: 4, EYE: 4, CAT: 3, PHARAOH: 2, SCARAB_EXP: 1, PYRAMID: 1 },
      ],
    },
  },
  winCap: 5000,
  minBet: 20,
  maxBet: 10_000,
};
