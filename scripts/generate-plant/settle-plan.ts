import { type ScheduledOperation, schedule } from '@takt/engine';
import { buildSchedulingProblem } from '../../apps/server/src/services/schedule/build-problem.ts';
import type { OrderOperationRow, ProductionOrderRow } from './rows.ts';
import { schedulingSnapshot } from './snapshot.ts';
import { DAY_MS } from './time.ts';

/** Rounds of repair before the plan must have settled. */
const MAX_ROUNDS = 8;

type SettleTables = Parameters<typeof schedulingSnapshot>[0];

/** Operations a repair of the stored plan, with nothing disrupted, would move at `nowMs`. */
export function repairOfStoredPlan(tables: SettleTables, nowMs: number, timeZone: string) {
  const built = buildSchedulingProblem(schedulingSnapshot(tables, timeZone), {
    now: new Date(nowMs),
    keepBaseline: true,
  });
  const result = schedule(built.problem, { repair: {} });
  const planned = new Map(built.comparison.map((p) => [p.operationId, p]));
  const moved = result.operations.filter((op) => {
    const before = planned.get(op.operationId);
    return !before || before.startAt !== op.startAt || before.workCenterId !== op.workCenterId;
  });
  return { built, result, moved };
}

function durationOn(
  tables: SettleTables,
  order: ProductionOrderRow,
  operationNo: number,
  wc: string,
): number {
  const step = tables.routing_operations.find(
    (r) => r.material_id === order.material && r.operation_no === operationNo,
  );
  const eligible = step?.eligible.find((e) => e.work_center_id === wc);
  if (!eligible) throw new Error(`${order.order_id}/${operationNo} cannot run on ${wc}`);
  return (
    Math.round((eligible.fixed_minutes + (order.quantity / eligible.run_rate_per_hour) * 60) * 100) / 100
  );
}

/** The molding operation's work center, else the longest operation's (what a planner watches). */
function mainWorkCenter(
  tables: SettleTables,
  order: ProductionOrderRow,
  ops: OrderOperationRow[],
): string | null {
  const molding = ops.find(
    (op) =>
      tables.routing_operations.find(
        (r) => r.material_id === order.material && r.operation_no === Number.parseInt(op.operation_id, 10),
      )?.requires_mold,
  );
  if (molding) return molding.work_center;
  return [...ops].sort((a, b) => b.duration_mins - a.duration_mins)[0]?.work_center ?? null;
}

function applyPlan(
  tables: SettleTables,
  operations: readonly ScheduledOperation[],
  toIso: (minutes: number) => string,
  nowMs: number,
): void {
  const rows = new Map(tables.order_operations.map((op) => [`${op.order_id}/${op.operation_id}`, op]));
  const orders = new Map(tables.production_orders.map((o) => [o.order_id, o]));
  const touched = new Set<string>();
  for (const op of operations) {
    if (op.isFrozen) continue;
    const row = rows.get(op.operationId);
    const order = orders.get(op.orderId);
    if (!row || !order) throw new Error(`the plan names an unknown operation ${op.operationId}`);
    if (row.work_center !== op.workCenterId) {
      row.duration_mins = durationOn(tables, order, Number.parseInt(row.operation_id, 10), op.workCenterId);
      row.work_center = op.workCenterId;
    }
    row.start_time = toIso(op.startAt);
    row.end_time = toIso(op.endAt);
    row.setup_minutes = op.setupMinutes;
    touched.add(op.orderId);
  }
  for (const orderId of touched) {
    const order = orders.get(orderId)!;
    const ops = tables.order_operations.filter((op) => op.order_id === orderId).sort((a, b) => a.seq - b.seq);
    order.work_center = mainWorkCenter(tables, order, ops);
    if (order.status !== 'Created' && order.status !== 'Released') continue;
    // Basic dates stay the order's own (from its due date); only the release follows the plan.
    const startMs = Date.parse(ops[0]!.start_time!);
    order.status = startMs < nowMs + 8 * DAY_MS ? 'Released' : 'Created';
  }
}

/**
 * Settles the rough plan into one the schedule service accepts as it is at `nowMs`: the stored plan
 * is repaired, as a planner's "reschedule" with nothing disrupted would repair it (material releases
 * of the orders not yet released, working time, machines and molds free, waits between operations),
 * and the repaired plan is stored, until a repair moves nothing. Operations started or done before
 * `nowMs` are not touched. Returns how many rounds it took.
 */
export function settlePlan(tables: SettleTables, nowMs: number, timeZone: string): number {
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const { built, result, moved } = repairOfStoredPlan(tables, nowMs, timeZone);
    if (moved.length === 0) return round;
    applyPlan(tables, result.operations, built.axis.toIso, nowMs);
  }
  throw new Error(`the plan did not settle in ${MAX_ROUNDS} rounds of repair`);
}
