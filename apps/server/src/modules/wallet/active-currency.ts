import { and, eq } from 'drizzle-orm';
import { ledgerAccounts, type DbOrTx } from '@croupier/db';

/**
 * useMultiWallet (spec §3): the currency the player chose (the currency cookie) when the site allows several
 * wallets and the player holds that currency; otherwise their account currency. get-user-details, game launches,
 * the rakeback calendar and the VIP club all decide the active currency this way.
 */
export function pickActiveCurrency(input: {
  accountCurrency: string;
  useMultiWallet: boolean;
  chosen: string | null | undefined;
  held: readonly string[];
}): string {
  const chosen = input.useMultiWallet && input.chosen ? input.chosen.toUpperCase() : null;
  return chosen && (chosen === input.accountCurrency || input.held.includes(chosen)) ? chosen : input.accountCurrency;
}

/** pickActiveCurrency, looking up whether the player holds the chosen currency. */
export async function activeCurrencyOf(
  db: DbOrTx,
  input: { userId: string; accountCurrency: string; useMultiWallet: boolean; chosen: string | null | undefined },
): Promise<string> {
  const chosen = input.useMultiWallet && input.chosen ? input.chosen.toUpperCase() : null;
  if (!chosen || chosen === input.accountCurrency) return input.accountCurrency;
  const held = await db
    .select({ currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.owner, input.userId), eq(ledgerAccounts.currency, chosen)))
    .limit(1);
  return pickActiveCurrency({ ...input, held: held.map((h) => h.currency) });
}
