/** Money in major units for display (amounts already come converted from the API). */
export function formatMoney(amount: number, currency: string, symbol: string | undefined, lng: string): string {
  try {
    return new Intl.NumberFormat(lng, { style: 'currency', currency, maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(amount);
  } catch {
    return `${symbol ?? currency} ${amount.toFixed(2)}`;
  }
}

export function formatDate(iso: string | null | undefined, lng: string, withTime = false): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  try {
    return new Intl.DateTimeFormat(lng, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' }).format(d);
  } catch {
    return d.toISOString().slice(0, withTime ? 16 : 10);
  }
}
