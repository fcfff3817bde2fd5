import { queryOptions } from '@/lib/query';
import { api, isApiError } from '@/lib/api';
import { getClientMeta } from '@/lib/tracking';
import { ALTERNATIVE_METHOD_EVENT } from '@croupier/contracts/constants';
import type {
  TCashierMode,
  TCreateDepositRequest,
  TCreateWithdrawalRequest,
  TDeposit,
  TPaymentMethod,
  TWithdrawal,
  TWithdrawalCalculation,
  TWithdrawalEligibility,
} from '@croupier/contracts';

/** Calls of the cashier (packages/contracts/src/schemas/cashier.ts lists the routes). */

export interface TPaymentsData {
  payments: TPaymentMethod[];
  isFullWidth: boolean;
  currencyCode: string;
  countryCode: string | null;
}

export const cashierKeys = {
  all: ['cashier'] as const,
  payments: (mode: TCashierMode, currency: string | null, country: string | null) => ['cashier', 'payments', mode, currency, country] as const,
  bonuses: (currency: string | null) => ['cashier', 'bonuses', currency] as const,
  deposit: (id: string) => ['cashier', 'deposit', id] as const,
  eligibility: (currency: string | null) => ['cashier', 'eligibility', currency] as const,
  withdrawals: (status: 'pending' | 'all') => ['cashier', 'withdrawals', status] as const,
};

/** What the deposit page's server render fetched for the form (so it arrives in the HTML and hydrates). */
export interface TDepositInitialData {
  payments: TPaymentsData | null;
  bonuses: TDepositBonuses | null;
}

/** §7 GET /api/admin/get-payments?currencyCode&countryCode (+ mode). */
export function paymentsQuery(mode: TCashierMode, currencyCode: string | null, countryCode: string | null) {
  return queryOptions({
    queryKey: cashierKeys.payments(mode, currencyCode, countryCode),
    queryFn: ({ signal }) => api.get<TPaymentsData>('/api/admin/get-payments', { query: { currencyCode, countryCode, mode }, signal }),
    staleTime: 60_000,
    retry: false,
  });
}

export interface TDepositBonus {
  bonusId: string;
  title: string;
}

/** GET /api/user/deposit/bonuses (ZDepositBonusesResponse): the choices, the one picked on the promotions page, the active bonus. */
export interface TDepositBonuses {
  rows: TDepositBonus[];
  defaultBonusId: string | null;
  activeBonus?: { userBonusId: string; bonusId: string; title: string } | null;
}

/** Bonus choices of the deposit form ("no bonus" is always offered and is the default). */
export function depositBonusesQuery(currencyCode: string | null) {
  return queryOptions({
    queryKey: cashierKeys.bonuses(currencyCode),
    queryFn: ({ signal }) => api.get<TDepositBonuses>('/api/user/deposit/bonuses', { query: { currencyCode }, signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/** A deposit's status (polled while the player pays by crypto, UPI or bank transfer). */
export function depositQuery(depositId: string, refetchInterval?: number) {
  return queryOptions({
    queryKey: cashierKeys.deposit(depositId),
    queryFn: ({ signal }) => api.get<{ deposit: TDeposit }>(`/api/user/deposit/${encodeURIComponent(depositId)}`, { signal }).then((d) => d.deposit),
    staleTime: 0,
    refetchInterval,
  });
}

export function eligibilityQuery(currencyCode: string | null) {
  return queryOptions({
    queryKey: cashierKeys.eligibility(currencyCode),
    queryFn: ({ signal }) => api.get<TWithdrawalEligibility>('/api/user/withdrawal/eligibility', { query: { currencyCode }, signal }),
    staleTime: 10_000,
  });
}

export function withdrawalsQuery(status: 'pending' | 'all' = 'pending') {
  return queryOptions({
    queryKey: cashierKeys.withdrawals(status),
    queryFn: ({ signal }) => api.get<{ rows: TWithdrawal[] }>('/api/user/withdrawals', { query: { status }, signal }).then((d) => d.rows),
    staleTime: 10_000,
  });
}

export const createDeposit = (body: TCreateDepositRequest) => api.post<{ deposit: TDeposit }>('/api/user/deposit', body).then((d) => d.deposit);
export const retryDeposit = (depositId: string) =>
  api.post<{ deposit: TDeposit }>(`/api/user/deposit/${encodeURIComponent(depositId)}/retry`).then((d) => d.deposit);
/** §7 POST /api/user/3ds-webhook with the PaReq and MD the 3DS success modal received. */
export const sendThreeDs = (PaReq: string, MD: string) => api.post<{ deposit: TDeposit }>('/api/user/3ds-webhook', { PaReq, MD }).then((d) => d.deposit);

export const calculateWithdrawal = (body: { paymentMethodId: string; amount: string; currencyCode?: string | null }) =>
  api.post<TWithdrawalCalculation>('/api/user/withdrawal/calculate', body);
export const createWithdrawal = (body: TCreateWithdrawalRequest) => api.post<{ withdrawal: TWithdrawal; message?: string }>('/api/user/withdrawal', body);
export const cancelWithdrawal = (withdrawalId: string) =>
  api.post<{ withdrawal: TWithdrawal; message?: string }>(`/api/user/withdrawal/${encodeURIComponent(withdrawalId)}/cancel`);

/** §2 the result modals' "alternative method" button is logged as ALTERNATIVE_METHOD_BUTTON (failures are ignored). */
export async function logAlternativeMethod(data: Record<string, string | null>): Promise<void> {
  const meta = getClientMeta();
  try {
    await api.post('/api/user/log-event', {
      event: ALTERNATIVE_METHOD_EVENT,
      data,
      mkt: meta.mkt,
      userDeviceType: meta.userDeviceType,
      cpncToSent: meta.cpnc,
    });
  } catch {
    /* logging must never block the player */
  }
}

/** The §8 message key of a failed call, and the support reference of UNIFIED_ERROR when the client kept it. */
export function cashierError(e: unknown): { code: string; message: string; reference: string | null; fields: Record<string, string> } {
  if (isApiError(e)) {
    const reference = (e as { reference?: unknown }).reference;
    return { code: e.errorCode, message: e.message, reference: typeof reference === 'string' ? reference : null, fields: e.fields ?? {} };
  }
  return { code: 'INTERNAL_ERROR', message: 'msg.try.again', reference: null, fields: {} };
}

/** A fresh idempotency id for one submit (a double click sends the same deposit once). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain http on a LAN address still gets a v4 id.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
