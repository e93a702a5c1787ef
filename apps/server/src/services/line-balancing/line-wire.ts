import type { LineBalancingFocus, LineBalancingResult } from '@takt/contract';
import {
  BOTTLENECK_UTILIZATION,
  type LineAnalysis,
  type ProductionLine,
  type StationFigures,
} from '@takt/engine';
import type { MessageKey } from '../../i18n/en-US.ts';
import { t } from '../../i18n/translate.ts';
import type { LineMasterData } from './line-data.ts';
import { minutesAUnit } from './per-unit.ts';

const round = (value: number, digits: number) => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

/**
 * A station as the planner reads it: its work-center type in the caller's language, with the
 * number a repeated type carries in its id (Press-3). The id stays the station's key on the wire.
 */
function stationLabel(station: { stationId: string; type: string }, language: string): string {
  const label = t(language, 'workCenter.type', { type: station.type });
  return station.stationId.startsWith(station.type)
    ? `${label}${station.stationId.slice(station.type.length)}`
    : station.stationId;
}

/** A line's name: its stations' types in routing order, in the caller's language. */
export function lineName(line: ProductionLine, language: string): string {
  return line.stations.map((s) => t(language, 'workCenter.type', { type: s.type })).join(' → ');
}

type RecommendationKind = 'demand' | 'move' | 'shift' | 'setups' | 'overloaded' | 'machine';

/** Which recommendations come first for each focus (the quick action or the command asked for them). */
const ORDER_BY_FOCUS: Record<LineBalancingFocus, RecommendationKind[]> = {
  full: ['demand', 'move', 'shift', 'setups', 'overloaded', 'machine'],
  bottlenecks: ['overloaded', 'machine', 'move', 'shift', 'setups', 'demand'],
  schedule: ['move', 'setups', 'machine', 'demand', 'shift', 'overloaded'],
  setups: ['setups', 'move', 'shift', 'demand', 'overloaded', 'machine'],
  capacity: ['shift', 'overloaded', 'machine', 'move', 'demand', 'setups'],
};

interface WireContext {
  focus: LineBalancingFocus;
  master: LineMasterData;
  /** Plant dates of the analysed days. */
  dates: string[];
  language: string;
  /** SALBP for the line's task graph at its takt, when there is a takt. */
  stationAssignment: LineBalancingResult['station_assignment'];
}

/** The analysis on the wire (LineBalancingResult), its texts in the caller's language. */
export function lineBalancingResult(
  line: ProductionLine,
  analysis: LineAnalysis,
  context: WireContext,
): LineBalancingResult {
  const { language } = context;
  const nameOf = (s: StationFigures) => {
    const station = line.stations.find((x) => x.stationId === s.stationId)!;
    return `${stationLabel(s, language)} (${station.workCenterIds.join(', ')})`;
  };
  const texts = recommendationTexts(analysis, context, nameOf);
  const current = analysis.throughputPerDay;
  const potential = analysis.improvements.bestThroughputPerDay;
  const improvement = current > 0 ? ((potential - current) / current) * 100 : 0;
  const primary = analysis.bottlenecks[0];
  return {
    line: {
      line_id: line.lineId,
      name: lineName(line, language),
      products: line.products,
      demand_per_day: round(analysis.demandPerDay, 2),
      available_minutes_per_day: round(analysis.availableMinutesPerDay, 1),
    },
    focus: context.focus,
    bottlenecks: analysis.bottlenecks.map(({ stationIndex, kind }) => {
      const s = analysis.stations[stationIndex]!;
      const advice =
        kind === 'setup'
          ? texts.get(`setups:${stationIndex}`)
          : stationIndex === analysis.improvements.slowestIndex
            ? (texts.get('move') ?? texts.get('shift'))
            : s.utilizationWithShift < s.utilization
              ? t(language, 'line.bottleneck.shift', {
                  station: stationLabel(s, language),
                  percent: s.utilization * 100,
                  hours: s.shiftHours,
                  after: s.utilizationWithShift * 100,
                })
              : undefined;
      return {
        station_id: s.stationId,
        station_name: nameOf(s),
        capacity: round(s.unitsPerHour, 2),
        utilization: round(s.utilization, 4),
        bottleneck_type: kind,
        recommendation:
          advice ??
          t(language, 'line.bottleneck.capacity', {
            station: stationLabel(s, language),
            percent: s.utilization * 100,
          }),
        process_type: t(language, 'workCenter.process', { type: s.type, lower: s.type.toLowerCase() }),
      };
    }),
    metrics: {
      throughput: round(current, 1),
      efficiency: round(analysis.efficiency, 4),
      bottleneck_utilization: primary ? round(analysis.stations[primary.stationIndex]!.utilization, 4) : 0,
      setup_time: round(analysis.setupMinutes, 1),
      improvement: round(improvement, 1),
      line_balance_rate: round(analysis.lineBalanceRate, 4),
    },
    recommendations: ORDER_BY_FOCUS[context.focus].flatMap((kind) =>
      [...texts].filter(([key]) => key.split(':')[0] === kind).map(([, text]) => text),
    ),
    potential_improvements: {
      current_throughput: round(current, 1),
      potential_throughput: round(potential, 1),
      improvement_percentage: round(improvement, 1),
    },
    visualization_data: {
      balance_chart: {
        stations: analysis.stations.map((s) => s.stationId),
        station_labels: analysis.stations.map((s) => stationLabel(s, language)),
        cycle_times: analysis.stations.map((s) => round(s.cycleMinutes, 4)),
        takt_time: round(analysis.taktMinutes, 4),
        work_content: analysis.stations.map((s) => ({
          station: s.stationId,
          setup: round(s.workContent.setup, 3),
          processing: round(s.workContent.processing, 3),
          inspection: round(s.workContent.inspection, 3),
          material_handling: round(s.workContent.materialHandling, 3),
        })),
        utilization_levels: analysis.stations.map((s) => round(s.utilization, 4)),
      },
      heatmap: {
        time_periods: context.dates,
        stations: analysis.stations.map((s) => s.stationId),
        station_labels: analysis.stations.map((s) => stationLabel(s, language)),
        utilization_matrix: analysis.stations.map((s) => s.dailyUtilization.map((u) => round(u, 4))),
        bottleneck_periods: analysis.bottleneckPeriods.map((p) => ({
          station: analysis.stations[p.stationIndex]!.stationId,
          period: context.dates[p.periodIndex]!,
        })),
      },
    },
    station_assignment: context.stationAssignment,
  };
}

