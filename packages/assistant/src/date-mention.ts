/**
 * A date or time named in a command, before its role is known. `at` is an instant; `hasTime` says
 * whether the command named a time of day (else only the day counts). A range (`from 8 to 16`) has
 * an `endAt`.
 */
export interface DateMention {
  start: number;
  end: number;
  at: Date;
  hasTime: boolean;
  endAt?: Date;
  /** Only a weekday was named ("Friday"): it may mean next week's when this week's is past. */
  isWeekdayOnly: boolean;
  /** Only a time was named ("at 8am"): it may mean tomorrow's when today's is past. */
  isTimeOnly: boolean;
  /** Words before it: since/from (a start) or until/back (an end). */
  cue?: 'since' | 'until';
  /** For "in 3 days": the same words read as a shift, for "postpone in 3 days" (adiar em 3 dias). */
  shiftMinutes?: number;
}

const MINUTE_MS = 60_000;

/** Adds minutes to an instant. */
export function addMinutes(at: Date, minutes: number): Date {
  return new Date(at.getTime() + minutes * MINUTE_MS);
}

/** Midnight at the start of the plant-local day of `at`, as an instant. */
export function startOfDay(at: Date, offsetMinutes: number): Date {
  const local = addMinutes(at, offsetMinutes);
  return addMinutes(
    new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate())),
    -offsetMinutes,
  );
}

/** The plant-local ISO date (`2026-11-27`) of an instant. */
export function localIsoDate(at: Date, offsetMinutes: number): string {
  return addMinutes(at, offsetMinutes).toISOString().slice(0, 10);
}

/** Plant-local weekday of an instant, 0 = Sunday. */
export function localWeekday(at: Date, offsetMinutes: number): number {
  return addMinutes(at, offsetMinutes).getUTCDay();
}

const UNTIL_BEFORE =
  /(?:\buntil|\btill|\btil|\bthrough|\bback(?: in service)?(?: at| on| by)?|\breturns?(?: at| on| by)?|\bready(?: again)?(?: at| on| by)?|\bup again(?: at| on| by)?|\bate|\bvolta(?: a funcionar)?(?: as| na| no| em)?|\bretorna(?: as| na| no)?|\bliberad[ao](?: as| na| no)?)\s*$/;
const SINCE_BEFORE =
  /(?:\bsince|\bfrom|\bstarting(?: at| on)?|\bas of|\bdesde(?: as| a| o)?|\ba partir d[eoa]s?)\s*$/;

/** Whether the words before a date make it a start or an end. */
export function cueBefore(before: string): DateMention['cue'] {
  if (UNTIL_BEFORE.test(before)) return 'until';
  if (SINCE_BEFORE.test(before)) return 'since';
  return undefined;
}
