import { z } from 'zod';
import { BoundedDateTime, endsBeforeStart, Id, lineText, MAX_QUANTITY } from './bounds.ts';
import { Unit } from './common.ts';
import { endNotBeforeStart, OrderFields, OrderOperation } from './orders.ts';

/** Orders one import (and one custom dataset) may hold: the plan's limit, see GET /usage/check. */
export const MAX_IMPORT_ORDERS = 5000;
/** Operations one import (and one custom dataset) may hold. */
export const MAX_IMPORT_OPERATIONS = 20_000;
/** Materials one import may define. */
export const MAX_IMPORT_MATERIALS = 5000;
/** The largest file an import reads, in bytes (a CSV's text, an XLSX once decoded from base64). */
export const MAX_IMPORT_FILE_BYTES = 512 * 1024;
/** Base64 makes 4 characters of 3 bytes. */
const MAX_IMPORT_BASE64_CHARS = Math.ceil(MAX_IMPORT_FILE_BYTES / 3) * 4;

/** The tables an import fills; an XLSX names its sheets so, a CSV is one text per table. */
export const ImportTable = z.enum(['materials', 'orders', 'operations']);
export type ImportTable = z.infer<typeof ImportTable>;

/**
 * One order row as an import checks it: CO01's order fields (enterprise-shell §3), the dates in order.
 * Every rule here is reported per row (row, field, rule), never as a whole-request failure.
 */
export const ImportOrderRow = OrderFields.refine(endNotBeforeStart.check, endNotBeforeStart.params);
export type ImportOrderRow = z.infer<typeof ImportOrderRow>;

/** One operation row: which order it belongs to, where it runs, for how long (more than 0 minutes). */
export const ImportOperationRow = z
  .object({
    order_id: Id,
    operation_id: Id,
    work_center: Id,
    duration_mins: OrderOperation.shape.duration_mins.positive(),
    start_time: BoundedDateTime.optional(),
    end_time: BoundedDateTime.optional(),
  })
  .refine((op) => !endsBeforeStart(op.start_time, op.end_time), {
    message: 'must not be before start_time',
    path: ['end_time'],
  });
export type ImportOperationRow = z.infer<typeof ImportOperationRow>;

/**
 * One material an import defines for its orders, when the plant's item master lacks it: the fields the
 * planning needs, the rest defaulted (made in house, finished, no cost or lead time yet).
 */
export const ImportMaterialRow = z.object({
  material_id: Id,
  description: lineText(200).min(1),
  unit: Unit.default('PC'),
  material_type: z.enum(['RAW', 'COMPOUND', 'SEMI', 'FINISHED', 'PACKAGING', 'INSERT']).default('FINISHED'),
  procurement: z.enum(['MAKE', 'BUY']).default('MAKE'),
  standard_cost: z.number().nonnegative().max(MAX_QUANTITY).default(0),
  lead_time_days: z.number().int().min(0).max(3650).default(0),
});
export type ImportMaterialRow = z.infer<typeof ImportMaterialRow>;

/** A row as a JSON import sends it: its fields are checked row by row, so the report can name each one. */
const JsonRow = z.record(z.string(), z.unknown());

/**
 * POST /masterdata/import: fills the caller's custom dataset, all rows or none.
 * - format 'json' (default): `orders` (each may carry its `operations`), `operations` (each naming its
 *   order_id) and `materials` (new materials the orders may name);
 * - format 'csv': `orders_csv`, `operations_csv` and `materials_csv`, each a CSV text with a header row of
 *   the field names;
 * - format 'xlsx': `file_base64`, a workbook with sheets named orders, operations and materials.
 */
export const ImportRequest = z
  .object({
    format: z.enum(['json', 'csv', 'xlsx']).default('json'),
    orders: z.array(JsonRow).max(MAX_IMPORT_ORDERS).optional(),
    operations: z.array(JsonRow).max(MAX_IMPORT_OPERATIONS).optional(),
    materials: z.array(JsonRow).max(MAX_IMPORT_MATERIALS).optional(),
    orders_csv: z.string().optional(),
    operations_csv: z.string().optional(),
    materials_csv: z.string().optional(),
    file_base64: z.string().max(MAX_IMPORT_BASE64_CHARS).optional(),
    /** Replace what the custom dataset holds (default) or add to it. */
    mode: z.enum(['replace', 'append']).default('replace'),
  })
  .superRefine((request, ctx) => {
    const tables = {
      json: ['orders', 'operations', 'materials'],
      csv: ['orders_csv', 'operations_csv', 'materials_csv'],
      xlsx: ['file_base64'],
    } as const;
    const fields = tables[request.format];
    if (fields.every((field) => request[field] === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [fields[0]],
        message:
          fields.length > 1
            ? `one of ${fields.join(', ')} is required for format ${request.format}`
            : `is required for format ${request.format}`,
      });
    }
  });
export type ImportRequest = z.infer<typeof ImportRequest>;
/** The request as a client sends it (format and mode may be left to their defaults). */
export type ImportRequestBody = z.input<typeof ImportRequest>;

export const ImportResponse = z.object({
  imported_orders: z.number().int(),
  imported_operations: z.number().int(),
  imported_materials: z.number().int(),
  dataset_version: z.number().int(),
});
export type ImportResponse = z.infer<typeof ImportResponse>;

/** One limit of the caller's plan and how much of it is used. */
export const UsageLine = z.object({
  /** What is counted: custom_orders, custom_operations, schedule_runs_today, assistant_turns_today. */
  metric: z.string(),
  used: z.number().int(),
  limit: z.number().int(),
  remaining: z.number().int(),
  is_exceeded: z.boolean(),
});

/** GET /usage/check: the caller's usage against the plan's limits; "today" is the plant's day. */
export const UsageResponse = z.object({
  plant_date: z.string(),
  usage: z.array(UsageLine),
  is_within_limits: z.boolean(),
});
export type UsageResponse = z.infer<typeof UsageResponse>;
