/**
 * How a reply's figures read (assistant-and-gantt §4): metrics in percent, except total
 * production and good units, in units. Figures outside the spec's list keep their own unit:
 * a count stays a count, hours end in h.
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

/** A metric's label: its words, the first one capitalised. */
export function metricLabel(key: string): string {
  const words = key.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isPercentMetric(name: string): boolean {
  return PERCENT_METRICS.has(name) || /_(rate|utilization|percent|yield)$/.test(name);
}

function numberText(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** A metric's value as text with its unit. */
export function formatMetric(key: string, value: unknown): string {
  if (typeof value !== 'number') {
    if (value === null || value === undefined) return '-';
    return typeof value === 'string' ? value : JSON.stringify(value);
  }
  const name = metricName(key);
  if (UNIT_METRICS.has(name)) return `${numberText(value)} units`;
  if (isPercentMetric(name)) return `${numberText(value)}%`;
  if (name.endsWith('_hours')) return `${numberText(value)} h`;
  return numberText(value);
}

/** A metric as shown: label and value with its unit; the unit leaves the label ("Setup hours" 12 → "Setup" 12 h). */
export function metricEntry(key: string, value: unknown): { label: string; value: string } {
  const text = formatMetric(key, value);
  const label = metricLabel(key);
  const withoutUnit = text.endsWith(' h') ? label.replace(/ hours$/i, '') : label;
  return { label: withoutUnit || label, value: text };
}
