import { PAGE_HISTORY_SIZE, RECENT_PAGES_SIZE } from '@croupier/contracts/constants';
import { withoutSecrets } from '@croupier/contracts/secret-params';
import { depositTrackingId, pushPage, trackEvent, visitDue } from '@/lib/marketing-events';
import { SOCKET_EVENT_MAP } from '@/lib/socket';
import { getAffiliateToken, getClientMeta } from '@/lib/tracking';

/* The marketing events' browser side (loaded after the page by MarketingEvents, shell/marketing-events.tsx). */

const VISITS_KEY = 'croupier.visits';
const HISTORY_KEY = 'croupier.pageHistory';
const RECENT_KEY = 'croupier.recentPages';

function readJson<T>(storage: Storage, key: string, fallback: T): T {
  try {
    const v = JSON.parse(storage.getItem(key) ?? 'null') as T | null;
    return v ?? fallback;
  } catch {
    return fallback;
  }
}
function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage unavailable */
  }
}

let isStarted = false;

/** The visit (once per 30 minutes per site) and the listeners for sign-ups, deposits and bets. */
export function start(): void {
  if (isStarted) return;
  isStarted = true;
  const meta = getClientMeta();
  const visit = visitDue(readJson<Record<string, number>>(localStorage, VISITS_KEY, {}), window.location.host, Date.now());
  writeJson(localStorage, VISITS_KEY, visit.stamps);
  if (visit.isDue) {
    // Addresses without a token a link carried (`at`, a reset `token`): the dataLayer feeds third-party tags.
    trackEvent('visit', { url: withoutSecrets(window.location.href), referrer: document.referrer || null, firstUrl: meta.firstUrl && withoutSecrets(meta.firstUrl), cpnc: meta.cpnc, mkt: meta.mkt, affiliate: getAffiliateToken(), device: meta.userDeviceType });
  }
  window.addEventListener('user:signup', (e) => {
    const d = (e as CustomEvent<{ userId?: string; method?: string }>).detail ?? {};
    trackEvent('signup', { userId: d.userId ?? null, method: d.method ?? null, cpnc: meta.cpnc, mkt: meta.mkt });
  });
  window.addEventListener(SOCKET_EVENT_MAP.deposit, (e) => {
    const d = (e as CustomEvent<{ depositId?: string; depositCount?: number; amount?: number; currency?: string; met?: string }>).detail ?? {};
    const count = typeof d.depositCount === 'number' ? d.depositCount : 1;
    trackEvent('deposit', { depositId: d.depositId ?? null, depositCount: count, trackingId: depositTrackingId(count), amount: d.amount ?? null, currency: d.currency ?? null, method: d.met ?? null });
  });
  window.addEventListener(SOCKET_EVENT_MAP.debit, (e) => {
    const d = (e as CustomEvent<{ gameId?: unknown; roundId?: unknown; amount?: unknown; currency?: unknown }>).detail ?? {};
    if (typeof d.gameId !== 'string' || !d.gameId) return;
    trackEvent('bet', { gameId: d.gameId, roundId: d.roundId ?? null, amount: d.amount ?? null, currency: d.currency ?? null });
  });
}

/** A page view, with the tab's last pages and the browser's recent ones. */
export function pageView(path: string): void {
  const history = pushPage(readJson<string[]>(sessionStorage, HISTORY_KEY, []), path, PAGE_HISTORY_SIZE);
  const recentPages = pushPage(readJson<string[]>(localStorage, RECENT_KEY, []), path, RECENT_PAGES_SIZE, true);
  writeJson(sessionStorage, HISTORY_KEY, history);
  writeJson(localStorage, RECENT_KEY, recentPages);
  trackEvent('page_view', { path, title: document.title, history, recentPages });
}

const announced = new Set<string>();
/** The signed-in player's id, once per page load (push-notification scripts). */
export function user(userId: string): void {
  if (announced.has(userId)) return;
  announced.add(userId);
  trackEvent('user', { user_id: userId });
}
