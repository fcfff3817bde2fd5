import type {
  TFreezeAccountRequest,
  TLimitsResponse,
  TPlayerStats,
  TSelfExcludeRequest,
  TSessionInfo,
  TSetLimitRequest,
  TSetLimitResponse,
  TSetPrivacyRequest,
  TSetRealityCheckRequest,
  TSetSessionLimitRequest,
} from '@croupier/contracts';
import { api } from '@/lib/api';
import { queryOptions } from '@/lib/query';

/* Player protection calls (packages/contracts/src/schemas/protection.ts). Types only from the contracts index. */

export const PROTECTION_KEY = ['protection'] as const;

export const limitsQuery = queryOptions({
  queryKey: [...PROTECTION_KEY, 'limits'],
  queryFn: ({ signal }) => api.get<TLimitsResponse>('/api/user/limits', { signal }),
  staleTime: 30_000,
});

/** Session info stamped with the local time it arrived (elapsed time then runs on the local clock, skew-free). */
export interface TSessionInfoView extends TSessionInfo {
  receivedAt: number;
}

/** Session elapsed seconds now, from a session-info answer. */
export function elapsedNow(info: Pick<TSessionInfoView, 'elapsedSeconds' | 'receivedAt'>, now = Date.now()): number {
  return info.elapsedSeconds + Math.max(0, Math.floor((now - info.receivedAt) / 1000));
}

/** Session info; 403 is handled by the caller (it means the session ended), not by the global redirect. */
export const sessionInfoQuery = queryOptions({
  queryKey: [...PROTECTION_KEY, 'session-info'],
  queryFn: async ({ signal }): Promise<TSessionInfoView> => ({
    ...(await api.get<TSessionInfo>('/api/user/session-info', { signal, isSessionCheckSkipped: true })),
    receivedAt: Date.now(),
  }),
  staleTime: 60_000,
  retry: false,
});

export const playerStatsQuery = queryOptions({
  queryKey: [...PROTECTION_KEY, 'player-stats'],
  queryFn: ({ signal }) => api.get<TPlayerStats>('/api/user/player-stats', { signal }),
  staleTime: 60_000,
});

export const protectionApi = {
  setLimit: (body: TSetLimitRequest) => api.put<TSetLimitResponse>('/api/user/limits', body),
  setSessionLimit: (body: TSetSessionLimitRequest) => api.put<TSetLimitResponse>('/api/user/session-limit', body),
  removeSessionLimit: () => api.delete<TSetLimitResponse>('/api/user/session-limit'),
  selfExclude: (body: TSelfExcludeRequest) => api.post<{ until: string | null; isPermanent: boolean }>('/api/user/self-exclusion', body),
  freeze: (body: TFreezeAccountRequest) => api.post<{ until: string }>('/api/user/freeze-account', body),
  setRealityCheck: (body: TSetRealityCheckRequest) => api.put<{ minutes: number | null }>('/api/user/reality-check', body),
  setPrivacy: (body: TSetPrivacyRequest) => api.put<{ isGhostMode: boolean; isRewardCalendarOptOut: boolean }>('/api/user/privacy', body),
  confirmBonusBuy: (gameId: string) => api.post<{ exemptUntil: string }>('/api/user/bonus-buy-confirm', { gameId }),
};

export { restrictionOf, type TRestriction } from './restriction';
