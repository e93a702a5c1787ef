import { z } from 'zod';
import { freeText } from './bounds.ts';
import { DataSource } from './common.ts';

/** The figures a report can hold (issue 16): OEE parts, delivery, load, setups, stock and margin. */
export const ReportMetricId = z.enum([
  'oee',
  'availability',
  'performance',
  'quality',
  'on_time_delivery',
  'late_orders',
  'utilization',
  'setup_hours',
  'stock_value',
  'shortages',
  'margin',
]);
export type ReportMetricId = z.infer<typeof ReportMetricId>;

/** The span a report covers; a shift ("turno") is the one running now, else the plant day. */
export const ReportPeriod = z.enum(['shift', 'day', 'week', 'month']);
export type ReportPeriod = z.infer<typeof ReportPeriod>;

/** Whom the report is for: it picks the default figures when the prompt names none. */
export const ReportAudience = z.enum(['plant_manager', 'planner', 'finance', 'general']);
export type ReportAudience = z.infer<typeof ReportAudience>;

export const ReportLanguage = z.enum(['en-US', 'pt-BR']);
export type ReportLanguage = z.infer<typeof ReportLanguage>;

export const ReportMetricUnit = z.enum(['percent', 'count', 'hours', 'USD']);
export type ReportMetricUnit = z.infer<typeof ReportMetricUnit>;

/** One metric of GET /reports/available-metrics: whether the dataset allows it, and why not when not. */
export const AvailableMetric = z.object({
  id: ReportMetricId,
  name: z.string(),
  unit: ReportMetricUnit,
  available: z.boolean(),
  /** Why the figure cannot be computed from this dataset; null when it can. */
  reason: z.string().nullable(),
  /** The API call whose figure the metric is (the screen that shows it). */
  source_endpoint: z.string(),
});
export type AvailableMetric = z.infer<typeof AvailableMetric>;

export const AvailableMetricsResponse = z.object({
  source: DataSource,
  metrics: z.array(AvailableMetric),
});
export type AvailableMetricsResponse = z.infer<typeof AvailableMetricsResponse>;

/** GET /reports/available-metrics. */
export const AvailableMetricsQuery = z.object({ source: DataSource.default('playground') });
export type AvailableMetricsQuery = z.infer<typeof AvailableMetricsQuery>;

/** POST /reports/generate: a report described in words, in English or Portuguese. */
export const ReportGenerateRequest = z.object({
  prompt: freeText(500).trim().min(1, 'must not be empty'),
  source: DataSource.default('playground'),
});
export type ReportGenerateRequest = z.infer<typeof ReportGenerateRequest>;

/** One figure of a report; `value` null with a `reason` when the data does not allow it. */
export const ReportMetricValue = z.object({
  id: ReportMetricId,
  name: z.string(),
  unit: ReportMetricUnit,
  value: z.number().nullable(),
  /** The value as the report's language writes it ("85.2%", "1,234.50 USD", "—" when not computable). */
  display: z.string(),
  reason: z.string().nullable(),
  source_endpoint: z.string(),
});
export type ReportMetricValue = z.infer<typeof ReportMetricValue>;

/** A bar chart of the report: categories along x, one series of values. */
export const ReportChart = z.object({
  kind: z.literal('bar'),
  title: z.string(),
  unit: ReportMetricUnit,
  categories: z.array(z.string()),
  values: z.array(z.number().nullable()),
});
export type ReportChart = z.infer<typeof ReportChart>;

/** A report built from a prompt: what was read of it, the figures, a chart and its Markdown text. */
export const Report = z.object({
  title: z.string(),
  prompt: z.string(),
  language: ReportLanguage,
  period: ReportPeriod,
  audience: ReportAudience,
  /** The period [period_start, period_end) in plant time: dates ('2026-11-23'), a shift's date and time ('2026-11-25 06:00'). */
  period_start: z.string(),
  period_end: z.string(),
  generated_at: z.string(),
  metrics: z.array(ReportMetricValue),
  chart: ReportChart.nullable(),
  /** The report as Markdown, one "**Name:** value" line a figure: the assistant's export rules read it. */
  markdown: z.string(),
});
export type Report = z.infer<typeof Report>;

export const ReportGenerateResponse = z.object({ source: DataSource, report: Report });
export type ReportGenerateResponse = z.infer<typeof ReportGenerateResponse>;
