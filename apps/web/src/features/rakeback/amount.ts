import { formatPayout } from '@croupier/contracts/rakeback';
import { intlLocale, numberFormat } from '../../lib/format';

/** §9 An amount shown to 2 decimals, or up to 8 when 2 would cut digits, as money in the UI language. */
export function formatRakebackAmount(amount: number, currency: string, lng: string, isCurrencyShown = true, isGrouped = true): string {
  const exact = formatPayout(amount);
  const digits = exact.split('.')[1]?.length ?? 2;
  const value = exact as unknown as number; // Intl formats decimal strings exactly
  try {
    return numberFormat(intlLocale(lng), {
      ...(isCurrencyShown ? { style: 'currency' as const, currency } : {}),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: isGrouped,
    }).format(value);
  } catch {
    return isCurrencyShown ? `${exact} ${currency}` : exact;
  }
}
