import { formatNumber, type Locale } from '../../i18n/locale.ts';
import { translatedMetricLabel } from '../../i18n/metric-labels.ts';
import { t } from '../../i18n/t.ts';

/**
 * How a reply's figures read (assistant-and-gantt §4): metrics in percent, except total
 * production and good units, in units. Figures outside the spec's list keep their own unit:
 * a count stays a count, hours end in h. The panel shows them in the screen's language; the
 * report files keep the spec's English labels and en-US figures, so their columns and names
 * do not change with the reader's language.
 */

const PERCENT_METRICS = new Set([
  'oee',
  'availability',
  'performance',
  'quality',
  'defect_rate',
  'first_pass_yield',
  'scrap_rate',
  'average_availability',
  'average_utilization',
  'on_time_delivery',
  'overall_utilization',
]);

const UNIT_METRICS = new Set(['total_production', 'good_units']);

/** A metric's name as the JSON export writes it: lower-cased, words joined by underscores. */
export function metricName(label: string): string {
  return label
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** A metric's label in English: its words, the first one capitalised. */
export function metricLabel(key: string): string {
  const words = key.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isPercentMetric(name: string): boolean {
  return PERCENT_METRICS.has(name) || /_(rate|utilization|percent|yield)$/.test(name);
}

/** A metric's value as text with its unit, in the figures of `locale` (en-US by default, as the reports). */
export function formatMetric(key: string, value: unknown, locale: Locale = 'en-US'): string {
  if (typeof value !== 'number') {
    if (value === null || value === undefined) return '-';
    return typeof value === 'string' ? value : JSON.stringify(value);
  }
  const name = metricName(key);
  if (UNIT_METRICS.has(name)) return t('as.units', { count: value }, locale);
  if (isPercentMetric(name)) return `${formatNumber(value, locale, 1)}%`;
  if (name.endsWith('_hours')) return t('as.hours', { hours: value }, locale);
  return formatNumber(value, locale, 1);
}

/**
 * A metric as the panel shows it in `locale`: label and value with its unit; the unit leaves the
 * label ("Setup hours" 12 → "Setup" 12 h). A name the catalog does not know keeps its own words.
 */
export function metricEntry(key: string, value: unknown, locale: Locale): { label: string; value: string } {
  const text = formatMetric(key, value, locale);
  const translated = translatedMetricLabel(metricName(key), locale);
  if (translated) return { label: translated, value: text };
  const label = metricLabel(key);
  const withoutUnit = text.endsWith(' h') ? label.replace(/ hours$/i, '') : label;
  return { label: withoutUnit || label, value: text };
}
