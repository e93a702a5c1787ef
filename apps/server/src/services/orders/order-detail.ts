import type { OrderDetailResponse } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { loadBomStructure } from '../bom/bom-structure.ts';
import { iso, toProductionOrder } from '../order-mapping.ts';
import { orderComponents } from './order-components.ts';

const toCents = (value: number) => Math.round(value * 100) / 100;

/**
 * One order as its detail shows it: the order, its operations with the planned times of the released
 * plan, the components it needs (its BOM one level down) beside what was backflushed, and every stock
 * movement booked against it.
 */
export async function orderDetail(
  db: Kysely<Database>,
  scope: ReadScope,
  orderId: string,
): Promise<Omit<OrderDetailResponse, 'source'>> {
  const q = scoped(db, scope.datasetId);
  const order = await q
    .selectFrom('production_orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw new AppError('ORDER_NOT_FOUND', { orderId });
  const [operations, movements, structure] = await Promise.all([
    q.selectFrom('order_operations').selectAll().where('order_id', '=', orderId).orderBy('seq').execute(),
    q
      .selectFrom('stock_movements')
      .select([
        'movement_id',
        'material_id',
        'from_location',
        'to_location',
        'quantity',
        'kind',
        'created_at',
      ])
      .where('reference', '=', orderId)
      .where('kind', 'in', ['production', 'backflush'])
      .orderBy('created_at')
      .orderBy('movement_id')
      .execute(),
    loadBomStructure(db, scope.datasetId),
  ]);
  const consumed = new Map<string, number>();
  for (const m of movements) {
    if (m.kind === 'backflush') consumed.set(m.material_id, (consumed.get(m.material_id) ?? 0) + m.quantity);
  }
  return {
    order: toProductionOrder(order),
    operations: operations.map((op) => ({
      operation_id: op.operation_id,
      seq: op.seq,
      description: op.description,
      work_center: op.work_center,
      duration_mins: op.duration_mins,
      setup_minutes: op.setup_minutes,
      status: op.status,
      planned_start: iso(op.start_time),
      planned_end: iso(op.end_time),
      // Operations record no confirmations of their own yet: the order's actual times stand for its first and last.
      actual_start: op.seq === operations[0]?.seq ? iso(order.actual_start) : null,
      actual_end: op.seq === operations.at(-1)?.seq ? iso(order.actual_end) : null,
    })),
    materials: orderComponents(structure, order.material, order.quantity).map((c) => ({
      item_id: c.itemId,
      item_name: c.itemName,
      unit: c.unit,
      component_type: c.componentType,
      quantity_per: c.quantityPer,
      scrap_percent: c.scrapPercent,
      required_quantity: toCents(c.requiredQuantity),
      consumed_quantity: toCents(consumed.get(c.itemId) ?? 0),
    })),
    movements: movements.map((m) => ({
      movement_id: String(m.movement_id),
      material_id: m.material_id,
      from_location: m.from_location,
      to_location: m.to_location,
      quantity: m.quantity,
      kind: m.kind,
      created_at: new Date(m.created_at).toISOString(),
    })),
  };
}
