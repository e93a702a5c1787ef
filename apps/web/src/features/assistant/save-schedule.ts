import type { ScheduleResult } from '@takt/contract';
import { rememberSchedule } from '../schedule/schedule-storage.ts';

/**
 * The Save Schedule action (assistant-and-gantt §4): stores the schedule as latest_schedule and
 * fires schedule_updated with it, so the Schedule tab shows it (as a proposal until it is
 * transferred). It no longer becomes a baseline: since issue 9 every command is compared with the
 * dataset's released plan, never with a saved, un-applied proposal.
 */
export function saveSchedule(schedule: ScheduleResult): void {
  rememberSchedule(schedule);
}
