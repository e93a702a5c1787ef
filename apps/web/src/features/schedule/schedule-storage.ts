import { ScheduleResult } from '@takt/contract';

/** Browser storage keys and the window events of assistant-and-gantt §3, and the runs transferred. */
export const SCHEDULE_STORAGE_KEYS = {
  latest: 'latest_schedule',
  /** Runs transferred to the system from this browser: run id → the recorded change's id ('' when none). */
  transferred: 'transferred_schedule_runs',
} as const;

export const SCHEDULE_UPDATED_EVENT = 'schedule_updated';
/** Fired with `{ run_id }` when a proposal is discarded, so a screen showing it lets it go. */
export const SCHEDULE_DISCARDED_EVENT = 'schedule_discarded';

/** How many transferred runs are remembered (a plan is transferred a few times a day). */
const TRANSFERRED_KEPT = 50;

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
 * Keeps a schedule result for the Schedule view: stores it as latest_schedule and fires
 * schedule_updated with it. It is not a baseline: the server compares every command with the
 * dataset's released plan (issue 9).
 */
export function rememberSchedule(result: ScheduleResult): void {
  storeQuietly(SCHEDULE_STORAGE_KEYS.latest, result);
  window.dispatchEvent(new CustomEvent(SCHEDULE_UPDATED_EVENT, { detail: result }));
}

/** Lets a discarded proposal go: no longer the latest schedule, and screens showing it are told. */
export function forgetSchedule(runId: string): void {
  if (storedLatestSchedule()?.run_id === runId) localStorage.removeItem(SCHEDULE_STORAGE_KEYS.latest);
  window.dispatchEvent(new CustomEvent(SCHEDULE_DISCARDED_EVENT, { detail: { run_id: runId } }));
}

function transferredRuns(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SCHEDULE_STORAGE_KEYS.transferred) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The change a run was transferred with ('' for a push, which records none), or null when not transferred. */
export function transferredChangeOf(runId: string): string | null {
  return transferredRuns()[runId] ?? null;
}

export function recordTransferred(runId: string, changeId: string): void {
  const kept = Object.entries(transferredRuns())
    .filter(([id]) => id !== runId)
    .slice(-(TRANSFERRED_KEPT - 1));
  storeQuietly(SCHEDULE_STORAGE_KEYS.transferred, Object.fromEntries([...kept, [runId, changeId]]));
}

export function forgetTransferred(runId: string): void {
  const runs = transferredRuns();
  delete runs[runId];
  storeQuietly(SCHEDULE_STORAGE_KEYS.transferred, runs);
}
