import { describe, expect, it } from 'vitest';
import { capacityStatus } from './capacity-check.ts';
import { runMrp } from './run-mrp.ts';
import { day, demand, makeInput, makeItem } from './test-factories.ts';

describe('capacity check', () => {
  it.each([
    [0, 'Normal'],
    [85, 'Normal'],
    [85.01, 'High'],
    [100, 'High'],
    [100.01, 'Overload'],
  ])('calls %d%% utilization %s (planning-workspaces §4)', (utilization, status) => {
    expect(capacityStatus(utilization)).toBe(status);
  });

  it('loads planned production orders in the week of their release against hours per week', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('FG', { leadTimeDays: 2 }), makeItem('RM', { procurement: 'BUY' })],
        bomLines: [{ parentId: 'FG', itemId: 'RM', quantityPer: 1 }],
        demandOrders: [demand('FG', 300, 9), demand('FG', 100, 16), demand('FG', 10, 23)],
        capacity: {
          workCenters: [
            { workCenterId: 'PRS', hoursPerWeek: 40 },
            { workCenterId: 'TRM', hoursPerWeek: 40 },
          ],
          operations: [
            { itemId: 'FG', workCenterId: 'PRS', fixedMinutes: 60, runRatePerHour: 10 },
            { itemId: 'FG', workCenterId: 'TRM', runRatePerHour: 100 },
          ],
        },
      }),
    );
    const check = result.capacity_check;
    expect(check.capacity_per_week).toBe(80);
    expect(check.weekly_load).toEqual({
      [day(0)]: 0,
      [day(7)]: 34,
      [day(14)]: 12,
      [day(21)]: 2.1,
      [day(28)]: 0,
    });
    expect(check.max_utilization).toBe(42.5);
    expect(check.overload_weeks).toEqual([]);
    const press = check.work_centers.find((wc) => wc.work_center_id === 'PRS')!;
    expect(press.overload_weeks).toEqual(
      [{ week: day(7), load: 31, utilization: 77.5, status: 'Normal' }].filter(() => false),
    );
    expect(press.weekly_load[day(14)]).toBe(11);
    expect(press.max_utilization).toBe(77.5);
  });

  it('lists the weeks above 85% with their status', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('FG', { procurement: 'MAKE' })],
        demandOrders: [demand('FG', 45, 2), demand('FG', 36, 9)],
        capacity: {
          workCenters: [{ workCenterId: 'PRS', hoursPerWeek: 40 }],
          operations: [{ itemId: 'FG', workCenterId: 'PRS', runRatePerHour: 1 }],
        },
      }),
    );
    expect(result.capacity_check.overload_weeks).toEqual([
      { week: day(0), load: 45, utilization: 112.5, status: 'Overload' },
      { week: day(7), load: 36, utilization: 90, status: 'High' },
    ]);
  });

  it('warns of routing operations on a work center without capacity', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('FG')],
        demandOrders: [demand('FG', 1, 2)],
        capacity: { workCenters: [], operations: [{ itemId: 'FG', workCenterId: 'X', runRatePerHour: 1 }] },
      }),
    );
    expect(result.warnings).toEqual([
      'Work center X has no capacity: its load is left out of the capacity check',
    ]);
  });
});
