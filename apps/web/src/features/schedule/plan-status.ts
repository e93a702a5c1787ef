import type { ScheduleResult } from '@takt/contract';

/**
 * What a schedule result is to the planner (issue 9), the same in PP01, the Schedule view and the
 * assistant: `infeasible` (it breaks a hard rule: readable, never transferable), `proposal` (a
 * change to the released plan, not applied yet), `released` (transferred to the system), or `plan`
 * (a new plan the server does not call a proposal, still transferable).
 */
export type PlanStatus = 'infeasible' | 'proposal' | 'released' | 'plan';

export function planStatus(result: ScheduleResult, transferredChange: string | null): PlanStatus {
  if (result.feasibility.status === 'infeasible') return 'infeasible';
  if (transferredChange !== null) return 'released';
  return result.baseline.is_proposal ? 'proposal' : 'plan';
}

/** Transfer to System (the one action that releases a plan) is offered for a feasible plan not yet released. */
export function canTransfer(status: PlanStatus): boolean {
  return status === 'proposal' || status === 'plan';
}
