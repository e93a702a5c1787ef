import { currentLocale, type Locale } from '../../i18n/locale.ts';

/**
 * The heatmap's colour bands (planning-workspaces §9): the colour changes at 35, 50, 65, 75, 85, 90
 * and 95 percent, from idle blue through green and amber to the red of a station over 95 %.
 */
export const HEATMAP_BANDS: ReadonlyArray<{ fromPercent: number; color: string }> = [
  { fromPercent: 0, color: '#dbeafe' },
  { fromPercent: 35, color: '#bbf7d0' },
  { fromPercent: 50, color: '#4ade80' },
  { fromPercent: 65, color: '#16a34a' },
  { fromPercent: 75, color: '#fde047' },
  { fromPercent: 85, color: '#f59e0b' },
  { fromPercent: 90, color: '#ea580c' },
  { fromPercent: 95, color: '#b91c1c' },
];

/** The band colour of a utilization given as a fraction (0.9 = 90 %). */
export function heatmapColor(utilization: number): string {
  const percent = utilization * 100;
  let color = HEATMAP_BANDS[0]!.color;
  for (const band of HEATMAP_BANDS) if (percent >= band.fromPercent) color = band.color;
  return color;
}

/** Utilization above this fraction is red in the balance chart (planning-workspaces §9). */
export const BALANCE_RED_ABOVE = 0.9;
export const BALANCE_RED = '#c2410c';
export const BALANCE_NORMAL = '#2456a6';

/** A station's bar colour in the balance chart: red above 90 % utilization. */
export function balanceBarColor(utilization: number): string {
  return utilization > BALANCE_RED_ABOVE ? BALANCE_RED : BALANCE_NORMAL;
}

/** A fraction as the screen shows it: 1.02 → '102.0%'. */
export function formatShare(fraction: number): string {
  return formatPercentOne(fraction * 100);
}

/** A percentage with one decimal, as the locale writes it: 12.34 → '12.3%' ('12,3%' in pt-BR). */
export function formatPercentOne(percent: number, locale: Locale = currentLocale()): string {
  return `${percent.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false })}%`;
}

/** The unit minutes a unit are read in: seconds below a minute, as the assistant's line answer. */
export type PerUnit = 'min' | 's';

/** One unit for figures shown side by side (a table, an axis): seconds when every one is below a minute. */
export function perUnitFor(minutes: readonly number[]): PerUnit {
  return Math.max(0, ...minutes) < 1 ? 's' : 'min';
}

/**
 * Minutes a unit as a planner reads them: seconds below a minute (the press line's O-rings cycle in
 * 0.0263 min, which two decimals of minutes showed as 0.03), unless `unit` fixes one for a set.
 */
export function formatMinutes(
  minutes: number,
  locale: Locale = currentLocale(),
  unit: PerUnit = perUnitFor([minutes === 0 ? 1 : minutes]),
): string {
  if (unit === 's') return `${(minutes * 60).toLocaleString(locale, { maximumFractionDigits: 1 })} s`;
  return `${minutes.toLocaleString(locale, { maximumFractionDigits: 2 })} min`;
}

/** Units, thousands separated, no decimals beyond one. */
export function formatUnits(units: number, locale: Locale = currentLocale()): string {
  return units.toLocaleString(locale, { maximumFractionDigits: 1 });
}
