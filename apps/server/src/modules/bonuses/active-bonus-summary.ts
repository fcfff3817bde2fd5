import type { DbOrTx } from '@croupier/db';
import { currencyExponent } from '../wallet/balance-event';
import { findActiveFreeSpins, findActiveInSlot, playerBonusView } from './player-bonuses';

/**
 * The `activeBonus` of get-user-details (spec §3 User): the bonus being wagered, else the one with free spins to
 * play, with its progress (contracts ZPlayerBonus) and its title in the language; null without one. The game page warns with it on ineligible games.
 */
export async function activeBonusSummary(db: DbOrTx, userId: string, language: string | null) {
  const row = (await findActiveInSlot(db, userId, 'money')) ?? (await findActiveFreeSpins(db, userId))?.bonus ?? null;
  if (!row) return null;
  return playerBonusView(db, row, await currencyExponent(db, row.currency), { language });
}
