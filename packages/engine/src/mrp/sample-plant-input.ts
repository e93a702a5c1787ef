import bomComponents from '../../../../data/plant-1000/bom_components.json' with { type: 'json' };
import calendars from '../../../../data/plant-1000/calendars.json' with { type: 'json' };
import downtimes from '../../../../data/plant-1000/downtimes.json' with { type: 'json' };
import inventory from '../../../../data/plant-1000/inventory.json' with { type: 'json' };
import manifest from '../../../../data/plant-1000/manifest.json' with { type: 'json' };
import materials from '../../../../data/plant-1000/materials.json' with { type: 'json' };
import productionOrders from '../../../../data/plant-1000/production_orders.json' with { type: 'json' };
import purchaseOrders from '../../../../data/plant-1000/purchase_orders.json' with { type: 'json' };
import routingOperations from '../../../../data/plant-1000/routing_operations.json' with { type: 'json' };
import salesOrders from '../../../../data/plant-1000/sales_orders.json' with { type: 'json' };
import workCenters from '../../../../data/plant-1000/work_centers.json' with { type: 'json' };
import type { BomItem, BomLine, ComponentType } from '../bom/model.ts';
import type { LotSizingMethod, MrpInput, MrpItem, Procurement } from './model.ts';

/**
 * The sample plant (data/plant-1000) mapped to engine input the way the server maps its rows, for
 * tests: planning date the anchor Monday, open orders only.
 */
export const SAMPLE_TODAY = manifest.anchor_date;

export const sampleBomItems: BomItem[] = materials.map((m) => ({
  itemId: m.material_id,
  itemName: m.description,
  unit: m.unit,
  unitCost: m.standard_cost,
  leadTimeDays: m.lead_time_days,
  isPhantom: m.is_phantom,
  materialType: m.material_type,
  category: m.category,
  procurement: m.procurement as Procurement,
}));

export const sampleBomLines: BomLine[] = bomComponents.map((c) => ({
  parentId: c.product_id,
  itemId: c.item_id,
  quantityPer: c.quantity_per,
  scrapPercent: c.scrap_percent,
  componentType: c.component_type as ComponentType,
  isPhantom: c.is_phantom,
  lineNo: c.line_no,
  uom: c.uom,
}));

const mrpItems: MrpItem[] = materials.map((m) => ({
  itemId: m.material_id,
  itemName: m.description,
  unit: m.unit,
  procurement: m.procurement as Procurement,
  leadTimeDays: m.lead_time_days,
  safetyStock: m.safety_stock,
  reorderPoint: m.reorder_point,
  lotSizeMethod: m.lot_size_method as LotSizingMethod,
  lotSize: m.lot_size,
  minOrderQty: m.min_order_qty,
  roundingQty: m.rounding_qty,
  isPhantom: m.is_phantom,
}));

/** The sample plant's MRP input: its open sales orders (all, or one item's), open receipts and routings. */
export function sampleMrpInput(onlyItemId?: string): MrpInput {
  const openSales = salesOrders.filter(
    (s) => s.status !== 'Shipped' && (onlyItemId === undefined || s.material_id === onlyItemId),
  );
  return {
    today: SAMPLE_TODAY,
    items: mrpItems,
    bomLines: sampleBomLines,
    stock: inventory.map((row) => ({ itemId: row.material_id, onHand: row.on_hand, reserved: row.reserved })),
    scheduledReceipts: [
      ...purchaseOrders
        .filter((po) => po.status !== 'Received')
        .map((po) => ({
          receiptId: po.po_id,
          itemId: po.material_id,
          kind: 'PURCHASE_ORDER' as const,
          quantity: po.quantity,
          dueDate: po.expected_date,
        })),
      ...productionOrders
        .filter((mo) => ['Created', 'Released', 'In Process'].includes(mo.status) && mo.basic_end_date)
        .map((mo) => ({
          receiptId: mo.order_id,
          itemId: mo.material,
          kind: 'PRODUCTION_ORDER' as const,
          quantity: mo.quantity,
          dueDate: mo.basic_end_date!,
          ...(mo.basic_start_date ? { startDate: mo.basic_start_date } : {}),
          componentsIssued: mo.status === 'In Process',
        })),
    ],
    salesOrders: openSales.map((s) => ({
      salesOrderId: s.sales_order_id,
      itemId: s.material_id,
      quantity: s.quantity,
      requestedDate: s.requested_date,
    })),
    includeSalesOrders: true,
    capacity: {
      workCenters: workCenters.map((wc) => ({
        workCenterId: wc.work_center_id,
        shifts: calendars.find((c) => c.calendar_id === wc.calendar_id)?.shifts ?? [],
        downtime: downtimes
          .filter((d) => d.work_center_id === wc.work_center_id)
          .map((d) => ({ startAt: Date.parse(d.start_at), endAt: Date.parse(d.end_at) })),
      })),
      operations: routingOperations.map((op) => ({
        itemId: op.material_id,
        workCenterId: op.eligible[0]!.work_center_id,
        fixedMinutes: op.eligible[0]!.fixed_minutes,
        runRatePerHour: op.eligible[0]!.run_rate_per_hour,
      })),
    },
  };
}
