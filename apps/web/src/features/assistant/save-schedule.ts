import type { ScheduleResult } from '@takt/contract';
import { SCHEDULE_STORAGE_KEYS, SCHEDULE_UPDATED_EVENT } from '../schedule/schedule-storage.ts';

function storeQuietly(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A very large schedule may exceed the storage quota; the event still carries it.
  }
}

/**
 * The Save Schedule action (assistant-and-gantt §4): stores the schedule as latest_schedule,
 * as schedule_baseline only when no baseline exists yet and the schedule has its data, and fires
 * schedule_updated with it.
 */
export function saveSchedule(schedule: ScheduleResult): void {
  storeQuietly(SCHEDULE_STORAGE_KEYS.latest, schedule);
  const hasBaseline = localStorage.getItem(SCHEDULE_STORAGE_KEYS.baseline) !== null;
  if (!hasBaseline && schedule.data) {
    storeQuietly(SCHEDULE_STORAGE_KEYS.baseline, { type: schedule.type, data: schedule.data });
  }
  window.dispatchEvent(new CustomEvent(SCHEDULE_UPDATED_EVENT, { detail: schedule }));
}
