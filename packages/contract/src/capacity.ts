import { z } from 'zod';
import { BoundedDate, Id } from './bounds.ts';
import { DataSource, QueryBoolean } from './common.ts';

/** CM01's period select (enterprise-shell §2): plant days, Monday-to-Sunday weeks or calendar months. */
export const CapacityPeriod = z.enum(['day', 'week', 'month']);
export type CapacityPeriod = z.infer<typeof CapacityPeriod>;

/** How many periods one request may ask for: half a year in any period. */
export const MAX_CAPACITY_PERIODS = { day: 186, week: 27, month: 6 } as const;
/** Periods shown when the caller does not say: a week of days, the dashboard's 4 weeks, a quarter. */
export const DEFAULT_CAPACITY_PERIODS = { day: 7, week: 4, month: 3 } as const;

const CapacityQueryFields = z.object({
  source: DataSource.default('playground'),
  period: CapacityPeriod.default('week'),
  /** A plant date inside the first period; default today in plant time. */
  from: BoundedDate.optional(),
  /** Number of periods from the first; default DEFAULT_CAPACITY_PERIODS[period]. */
  periods: z.coerce.number().int().min(1).max(MAX_CAPACITY_PERIODS.day).optional(),
  /** Only this work center (the screen's filter); default all. */
  work_center_id: Id.optional(),
  /** Add the load of the planned orders of an MRP run over the open sales orders (the MRP capacity check's load). */
  include_planned_orders: QueryBoolean.default(false),
});

/** GET /api/capacity (CM01). */
export const CapacityQuery = CapacityQueryFields.refine(
  (q) => q.periods === undefined || q.periods <= MAX_CAPACITY_PERIODS[q.period],
  { path: ['periods'], message: 'is more than the period allows (186 days, 27 weeks, 6 months)' },
);
export type CapacityQuery = z.infer<typeof CapacityQuery>;

/** Capacity colours (enterprise-shell §4): above 100 % overload, above 90 high, above 70 healthy, else low. */
export const CapacityLevel = z.enum(['overload', 'high', 'healthy', 'low']);
export type CapacityLevel = z.infer<typeof CapacityLevel>;

/** One work center in one period (enterprise-shell §3), hours to two decimals. */
export const CapacityWorkCenterLoad = z.object({
  id: z.string(),
  name: z.string(),
  /** Press, Extruder, Banbury … as the work center master says. */
  type: z.string(),
  /** Calendar hours (shifts and extra shifts) minus downtime; at most 24 a day. */
  capacity_hours: z.number(),
  planned_hours: z.number(),
  /** Percent of capacity, one decimal; null for load in a period without working time. */
  utilization: z.number().nullable(),
  /** Free capacity: max(0, capacity − load). */
  available_hours: z.number(),
  overload: z.boolean(),
  level: CapacityLevel,
});
export type CapacityWorkCenterLoad = z.infer<typeof CapacityWorkCenterLoad>;

/** One period (a "capacity day" of enterprise-shell §3, for weeks and months too). */
export const CapacityDay = z.object({
  /** The period's first plant date. */
  date: z.string(),
  /** The plant date after the period's last day: the period is [date, end_date). */
  end_date: z.string(),
  work_centers: z.array(CapacityWorkCenterLoad),
  total_capacity: z.number(),
  total_load: z.number(),
  overall_utilization: z.number().nullable(),
  /** The work centers loaded above capacity in the period. */
  bottlenecks: z.array(z.string()),
});
export type CapacityDay = z.infer<typeof CapacityDay>;

/** What would clear an overload, derived from the figures: move an operation, or work overtime. */
export const CapacityRecommendation = z.object({
  kind: z.enum(['move', 'overtime']),
  work_center_id: z.string(),
  /** First plant date of the overloaded period. */
  date: z.string(),
  hours: z.number(),
  order_id: z.string().nullable(),
  operation_id: z.string().nullable(),
  to_work_center_id: z.string().nullable(),
  /** The recommendation in the caller's language. */
  text: z.string(),
});
export type CapacityRecommendation = z.infer<typeof CapacityRecommendation>;

export const CapacityResponse = z.object({
  source: DataSource,
  as_of: z.string(),
  time_zone: z.string().describe("The plant's IANA time zone; every date is a plant date"),
  period: CapacityPeriod,
  include_planned_orders: z.boolean(),
  work_center_id: z.string().nullable(),
  days: z.array(CapacityDay),
  /** The KPI cards over all periods shown. */
  totals: z.object({
    total_capacity: z.number(),
    planned_load: z.number(),
    overall_utilization: z.number().nullable(),
    /** Work centers overloaded in at least one period. */
    bottlenecks: z.array(z.string()),
    /** max(0, capacity − load) over the whole range. */
    free_capacity: z.number(),
  }),
  recommendations: z.array(CapacityRecommendation),
});
export type CapacityResponse = z.infer<typeof CapacityResponse>;
