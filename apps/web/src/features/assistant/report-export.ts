import type { ChatMessage } from './chat-message.ts';
import { formatMetric, metricLabel, metricName } from './metric-format.ts';

/** A figure of a report: its label, its value as shown, and its value for the JSON export. */
export interface ReportMetric {
  label: string;
  value: string;
  parsed: number | string;
}

export type ReportFormat = 'csv' | 'json' | 'md';

const REPORT_MARKERS = /\*\*[^*]+\*\*|^#{1,6}\s|📊|📈|📉|📋/mu;
const LABELLED_LINE = /^\s*(?:[-*•]\s*)?(?:\*\*)?([^:*\n]{1,60}?)(?:\*\*)?\s*:\s*(?:\*\*)?(.+?)(?:\*\*)?\s*$/;
const NUMBER_WITH_UNIT = /^(-?[\d,]*\.?\d+)\s*(%|[a-z]{1,8})?$/i;

/** Whether a message reads as a report: bold, heading or chart-emoji markers (assistant-and-gantt §2). */
export function hasReportMarkers(content: string): boolean {
  return REPORT_MARKERS.test(content);
}

/** "85.2%", "1,234 units" and "12" are numbers for the JSON export; anything else stays text. */
export function parseMetricValue(value: string): number | string {
  const match = NUMBER_WITH_UNIT.exec(value.trim());
  if (!match) return value;
  const parsed = Number(match[1]!.replaceAll(',', ''));
  return Number.isFinite(parsed) ? parsed : value;
}

function metricsFromText(content: string): ReportMetric[] {
  return content.split('\n').flatMap((line) => {
    const match = LABELLED_LINE.exec(line.replace(/^#+\s*/, ''));
    if (!match) return [];
    const label = match[1]!.replace(/^(?:\p{Extended_Pictographic}|\uFE0F|\s)+/u, '').trim();
    const value = match[2]!.replaceAll('**', '').trim();
    if (!label || !value) return [];
    return [{ label, value, parsed: parseMetricValue(value) }];
  });
}

/** The figures of a message: the reply's own metrics when it has them, else its "Label: value" lines. */
export function reportMetrics(message: ChatMessage): ReportMetric[] {
  if (message.metrics) {
    return Object.entries(message.metrics).map(([key, value]) => ({
      label: metricLabel(key),
      value: formatMetric(key, value),
      parsed: typeof value === 'number' ? value : formatMetric(key, value),
    }));
  }
  return metricsFromText(message.content);
}

/**
 * A cell a spreadsheet would run as a formula: one that starts — after any spaces, tabs or line
 * breaks a spreadsheet skips — with =, +, - or @, or their full-width forms (＝ ＋ － ＠), or with a
 * tab or carriage return itself.
 */
const FORMULA_START = /^(?:[\t\r]|[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20])/u;

/**
 * One CSV cell: one a spreadsheet would run as a formula is prefixed with a quote; quotes, commas
 * and line breaks are quoted.
 */
export function escapeCsvCell(cell: string): string {
  const safe = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A Markdown table cell: a pipe would end the cell and a line break the row. */
const markdownCell = (text: string) => text.replaceAll('|', '\\|').replace(/\r?\n/g, ' ');

/** CSV export (assistant-and-gantt §9): columns Metric and Value, then a Report Generated row. */
export function csvReport(metrics: readonly ReportMetric[], generatedAt: Date): string {
  const rows = [
    ['Metric', 'Value'],
    ...metrics.map((metric) => [metric.label, metric.value]),
    ['Report Generated', generatedAt.toLocaleString('en-US')],
  ];
  return `${rows.map((row) => row.map(escapeCsvCell).join(',')).join('\n')}\n`;
}

/** JSON export: timestamp, type production_report, metrics by lower-cased underscore name, content. */
export function jsonReport(metrics: readonly ReportMetric[], content: string, generatedAt: Date): string {
  const byName = Object.fromEntries(metrics.map((metric) => [metricName(metric.label), metric.parsed]));
  return JSON.stringify(
    { timestamp: generatedAt.toISOString(), type: 'production_report', metrics: byName, content },
    null,
    2,
  );
}

/** Markdown export: the heading Production Report, a Generated line, the figures and the reply. */
export function markdownReport(metrics: readonly ReportMetric[], content: string, generatedAt: Date): string {
  const lines = ['# Production Report', '', `Generated: ${generatedAt.toLocaleString('en-US')}`, ''];
  if (metrics.length > 0) {
    lines.push('| Metric | Value |', '| --- | --- |');
    for (const metric of metrics)
      lines.push(`| ${markdownCell(metric.label)} | ${markdownCell(metric.value)} |`);
    lines.push('');
  }
  lines.push(content, '');
  return lines.join('\n');
}

const MIME_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json',
  md: 'text/markdown;charset=utf-8',
};

/** The file of a report: report_{timestamp}.{csv|json|md} and its text, built in the browser. */
export function reportFile(
  format: ReportFormat,
  message: ChatMessage,
  generatedAt: Date,
): { name: string; text: string; type: string } {
  const metrics = reportMetrics(message);
  const text =
    format === 'csv'
      ? csvReport(metrics, generatedAt)
      : format === 'json'
        ? jsonReport(metrics, message.content, generatedAt)
        : markdownReport(metrics, message.content, generatedAt);
  return { name: `report_${generatedAt.getTime()}.${format}`, text, type: MIME_TYPES[format] };
}

/** Offers the report as a download, with no call to the server. */
export function downloadReport(format: ReportFormat, message: ChatMessage, generatedAt = new Date()): void {
  const file = reportFile(format, message, generatedAt);
  const url = URL.createObjectURL(new Blob([file.text], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
