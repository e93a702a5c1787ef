import { z } from 'zod';
import { DataSource } from './common.ts';

export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  datasets: z.array(
    z.object({
      source: DataSource,
      dataset_id: z.string(),
      version: z.number().int(),
      seed_version: z.string().nullable(),
      time_zone: z
        .string()
        .describe(
          "The plant's IANA time zone (America/Sao_Paulo): shifts, weeks and the Gantt's axis are in it",
        ),
    }),
  ),
  features: z.object({ custom_data: z.boolean() }),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** Live counts for the modern dashboard; every number is computed from the caller's dataset. */
export const DashboardSummary = z.object({
  source: DataSource,
  as_of: z.string(),
  open_orders: z.number().int(),
  late_orders: z.number().int(),
  low_stock_items: z.number().int(),
  overloaded_work_centers: z.number().int(),
  overloaded: z.array(
    z.object({
      work_center: z.string(),
      week_start: z.string(),
      /** Percent of calendar capacity; null when work is planned in a week with no working time. */
      utilization: z.number().nullable(),
    }),
  ),
  horizon_weeks: z.number().int(),
  time_zone: z
    .string()
    .describe("The plant's IANA time zone (America/Sao_Paulo); week_start is a plant date"),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

export const DashboardQuery = z.object({ source: DataSource.default('playground') });
