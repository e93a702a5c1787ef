import type { InventoryItem } from '@takt/contract';
import { describe, expect, it } from 'vitest';
import type { MrpItemRecord } from '../../api/bom-api.ts';
import { makeActionMessage, makeMrpResult, makePlannedOrder } from './bom-test-factories.ts';
import { filterLines, plantMrpLines, plantMrpSummary } from './plant-mrp.ts';

function makeRecord(patch: Partial<MrpItemRecord> = {}): MrpItemRecord {
  return {
    item_id: 'P-1',
    item_name: 'Engine mount',
    unit: 'PC',
    low_level_code: 0,
    procurement: 'MAKE',
    lot_sizing_method: 'LFL',
    lead_time_days: 5,
    on_hand: 300,
    available: 200,
    safety_stock: 50,
    buckets: [
      {
        start_date: '2026-11-21',
        end_date: '2026-11-28',
        gross_requirements: 0,
        scheduled_receipts: 100,
        projected_on_hand: 300,
        net_requirements: 0,
        planned_receipts: 0,
        planned_releases: 0,
      },
      {
        start_date: '2026-11-28',
        end_date: '2026-12-05',
        gross_requirements: 800,
        scheduled_receipts: 0,
        projected_on_hand: 50,
        net_requirements: 550,
        planned_receipts: 550,
        planned_releases: 0,
      },
    ],
    elements: [],
    ...patch,
  };
}

const ITEM = { item_id: 'P-1', reorder_point: 120, standard_cost: 2 } as InventoryItem;

const result = makeMrpResult({
  item_records: [makeRecord(), makeRecord({ item_id: 'RM-1', procurement: 'BUY', buckets: [] })],
  planned_orders: [
    makePlannedOrder({ order_quantity: 550, release_date: '2026-11-23' }),
    makePlannedOrder({ order_id: 'PREQ-1', item_id: 'RM-9', order_type: 'PURCHASE_REQUISITION' }),
  ],
  action_messages: [
    makeActionMessage({ priority: 'LOW', message: 'Plan it' }),
    makeActionMessage({ type: 'EXPEDITE', priority: 'HIGH', message: 'Expedite PLO-00001' }),
  ],
});

describe('MD01 Stock/Requirements lines (enterprise-shell §3)', () => {
  it("adds up an item's record and names its planned orders and most urgent exception", () => {
    const [line] = plantMrpLines(result, [ITEM]);
    expect(line).toMatchObject({
      material_id: 'P-1',
      required_quantity: 800,
      available_stock: 200,
      shortage: 550,
      planned_receipts: 100,
      planned_orders: 550,
      reorder_point: 120,
      suggested_order_date: '2026-11-23',
      requirement_date: '2026-11-28',
      mrp_element: 'Planned Order',
      exception_message: 'Expedite PLO-00001',
    });
  });

  it.each([
    ['all', ['P-1', 'RM-1']],
    ['shortages', ['P-1']],
    ['planned', ['P-1']],
  ] as const)('the %s filter keeps %j', (filter, kept) => {
    expect(filterLines(plantMrpLines(result), filter).map((l) => l.material_id)).toEqual(kept);
  });

  it('the summary counts materials, shortages, requisitions, planned orders, value and critical materials', () => {
    const lines = plantMrpLines(result, [ITEM]);
    expect(plantMrpSummary(result, lines, [ITEM])).toMatchObject({
      materials_analyzed: 2,
      shortages_detected: 1,
      purchase_requisitions_created: 1,
      planned_orders_created: 1,
      total_value: 1100,
      critical_materials: ['P-1'],
    });
  });
});
