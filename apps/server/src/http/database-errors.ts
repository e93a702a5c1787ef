import { AppError } from '../errors.ts';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * A unique key that another request stored first (two creates of one id at the same moment, past
 * the services' "already exists" checks): 409 naming the id and its field, not a 500. PostgreSQL's
 * detail reads `Key (dataset_id, order_id)=(abc, X-1) already exists.`; the dataset is left out.
 */
export function uniqueViolation(error: unknown): AppError | undefined {
  const e = error as { code?: unknown; detail?: unknown } | null;
  if (!e || typeof e !== 'object' || e.code !== UNIQUE_VIOLATION) return undefined;
  const match = typeof e.detail === 'string' ? /^Key \((.+)\)=\((.*)\) already exists/.exec(e.detail) : null;
  const columns = match?.[1]?.split(', ') ?? [];
  const values = match?.[2]?.split(', ') ?? [];
  const pairs =
    columns.length === values.length
      ? columns
          .map((column, i) => ({ column, value: values[i] ?? '' }))
          .filter((p) => p.column !== 'dataset_id')
      : [];
  const key = pairs.at(-1);
  const id = key?.value ?? (match?.[2] || 'The record');
  return new AppError('ALREADY_EXISTS', { id }, [
    { field: `body.${key?.column ?? 'id'}`, message: `${id} already exists` },
  ]);
}

/**
 * SQLSTATEs of a value the database cannot hold: a number out of its column's range (22003), a
 * date-time past its calendar (22008), text with NUL or bytes not in the encoding (22P05, 22021),
 * JSON text it cannot read (22P02: PGlite refuses a lone UTF-16 surrogate in a jsonb value).
 */
const UNSTORABLE_VALUE = new Set(['22003', '22008', '22P05', '22021', '22P02']);

/**
 * A value the contract's bounds should have refused first (issue 11, point 6): a safety net answering
 * 400 rather than 500 if one slips through. The caller logs it: it means a schema lacks a bound.
 */
export function unstorableValue(error: unknown): AppError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNSTORABLE_VALUE.has(code)
    ? new AppError('VALUE_OUT_OF_RANGE')
    : undefined;
}
