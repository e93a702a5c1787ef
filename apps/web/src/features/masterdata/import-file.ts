import type { ImportRequestBody } from '@takt/contract';
import { t } from '../../i18n/t.ts';

/** What the picked files cannot be: a refusal said before anything is sent. */
export class ImportFileError extends Error {}

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';

/** A CSV holds one table, named by the file: operations, materials, else the orders. */
export function tableOfCsv(name: string): 'orders' | 'operations' | 'materials' {
  if (/operation/i.test(name)) return 'operations';
  if (/material/i.test(name)) return 'materials';
  return 'orders';
}

function base64Of(bytes: ArrayBuffer): string {
  let binary = '';
  const view = new Uint8Array(bytes);
  for (let i = 0; i < view.length; i += 0x8000) {
    binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * The import request for the files a planner picked: one JSON document ({ orders, operations, materials }),
 * one XLSX workbook (sheets orders, operations and materials), or CSV files (orders, operations, materials).
 */
export async function importRequestOf(files: readonly File[]): Promise<ImportRequestBody> {
  const [first] = files;
  if (!first) throw new ImportFileError(t('md.file.none'));
  const extensions = new Set(files.map((file) => extensionOf(file.name)));
  if (extensions.size === 1 && extensions.has('csv')) {
    const fileOf = (table: ReturnType<typeof tableOfCsv>) =>
      files.find((file) => tableOfCsv(file.name) === table);
    const [orders, operations, materials] = [fileOf('orders'), fileOf('operations'), fileOf('materials')];
    return {
      format: 'csv',
      ...(orders ? { orders_csv: await orders.text() } : {}),
      ...(operations ? { operations_csv: await operations.text() } : {}),
      ...(materials ? { materials_csv: await materials.text() } : {}),
    };
  }
  if (files.length > 1) throw new ImportFileError(t('md.file.mixed'));
  switch (extensionOf(first.name)) {
    case 'json':
      return jsonRequestOf(await first.text());
    case 'xlsx':
      return { format: 'xlsx', file_base64: base64Of(await first.arrayBuffer()) };
    default:
      throw new ImportFileError(t('md.file.type'));
  }
}

function jsonRequestOf(text: string): ImportRequestBody {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new ImportFileError(t('md.file.unreadable'));
  }
  if (Array.isArray(document)) return { format: 'json', orders: document };
  const { orders, operations, materials } = (document ?? {}) as Record<string, unknown>;
  if (!Array.isArray(orders)) throw new ImportFileError(t('md.file.noOrders'));
  return {
    format: 'json',
    orders,
    ...(Array.isArray(operations) ? { operations } : {}),
    ...(Array.isArray(materials) ? { materials } : {}),
  };
}
