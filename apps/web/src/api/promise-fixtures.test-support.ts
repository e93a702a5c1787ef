import type { PromiseMaterial, PromiseResult } from './promise-api.ts';

/** A material line of a promise answer; `overrides` names what a test is about. */
export function makeMaterial(overrides: Partial<PromiseMaterial> = {}): PromiseMaterial {
  return {
    sku: 'RM-778',
    name: 'Compound RM-778',
    level: 1,
    quantity_required: 250,
    quantity_available: 400,
    quantity_to_order: 0,
    available_date: '2026-11-26T08:00:00-03:00',
    covered_by: 'stock',
    ...overrides,
  };
}

/** A feasible promise of 500 PRODUCT-001 at $50: revenue $25.0K, margin 24.5K less costs. */
export function makePromiseResult(overrides: Partial<PromiseResult> = {}): PromiseResult {
  return {
    analysis_id: '5f0c7b0e-2f3a-4f59-9c53-0a4f3c9f1a22',
    order_id: 'RUSH-0001',
    sku: 'PRODUCT-001',
    quantity: 500,
    requested_date: '2026-12-03',
    is_feasible: true,
    promised_date: '2026-12-03T23:59:00-03:00',
    earliest_completion_date: '2026-12-01T14:00:00-03:00',
    lead_time_days: 7.5,
    confidence_level: 0.72,
    feasibility_issues: [],
    recommendations: ['Run overtime on PRESS-02 to keep a day of slack'],
    margin: {
      revenue: 25_000,
      material_cost: 9_200,
      labor_cost: 3_150,
      overtime_cost: 0,
      gross_margin: 12_650,
      margin_percentage: 50.6,
      target_margin_percent: 15,
      meets_target: true,
      target_price_per_unit: 29.06,
    },
    capacity: {
      earliest_start: '2026-11-27T06:00:00-03:00',
      overtime_hours_required: 0,
      affected_orders: [
        {
          order_id: 'PO-1001',
          material: 'STD-101',
          due_date: '2026-12-02T18:00:00-03:00',
          completion_before: '2026-12-01T10:00:00-03:00',
          completion_after: '2026-12-01T16:30:00-03:00',
          slip_hours: 6.5,
          becomes_late: false,
        },
      ],
      machines_utilized: [
        {
          work_center: 'MIX-01',
          hours: 4,
          operations: [
            {
              operation_id: 'RUSH-0001-10',
              start_time: '2026-11-27T06:00:00-03:00',
              end_time: '2026-11-27T10:00:00-03:00',
            },
          ],
        },
        {
          work_center: 'PRESS-02',
          hours: 10,
          operations: [
            {
              operation_id: 'RUSH-0001-20',
              start_time: '2026-11-27T12:00:00-03:00',
              end_time: '2026-11-27T22:00:00-03:00',
            },
          ],
        },
      ],
    },
    materials: [makeMaterial()],
    ...overrides,
  };
}
