import { asc, eq } from 'drizzle-orm';
import type { TScript } from '@croupier/contracts';
import { trackingScripts, type DbOrTx } from '@croupier/db';

/**
 * §6 which tracking scripts load depends on login and depositor status:
 * 'any' always, 'guest' for visitors, 'user' for signed-in players when
 * enableAuthUsers, 'depositor' for players with a deposit when enableDepositors.
 * A self-excluded or frozen player gets none (no marketing, issue #8).
 */
export async function listScripts(
  db: DbOrTx,
  who: { isAuthenticated: boolean; depositCount: number; enableAuthUsers: boolean; enableDepositors: boolean; isExcluded?: boolean },
): Promise<TScript[]> {
  if (who.isExcluded) return [];
  const rows = await db.select().from(trackingScripts).where(eq(trackingScripts.isActive, true)).orderBy(asc(trackingScripts.sortOrder));
  return rows
    .filter((r) => {
      switch (r.audience) {
        case 'any':
          return true;
        case 'guest':
          return !who.isAuthenticated;
        case 'user':
          return who.isAuthenticated && who.enableAuthUsers;
        case 'depositor':
          return who.isAuthenticated && who.enableDepositors && who.depositCount > 0;
        default:
          return false;
      }
    })
    .map((r) => ({ key: r.key, name: r.name, head: r.head, bodyStart: r.bodyStart, bodyEnd: r.bodyEnd }));
}
