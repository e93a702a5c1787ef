import { MrpResult } from '@takt/contract';
import { type MrpInput, runMrp } from '@takt/engine';
import { describe, expect, it } from 'vitest';
import { mrpResultToWire } from './mrp-wire.ts';

const dayShift = [{ name: 'Day', days: [1, 2, 3, 4, 5], start: '06:00', end: '14:00' }];

/**
 * Mounts (FG, 5 days to make on press PRS) of rubber (RM, bought, 2 kg a mount, below its safety stock,
 * an open purchase order needed sooner), planned from Monday 2026-01-05 in three weekly buckets. X is
 * missing from the item master, and a routing names a work center with no calendar (OLD).
 */
const PLANT: MrpInput = {
  today: '2026-01-05',
  planningHorizonDays: 21,
  timeBucketDays: 7,
  items: [
    { itemId: 'FG', itemName: 'Mount', unit: 'PC', leadTimeDays: 5 },
    {
      itemId: 'RM',
      itemName: 'Rubber',
      unit: 'KG',
      procurement: 'BUY',
      leadTimeDays: 2,
      safetyStock: 50,
      reorderPoint: 80,
    },
  ],
  bomLines: [{ parentId: 'FG', itemId: 'RM', quantityPer: 2 }],
  stock: [{ itemId: 'RM', onHand: 30 }],
  scheduledReceipts: [
    { receiptId: 'PO-1', itemId: 'RM', kind: 'PURCHASE_ORDER', quantity: 100, dueDate: '2026-01-20' },
  ],
  demandOrders: [
    { productId: 'FG', quantity: 10, requiredDate: '2026-01-08' },
    { productId: 'X', quantity: 1, requiredDate: '2026-01-12' },
  ],
  capacity: {
    workCenters: [{ workCenterId: 'PRS', shifts: dayShift, downtime: [] }],
    operations: [
      { itemId: 'FG', workCenterId: 'PRS', runRatePerHour: 10 },
      { itemId: 'FG', workCenterId: 'OLD', runRatePerHour: 10 },
    ],
  },
};

describe('the MRP result on the wire (planning-workspaces §3)', () => {
  const wire = mrpResultToWire(runMrp(PLANT));

  it('is what the contract allows, with nothing left out', () => {
    expect(MrpResult.parse(wire)).toEqual(wire);
  });

  it('carries the run and its planned orders under the spec’s field names', () => {
    expect(wire).toMatchObject({
      planning_date: '2026-01-05',
      planning_horizon_days: 21,
      time_bucket_days: 7,
      summary: { total_planned_orders: 2, total_quantity: 11, unique_items: 2, average_lead_time: 2.5 },
    });
    expect(wire.planned_orders[0]).toEqual({
      order_id: 'PLO-FG-001',
      item_id: 'FG',
      item_name: 'Mount',
      order_quantity: 10,
      release_date: '2026-01-03',
      due_date: '2026-01-08',
      lead_time_days: 5,
      lot_sizing_method: 'LFL',
      order_type: 'PLANNED_ORDER',
      pegged_to: [
        { demand_type: 'DEMAND_ORDER', demand_id: 'DEMAND-1', quantity: 10, required_date: '2026-01-08' },
      ],
    });
    expect(wire.planned_orders[1]).toMatchObject({
      order_id: 'PREQ-X-001',
      order_type: 'PURCHASE_REQUISITION',
    });
  });

  it('words every action message in the English the API has always sent', () => {
    expect(wire.action_messages).toEqual([
      {
        type: 'EXPEDITE',
        priority: 'HIGH',
        item_id: 'FG',
        message:
          'Expedite PLO-FG-001 for 10 PC of FG: release was due 2026-01-03 (2 days ago) to meet 2026-01-08',
        quantity: 10,
        date: '2026-01-03',
        order_id: 'PLO-FG-001',
      },
      {
        type: 'RESCHEDULE_IN',
        priority: 'HIGH',
        item_id: 'RM',
        message: 'Reschedule in Purchase order PO-1 for 100 KG of RM from 2026-01-20 to 2026-01-05',
        quantity: 100,
        date: '2026-01-05',
        order_id: 'PO-1',
      },
      {
        type: 'LOW_STOCK',
        priority: 'MEDIUM',
        item_id: 'RM',
        message: 'Available stock of RM is 30 KG, below safety stock 50 KG',
        quantity: 20,
        date: '2026-01-05',
        order_id: null,
      },
      {
        type: 'PLAN',
        priority: 'LOW',
        item_id: 'X',
        message: 'Plan PREQ-X-001 for 1 of X for release on 2026-01-12, due 2026-01-12',
        quantity: 1,
        date: '2026-01-12',
        order_id: 'PREQ-X-001',
      },
    ]);
  });

  it('keeps the weeks’ dates as the keys of the capacity check', () => {
    const weeks = { '2026-01-05': 1, '2026-01-12': 0, '2026-01-19': 0 };
    expect(wire.capacity_check).toMatchObject({
      capacity_per_week: 40,
      max_utilization: 2.5,
      overload_weeks: [],
      weekly_load: weeks,
      weekly_capacity: { '2026-01-05': 40, '2026-01-12': 40, '2026-01-19': 40 },
      weekly_utilization: { '2026-01-05': 2.5, '2026-01-12': 0, '2026-01-19': 0 },
    });
    expect(wire.capacity_check.work_centers).toEqual([
      expect.objectContaining({ work_center_id: 'PRS', capacity_per_week: 40, weekly_load: weeks }),
    ]);
  });

  it('carries each item’s time-phased record and stock/requirements list', () => {
    const rubber = wire.item_records.find((r) => r.item_id === 'RM')!;
    expect(rubber).toMatchObject({
      item_name: 'Rubber',
      unit: 'KG',
      low_level_code: 1,
      procurement: 'BUY',
      lead_time_days: 2,
      on_hand: 30,
      available: 30,
      safety_stock: 50,
    });
    expect(rubber.buckets[0]).toEqual({
      start_date: '2026-01-05',
      end_date: '2026-01-12',
      gross_requirements: 20,
      scheduled_receipts: 100,
      projected_on_hand: 110,
      net_requirements: 0,
      planned_receipts: 0,
      planned_releases: 0,
    });
    const mount = wire.item_records.find((r) => r.item_id === 'FG')!;
    expect(mount.elements).toEqual([
      { date: '2026-01-05', element_type: 'STOCK', element_id: 'FG', quantity: 0, available_quantity: 0 },
      {
        date: '2026-01-08',
        element_type: 'PLANNED_ORDER',
        element_id: 'PLO-FG-001',
        quantity: 10,
        available_quantity: 10,
      },
      {
        date: '2026-01-08',
        element_type: 'DEMAND_ORDER',
        element_id: 'DEMAND-1',
        quantity: -10,
        available_quantity: 0,
      },
    ]);
  });

  it('words what the run had to assume', () => {
    expect(wire.warnings).toEqual([
      'Item X is not in the item master: planned with lead time 0, lot-for-lot',
      'Work center OLD has no capacity: its load is left out of the capacity check',
    ]);
  });
});
