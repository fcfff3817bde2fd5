/**
 * Sliding-window throttle arithmetic (pure). `times` are the failures inside
 * the window. A client may try again when fewer than `max` failures remain
 * in the window: that is when the (count − max + 1)-th oldest one expires.
 * Returns the seconds to wait, or null when not throttled.
 */
export function retryAfterSeconds(times: readonly Date[], max: number, windowS: number, now: Date): number | null {
  if (times.length < max) return null;
  const sorted = [...times].sort((a, b) => a.getTime() - b.getTime());
  const pivot = sorted[sorted.length - max]!;
  const wait = Math.ceil((pivot.getTime() + windowS * 1000 - now.getTime()) / 1000);
  return Math.max(1, wait);
}
