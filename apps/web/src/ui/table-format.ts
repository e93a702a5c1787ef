/** A date or date-time from the API as a short local date; '-' when missing. */
export function formatDate(value: string | null): string {
  if (!value) return '-';
  const date = new Date(value.length === 10 ? `${value}T00:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });
}

/** Quantities in the tables: thousands separated, at most two decimals. */
export function formatQuantity(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
