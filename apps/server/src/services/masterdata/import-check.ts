import {
  type FieldError,
  ImportMaterialRow,
  ImportOperationRow,
  ImportOrderRow,
  type ImportMaterialRow as MaterialRow,
  type ImportOperationRow as OperationRow,
  type ImportOrderRow as OrderRow,
} from '@takt/contract';
import type { z } from 'zod';
import { t } from '../../i18n/translate.ts';
import type { RawImport, RawRow } from './import-files.ts';
import { ruleOfIssue } from './import-rules.ts';

/** What the dataset already holds that an import's rows refer to or may clash with. */
export interface ImportReferences {
  /** Materials of the plant's item master and of the custom dataset once the import starts. */
  materials: ReadonlySet<string>;
  /** Materials the custom dataset itself keeps: an import may not define them again. */
  existingMaterials: ReadonlySet<string>;
  workCenters: ReadonlySet<string>;
  /** Orders the dataset keeps after the import starts (none when it replaces them). */
  existingOrders: ReadonlySet<string>;
  /** Operations the dataset keeps, as `order_id/operation_id`. */
  existingOperations: ReadonlySet<string>;
}

export interface CheckedImport {
  materials: MaterialRow[];
  orders: OrderRow[];
  operations: OperationRow[];
  /** Every broken rule, row by row, in file order; empty when the import may be written. */
  problems: FieldError[];
}

const NUMBER_FIELDS = new Set(['quantity', 'duration_mins', 'standard_cost', 'lead_time_days']);
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A CSV or XLSX cell is text: an empty cell is a missing value, a number field is read as a number. */
function fromText(values: Record<string, unknown>): Record<string, unknown> {
  const read: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === '' || text === undefined || text === null) continue;
    read[field] =
      NUMBER_FIELDS.has(field) && typeof text === 'string' && NUMBER_TEXT.test(text) ? Number(text) : text;
  }
  return read;
}

/** JSON null means "not given", as in the CO01 form. */
function withoutNulls(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
}

/**
 * Checks every row of an import against the rules of an order and an operation, the item master, the
 * work centers and the ids already taken, and lists every problem with its row, field and rule.
 * Nothing is written here: the caller writes all rows only when `problems` is empty.
 */
export function checkImportRows(raw: RawImport, refs: ImportReferences, language: string): CheckedImport {
  const problems: FieldError[] = [];
  const report = (row: RawRow, field: string, rule: string, values: Record<string, string | number> = {}) =>
    problems.push({
      field: `${row.path}.${field}`,
      row: row.row,
      rule,
      message: ruleText(language, rule, values),
    });
  /**
   * The row's rules, then the fields it refers by: a reference is checked on every field that is itself
   * well formed, so one report lists a bad unit and an unknown material of the same row together.
   */
  const parseRow = <T>(row: RawRow, schema: z.ZodType<T>) => {
    const values = raw.isText ? fromText(row.values) : withoutNulls(row.values);
    const parsed = schema.safeParse(values);
    const badFields = new Set<string>();
    for (const issue of parsed.error?.issues ?? []) {
      const { rule, values: ruleValues } = ruleOfIssue(issue, values);
      badFields.add(String(issue.path[0] ?? ''));
      report(row, issue.path.join('.') || 'row', rule, ruleValues);
    }
    const text = (field: string) => {
      const value = values[field];
      return typeof value === 'string' && !badFields.has(field) ? value.trim() : undefined;
    };
    return { data: parsed.data, text };
  };

  const materials: MaterialRow[] = [];
  const materialRows = new Map<string, number>();
  for (const row of raw.materials) {
    const { data, text } = parseRow(row, ImportMaterialRow);
    const materialId = text('material_id');
    const first = materialId === undefined ? undefined : materialRows.get(materialId);
    if (materialId === undefined) {
      // A row without a usable id is reported above.
    } else if (first !== undefined)
      report(row, 'material_id', 'duplicate_in_file', { value: materialId, first });
    else if (refs.existingMaterials.has(materialId)) {
      report(row, 'material_id', 'duplicate_existing', { value: materialId });
    } else materialRows.set(materialId, row.row);
    if (data) materials.push(data);
  }

  const orders: OrderRow[] = [];
  const orderRows = new Map<string, number>();
  for (const row of raw.orders) {
    const { data, text } = parseRow(row, ImportOrderRow);
    const orderId = text('order_id');
    const first = orderId === undefined ? undefined : orderRows.get(orderId);
    if (orderId === undefined) {
      // A row without a usable id is reported above; it names no order to check.
    } else if (first !== undefined) report(row, 'order_id', 'duplicate_in_file', { value: orderId, first });
    else if (refs.existingOrders.has(orderId))
      report(row, 'order_id', 'duplicate_existing', { value: orderId });
    else orderRows.set(orderId, row.row);
    const material = text('material');
    if (material !== undefined && !refs.materials.has(material) && !materialRows.has(material)) {
      report(row, 'material', 'unknown_material', { value: material });
    }
    const workCenter = text('work_center');
    if (workCenter !== undefined && !refs.workCenters.has(workCenter)) {
      report(row, 'work_center', 'unknown_work_center', { value: workCenter });
    }
    if (data) orders.push(data);
  }

  const operations: OperationRow[] = [];
  const operationRows = new Map<string, number>();
  for (const row of raw.operations) {
    const { data, text } = parseRow(row, ImportOperationRow);
    const orderId = text('order_id');
    const operationId = text('operation_id');
    if (orderId !== undefined && operationId !== undefined) {
      const key = `${orderId}/${operationId}`;
      const value = `${operationId} (${orderId})`;
      const first = operationRows.get(key);
      if (first !== undefined) report(row, 'operation_id', 'duplicate_in_file', { value, first });
      else if (refs.existingOperations.has(key)) report(row, 'operation_id', 'duplicate_existing', { value });
      else operationRows.set(key, row.row);
    }
    if (orderId !== undefined && !orderRows.has(orderId) && !refs.existingOrders.has(orderId)) {
      report(row, 'order_id', 'unknown_order', { value: orderId });
    }
    const workCenter = text('work_center');
    if (workCenter !== undefined && !refs.workCenters.has(workCenter)) {
      report(row, 'work_center', 'unknown_work_center', { value: workCenter });
    }
    if (data) operations.push(data);
  }
  return { materials, orders, operations, problems };
}

/** The rule in the caller's words: 'min:1' is "must be at least 1". */
function ruleText(language: string, rule: string, values: Record<string, string | number>): string {
  const [name = rule, bound = ''] = rule.split(/:(.*)/s);
  switch (name) {
    case 'required':
    case 'integer':
    case 'number':
    case 'text':
    case 'date':
    case 'plant_years':
    case 'no_control_characters':
    case 'end_not_before_start':
    case 'invalid':
      return t(language, `import.rule.${name}`);
    case 'min':
    case 'max':
    case 'gt':
    case 'max_length':
    case 'one_of':
      return t(language, `import.rule.${name}`, { bound: bound.replaceAll('|', ', ') });
    case 'unknown_material':
    case 'unknown_work_center':
    case 'unknown_order':
    case 'duplicate_existing':
    case 'duplicate_in_file':
      return t(language, `import.rule.${name}`, values);
    default:
      return rule;
  }
}
