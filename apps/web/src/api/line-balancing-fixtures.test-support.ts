import type { LineBalancingResult } from '@takt/contract';

const STATIONS = ['MIX', 'MIL', 'EXT', 'PRS', 'CUR', 'TRM', 'INS', 'PCK'];
const CYCLE_TIMES = [0.8, 0.9, 1.1, 1.6, 1.2, 0.7, 0.5, 0.4];
const UTILIZATION = [0.52, 0.58, 0.71, 1.02, 0.77, 0.45, 0.33, 0.26];

/**
 * A line-balancing answer for the O-ring line: the presses (PRS) the capacity bottleneck at 102 %,
 * curing a setup bottleneck; `overrides` names what a test is about.
 */
export function makeLineBalancingResult(overrides: Partial<LineBalancingResult> = {}): LineBalancingResult {
  return {
    line: {
      line_id: 'LINE-ORING',
      name: 'O-ring line',
      products: ['FG-OR-020', 'FG-OR-030'],
      demand_per_day: 1150,
      available_minutes_per_day: 1380,
    },
    focus: 'full',
    bottlenecks: [
      {
        station_id: 'PRS',
        station_name: 'Molding presses',
        capacity: 37.5,
        utilization: 1.02,
        bottleneck_type: 'capacity',
        recommendation: 'Add a night shift on PRS or move 6 h of work content to EXT.',
        process_type: 'molding',
      },
      {
        station_id: 'CUR',
        station_name: 'Curing ovens',
        capacity: 50,
        utilization: 0.77,
        bottleneck_type: 'setup',
        recommendation: 'Group compounds by cure temperature: changeovers take 19 % of the ovens’ time.',
        process_type: 'curing',
      },
    ],
    metrics: {
      throughput: 862,
      efficiency: 0.56,
      bottleneck_utilization: 1.02,
      setup_time: 540,
      improvement: 18.5,
      line_balance_rate: 0.75,
    },
    recommendations: [
      'Add a night shift on PRS: throughput rises from 862 to 1,021 units/day.',
      'Sequence CUR by compound family to cut 180 setup minutes a week.',
    ],
    potential_improvements: {
      current_throughput: 862,
      potential_throughput: 1021,
      improvement_percentage: 18.5,
    },
    visualization_data: {
      balance_chart: {
        stations: STATIONS,
        station_labels: [...STATIONS],
        cycle_times: CYCLE_TIMES,
        takt_time: 1.2,
        work_content: STATIONS.map((station, index) => ({
          station,
          setup: 0.1,
          processing: CYCLE_TIMES[index]! - 0.25,
          inspection: 0.1,
          material_handling: 0.05,
        })),
        utilization_levels: UTILIZATION,
      },
      heatmap: {
        time_periods: ['2026-11-25', '2026-11-26', '2026-11-27'],
        stations: STATIONS,
        station_labels: [...STATIONS],
        utilization_matrix: UTILIZATION.map((u) => [u, u * 0.9, u * 1.05]),
        bottleneck_periods: [
          { station: 'PRS', period: '2026-11-25' },
          { station: 'PRS', period: '2026-11-27' },
        ],
      },
    },
    station_assignment: null,
    ...overrides,
  };
}
