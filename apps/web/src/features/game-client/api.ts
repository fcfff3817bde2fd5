import type { RoundOutcome } from '@croupier/games';
import { api } from '@/lib/api';

export type TGameKind = 'slot' | 'dice' | 'plinko';

export interface TFairActive {
  seedId?: number | string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}
export interface TFairPrevious {
  seedId?: number | string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  rounds: number;
  revealedAt: string;
}
export interface TFairness {
  active: TFairActive;
  previous: TFairPrevious[];
}

export interface THouseSession {
  game: {
    id: string;
    slug: string;
    name: string;
    engineId: string;
    kind: TGameKind;
    /** Minor units of the session's currency (the catalogue's euro limits scaled by its rate). */
    minBet: number;
    maxBet: number;
    /** The opening stake: about €1 in the session's currency. */
    defaultBet: number;
    hasBonusBuy: boolean;
    bonusBuyCost: number | null;
    rtp: number;
    maxMultiplier: number;
  };
  mode: 'real' | 'demo';
  currency: string;
  exponent: number;
  balance: { cash: number; bonus: number; total: number };
  fairness: TFairness;
  /** Free spins the player can play on this game (issue #6), at their fixed bet (`betMinor`). */
  freeSpins?: { left: number; total: number; bet: number; betMinor: number } | null;
}

export interface THouseBalance {
  currency: string;
  cash: number;
  bonus: number;
  total: number;
}

export interface TPlayResult {
  roundId: string;
  outcome: RoundOutcome;
  balance: THouseBalance;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
  /** After a free spin: the spins left. */
  freeSpinsLeft?: number;
}

export interface TRotateResult extends TFairness {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number };
}

export type TPlayParams = { target: number; direction: 'under' | 'over' } | { rows: 8 | 12 | 16; risk: 'low' | 'medium' | 'high' };

const opts = { isSessionCheckSkipped: true } as const;

export const houseApi = {
  session: (token: string) => api.get<THouseSession>('/api/house/session', { ...opts, query: { token } }),
  play: (body: { token: string; bet: number; mode: 'base' | 'bonusBuy'; params?: TPlayParams; freeSpin?: boolean }) => api.post<TPlayResult>('/api/house/play', body, opts),
  fairness: (token: string) => api.get<TFairness>('/api/house/fairness', { ...opts, query: { token } }),
  rotate: (token: string, clientSeed?: string) => api.post<TRotateResult>('/api/house/fairness/rotate', clientSeed ? { token, clientSeed } : { token }, opts),
};
