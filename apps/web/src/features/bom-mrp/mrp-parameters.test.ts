import { describe, expect, it } from 'vitest';
import { makeCapacityCheck } from './bom-test-factories.ts';
import {
  clampHorizon,
  defaultMrpParameters,
  mrpRunRequest,
  newDemandOrder,
  overloadedWorkCenters,
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

  it('one capacity row per week with the utilization and status the server computed (§4)', () => {
    const press = makeCapacityCheck().work_centers[1]!;
    expect(weeklyCapacityRows(press)).toEqual([
      { week: '2026-11-16', loadHours: 0, capacityHours: 80, utilizationPercent: 0, status: 'Normal' },
      { week: '2026-11-23', loadHours: 70, capacityHours: 80, utilizationPercent: 87.5, status: 'High' },
      {
        week: '2026-11-30',
        loadHours: 102.56,
        capacityHours: 80,
        utilizationPercent: 128.2,
        status: 'Overload',
      },
    ]);
  });

  it('keeps a week without working time as such, not as 0%', () => {
    const check = {
      ...makeCapacityCheck(),
      weekly_load: { '2026-11-16': 3 },
      weekly_capacity: { '2026-11-16': 0 },
      weekly_utilization: { '2026-11-16': null },
      overload_weeks: [{ week: '2026-11-16', load: 3, utilization: null, status: 'Overload' as const }],
    };
    expect(weeklyCapacityRows(check)[0]).toMatchObject({ utilizationPercent: null, status: 'Overload' });
  });

  it('names the work centers over capacity, most loaded first', () => {
    expect(overloadedWorkCenters(makeCapacityCheck()).map((wc) => wc.work_center_id)).toEqual(['PRS-03']);
  });
});
