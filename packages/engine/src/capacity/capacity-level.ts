/** Capacity colours' thresholds in percent of capacity (enterprise-shell §4, §9). */
export const CAPACITY_THRESHOLDS = { overload: 100, high: 90, healthy: 70 } as const;

/** How loaded a work center is, as capacity planning colours it. */
export type CapacityLevel = 'overload' | 'high' | 'healthy' | 'low';

/**
 * Capacity colour of a utilization (enterprise-shell §4): above 100 % overload, above 90 % high,
 * above 70 % healthy, else low. Load without capacity (Infinity) is an overload.
 */
export function capacityLevel(utilizationPercent: number): CapacityLevel {
  if (utilizationPercent > CAPACITY_THRESHOLDS.overload) return 'overload';
  if (utilizationPercent > CAPACITY_THRESHOLDS.high) return 'high';
  if (utilizationPercent > CAPACITY_THRESHOLDS.healthy) return 'healthy';
  return 'low';
}
