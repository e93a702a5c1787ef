/**
 * How long an operation takes on a work center for a quantity: the work center's fixed minutes per
 * order plus the quantity at its run rate, in whole minutes (the unit the scheduler plans in). The
 * one rule the scheduler, a rush order's routing and MRP's capacity check all use, so a Gantt bar
 * and the load MRP reports for the same order agree. A rate of zero or less runs nothing but the
 * fixed time (a bad rate in the data must not make an infinite operation).
 */
export function operationMinutes(
  mode: { fixedMinutes?: number | undefined; runRatePerHour: number },
  quantity: number,
): number {
  const fixed = Math.max(0, mode.fixedMinutes ?? 0);
  const run = mode.runRatePerHour > 0 ? (Math.max(0, quantity) / mode.runRatePerHour) * 60 : 0;
  return Math.round(fixed + run);
}
