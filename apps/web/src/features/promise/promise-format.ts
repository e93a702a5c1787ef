/** How the promise screen writes its figures (planning-workspaces §2), in the stored language's format. */
import { currentLocale } from '../../i18n/locale.ts';

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** Money in thousands with one decimal (§2): 24_500 → "$24.5K", −3_200 → "-$3.2K". */
export function formatThousands(amount: number): string {
  const thousands = (Math.abs(amount) / 1000).toLocaleString(currentLocale(), ONE_DECIMAL);
  return `${amount < 0 ? '-' : ''}$${thousands}K`;
}

/** A percentage with one decimal: 50.64 → "50.6%". */
export function formatPercent(percent: number): string {
  return `${percent.toLocaleString(currentLocale(), ONE_DECIMAL)}%`;
}

/** A fraction as a whole percentage: 0.72 → "72%" (the confidence level). */
export function formatFraction(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

/** A quantity as a planner reads it: 1250 → "1,250", 20.75 → "20.8". */
export function formatQuantity(quantity: number): string {
  return quantity.toLocaleString(currentLocale(), { maximumFractionDigits: 1 });
}

/**
 * A promised date as a day, e.g. "Thu, Dec 3, 2026": a plain date as written, a moment in
 * `timeZone` (the plant's) when given, else the browser's; as given when it does not parse.
 */
export function formatPromiseDate(value: string, timeZone?: string): string {
  const isPlainDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isPlainDate ? `${value}T12:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(currentLocale(), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: isPlainDate ? undefined : timeZone,
  });
}
