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