/** Each recommendation the figures support, keyed by kind (and station where there can be several). */
function recommendationTexts(
  analysis: LineAnalysis,
  context: WireContext,
  nameOf: (s: StationFigures) => string,
): Map<string, string> {
  const { language } = context;
  const say = (key: MessageKey, values: Record<string, string | number>) => t(language, key, values);
  const texts = new Map<string, string>();
  const current = analysis.throughputPerDay;
  const percentOver = (units: number) => (current > 0 ? ((units - current) / current) * 100 : 0);
  const slowest = analysis.stations[analysis.improvements.slowestIndex];
  if (slowest) {
    if (analysis.taktMinutes <= 0) texts.set('demand', say('line.rec.noDemand', {}));
    else
      texts.set(
        'demand',
        say(
          analysis.throughputPerDay + 1e-9 >= analysis.demandPerDay
            ? 'line.rec.meetsDemand'
            : 'line.rec.demand',
          {
            station: nameOf(slowest),
            units: current,
            demand: analysis.demandPerDay,
            cycle: minutesAUnit(language, slowest.cycleMinutes),
            takt: minutesAUnit(language, analysis.taktMinutes),
          },
        ),
      );
  }
  // The bottleneck card shows the station loaded highest in the plan, while the pace of the line is set
  // by the longest cycle a unit: when they differ, one sentence says why both are right, or a planner
  // reads the two names as a contradiction.
  const loaded = analysis.bottlenecks[0] && analysis.stations[analysis.bottlenecks[0].stationIndex];
  if (slowest && loaded && loaded !== slowest && analysis.taktMinutes > 0)
    texts.set(
      'demand:pace',
      say('line.rec.paceVsLoad', {
        slowest: stationLabel(slowest, language),
        cycle: minutesAUnit(language, slowest.cycleMinutes),
        loaded: stationLabel(loaded, language),
        percent: loaded.utilization * 100,
        slowestPercent: slowest.utilization * 100,
      }),
    );
  const { moveWork, addShift } = analysis.improvements;
  if (moveWork)
    texts.set(
      'move',
      say('line.rec.move', {
        hours: moveWork.hoursPerDay,
        minutes: minutesAUnit(language, moveWork.minutesPerUnit),
        from: stationLabel(analysis.stations[moveWork.fromIndex]!, language),
        to: stationLabel(analysis.stations[moveWork.toIndex]!, language),
        units: moveWork.throughputPerDay,
        percent: percentOver(moveWork.throughputPerDay),
      }),
    );
  if (addShift)
    texts.set(
      'shift',
      say('line.rec.shift', {
        hours: addShift.shiftHours,
        station: stationLabel(analysis.stations[addShift.stationIndex]!, language),
        units: addShift.throughputPerDay,
        percent: percentOver(addShift.throughputPerDay),
      }),
    );
  analysis.stations.forEach((s, index) => {
    if (
      s.setupMinutes > 0 &&
      analysis.bottlenecks.some((b) => b.stationIndex === index && b.kind === 'setup')
    )
      texts.set(
        `setups:${index}`,
        say('line.rec.setups', {
          station: stationLabel(s, language),
          minutes: s.setupMinutes,
          percent: s.setupShare * 100,
          days: context.dates.length,
        }),
      );
    const busiest = s.busiestMachine;
    if (busiest && busiest.utilization > 1 && s.utilization < 1)
      texts.set(
        `machine:${index}`,
        say('line.rec.machineOverloaded', {
          machine: busiest.workCenterId,
          percent: busiest.utilization * 100,
          station: stationLabel(s, language),
          stationPercent: s.utilization * 100,
        }),
      );
    if (s.utilization > BOTTLENECK_UTILIZATION)
      texts.set(
        `overloaded:${index}`,
        say('line.rec.overloaded', { station: stationLabel(s, language), percent: s.utilization * 100 }),
      );
  });
  return texts;
}
