import type { OperationChange, ScheduleChangesSummary } from '@takt/engine';
import type { ScheduleRunInput } from './run-input.ts';

type Disruption = NonNullable<ScheduleRunInput['context']['disruption']>;

/** The moves a repair made, split by where they come from: this command's disruption, or the plan being out of date. */
export interface RepairStory {
  /** Forced by the disruption (its downtime, its late material, its new order, its interrupted run) and what they push. */
  fromDisruption: { forced: number; pushed: number };
  /** Forced because the released plan no longer holds (material, missed starts, recorded downtime ...) and what they push. */
  fromStalePlan: { forced: number; pushed: number; byReason: Record<string, number> };
}

/** Whether a forced move is the command's disruption at work, or the released plan already out of date. */
function isFromDisruption(change: OperationChange, disruption: Disruption | undefined): boolean {
  const cause = change.cause;
  if (!disruption || cause?.kind !== 'forced') return false;
  switch (cause.reason) {
    case 'interrupted':
    case 'new_operation':
    case 'requested':
      return true;
    case 'downtime':
      return disruption.kind === 'breakdown' && cause.workCenterId === disruption.workCenterId;
    case 'material':
      return disruption.kind === 'material_delay' && disruption.affectedOrders.includes(change.orderId);
    default:
      return false;
  }
}

/**
 * Tells which moves the disruption caused and which the released plan needed anyway: a knock-on move
 * belongs to the forced move its chain starts from. Counts only; the changes keep their own causes.
 */
export function tellRepairStory(
  changes: ScheduleChangesSummary,
  disruption: Disruption | undefined,
): RepairStory {
  const story: RepairStory = {
    fromDisruption: { forced: 0, pushed: 0 },
    fromStalePlan: { forced: 0, pushed: 0, byReason: {} },
  };
  const rootIsDisruption = new Map<string, boolean>();
  for (const change of changes.changes) {
    if (change.cause?.kind !== 'forced') continue;
    const fromDisruption = isFromDisruption(change, disruption);
    // Chains name operations by the engine's "order/operation" ids, as changes do.
    rootIsDisruption.set(change.operationId, fromDisruption);
    if (fromDisruption) story.fromDisruption.forced++;
    else {
      story.fromStalePlan.forced++;
      const reason = change.cause.reason ?? 'other';
      story.fromStalePlan.byReason[reason] = (story.fromStalePlan.byReason[reason] ?? 0) + 1;
    }
  }
  for (const change of changes.changes) {
    if (change.cause?.kind !== 'knock_on') continue;
    const root = change.cause.chain?.[0];
    if (root !== undefined && rootIsDisruption.get(root) === false) story.fromStalePlan.pushed++;
    else story.fromDisruption.pushed++;
  }
  return story;
}
