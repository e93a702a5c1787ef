import { describe, expect, it } from 'vitest';
import { day, demand, makeInput, makeItem } from '../../test-fixtures/mrp/test-factories.ts';
import { UTC_CLOCK } from '../capacity/plant-clock.ts';
import type { ShiftPattern } from '../capacity/shift-windows.ts';
import { weeklyLoad } from '../capacity/weekly-load.ts';
import { capacityStatus } from './capacity-check.ts';
import { epochDay } from './dates.ts';
import { runMrp } from './run-mrp.ts';

const HOUR = 3_600_000;
/** One 8-hour shift Monday to Friday: 40 hours a week. */
const dayShift: ShiftPattern[] = [{ name: 'Day', days: [1, 2, 3, 4, 5], start: '06:00', end: '14:00' }];
const at = (offsetDays: number, hour = 0) => epochDay(day(offsetDays)) * 86_400_000 + hour * HOUR;
const workCenter = (workCenterId: string, downtime: { startAt: number; endAt: number }[] = []) => ({
  workCenterId,
  shifts: dayShift,
  downtime,
});

describe('capacity check', () => {
  it.each([
    [0, 'Normal'],
    [85, 'Normal'],
    [85.01, 'High'],
    [100, 'High'],
    [100.01, 'Overload'],
    [null, 'Overload'],
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
          workCenters: [workCenter('PRS'), workCenter('TRM')],
          operations: [
            { itemId: 'FG', workCenterId: 'PRS', fixedMinutes: 60, runRatePerHour: 10 },
            { itemId: 'FG', workCenterId: 'TRM', runRatePerHour: 100 },
          ],
        },
      }),
    );
    const check = result.capacityCheck;
    expect(check.capacityPerWeek).toBe(80);
    expect(check.weeklyLoad).toEqual({
      [day(0)]: 0,
      [day(7)]: 34,
      [day(14)]: 12,
      [day(21)]: 2.1,
      [day(28)]: 0,
    });
    expect(check.maxUtilization).toBe(42.5);
    expect(check.overloadWeeks).toEqual([]);
    const press = check.workCenters.find((wc) => wc.workCenterId === 'PRS')!;
    expect(press.overloadWeeks).toEqual(
      [{ week: day(7), load: 31, utilization: 77.5, status: 'Normal' }].filter(() => false),
    );
    expect(press.weeklyLoad[day(14)]).toBe(11);
    expect(press.maxUtilization).toBe(77.5);
  });

  it('lists the weeks above 85% with their status', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('FG', { procurement: 'MAKE' })],
        demandOrders: [demand('FG', 45, 2), demand('FG', 36, 9)],
        capacity: {
          workCenters: [workCenter('PRS')],
          operations: [{ itemId: 'FG', workCenterId: 'PRS', runRatePerHour: 1 }],
        },
      }),
    );
    expect(result.capacityCheck.overloadWeeks).toEqual([
      { week: day(0), load: 45, utilization: 112.5, status: 'Overload' },
      { week: day(7), load: 36, utilization: 90, status: 'High' },
    ]);
  });

  it('adds the work already planned to the planned orders, with the load the dashboard reads (weeklyLoad)', () => {
    const plannedWork = [
      // A released operation from Thursday of week 0 to Tuesday of week 1: 16 working hours in week 0, 16 in week 1.
      { workCenterId: 'PRS', startAt: at(3, 6), endAt: at(8, 14), minutes: 32 * 60 },
      { workCenterId: 'PRS', startAt: at(14, 6), endAt: at(14, 14), minutes: 50 * 60 },
    ];
    const workCenters = [workCenter('PRS')];
    const result = runMrp(
      makeInput({
        items: [makeItem('FG', { procurement: 'MAKE' })],
        demandOrders: [demand('FG', 10, 9)],
        capacity: {
          workCenters,
          operations: [{ itemId: 'FG', workCenterId: 'PRS', runRatePerHour: 1 }],
          plannedWork,
        },
      }),
    );
    const press = result.capacityCheck.workCenters[0]!;
    expect(press.weeklyLoad).toEqual({
      [day(0)]: 16,
      [day(7)]: 26,
      [day(14)]: 50,
      [day(21)]: 0,
      [day(28)]: 0,
    });
    const released = weeklyLoad(workCenters, plannedWork, at(0), 5, UTC_CLOCK);
    expect(press.weeklyUtilization[day(14)]).toBe(released[2]!.utilizationPercent);
    expect(press.overloadWeeks).toEqual([{ week: day(14), load: 50, utilization: 125, status: 'Overload' }]);
    expect(result.capacityCheck.weeklyLoad).toEqual(press.weeklyLoad);
  });

  it('takes downtime off the week it falls in, and calls work in a week without working time an overload', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('FG', { procurement: 'MAKE' })],
        demandOrders: [demand('FG', 1, 30)],
        capacity: {
          workCenters: [
            workCenter('PRS', [
              { startAt: at(0, 6), endAt: at(0, 14) },
              { startAt: at(7), endAt: at(14) },
            ]),
          ],
          operations: [],
          plannedWork: [
            { workCenterId: 'PRS', startAt: at(1, 6), minutes: 16 * 60 },
            { workCenterId: 'PRS', startAt: at(8, 6), minutes: 60 },
          ],
        },
      }),
    );
    const press = result.capacityCheck.workCenters[0]!;
    expect(press.capacityPerWeek).toBe(40);
    expect(press.weeklyCapacity[day(0)]).toBe(32);
    expect(press.weeklyCapacity[day(7)]).toBe(0);
    expect(press.weeklyUtilization[day(0)]).toBe(50);
    expect(press.weeklyUtilization[day(7)]).toBeNull();
    expect(press.maxUtilization).toBe(50);
    expect(press.overloadWeeks).toEqual([{ week: day(7), load: 1, utilization: null, status: 'Overload' }]);
  });

  it('reads weeks and shifts in plant time (São Paulo, UTC−3)', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('FG', { procurement: 'MAKE' })],
        demandOrders: [demand('FG', 1, 30)],
        capacity: {
          workCenters: [workCenter('PRS')],
          operations: [],
          // Monday 01:00 UTC of the second week is still Sunday 22:00 of the first in São Paulo.
          plannedWork: [{ workCenterId: 'PRS', startAt: at(7, 1), minutes: 60 }],
          utcOffsetAt: () => -180,
        },
      }),
    );
    const press = result.capacityCheck.workCenters[0]!;
    expect(press.weeklyLoad[day(0)]).toBe(1);
    expect(press.weeklyLoad[day(7)]).toBe(0);
    expect(press.capacityPerWeek).toBe(40);
  });

  it('warns of planned work on a work center without capacity', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('FG')],
        demandOrders: [demand('FG', 1, 2)],
        capacity: {
          workCenters: [],
          operations: [],
          plannedWork: [{ workCenterId: 'Y', startAt: at(1), minutes: 60 }],
        },
      }),
    );
    expect(result.warnings).toEqual([{ code: 'WORK_CENTER_WITHOUT_CAPACITY', workCenterId: 'Y' }]);
  });

  it('warns of routing operations on a work center without capacity', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('FG')],
        demandOrders: [demand('FG', 1, 2)],
        capacity: { workCenters: [], operations: [{ itemId: 'FG', workCenterId: 'X', runRatePerHour: 1 }] },
      }),
    );
    expect(result.warnings).toEqual([{ code: 'WORK_CENTER_WITHOUT_CAPACITY', workCenterId: 'X' }]);
  });
});
