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
  /**
   * A weekday named with no day of the month, and which one it means (`resolveWeekday`): the next
   * ("Friday", "sexta", "próxima segunda"), the last before today ("sexta passada", "na última
   * segunda") or the last up to now ("since Monday", "desde segunda"). Absent when chrono read a
   * modifier itself ("next Friday", "last Friday").
   */
  weekday?: 'next' | 'last' | 'since';
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
  /(?:\buntil|\btill|\btil|\bthrough|\bback(?: in service| up| online)?(?: at| on| by)?|\b(?:fixed|repaired|restored)(?: at| on| by)?|\bvoltou(?: a funcionar)?(?: as| na| no)?|\bconsertad[ao](?: as| na| no)?|\breturns?(?: at| on| by)?|\bready(?: again)?(?: at| on| by)?|\bup again(?: at| on| by)?|\bate|\bvolta(?: a funcionar)?(?: as| na| no| em)?|\b(?:voltar|voltando|retornar|retornando|de volta)(?: a funcionar)?(?: as| na| no| em)?|\bretorna(?: as| na| no)?|\bliberad[ao](?: as| na| no)?|\bso (?:libera|liberam|volta|retorna)(?: a funcionar)?(?: as| na| no| em)?|\blibera(?:m|r)?(?: so)?(?: as| na| no| em)?|\bonly (?:back|ready|released|available)(?: at| on| by)?|\bprevisao de (?:voltar|volta|retorno|retornar|liberar|liberacao)(?: (?:so|somente|apenas))?(?: as| na| no| em| para| pra)?|\b(?:expected|should be|estimated|due) back(?: at| on| by)?)\s*$/;
const SINCE_BEFORE =
  /(?:\bsince|\bfrom|\bstarting(?: at| on)?|\bas of|\bdesde(?: as| a| o)?|\ba partir d[eoa]s?)\s*$/;

/** Whether the words before a date make it a start or an end. */
export function cueBefore(before: string): DateMention['cue'] {
  if (UNTIL_BEFORE.test(before)) return 'until';
  if (SINCE_BEFORE.test(before)) return 'since';
  return undefined;
}

const DAY_MINUTES = 1440;

/**
 * Moves a weekday to the one the planner means (issue 10, dates a planner means), keeping its time
 * of day and its range: the next occurrence, today included when the named time (or, without one,
 * the day) is still ahead, so "a EXT-02 vai parar sexta" on a Monday is this Friday; the last one
 * before today for "passada" / "última"; the last one up to now for "since" / "desde".
 */
export function resolveWeekday(mention: DateMention, now: Date, offsetMinutes: number): DateMention {
  if (!mention.weekday) return mention;
  const today = localWeekday(now, offsetMinutes);
  const named = localWeekday(mention.at, offsetMinutes);
  const ahead = (named - today + 7) % 7;
  let days = ahead;
  if (mention.weekday === 'last') days = ahead - 7;
  if (mention.weekday === 'since') days = ahead === 0 ? 0 : ahead - 7;
  const dayOf = (at: Date) => startOfDay(at, offsetMinutes).getTime();
  const shiftDays = Math.round((dayOf(now) - dayOf(mention.at)) / 60_000 / DAY_MINUTES) + days;
  let at = addMinutes(mention.at, shiftDays * DAY_MINUTES);
  let shift = shiftDays;
  const isPastToday = mention.hasTime && at < now;
  if (mention.weekday === 'next' && days === 0 && isPastToday) shift += 7;
  if (mention.weekday === 'since' && days === 0 && mention.hasTime && at > now) shift -= 7;
  at = addMinutes(mention.at, shift * DAY_MINUTES);
  return {
    ...mention,
    at,
    ...(mention.endAt ? { endAt: addMinutes(mention.endAt, shift * DAY_MINUTES) } : {}),
  };
}
