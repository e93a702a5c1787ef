/** Money in USD, two decimals (enterprise-shell §9). */
export function formatMoney(value: number): string {
  return value.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** A quantity with at most `digits` decimals, grouped. */
export function formatNumber(value: number, digits = 3): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: digits });
}

/** 'RAW_MATERIAL' as 'Raw material'. */
export function formatCode(code: string): string {
  const words = code.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
