import { z } from 'zod';
import { DataSource } from './common.ts';

/** How much of the released plan a repair keeps: only forced moves, also priced improvements, or plan afresh. */
export const Stability = z.enum(['frozen', 'balanced', 'free']);

/**
 * The plant's planning settings: its time zone (read-only here) and the repair rules every reschedule
 * starts from, which a request may override. Hours of weighted tardiness are the currency of prices.
 */
export const PlantSettings = z.object({
  source: DataSource,
  time_zone: z.string(),
  stability: Stability,
  frozen_horizon_hours: z.number(),
  move_price_hours: z.number(),
  machine_change_price_hours: z.number(),
  late_order_price_hours: z.number(),
});

/** PUT /api/plant/settings: the repair rules to change; a field left out keeps its value. */
export const PlantSettingsUpdate = z
  .object({
    source: z.enum(['playground', 'custom']).default('playground'),
    stability: Stability.optional(),
    frozen_horizon_hours: z.number().min(0).max(168).optional(),
    move_price_hours: z.number().min(0).max(10_000).optional(),
    machine_change_price_hours: z.number().min(0).max(10_000).optional(),
    late_order_price_hours: z.number().min(0).max(10_000).optional(),
  })
  .strict();
export type PlantSettingsUpdate = z.infer<typeof PlantSettingsUpdate>;
