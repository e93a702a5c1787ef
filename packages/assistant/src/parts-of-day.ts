import { addMinutes } from './date-mention.ts';

/** Morning and afternoon in plant time, from and to (minutes of the day). */
export const PARTS_OF_DAY = { morning: [360, 720], afternoon: [720, 1080] } as const;

/** "tomorrow morning", "amanhã de manhã", "hoje à tarde", "this afternoon" — not "mais tarde" (later). */
const PART_SAID =
  /\b(?:this|tomorrow|in the|on \w+|de|pela|na|a|hoje a|amanha a|amanha de|amanha pela|durante a|\w+-feira de|\w+ de)\s+(morning|manha|afternoon|tarde)\b/;

/** The part of day a command names, if any ("later" is none). */
export function partOfDay(folded: string): keyof typeof PARTS_OF_DAY | undefined {
  const said = PART_SAID.exec(folded)?.[1];
  if (!said || /\bmais tarde\b/.test(folded)) return undefined;
  return said === 'morning' || said === 'manha' ? 'morning' : 'afternoon';
}

/** That part of a plant day (`YYYY-MM-DD`) as a start (ISO, UTC) and a length in minutes. */
export function partWindow(
  day: string,
  part: keyof typeof PARTS_OF_DAY,
  offsetMinutes: number,
): { date: string; duration_minutes: number } {
  const [from, to] = PARTS_OF_DAY[part];
  const start = addMinutes(new Date(`${day}T00:00:00.000Z`), from - offsetMinutes);
  return { date: start.toISOString(), duration_minutes: to - from };
}
