import {
  SOCKET_HANDSHAKE_TIMEOUT_MS,
  SOCKET_RANDOMIZATION_FACTOR,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
} from '@croupier/contracts/constants';

export interface TWalletBalanceDetail {
  cash: number;
  nonCash: number;
  total: number;
  /** The wallet's currency (multi-wallet: only the active currency's figures show in the header). */
  currency?: string;
}

/** Socket events re-broadcast as window CustomEvents (spec §4). */
export const SOCKET_EVENT_MAP = {
  debit: 'wallet:debit',
  credit: 'wallet:credit',
  globalCredit: 'wallet:globalCredit',
  balance: 'wallet:balance',
  deposit: 'wallet:deposit',
  failedDeposit: 'wallet:failedDeposit',
  /** A withdrawal's status changed (paid out, approved, rejected, failed): its `TWithdrawal` view. */
  withdrawal: 'wallet:withdrawal',
  sessionEnded: 'session:ended',
  /** Lobby top wins (broadcast to everyone, guests included): a `TTopWin` row. */
  topWin: 'games:topWin',
  /** KYC: an operator decided one of the player's documents (`TKycStatusEvent`). */
  kycStatus: 'kyc:status',
  /** Live chat: a message of the player's thread (`TChatMessage`), support's answer or their own from another tab. */
  chatMessage: 'chat:message',
  /** Live chat: the player read support's answers (in some tab); `{ unread }` is what is left. */
  chatRead: 'chat:read',
} as const;

/** Fired on window when the realtime socket connects again after a drop (events sent meanwhile were missed). */
export const REALTIME_RECONNECTED_EVENT = 'socket:back';

export function emitWindowEvent<T>(name: string, detail: T): void {
  window.dispatchEvent(new CustomEvent<T>(name, { detail }));
}

function toBalance(payload: unknown): TWalletBalanceDetail | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN);
  const cash = num(p.cash ?? p.amount);
  const nonCash = num(p.nonCash ?? p.nonCashAmount ?? 0);
  const total = num(p.total ?? p.totalAmount ?? cash + nonCash);
  if ([cash, nonCash, total].some((n) => Number.isNaN(n))) return null;
  return typeof p.currency === 'string' && p.currency ? { cash, nonCash, total, currency: p.currency } : { cash, nonCash, total };
}

/**
 * Connects the realtime socket (same origin, /socket.io) with the token in its
 * auth (none for guests: they only get broadcasts such as `topWin`), websocket first then polling. socket.io-client is loaded lazily so it
 * stays out of the first-load bundle. Returns a disconnect function.
 */
export function connectRealtime(token: string | null): () => void {
  let isClosed = false;
  let disconnect: (() => void) | null = null;
  void import('socket.io-client').then(({ io }) => {
    if (isClosed) return;
    const socket = io({
      path: '/socket.io',
      auth: token ? { token } : {},
      transports: ['websocket', 'polling'],
      timeout: SOCKET_HANDSHAKE_TIMEOUT_MS,
      reconnection: true,
      reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
      reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
      randomizationFactor: SOCKET_RANDOMIZATION_FACTOR,
    });
    for (const [event, windowEvent] of Object.entries(SOCKET_EVENT_MAP)) {
      socket.on(event, (payload: unknown) => {
        if (event === 'balance') {
          const balance = toBalance(payload);
          if (balance) emitWindowEvent(windowEvent, balance);
          return;
        }
        emitWindowEvent(windowEvent, payload);
        // debit/credit may carry the resulting balance too.
        if (event === 'debit' || event === 'credit' || event === 'globalCredit') {
          const p = payload as { balance?: unknown } | null;
          const balance = toBalance(p?.balance);
          if (balance) emitWindowEvent(SOCKET_EVENT_MAP.balance, balance);
        }
      });
    }
    // Connected again after a drop (a network blip, a deploy, a phone tab woken up): what was sent meanwhile is gone,
    // so pages that follow something from the server read it again.
    socket.io.on('reconnect', () => emitWindowEvent(REALTIME_RECONNECTED_EVENT, null));
    socket.on('connect_error', (err: Error) => console.warn('[realtime] connect error', err.message));
    disconnect = () => socket.disconnect();
  });
  return () => {
    isClosed = true;
    disconnect?.();
  };
}
