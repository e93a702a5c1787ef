import { z } from 'zod';

/** Which data a call works on: the shared read-only plant, the caller's copy of it, or imported data. */
export const DataSource = z.enum(['default', 'playground', 'custom']);
export type DataSource = z.infer<typeof DataSource>;

export const Unit = z.enum(['PC', 'KG', 'M', 'L']);
export type Unit = z.infer<typeof Unit>;

/** ISO 8601 date-time (with offset) or plain date, as the screens send them. */
export const IsoDateTime = z.iso.datetime({ offset: true }).or(z.iso.date());

export const FieldError = z.object({
  field: z.string(),
  message: z.string(),
  /** Set by a row-by-row check (a masterdata import): the file's row the problem is on. */
  row: z.number().int().optional(),
  /** Set by a row-by-row check: the rule the value breaks, as a code ('required', 'min:1', ...). */
  rule: z.string().optional(),
});
export type FieldError = z.infer<typeof FieldError>;

/** Every non-2xx answer of the API has this body. */
export const ErrorBody = z.object({
  error: z.string(),
  code: z.string(),
  details: z.array(FieldError),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const SourceQuery = z.object({ source: DataSource.default('playground') });
export type SourceQuery = z.infer<typeof SourceQuery>;

/** Query-string booleans arrive as text. */
export const QueryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * The body of a write that takes no input: none (Fastify reads it as null), or an empty object. Declared
 * so the OpenAPI document says so, and so a client sending fields it thinks count is told they do not
 * (400 naming the body).
 */
export const NoBody = z.object({}).strict().nullish();
