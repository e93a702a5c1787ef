import { readReportRequest } from '@takt/assistant';
import {
  type AvailableMetricsResponse,
  type Report,
  type ReportChart,
  type ReportLanguage,
  ReportMetricId,
  type ReportMetricValue,
} from '@takt/contract';
import type { Caller, ReadScope } from '../../db/scope.ts';
import type { MrpJobs } from '../bom/mrp-runs.ts';
import { type MetricFigure, NOT_COMPUTABLE, periodFigures } from './report-metrics.ts';
import { displayOf, METRIC_FACTS, wordsOf } from './report-words.ts';

const languageOfCaller = (language: string): ReportLanguage =>
  language.startsWith('pt') ? 'pt-BR' : 'en-US';

/**
 * GET /reports/available-metrics: every metric a report can hold, in the caller's language, with
 * whether the plant's data allows it — OEE, performance and quality do not, and the reason says what
 * is missing; availability is the share of shift hours not lost to recorded downtime.
 */
export function availableMetrics(scope: ReadScope, callerLanguage: string): AvailableMetricsResponse {
  const language = languageOfCaller(callerLanguage);
  const words = wordsOf(language);
  const reasonOf: Record<(typeof NOT_COMPUTABLE)[number], string> = {
    oee: words.reasons.oeeParts,
    performance: words.reasons.noRates,
    quality: words.reasons.noGoodScrap,
  };
  return {
    source: scope.source,
    metrics: ReportMetricId.options.map((id) => {
      const reason = (NOT_COMPUTABLE as readonly string[]).includes(id)
        ? reasonOf[id as (typeof NOT_COMPUTABLE)[number]]
        : null;
      return {
        id,
        name: words.metric[id],
        unit: METRIC_FACTS[id].unit,
        available: reason === null,
        reason,
        source_endpoint: METRIC_FACTS[id].sourceEndpoint,
      };
    }),
  };
}

/**
 * POST /reports/generate: reads the prompt (period, reader, figures, language — `readReportRequest`),
 * computes the figures for the plant period holding `now` and writes the report in the prompt's
 * language: its metrics, a chart of utilization by work center, and Markdown with one
 * "**Name:** value" line a figure, the lines the assistant's exports read.
 */
export async function generateReport(
  jobs: MrpJobs,
  caller: Caller,
  scope: ReadScope,
  prompt: string,
  now: Date,
): Promise<Report> {
  const request = readReportRequest(prompt);
  const { language, period, audience } = request;
  const words = wordsOf(language);
  const { figures, load, periodStart, periodEnd, shift } = await periodFigures(
    jobs,
    caller,
    scope,
    period,
    request.metrics,
    now,
    language,
  );
  const metrics = request.metrics.map((id) => metricValue(id, figures.get(id)!, language));
  const periodName = shift ? words.shiftNamed(shift.name) : words.period[period];
  const title = words.title(periodName, words.audience[audience]);
  const chart: ReportChart | null = request.metrics.includes('utilization')
    ? {
        kind: 'bar',
        title: words.chartTitle,
        unit: 'percent',
        categories: load.work_centers.map((wc) => wc.id),
        values: load.work_centers.map((wc) => wc.utilization),
      }
    : null;
  const notes = [
    ...(period === 'shift' && !shift ? [words.shiftIsDay] : []),
    ...(request.metrics.includes('availability') ? [words.availabilityFromDowntime] : []),
    ...(request.metrics.includes('margin') ? [words.marginStandardCost] : []),
  ];
  return {
    title,
    prompt,
    language,
    period,
    audience,
    period_start: periodStart,
    period_end: periodEnd,
    generated_at: now.toISOString(),
    metrics,
    chart,
    markdown: markdownOf(title, words.periodLine(periodStart, periodEnd), metrics, notes, words.notes),
  };
}

function metricValue(id: ReportMetricId, figure: MetricFigure, language: ReportLanguage): ReportMetricValue {
  const { unit, sourceEndpoint } = METRIC_FACTS[id];
  return {
    id,
    name: wordsOf(language).metric[id],
    unit,
    value: figure.value,
    display: displayOf(figure.value, unit, language),
    reason: figure.reason,
    source_endpoint: sourceEndpoint,
  };
}

/** The report as Markdown: no colon outside the figure lines, so an export reads only the figures. */
function markdownOf(
  title: string,
  periodLine: string,
  metrics: readonly ReportMetricValue[],
  notes: readonly string[],
  notesHeading: string,
): string {
  const lines = [`# 📊 ${title}`, '', periodLine, ''];
  for (const m of metrics) lines.push(`- **${m.name}:** ${m.display}${m.reason ? ` — ${m.reason}` : ''}`);
  if (notes.length > 0) lines.push('', `**${notesHeading}**`, ...notes.map((n) => `- ${n}`));
  return lines.join('\n');
}
