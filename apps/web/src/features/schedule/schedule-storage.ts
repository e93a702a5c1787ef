import type { ScheduleInput } from '@takt/contract';
import { ScheduleInput as ScheduleInputSchema, ScheduleResult } from '@takt/contract';

/** Browser storage keys and the window event of assistant-and-gantt §3. */
export const SCHEDULE_STORAGE_KEYS = {
  baseline: 'schedule_baseline',
  latest: 'latest_schedule',
} as const;

export const SCHEDULE_UPDATED_EVENT = 'schedule_updated';

/** The stored baseline (the schedule type plus its data), or null when none is stored or it is unreadable. */
export function storedBaseline(): ScheduleInput | null {
  const raw = localStorage.getItem(SCHEDULE_STORAGE_KEYS.baseline);
  if (!raw) return null;
  try {
    const parsed = ScheduleInputSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The schedule last stored as latest_schedule, or null when none is stored or it is unreadable. */
export function storedLatestSchedule(): ScheduleResult | null {
  const raw = localStorage.getItem(SCHEDULE_STORAGE_KEYS.latest);
  if (!raw) return null;
  try {
    const parsed = ScheduleResult.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function storeQuietly(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A very large schedule may exceed the storage quota; the screen still shows it.
  }
}

/**
 * Remembers a schedule result (enterprise-shell §4: it becomes the baseline sent with the next
 * request): stores it as latest_schedule, its type and data as schedule_baseline, and fires
 * schedule_updated with the result for the other screens.
 */
export function rememberSchedule(result: ScheduleResult): void {
  storeQuietly(SCHEDULE_STORAGE_KEYS.latest, result);
  storeQuietly(SCHEDULE_STORAGE_KEYS.baseline, { type: result.type, data: result.data });
  window.dispatchEvent(new CustomEvent(SCHEDULE_UPDATED_EVENT, { detail: result }));
}
