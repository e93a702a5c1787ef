import { z } from 'zod';
import { BoundedDate, freeText, Id } from './bounds.ts';
import { DataSource } from './common.ts';

/**
 * Line balancing (issue 15; planning-workspaces §2 Line Balancing Analysis tab, §3 line-balancing
 * result, §9 constants). A line is derived from the plant's routings: the stations are the work-center
 * types its products pass through in routing order (parallel machines of one type pooled), so the
 * analysis is computed from the routings, the calendars and the released plan, never sample data.
 */

/** What the four quick actions and the assistant ask for; `full` is Generate Full Analysis. */
export const LineBalancingFocus = z.enum(['full', 'bottlenecks', 'schedule', 'setups', 'capacity']);
export type LineBalancingFocus = z.infer<typeof LineBalancingFocus>;

/** Heatmap periods shown at most (a quarter of days, half a year of weeks). */
export const MAX_HEATMAP_PERIODS = 92;

/** POST /api/line-balancing/analyze. */
export const LineBalancingRequest = z.object({
  source: DataSource.default('playground'),
  /** A line id from GET /api/line-balancing/lines; default the line with the most planned work. */
  line_id: Id.optional(),
  /** The manual command (planning-workspaces §5: non-empty after trimming), read for line and focus. */
  command: freeText(500).trim().min(1, 'must not be empty').optional(),
  focus: LineBalancingFocus.default('full'),
  /** First plant date of the heatmap and the demand window; default today in plant time. */
  from: BoundedDate.optional(),
  /** Heatmap periods (plant days); default 7. */
  days: z.number().int().min(1).max(MAX_HEATMAP_PERIODS).default(7),
  language: z.string().max(10).optional(),
});
export type LineBalancingRequest = z.infer<typeof LineBalancingRequest>;

/** Why a station limits the line: not enough hours for its work, or changeovers eating its hours. */
export const BottleneckType = z.enum(['capacity', 'setup']);
export type BottleneckType = z.infer<typeof BottleneckType>;

export const LineBottleneck = z.object({
  station_id: z.string(),
  station_name: z.string(),
  /** Units per hour the station can make (its machines pooled). */
  capacity: z.number().nonnegative(),
  /** Load over available hours, a fraction (1 = fully loaded; above 1 overloaded). */
  utilization: z.number().nonnegative(),
  bottleneck_type: BottleneckType,
  recommendation: z.string(),
  /** The station's process: mixing, milling, extrusion, molding, curing, trimming, inspection, packing, … */
  process_type: z.string(),
});
export type LineBottleneck = z.infer<typeof LineBottleneck>;

export const LineMetrics = z.object({
  /** Units per day the line can make: the slowest station's rate over the plant's working hours of a day. */
  throughput: z.number().nonnegative(),
  /** Sum of station work content over stations × maximum cycle time (0–1). */
  efficiency: z.number().min(0).max(1),
  /** The bottleneck station's utilization, a fraction. */
  bottleneck_utilization: z.number().nonnegative(),
  /** Setup minutes planned on the line's stations over the analysed days. */
  setup_time: z.number().nonnegative(),
  /** Throughput gained by the best improvement found, percent. */
  improvement: z.number(),
  /** Takt time over the maximum cycle time (planning-workspaces §9). */
  line_balance_rate: z.number().nonnegative(),
});
export type LineMetrics = z.infer<typeof LineMetrics>;

export const PotentialImprovements = z.object({
  current_throughput: z.number().nonnegative(),
  potential_throughput: z.number().nonnegative(),
  improvement_percentage: z.number(),
});

/** One station's work content per unit, minutes. */
export const StationWorkContent = z.object({
  station: z.string(),
  setup: z.number().nonnegative(),
  processing: z.number().nonnegative(),
  inspection: z.number().nonnegative(),
  material_handling: z.number().nonnegative(),
});

export const BalanceChart = z.object({
  stations: z.array(z.string()),
  /** The stations' names in the caller's language (Prensa, Rebarbação, …), in the order of `stations`. */
  station_labels: z.array(z.string()),
  /** Minutes per unit at each station (its machines pooled), in the order of `stations`. */
  cycle_times: z.array(z.number().nonnegative()),
  /** Minutes per unit the demand allows: available minutes over demanded units. */
  takt_time: z.number().nonnegative(),
  work_content: z.array(StationWorkContent),
  /** Utilization per station, a fraction, in the order of `stations`. */
  utilization_levels: z.array(z.number().nonnegative()),
});

