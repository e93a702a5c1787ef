import type { ScheduleRunRequest } from '@takt/contract';
import { DEFAULT_REPAIR_POLICY, type RepairPolicy } from '@takt/engine';

const HOUR = 60;

/** The repair rules of a request: its own settings over the plant's defaults (hours on the wire, minutes in the engine). */
export function repairPolicyOf(request: ScheduleRunRequest): Partial<RepairPolicy> {
  const minutes = (hours: number | undefined) => (hours === undefined ? undefined : hours * HOUR);
  const entries: [keyof RepairPolicy, unknown][] = [
    ['stability', request.stability],
    ['frozenHorizonMinutes', minutes(request.frozen_horizon_hours)],
    ['movePriceMinutes', minutes(request.move_price_hours)],
    ['machineChangePriceMinutes', minutes(request.machine_change_price_hours)],
    ['lateOrderPriceMinutes', minutes(request.late_order_price_hours)],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

/** The policy the engine will apply, in the wire's units, for the reply. */
export function describePolicy(policy: Partial<RepairPolicy> | undefined) {
  const p = { ...DEFAULT_REPAIR_POLICY, ...policy };
  return {
    stability: p.stability,
    frozen_horizon_hours: p.frozenHorizonMinutes / HOUR,
    move_price_hours: p.movePriceMinutes / HOUR,
    machine_change_price_hours: p.machineChangePriceMinutes / HOUR,
    late_order_price_hours: p.lateOrderPriceMinutes / HOUR,
  };
}

/**
 * Search work of a fresh plan when the request names none: about 150,000 operation placements, so the
 * answer takes about as long on any plant size (~2 s on the 279-operation sample plant here) and the
 * same input gives the same plan under any load.
 */
export function defaultWorkBudget(operationCount: number): number {
  return Math.max(50, Math.round(150_000 / Math.max(1, operationCount)));
}
