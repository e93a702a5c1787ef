/** Calendar dates as epoch days (days since 1970-01-01, UTC), the MRP's internal unit of time. */

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Epoch day of an ISO date ('YYYY-MM-DD', or a timestamp read by its UTC date part); undefined if invalid. */
export function toEpochDay(iso: string): number | undefined {
  const match = ISO_DATE.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return undefined;
  return ms / DAY_MS;
}

/** Epoch day of a date already validated; throws on an invalid one (a bug, not an input error). */
export function epochDay(iso: string): number {
  const day = toEpochDay(iso);
  if (day === undefined) throw new RangeError(`Invalid date ${iso}`);
  return day;
}

/**
 * ISO date 'YYYY-MM-DD' of an epoch day, by arithmetic on the proleptic Gregorian calendar (H. Hinnant's
 * civil_from_days): an MRP run formats millions of dates, and a Date object per date costs a lot.
 */
export function isoDate(day: number): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const date = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${date < 10 ? '0' : ''}${date}`;
}

/** Epoch day of the Monday of the ISO week holding `day` (1970-01-01 was a Thursday). */
export function mondayOf(day: number): number {
  return day - ((((day + 3) % 7) + 7) % 7);
}

/**
 * A formatter of epoch days for one run: each day is formatted once and its label shared, since a
 * run dates hundreds of thousands of orders and messages with a few hundred distinct days.
 */
export function dateLabels(): (day: number) => string {
  const labels = new Map<number, string>();
  return (day) => {
    let label = labels.get(day);
    if (label === undefined) {
      label = isoDate(day);
      labels.set(day, label);
    }
    return label;
  };
}
