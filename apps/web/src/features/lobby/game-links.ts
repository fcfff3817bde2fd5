import { formatSmallNumber } from '@/lib/plain-number';

/** Link to a game page (`?mode=demo` opens demo play). */
export function gameHref(slug: string, mode?: 'demo'): string {
  return `/casino/games/${encodeURIComponent(slug)}${mode ? `?mode=${mode}` : ''}`;
}

/** RTP in percent, e.g. "96.5%" ("96,5%" in German); no Intl.NumberFormat needed (lobby tiles hydrate faster). */
export function formatRtp(rtp: number, lng: string): string {
  try {
    return `${formatSmallNumber(rtp, 2, lng)}%`;
  } catch {
    return `${rtp}%`;
  }
}

/** A multiplier, e.g. "12.5×". */
export function formatMultiplier(m: number, lng: string): string {
  try {
    return `${formatSmallNumber(m, m >= 100 ? 0 : 2, lng)}×`;
  } catch {
    return `${m}×`;
  }
}
