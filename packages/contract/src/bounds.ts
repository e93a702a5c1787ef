import { z } from 'zod';

/**
 * Bounded primitives every request schema is built from (issue 11, point 6: bad input is a 400
 * naming the field, never a 500). The bounds are what the database and the engine can hold:
 * ids of at most 40 characters, quantities up to 10⁹ (a sum of them stays finite), versions that fit
 * an int4, instants between 1970 and 2200 (so adding weeks never leaves PostgreSQL's calendar), and
 * no control characters (PostgreSQL refuses NUL in text; the others only hide things in a UI).
 */

export const MAX_ID_LENGTH = 40;
export const MAX_QUANTITY = 1_000_000_000;
/** The largest int4: versions and other counters live in `integer` columns. */
export const MAX_VERSION = 2_147_483_647;
export const FIRST_INSTANT = Date.parse('1970-01-01T00:00:00Z');
export const LAST_INSTANT = Date.parse('2200-12-31T23:59:59.999Z');

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
/** Free text may keep tabs and line breaks, never NUL or the other controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
const NO_CONTROL_BUT_WHITESPACE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/**
 * Well-formed UTF-16: every surrogate in its pair. A lone one cannot be stored as UTF-8 text or jsonb
 * (PostgreSQL answers 22P02/22021), so it is refused here with its field named, not by the database.
 */
const WELL_FORMED = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
const WELL_FORMED_MESSAGE = 'must be well-formed Unicode text (no lone surrogate)';

/** Whether `text` carries a control character (tab and line breaks count only if `strict`). */
export function hasControlCharacters(text: string, strict = true): boolean {
  return !(strict ? NO_CONTROL : NO_CONTROL_BUT_WHITESPACE).test(text);
}

/** A one-line text (a name, a code, a unit) of at most `max` characters. */
export const lineText = (max: number) =>
  z
    .string()
    .max(max)
    .regex(NO_CONTROL, 'must not contain control characters')
    .regex(WELL_FORMED, WELL_FORMED_MESSAGE);

/** Free text (a prompt, a note, a message) of at most `max` characters; tabs and line breaks allowed. */
export const freeText = (max: number) =>
  z
    .string()
    .max(max)
    .regex(NO_CONTROL_BUT_WHITESPACE, 'must not contain control characters')
    .regex(WELL_FORMED, WELL_FORMED_MESSAGE);

/** An id as a planner types it: surrounding spaces dropped, 1 to 40 characters; `requiredMessage` when empty. */
export const id = (requiredMessage?: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(MAX_ID_LENGTH)
    .regex(NO_CONTROL, 'must not contain control characters')
    .regex(WELL_FORMED, WELL_FORMED_MESSAGE);
export const Id = id();

/** A quantity of material: positive, at most 10⁹. */
export const Quantity = z.number().positive().max(MAX_QUANTITY);
/** A count of pieces: whole, 1 to 10⁹. */
export const WholeQuantity = z.number().int().min(1).max(MAX_QUANTITY);
/** The version a caller read: whole, 1 to 2³¹−1. */
export const Version = z.number().int().min(1).max(MAX_VERSION);

const withinPlantYears = (text: string) => {
  const at = Date.parse(text);
  return at >= FIRST_INSTANT && at <= LAST_INSTANT;
};
const YEARS_MESSAGE = 'must be between 1970 and 2200';

/** A calendar date (YYYY-MM-DD) between 1970 and 2200. */
export const BoundedDate = z.iso.date().refine(withinPlantYears, YEARS_MESSAGE);
/** ISO 8601 date-time with offset, or a plain date, between 1970 and 2200. */
export const BoundedDateTime = z.iso
  .datetime({ offset: true })
  .or(z.iso.date())
  .refine(withinPlantYears, YEARS_MESSAGE);

/** Whether an interval given by optional bounds ends before it starts. */
export function endsBeforeStart(start: string | undefined, end: string | undefined): boolean {
  return start !== undefined && end !== undefined && Date.parse(end) < Date.parse(start);
}