export const UtilizationHeatmap = z.object({
  /** Plant dates (YYYY-MM-DD). */
  time_periods: z.array(z.string()),
  stations: z.array(z.string()),
  /** The stations' names in the caller's language, in the order of `stations`. */
  station_labels: z.array(z.string()),
  /** utilization_matrix[station][period], a fraction of the period's available hours. */
  utilization_matrix: z.array(z.array(z.number().nonnegative())),
  /** The cells above 90 % (planning-workspaces §9): pairs of station and period. */
  bottleneck_periods: z.array(z.object({ station: z.string(), period: z.string() })),
});

/** SALBP for the line's task graph: the fewest stations for a cycle time, with its lower bound. */
export const StationAssignment = z.object({
  cycle_time: z.number().positive(),
  station_count: z.number().int().nonnegative(),
  lower_bound: z.number().int().nonnegative(),
  /** True when station_count equals a proven lower bound or the exact search finished. */
  optimal: z.boolean(),
  method: z.enum(['exact', 'heuristic']),
  stations: z.array(z.object({ tasks: z.array(z.string()), load: z.number().nonnegative() })),
});
export type StationAssignment = z.infer<typeof StationAssignment>;

export const LineBalancingResult = z.object({
  line: z.object({
    line_id: z.string(),
    name: z.string(),
    /** Products whose routings make up the line. */
    products: z.array(z.string()),
    /** Units per day demanded over the window (open orders due in it). */
    demand_per_day: z.number().nonnegative(),
    /** Working minutes per day the plant's calendars give the line. */
    available_minutes_per_day: z.number().nonnegative(),
  }),
  focus: LineBalancingFocus,
  bottlenecks: z.array(LineBottleneck),
  metrics: LineMetrics,
  recommendations: z.array(z.string()),
  potential_improvements: PotentialImprovements,
  visualization_data: z.object({ balance_chart: BalanceChart, heatmap: UtilizationHeatmap }),
  station_assignment: StationAssignment.nullable(),
});
export type LineBalancingResult = z.infer<typeof LineBalancingResult>;

/** GET /api/line-balancing/lines: the lines the routings define. */
export const LineSummary = z.object({
  line_id: z.string(),
  name: z.string(),
  products: z.array(z.string()),
  stations: z.array(z.string()),
});
export const LineListResponse = z.object({ source: DataSource, lines: z.array(LineSummary) });
export type LineListResponse = z.infer<typeof LineListResponse>;

/** Bounds of an assignment request: tasks of a line's graph (the shared SALBP instances reach 297). */
export const MAX_SALBP_TASKS = 1000;

/** Most search work one request may ask for: about a second of one core on the shared instances. */
export const MAX_SALBP_NODE_BUDGET = 5_000_000;

/**
 * POST /api/line-balancing/assign: a task graph and a cycle time (SALBP-1) or a station count (SALBP-2).
 * Times are whole units (seconds or minutes, as the caller counts them): the cycle-time search steps by one.
 */
export const StationAssignmentRequest = z
  .object({
    tasks: z
      .array(
        z.object({
          id: Id,
          time: z.number().int().positive().max(1_000_000),
          predecessors: z.array(Id).max(MAX_SALBP_TASKS).default([]),
        }),
      )
      .min(1)
      .max(MAX_SALBP_TASKS),
    cycle_time: z.number().int().positive().max(1_000_000_000).optional(),
    stations: z.number().int().min(1).max(MAX_SALBP_TASKS).optional(),
    /** Search work allowed (nodes); the same request and budget give the same answer. */
    node_budget: z.number().int().min(0).max(MAX_SALBP_NODE_BUDGET).default(MAX_SALBP_NODE_BUDGET),
  })
  .refine((r) => (r.cycle_time === undefined) !== (r.stations === undefined), {
    path: ['cycle_time'],
    message: 'give exactly one of cycle_time (fewest stations) and stations (shortest cycle)',
  });
export type StationAssignmentRequest = z.infer<typeof StationAssignmentRequest>;

export const StationAssignmentResponse = StationAssignment.extend({
  /** For SALBP-2: the lower bound on the cycle time. */
  cycle_time_lower_bound: z.number().nonnegative().nullable(),
  /** Work done by the search (nodes), the budget it is counted in: the same input gives the same answer. */
  nodes: z.number().int().nonnegative(),
});
export type StationAssignmentResponse = z.infer<typeof StationAssignmentResponse>;
