import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { formatDay } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { OPEN_STATUSES } from '../order-mapping.ts';

const DAY_MS = 86_400_000;
/** Purchase orders still to arrive. */
const OPEN_RECEIPT_STATUSES = ['Open', 'In Transit'];

/** One receipt still to come for an item: a purchase order or a production order making it. */
export interface OpenReceipt {
  kind: 'purchase' | 'production';
  id: string;
  quantity: number;
  expected: string | null;
  status: string;
  /** Days past its expected date (0 when not overdue). */
  overdue_days: number;
}

/**
 * What is still to come for an item (issue 10: a stock answer omitted the overdue purchase order in
 * transit): open and in-transit purchase orders, and open production orders making it, soonest first,
 * with the ones past their expected date marked overdue.
 */
export async function openReceipts(
  db: Kysely<Database>,
  datasetId: string | null,
  materialId: string,
  now: Date,
): Promise<OpenReceipt[]> {
  const [purchases, productions] = await Promise.all([
    scoped(db, datasetId)
      .selectFrom('purchase_orders')
      .select(['po_id', 'quantity', 'expected_date', 'status'])
      .where('material_id', '=', materialId)
      .where('status', 'in', OPEN_RECEIPT_STATUSES)
      .execute(),
    scoped(db, datasetId)
      .selectFrom('production_orders')
      .select(['order_id', 'quantity', 'scheduled_end', 'basic_end_date', 'status'])
      .where('material', '=', materialId)
      .where('status', 'in', [...OPEN_STATUSES])
      .execute(),
  ]);
  const overdue = (at: Date | null) =>
    at && at.getTime() < now.getTime() ? Math.ceil((now.getTime() - at.getTime()) / DAY_MS) : 0;
  const receipts: OpenReceipt[] = [
    ...purchases.map((p) => ({
      kind: 'purchase' as const,
      id: p.po_id,
      quantity: p.quantity,
      expected: new Date(p.expected_date).toISOString(),
      status: p.status,
      overdue_days: overdue(new Date(p.expected_date)),
    })),
    ...productions.map((o) => {
      const expected = o.scheduled_end ?? o.basic_end_date;
      return {
        kind: 'production' as const,
        id: o.order_id,
        quantity: o.quantity,
        expected: expected ? new Date(expected).toISOString() : null,
        status: o.status,
        overdue_days: overdue(expected ? new Date(expected) : null),
      };
    }),
  ];
  return receipts.sort(
    (a, b) => (a.expected ?? '9999').localeCompare(b.expected ?? '9999') || a.id.localeCompare(b.id),
  );
}

/** The receipts as reply lines, overdue ones said so. */
export function receiptLines(language: string, receipts: readonly OpenReceipt[], unit: string): string[] {
  if (receipts.length === 0) return [t(language, 'receipts.none')];
  return [
    t(language, 'receipts.header', { count: receipts.length }),
    ...receipts.map((r) =>
      t(language, 'receipts.line', {
        kind: r.kind,
        id: r.id,
        quantity: r.quantity,
        unit,
        expected: r.expected ? formatDay(language, r.expected) : '-',
        overdue: r.overdue_days,
      }),
    ),
  ];
}
