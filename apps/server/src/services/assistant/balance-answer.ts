import type { Interpretation } from '@takt/assistant';
import { LineBalancingRequest, type LineBalancingResult, type TextReply } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Caller } from '../../db/scope.ts';
import { t } from '../../i18n/translate.ts';
import { analyzeLine } from '../line-balancing/analyze-line.ts';
import { minutesAUnit } from '../line-balancing/per-unit.ts';
import { toolOf } from './tool-answers.ts';

const percentOf = (fraction: number) => Math.round(fraction * 1000) / 10;

/** What a balance command answers: a short reply and the analysis it ran, for the Line Balancing tab. */
export interface LineBalanceAnswer {
  answer: Pick<TextReply, 'type' | 'text' | 'tool' | 'metrics'>;
  details: LineBalancingResult;
}

/**
 * "Where's our bottleneck this week?", "Minimize setups on the press line": the line analysis the tab
 * runs, on the line the command names (else the busiest), with the focus the interpreter read; the
 * reply names the bottleneck station, its utilization and the top recommendation, in the command's
 * language, and carries the whole analysis as line_balancing_details (assistant-and-gantt §4).
 */
export async function answerLineBalance(
  db: Kysely<Database>,
  caller: Caller,
  source: 'playground' | 'custom',
  reading: Interpretation,
  prompt: string,
  now: Date,
): Promise<LineBalanceAnswer> {
  const language = reading.language;
  const command = prompt.trim().slice(0, 500);
  const request = LineBalancingRequest.parse({
    source,
    focus: reading.entities.balance_focus ?? 'full',
    ...(command ? { command } : {}),
  });
  const details = await analyzeLine(db, caller, request, now, language);
  // Asked about setups, the reply names the station whose changeovers limit it, when one does.
  const setupBound =
    request.focus === 'setups' ? details.bottlenecks.find((b) => b.bottleneck_type === 'setup') : undefined;
  const top = setupBound ?? details.bottlenecks[0];
  const lines = [
    top
      ? t(language, 'balance.bottleneck', {
          line: details.line.name,
          station: top.station_name,
          stationId: top.station_id,
          percent: top.utilization * 100,
          kind: top.bottleneck_type,
        })
      : t(language, 'balance.noBottleneck', {
          line: details.line.name,
          rate: details.metrics.line_balance_rate * 100,
        }),
  ];
  const advice = top?.recommendation ?? details.recommendations[0];
  if (advice) lines.push(advice);
  const chart = details.visualization_data.balance_chart;
  const slowest = chart.cycle_times.reduce((best, c, k) => (c > chart.cycle_times[best]! ? k : best), 0);
  lines.push(
    t(language, 'balance.figures', {
      // No demand in the window: no takt, rather than "0 s a unit".
      hasTakt: chart.takt_time > 0 ? 'yes' : 'no',
      takt: minutesAUnit(language, chart.takt_time),
      cycle: minutesAUnit(language, chart.cycle_times[slowest] ?? 0),
      station: chart.station_labels[slowest] ?? chart.stations[slowest] ?? '',
      throughput: details.metrics.throughput,
      rate: details.metrics.line_balance_rate * 100,
    }),
  );
  return {
    answer: {
      type: 'report',
      tool: toolOf(language, 'line_balancing', { focus: details.focus }),
      text: lines.join('\n'),
      // The chat shows a reply's rates and utilizations in percent (assistant-and-gantt §4).
      metrics: {
        throughput: details.metrics.throughput,
        bottleneck_utilization: percentOf(details.metrics.bottleneck_utilization),
        line_balance_rate: percentOf(details.metrics.line_balance_rate),
      },
    },
    details,
  };
}
