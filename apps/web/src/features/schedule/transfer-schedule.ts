import type { ScheduleResult } from '@takt/contract';
import { applyScheduleRun, pushSchedule, undoScheduleChange } from '../../api/takt-api.ts';
import { forgetTransferred, recordTransferred, rememberSchedule } from './schedule-storage.ts';

/** The dataset a command planned: the default plant (the caller's copy of it) or the custom data. */
export type ScheduleDataSource = 'default' | 'custom';

export interface TransferOutcome {
  /** The recorded change, for Undo; null when the dataset records none (custom data is pushed). */
  changeId: string | null;
  orders: number;
}

/**
 * Transfer to System, the one action that releases a plan in both faces and the assistant (issue 9):
 * the run is applied on the server (recorded, undoable), remembered as transferred, and kept as the
 * latest schedule so every screen shows it as the released plan. Custom data is pushed instead, since
 * applying a run writes the caller's copy of the default plant.
 */
export async function transferToSystem(
  result: ScheduleResult,
  dataSource: ScheduleDataSource = 'default',
): Promise<TransferOutcome> {
  let outcome: TransferOutcome;
  if (dataSource === 'custom') {
    const pushed = await pushSchedule(result, result.plan_version, 'custom');
    outcome = { changeId: null, orders: pushed.pushed_orders };
  } else {
    const applied = await applyScheduleRun(result.run_id);
    outcome = { changeId: applied.change_id, orders: applied.applied_orders };
  }
  recordTransferred(result.run_id, outcome.changeId ?? '');
  rememberSchedule(result);
  return outcome;
}

/** Undoes a transfer: the plan it replaced comes back, and the run is a proposal again. */
export async function undoTransfer(result: ScheduleResult, changeId: string): Promise<void> {
  await undoScheduleChange(changeId);
  forgetTransferred(result.run_id);
  rememberSchedule(result);
}
