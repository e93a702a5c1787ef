import type {
  OrderPriority,
  OrderStatus,
  ProductionOrder,
  ProductionOrderWithOperations,
  Unit,
} from '@takt/contract';
import type { Selectable } from 'kysely';
import type { OrderOperationsTable, ProductionOrdersTable } from '../db/schema.ts';

type OrderRow = Selectable<ProductionOrdersTable>;
type OperationRow = Selectable<OrderOperationsTable>;

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toProductionOrder(row: OrderRow): ProductionOrder {
  return {
    order_id: row.order_id,
    material: row.material,
    material_description: row.material_description,
    quantity: row.quantity,
    unit: row.unit as Unit,
    status: row.status as OrderStatus,
    priority: row.priority as OrderPriority,
    basic_start_date: iso(row.basic_start_date),
    basic_end_date: iso(row.basic_end_date),
    actual_start: iso(row.actual_start),
    actual_end: iso(row.actual_end),
    completion_percentage: row.completion_percentage,
    work_center: row.work_center,
    version: row.version,
  };
}

/** Orders with their operations in routing order. */
export function withOperations(
  orders: OrderRow[],
  operations: OperationRow[],
): ProductionOrderWithOperations[] {
  const byOrder = new Map<string, OperationRow[]>();
  for (const op of operations) {
    const list = byOrder.get(op.order_id) ?? [];
    list.push(op);
    byOrder.set(op.order_id, list);
  }
  return orders.map((order) => ({
    ...toProductionOrder(order),
    operations: (byOrder.get(order.order_id) ?? [])
      .sort((a, b) => a.seq - b.seq)
      .map((op) => ({
        operation_id: op.operation_id,
        work_center: op.work_center,
        duration_mins: op.duration_mins,
        start_time: iso(op.start_time),
        end_time: iso(op.end_time),
      })),
  }));
}

/** Statuses of orders that still need capacity. */
export const OPEN_STATUSES = ['Created', 'Released', 'In Process'] as const;
