import { describe, expect, it } from 'vitest';
import { makeOperation, makeOrder, makePlant } from '../../test-fixtures/scheduler/test-factories.ts';
import { schedule } from '../scheduler/schedule.ts';
import { applyDisruption } from './apply-disruption.ts';

const plant = () =>
  makePlant({
    orders: [
      makeOrder({ id: 'hose', material: 'FG-HOSE', releaseAt: 0 }),
      makeOrder({ id: 'seal', material: 'FG-SEAL', releaseAt: 500 }),
      makeOrder({ id: 'compound', material: 'CMP-EPDM' }),
    ],
    operations: [
      makeOperation(
        'hose/10',
        'hose',
        { EXT: 60 },
        { frozen: { workCenterId: 'EXT', startAt: -30, endAt: 90 } },
      ),
      makeOperation('hose/20', 'hose', { AUT: 60 }),
      makeOperation('seal/10', 'seal', { PRS: 60 }),
      makeOperation('compound/10', 'compound', { BAN: 60 }),
    ],
  });

describe('disruptions applied to a problem (issue 9: disruption is engine logic)', () => {
  it('a breakdown adds downtime and unfreezes the started operation it interrupts', () => {
    const before = plant();
    const { problem, interruptedOperationIds, downtime } = applyDisruption(before, {
      kind: 'breakdown',
      workCenterId: 'EXT',
      startAt: 0,
      endAt: 240,
    });
    expect(problem.workCenters.find((w) => w.id === 'EXT')?.calendar?.unavailable).toEqual([
      { startAt: 0, endAt: 240 },
    ]);
    expect(interruptedOperationIds).toEqual(['hose/10']);
    expect(problem.operations.find((o) => o.id === 'hose/10')?.frozen).toBeUndefined();
    expect(downtime).toEqual({ workCenterId: 'EXT', startAt: 0, endAt: 240 });
    expect(before.operations.find((o) => o.id === 'hose/10')?.frozen).toBeDefined();
  });

  it.each([
    ['wholly in the past', -300, -10],
    ['ending before it starts', 100, 100],
  ])('a breakdown %s changes nothing', (_, startAt, endAt) => {
    const before = plant();
    const result = applyDisruption(before, { kind: 'breakdown', workCenterId: 'EXT', startAt, endAt });
    expect(result.problem).toEqual(before);
    expect(result.interruptedOperationIds).toEqual([]);
  });

  it('a breakdown that began before now counts from now', () => {
    const result = applyDisruption(plant(), {
      kind: 'breakdown',
      workCenterId: 'PRS',
      startAt: -60,
      endAt: 120,
    });
    expect(result.downtime).toEqual({ workCenterId: 'PRS', startAt: 0, endAt: 120 });
  });

  it('a material delay holds the orders making or using it until it arrives, not started ones', () => {
    const result = applyDisruption(plant(), {
      kind: 'material_delay',
      materialId: 'CMP-EPDM',
      availableAt: 300,
      consumerMaterialIds: ['FG-HOSE', 'FG-SEAL'],
    });
    const releaseOf = (id: string) => result.problem.orders.find((o) => o.id === id)?.releaseAt;
    expect(releaseOf('compound')).toBe(300);
    expect(releaseOf('hose')).toBe(0);
    expect(releaseOf('seal')).toBe(500);
    expect(result.affectedOrderIds).toEqual(['compound']);
  });

  it('a material nobody waits for touches no order', () => {
    const before = plant();
    const result = applyDisruption(before, {
      kind: 'material_delay',
      materialId: 'RM-UNUSED',
      availableAt: 900,
      consumerMaterialIds: [],
    });
    expect(result.problem.orders).toEqual(before.orders);
    expect(result.affectedOrderIds).toEqual([]);
  });

  it('a new order joins with its operations', () => {
    const result = applyDisruption(plant(), {
      kind: 'new_order',
      order: makeOrder({ id: 'rush', dueAt: 400, weight: 4 }),
      operations: [makeOperation('rush/10', 'rush', { PRS: 30 })],
    });
    expect(result.problem.orders.map((o) => o.id)).toContain('rush');
    expect(result.problem.operations.map((o) => o.id)).toContain('rush/10');
    expect(result.affectedOrderIds).toEqual(['rush']);
  });

  it('a machine back in service ends the downtime in force there, and keeps downtime planned later', () => {
    const down = applyDisruption(plant(), { kind: 'breakdown', workCenterId: 'PRS', startAt: 0, endAt: 600 });
    const withMaintenance = applyDisruption(down.problem, {
      kind: 'breakdown',
      workCenterId: 'PRS',
      startAt: 2000,
      endAt: 2200,
    });
    const { problem, restored } = applyDisruption(withMaintenance.problem, {
      kind: 'restore',
      workCenterId: 'PRS',
      at: 180,
    });
    expect(problem.workCenters.find((w) => w.id === 'PRS')?.calendar?.unavailable).toEqual([
      { startAt: 0, endAt: 180 },
      { startAt: 2000, endAt: 2200 },
    ]);
    expect(restored).toEqual([{ workCenterId: 'PRS', startAt: 180, endAt: 600 }]);
  });

  it('a restore with no downtime in force changes nothing and restores nothing', () => {
    const before = plant();
    const result = applyDisruption(before, { kind: 'restore', workCenterId: 'PRS', at: 0 });
    expect(result.problem).toEqual(before);
    expect(result.restored).toBeUndefined();
  });

  it('a restore said for a time already past counts from now, so downtime that began earlier ends now', () => {
    const down = applyDisruption(plant(), { kind: 'breakdown', workCenterId: 'PRS', startAt: 0, endAt: 600 });
    const { problem, restored } = applyDisruption(down.problem, {
      kind: 'restore',
      workCenterId: 'PRS',
      at: -90,
    });
    expect(problem.workCenters.find((w) => w.id === 'PRS')?.calendar?.unavailable).toEqual([]);
    expect(restored).toEqual([{ workCenterId: 'PRS', startAt: 0, endAt: 600 }]);
  });

  it('an extra shift adds working time from now on, and nothing to a machine that never stops', () => {
    const shifted = {
      ...plant(),
      workCenters: plant().workCenters.map((w) =>
        w.id === 'PRS' ? { ...w, calendar: { workingWindows: [{ startAt: 0, endAt: 480 }] } } : w,
      ),
    };
    const { problem, addedCapacity } = applyDisruption(shifted, {
      kind: 'add_capacity',
      workCenterId: 'PRS',
      startAt: 1440,
      endAt: 1920,
    });
    expect(problem.workCenters.find((w) => w.id === 'PRS')?.calendar?.workingWindows).toEqual([
      { startAt: 0, endAt: 480 },
      { startAt: 1440, endAt: 1920 },
    ]);
    expect(addedCapacity).toEqual({ workCenterId: 'PRS', startAt: 1440, endAt: 1920 });
    const always = applyDisruption(plant(), {
      kind: 'add_capacity',
      workCenterId: 'EXT',
      startAt: 0,
      endAt: 60,
    });
    expect(always.addedCapacity).toBeUndefined();
    const past = applyDisruption(shifted, {
      kind: 'add_capacity',
      workCenterId: 'PRS',
      startAt: -600,
      endAt: -60,
    });
    expect(past.problem).toEqual(shifted);
  });

  it('a plan uses the extra shift: work waiting for the next shift starts in it', () => {
    const shifted = {
      ...plant(),
      workCenters: plant().workCenters.map((w) =>
        w.id === 'PRS' ? { ...w, calendar: { workingWindows: [{ startAt: 1440, endAt: 1920 }] } } : w,
      ),
    };
    const before = schedule(shifted, { algorithm: 'dispatch' });
    const { problem } = applyDisruption(shifted, {
      kind: 'add_capacity',
      workCenterId: 'PRS',
      startAt: 600,
      endAt: 900,
    });
    const after = schedule(problem, { algorithm: 'dispatch' });
    const start = (s: typeof before) => s.operations.find((o) => o.operationId === 'seal/10')!.startAt;
    expect(start(before)).toBeGreaterThanOrEqual(1440);
    expect(start(after)).toBeLessThan(900);
    expect(after.violations).toEqual([]);
  });
});
