import type { TRegistrationConfig } from './settings';

/** Minutes after midnight of "HH:MM". */
function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Is `minute` (of the UTC day) inside [from, to)? A window with from > to wraps midnight; from = to is the whole day. */
export function isInWindow(from: string, to: string, minute: number): boolean {
  const a = minutesOf(from);
  const b = minutesOf(to);
  if (a === b) return true;
  return a < b ? minute >= a && minute < b : minute >= a || minute < b;
}

/** Maps the sign-up payload's free-text userDeviceType to desktop or mobile (tablets count as mobile). */
export function deviceClass(userDeviceType: string | null | undefined): 'desktop' | 'mobile' | null {
  const d = (userDeviceType ?? '').toLowerCase();
  if (!d) return null;
  if (/mobile|phone|tablet|android|ios/.test(d)) return 'mobile';
  if (/desktop|pc|web|laptop/.test(d)) return 'desktop';
  return null;
}

/**
 * §3/§6 mirror-domain registration configs. No configs: open. Otherwise
 * registration is open when at least one config admits the request: its
 * country (if set) is the visitor's IP country, and it has no time windows or
 * one window (from/to HH:MM UTC) contains the current time for the visitor's
 * device type ('any' matches every device).
 */
export function isRegistrationOpen(
  configs: readonly TRegistrationConfig[],
  req: { countryCode: string | null; userDeviceType: string | null | undefined; now: Date },
): boolean {
  if (configs.length === 0) return true;
  const minute = req.now.getUTCHours() * 60 + req.now.getUTCMinutes();
  const device = deviceClass(req.userDeviceType);
  return configs.some((cfg) => {
    if (cfg.country && cfg.country.toUpperCase() !== req.countryCode) return false;
    if (cfg.windows.length === 0) return true;
    return cfg.windows.some((w) => (w.deviceType === 'any' || w.deviceType === device) && isInWindow(w.from, w.to, minute));
  });
}
