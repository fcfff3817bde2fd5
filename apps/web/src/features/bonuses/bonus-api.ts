import { queryOptions } from '@/lib/query';
import { api, isApiError } from '@/lib/api';
import { couponCampaignCode } from './use-campaign-code';
import { BONUS_PAGE_SIZE, type TBonusRow, type TPlayerBonus, type TPlayerBonusesResponse } from '@croupier/contracts';

/** Query keys of the bonus screens (invalidate ['bonuses'] after an activation, a cancel or a coupon). */
export const bonusKeys = {
  all: ['bonuses'] as const,
  promotions: (timeZone: string, language: string, isSignedIn: boolean, pageNo: number, cpnc: string | null) =>
    ['bonuses', 'promotions', timeZone, language, isSignedIn, pageNo, cpnc] as const,
  mine: (status: string, pageNo: number) => ['bonuses', 'mine', status, pageNo] as const,
};

export type TMyBonuses = TPlayerBonusesResponse['data'];

/**
 * §7 get-all-bonus for the promotions page (the player's country and currency when signed in); with the campaign
 * code the visitor came with (cpnc), that campaign's coupon offer is listed too.
 */
export const promotionsQuery = (timeZone: string, language: string, isSignedIn: boolean, pageNo: number, cpnc: string | null) =>
  queryOptions({
    queryKey: bonusKeys.promotions(timeZone, language, isSignedIn, pageNo, cpnc),
    queryFn: ({ signal }) =>
      api
        .get<{ bonus: { count: number; rows: TBonusRow[] } }>('/api/admin/get-all-bonus', {
          query: { timeZone, language, limit: BONUS_PAGE_SIZE, pageNo, ...(cpnc ? { cpnc } : {}) },
          signal,
        })
        .then((d) => d.bonus),
    staleTime: 60_000,
  });

/** The player's bonuses: active / last blocks, history rows, §3 balances. */
export const myBonusesQuery = (status: 'all' | 'active' | 'history' = 'all', pageNo = 1, limit = 24) =>
  queryOptions({
    queryKey: bonusKeys.mine(status, pageNo),
    queryFn: ({ signal }) => api.get<TMyBonuses>('/api/user/bonuses', { query: { status, pageNo, limit }, signal }),
    staleTime: 0,
  });

/** The campaign code with an activation or check: a campaign's coupon offer listed on promotions is taken with it. */
const withCampaign = <T extends object>(body: T): T & { cpnc?: string } => {
  const cpnc = couponCampaignCode();
  return cpnc ? { ...body, cpnc } : body;
};

export const bonusApi = {
  activate: (body: { bonusId: string; confirmReplace?: boolean; timeZone: string }) =>
    api.post<{ bonus: TPlayerBonus; message: string }>('/api/user/bonus/activate', withCampaign(body)),
  check: (body: { bonusId: string; timeZone: string }) =>
    api.post<{ canActivate: boolean; code: string | null; message: string | null; willCancel: TPlayerBonus | null }>('/api/user/bonus/check', withCampaign(body)),
  cancel: (userBonusId: string) => api.post<{ bonus: TPlayerBonus; message: string }>('/api/user/bonus/cancel', { userBonusId }),
  coupon: (body: { code: string; confirmReplace?: boolean; timeZone: string }) =>
    api.post<{ result: 'applied' | 'not_applied' | 'already_redeemed'; message: string; bonus: TPlayerBonus | null }>('/api/user/bonus/coupon', body),
};

/** A refusal shown to the player: its message key and, for UNIFIED_ERROR, the support reference (spec §8). */
export interface TBonusError {
  code: string;
  message: string;
  reference: string | null;
}

export function bonusErrorOf(e: unknown): TBonusError {
  if (!isApiError(e)) return { code: 'INTERNAL_ERROR', message: 'msg.try.again', reference: null };
  return { code: e.errorCode, message: e.message, reference: e.reference ?? null };
}
