import type { TLiveChip } from '@croupier/contracts';
import type { RouletteStats } from '@croupier/games';
import { api } from '@/lib/api';

export type TSeatStatus = 'seated' | 'away' | 'removed';
export interface TLiveBet {
  id: string;
  roundNumber: number;
  chips: TLiveChip[];
  stake: number;
  win: number | null;
  status: 'pending' | 'placed' | 'refused' | 'voiding' | 'void' | 'settled';
  failure: string | null;
}
/** GET /api/house/live/state (docs/live-casino.md); money in minor units of `currency`. */
export interface TLiveState {
  table: {
    id: string;
    gameId: string;
    name: string;
    minBet: number;
    maxBet: number;
    chipSteps: number[];
    roundMs: number;
    bettingMs: number;
    spinMs: number;
  };
  serverTime: string;
  mode: 'real' | 'demo';
  currency: string;
  exponent: number;
  round: {
    number: number;
    opensAt: string;
    closesAt: string;
    nextOpensAt: string;
    serverSeedHash: string;
    pocket: number | null;
    serverSeed: string | null;
  };
  history: { roundNumber: number; pocket: number; colour: 'red' | 'black' | 'green' }[];
  myBets: TLiveBet[];
  seat: { status: TSeatStatus; isAwayManual: boolean; removesAt: string | null };
  players: { count: number; rows: { name: string | null; isAway: boolean; isMe: boolean }[] };
  balance: { cash: number; bonus: number; total: number };
}
export interface TLiveRound {
  roundNumber: number;
  pocket: number;
  colour: 'red' | 'black' | 'green';
  serverSeed: string;
  serverSeedHash: string;
  spunAt: string;
}

const opts = { isSessionCheckSkipped: true } as const;

export const liveApi = {
  state: (token: string) => api.get<TLiveState>('/api/house/live/state', { ...opts, query: { token } }),
  bet: (token: string, roundNumber: number, chips: TLiveChip[]) =>
    api.post<{ id: string; roundNumber: number; stake: number; balance: { cash: number; bonus: number; total: number } }>(
      '/api/house/live/bet',
      { token, roundNumber, chips },
      opts,
    ),
  away: (token: string, isAway: boolean) => api.post<TLiveState>('/api/house/live/away', { token, isAway }, opts),
  rounds: (token: string) => api.get<{ rows: TLiveRound[] }>('/api/house/live/rounds', { ...opts, query: { token } }),
  stats: (token: string) => api.get<RouletteStats>('/api/house/live/stats', { ...opts, query: { token } }),
};
