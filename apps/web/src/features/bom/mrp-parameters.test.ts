import { describe, expect, it } from 'vitest';
import { makeMrpResult } from './bom-test-factories.ts';
import {
  capacityStatus,
  clampHorizon,
  defaultMrpParameters,
  mrpRunRequest,
  newDemandOrder,
  validOrders,
  weeklyCapacityRows,
} from './mrp-parameters.ts';

describe('MRP parameters (planning-workspaces §5, §9)', () => {
  it('a new demand order asks 100 units 7 days ahead', () => {
    const order = newDemandOrder('P-1', new Date(2026, 10, 21));
    expect(order).toMatchObject({ product_id: 'P-1', quantity: 100, required_date: '2026-11-28' });
  });

  it('defaults: horizon 90, weekly buckets, NETCH, choices 2 and 2', () => {
    expect(defaultMrpParameters()).toMatchObject({
      horizonDays: 90,
      timeBucketDays: 7,
      processingKey: 'NETCH',
      purchaseRequisitionChoice: '2',
      schedulingChoice: '2',
    });
  });

  it('only orders with a product and a quantity above 0 are sent', () => {
    const orders = [
      { product_id: 'P-1', quantity: 10, required_date: '2026-12-01' },
      { product_id: ' ', quantity: 10, required_date: '2026-12-01' },
      { product_id: 'P-2', quantity: 0, required_date: '2026-12-01' },
      { product_id: 'P-3', quantity: Number.NaN, required_date: '2026-12-01' },
    ];
    expect(validOrders(orders).map((o) => o.product_id)).toEqual(['P-1']);
  });

  it("says 'Please add at least one valid order' when none remains, and never sends the three local choices", () => {
    const parameters = defaultMrpParameters('');
    expect(mrpRunRequest(parameters)).toEqual({ error: 'Please add at least one valid order' });
    const request = mrpRunRequest({ ...parameters, orders: [newDemandOrder('P-1')] });
    expect(Object.keys(request).sort()).toEqual([
      'include_sales_orders',
      'orders',
      'planning_horizon_days',
      'time_bucket_days',
    ]);
  });

  it.each([
    [0, 1],
    [400, 365],
    [90.4, 90],
    [Number.NaN, 1],
  ])('the horizon %d is kept to %d (1 to 365)', (typed, kept) => {
    expect(clampHorizon(typed)).toBe(kept);
  });

  it.each([
    [100.1, 'Overload'],
    [100, 'High'],
    [85.1, 'High'],
    [85, 'Normal'],
    [0, 'Normal'],
  ])('a week at %d%% is %s (§4)', (utilization, status) => {
    expect(capacityStatus(utilization)).toBe(status);
  });

  it('one capacity row per week with its utilization and status', () => {
    const rows = weeklyCapacityRows(makeMrpResult().capacity_check);
    expect(rows.map((r) => [r.week, r.utilizationPercent, r.status])).toEqual([
      ['2026-11-16', 50, 'Normal'],
      ['2026-11-23', 90, 'High'],
      ['2026-11-30', 120, 'Overload'],
    ]);
  });
});
