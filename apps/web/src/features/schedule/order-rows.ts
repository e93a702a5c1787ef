import type { ScheduledOrder } from '@takt/contract';
import { currentLocale } from '../../i18n/locale.ts';
import { formatDateTime } from './schedule-format.ts';

/** The schedule table shows the first 10 orders (enterprise-shell §9). */
export const TABLE_ORDER_LIMIT = 10;

const MISSING = '-';

/** One row of the schedule table: one operation of an order, '-' where a value is missing. */
export interface OrderOperationRow {
  key: string;
  order: string;
  material: string;
  quantity: string;
  workCenter: string;
  operation: string;
  start: string;
  end: string;
}

function text(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return MISSING;
  return typeof value === 'number'
    ? value.toLocaleString(currentLocale(), { maximumFractionDigits: 2 })
    : value;
}

/**
 * The rows of the schedule table: the first 10 orders, one row per operation; an order without
 * operations still gets one row, its operation columns '-' (enterprise-shell §2).
 */
export function orderOperationRows(orders: readonly ScheduledOrder[]): OrderOperationRow[] {
  return orders.slice(0, TABLE_ORDER_LIMIT).flatMap((order, orderIndex) => {
    const head = {
      order: text(order.order_id),
      material: text(order.material),
      quantity: text(order.quantity),
    };
    const operations = order.operations ?? [];
    if (operations.length === 0) {
      return [
        {
          key: `${orderIndex}`,
          ...head,
          workCenter: MISSING,
          operation: MISSING,
          start: MISSING,
          end: MISSING,
        },
      ];
    }
    return operations.map((operation, operationIndex) => ({
      key: `${orderIndex}/${operationIndex}`,
      ...head,
      workCenter: text(operation.work_center),
      operation: text(operation.operation_id),
      start: formatDateTime(operation.start_time),
      end: formatDateTime(operation.end_time),
    }));
  });
}
