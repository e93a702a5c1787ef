import { MAX_IMPORT_OPERATIONS, MAX_IMPORT_ORDERS } from '@takt/contract';

/**
 * The limits of a caller's plan, in one place: what GET /usage/check counts against. The custom-data
 * limits are the import's own (an import cannot fill a custom dataset past them).
 */
export const PLAN_LIMITS = {
  custom_orders: MAX_IMPORT_ORDERS,
  custom_operations: MAX_IMPORT_OPERATIONS,
  schedule_runs_today: 200,
  assistant_turns_today: 500,
} as const;

export type UsageMetric = keyof typeof PLAN_LIMITS;
