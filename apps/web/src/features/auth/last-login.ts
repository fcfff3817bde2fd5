/**
 * The previous sign-in the login answer reports (§3 "Last login info"), shown on the profile. Kept with the player's
 * id, so on a shared device the next player never sees the last one's time, IP or place (and their profile drops it).
 */
export interface TLastLogin {
  created_at: string;
  ip: string | null;
  location: string | null;
}

const STORAGE_KEY = 'lastLogin';

export function rememberLastLogin(userId: string, lastLogin: TLastLogin | null): void {
  try {
    if (lastLogin) localStorage.setItem(STORAGE_KEY, JSON.stringify({ userId, lastLogin }));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    /* storage unavailable: nothing shown */
  }
}

export function lastLoginOf(userId: string): TLastLogin | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const stored = raw ? (JSON.parse(raw) as { userId?: unknown; lastLogin?: TLastLogin }) : null;
    if (stored?.userId === userId && stored.lastLogin) return stored.lastLogin;
    if (raw) localStorage.removeItem(STORAGE_KEY); // another player's (or an older format): not kept on a shared device
    return null;
  } catch {
    return null;
  }
}
