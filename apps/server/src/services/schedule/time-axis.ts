const MINUTE_MS = 60_000;

/** The engine counts minutes from the planning origin (now, to the minute); the API speaks ISO dates. */
export interface TimeAxis {
  originMs: number;
  toMinutes(date: Date): number;
  msToMinutes(ms: number): number;
  toIso(minutes: number): string;
}

export function timeAxis(now: Date): TimeAxis {
  const originMs = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const msToMinutes = (ms: number) => Math.round((ms - originMs) / MINUTE_MS);
  return {
    originMs,
    msToMinutes,
    toMinutes: (date) => msToMinutes(date.getTime()),
    toIso: (minutes) => new Date(originMs + minutes * MINUTE_MS).toISOString(),
  };
}
