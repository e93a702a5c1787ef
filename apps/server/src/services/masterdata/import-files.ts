import { Buffer } from 'node:buffer';
import {
  type ImportRequest,
  type ImportTable,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_MATERIALS,
  MAX_IMPORT_OPERATIONS,
  MAX_IMPORT_ORDERS,
} from '@takt/contract';
import { CsvError, parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { AppError } from '../../errors.ts';
import { unpackedZipBytes } from './zip-size.ts';

/**
 * What an XLSX may unpack to. Its sheets are XML, far larger than the zipped file: 64 times the file
 * limit is a generous workbook of the largest import, and little enough memory for the server.
 */
const MAX_XLSX_UNPACKED_BYTES = 64 * MAX_IMPORT_FILE_BYTES;

/** A row of an import as read from the file, before any rule is checked. */
export interface RawRow {
  table: ImportTable;
  /**
   * The row a planner looks for: in a CSV or XLSX the sheet's line (the header is line 1, so the first
   * record is row 2); in JSON the record's position, from 1. A nested JSON operation has its order's row.
   */
  row: number;
  /** Where the row sits in the request, the prefix of each reported field ('orders.3', 'operations.row 2'). */
  path: string;
  values: Record<string, unknown>;
}

export interface RawImport {
  materials: RawRow[];
  orders: RawRow[];
  operations: RawRow[];
  /** Whether values came as text (CSV, XLSX cells) and numbers are to be read from it. */
  isText: boolean;
}

const LIMITS: Record<ImportTable, number> = {
  materials: MAX_IMPORT_MATERIALS,
  orders: MAX_IMPORT_ORDERS,
  operations: MAX_IMPORT_OPERATIONS,
};
const TABLES = ['materials', 'orders', 'operations'] as const;

/** Reads the request's file or rows into raw rows of each table; a file too large or unreadable is refused whole. */
export async function readImportRows(request: ImportRequest): Promise<RawImport> {
  const read = await readByFormat(request);
  for (const table of TABLES) {
    if (read[table].length > LIMITS[table]) {
      throw new AppError('IMPORT_TOO_MANY_ROWS', { table, limit: LIMITS[table], count: read[table].length }, [
        { field: table, message: `at most ${LIMITS[table]} rows`, rule: `max_rows:${LIMITS[table]}` },
      ]);
    }
  }
  // Operations alone may join orders the custom data holds; an import with no row at all is a mistake.
  if (TABLES.every((table) => read[table].length === 0)) {
    throw new AppError('IMPORT_EMPTY', {}, [{ field: 'orders', message: 'no rows', rule: 'min_rows:1' }]);
  }
  return read;
}

async function readByFormat(request: ImportRequest): Promise<RawImport> {
  switch (request.format) {
    case 'json':
      return readJson(request);
    case 'csv':
      return {
        materials: readCsv('materials', request.materials_csv ?? ''),
        orders: readCsv('orders', request.orders_csv ?? ''),
        operations: readCsv('operations', request.operations_csv ?? ''),
        isText: true,
      };
    case 'xlsx':
      return readXlsx(request.file_base64 ?? '');
  }
}

function readJson(request: ImportRequest): RawImport {
  const orders: RawRow[] = [];
  const operations: RawRow[] = [];
  (request.orders ?? []).forEach((values, i) => {
    const { operations: nested, ...order } = values;
    orders.push({ table: 'orders', row: i + 1, path: `orders.${i}`, values: order });
    if (!Array.isArray(nested)) return;
    nested.forEach((op: unknown, j) => {
      const fields = typeof op === 'object' && op !== null ? (op as Record<string, unknown>) : {};
      const path = `orders.${i}.operations.${j}`;
      operations.push({
        table: 'operations',
        row: i + 1,
        path,
        values: { order_id: order.order_id, ...fields },
      });
    });
  });
  (request.operations ?? []).forEach((values, i) => {
    operations.push({ table: 'operations', row: i + 1, path: `operations.${i}`, values });
  });
  const materials = (request.materials ?? []).map(
    (values, i): RawRow => ({ table: 'materials', row: i + 1, path: `materials.${i}`, values }),
  );
  return { materials, orders, operations, isText: false };
}

function checkFileSize(bytes: number) {
  if (bytes > MAX_IMPORT_FILE_BYTES) {
    throw new AppError('IMPORT_FILE_TOO_LARGE', { limit: `${MAX_IMPORT_FILE_BYTES / 1024} KB` }, [
      {
        field: 'file',
        message: `at most ${MAX_IMPORT_FILE_BYTES} bytes`,
        rule: `max_bytes:${MAX_IMPORT_FILE_BYTES}`,
      },
    ]);
  }
}

function unreadable(table: string, reason: string): AppError {
  return new AppError('IMPORT_FILE_UNREADABLE', { reason }, [
    { field: table, message: reason, rule: 'readable' },
  ]);
}

function readCsv(table: ImportTable, text: string): RawRow[] {
  checkFileSize(Buffer.byteLength(text, 'utf8'));
  if (text.trim() === '') return [];
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map(fieldNameOf),
      bom: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    if (error instanceof CsvError) throw unreadable(`${table}_csv`, error.message);
    throw error;
  }
  return records.map((values, i) => ({ table, row: i + 2, path: `${table}.row ${i + 2}`, values }));
}

