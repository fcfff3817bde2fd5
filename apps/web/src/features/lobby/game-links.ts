import { numberFormat } from '@/lib/format';

/** Link to a game page (`?mode=demo` opens demo play). */
export function gameHref(slug: string, mode?: 'demo'): string {
  return `/casino/games/${encodeURIComponent(slug)}${mode ? `?mode=${mode}` : ''}`;
}

/** RTP in percent, e.g. "96.5%". */
export function formatRtp(rtp: number, lng: string): string {
  try {
    return `${numberFormat(lng, { maximumFractionDigits: 2 }).format(rtp)}%`;
  } catch {
    return `${rtp}%`;
  }
}

/** A multiplier, e.g. "12.5×". */
export function formatMultiplier(m: number, lng: string): string {
  try {
    return `${numberFormat(lng, { maximumFractionDigits: m >= 100 ? 0 : 2 }).format(m)}×`;
  } catch {
    return `${m}×`;
  }
}
