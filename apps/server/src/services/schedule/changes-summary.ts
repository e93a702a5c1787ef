import { type Schedule, type ScheduleChangesSummary, summarizeChanges } from '@takt/engine';
import type { ScheduleRunInput } from './run-input.ts';

/**
 * The schedule-change summary against the comparison plan (planning-workspaces §3), in the engine's
 * terms, with each move's cause from the repair, forced moves first; null when there is nothing to
 * compare with. `changesSummaryToWire` (plan-changes-wire.ts) gives the API's form.
 */
export function changesSummary(input: ScheduleRunInput, schedule: Schedule): ScheduleChangesSummary | null {
  if (input.context.comparison.length === 0) return null;
  const material = new Map(input.context.orders.map((o) => [o.orderId, o.material]));
  const causes = schedule.repair
    ? new Map(schedule.repair.moves.map((m) => [m.operationId, m.cause]))
    : undefined;
  return summarizeChanges(
    { operations: input.context.comparison },
    {
      operations: schedule.operations.map((op) => ({
        operationId: op.operationId,
        orderId: op.orderId,
        material: material.get(op.orderId) ?? '',
        workCenterId: op.workCenterId,
        startAt: op.startAt,
      })),
    },
    causes ? { causes } : {},
  );
}