async function readXlsx(base64: string): Promise<RawImport> {
  const bytes = Buffer.from(base64, 'base64');
  checkFileSize(bytes.length);
  const unpacked = unpackedZipBytes(bytes);
  if (unpacked === null) throw unreadable('file_base64', 'not an XLSX workbook');
  if (unpacked > MAX_XLSX_UNPACKED_BYTES) {
    throw new AppError(
      'IMPORT_FILE_TOO_LARGE',
      { limit: `${MAX_XLSX_UNPACKED_BYTES / 1024 / 1024} MB unpacked` },
      [
        {
          field: 'file_base64',
          message: `unpacks to at most ${MAX_XLSX_UNPACKED_BYTES} bytes`,
          rule: `max_unpacked_bytes:${MAX_XLSX_UNPACKED_BYTES}`,
        },
      ],
    );
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadable('file_base64', 'not an XLSX workbook');
  }
  const sheetOf = (name: ImportTable) =>
    workbook.worksheets.find((sheet) => sheet.name.trim().toLowerCase() === name);
  // A workbook of one unnamed sheet is read as the orders.
  const orders = sheetOf('orders') ?? (workbook.worksheets.length === 1 ? workbook.worksheets[0] : undefined);
  const rowsOf = (table: ImportTable, sheet: ExcelJS.Worksheet | undefined) =>
    sheet ? sheetRows(table, sheet) : [];
  return {
    materials: rowsOf('materials', sheetOf('materials')),
    orders: rowsOf('orders', orders),
    operations: rowsOf('operations', sheetOf('operations')),
    isText: true,
  };
}

function sheetRows(table: ImportTable, sheet: ExcelJS.Worksheet): RawRow[] {
  const header = (sheet.getRow(1).values as unknown[]).map((v) =>
    v === undefined ? '' : cellText(v).trim(),
  );
  const rows: RawRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (line === 1 || rows.length > LIMITS[table]) return;
    const values: Record<string, unknown> = {};
    (row.values as unknown[]).forEach((cell, column) => {
      const name = header[column];
      if (name) values[name] = cellText(cell);
    });
    rows.push({ table, row: line, path: `${table}.row ${line}`, values });
  });
  return rows;
}

/** A header as a field name: 'Order ID' and 'order-id' name order_id. */
function fieldNameOf(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** A cell as text: a date as ISO 8601, a formula as its result, rich text as its characters. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell !== 'object') return String(cell);
  const value = cell as { result?: unknown; richText?: { text: string }[]; text?: unknown };
  if (value.richText) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellText(value.result);
  if (value.text !== undefined) return cellText(value.text);
  return '';
}
