import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomPlant } from '../../test-fixtures/scheduler/random-plants.ts';
import { schedule } from '../scheduler/schedule.ts';
import type { PlannedOperation } from './model.ts';
import { summarizeChanges } from './summarize-changes.ts';

const op = (operationId: string, workCenterId: string, startAt: number): PlannedOperation => ({
  operationId,
  orderId: `order-${operationId}`,
  material: 'GASKET-40',
  workCenterId,
  startAt,
});

describe('schedule changes summary (planning-workspaces §3)', () => {
  const baseline = {
    operations: [
      op('a', 'press1', 0),
      op('b', 'press1', 60),
      op('c', 'press2', 0),
      op('gone', 'press2', 100),
    ],
  };
  const next = {
    operations: [
      op('a', 'press2', 0),
      op('b', 'press1', 150),
      op('c', 'press2', -30),
      op('new', 'mixer', 10),
    ],
  };
  const summary = summarizeChanges(baseline, next);

  it('counts machine changes, delays, advances, new and removed operations', () => {
    expect(summary.hasChanges).toBe(true);
    expect(summary.stats).toEqual({
      machineChanges: 1,
      delayedOperations: 1,
      advancedOperations: 1,
      newOperations: 1,
      removedOperations: 1,
    });
  });

  it('details each change in the spec shape', () => {
    expect(summary.changes).toEqual([
      {
        orderId: 'order-a',
        material: 'GASKET-40',
        operationId: 'a',
        changeTypes: ['machine_change'],
        details: { machineChange: { fromWorkCenterId: 'press1', toWorkCenterId: 'press2' } },
      },
      {
        orderId: 'order-b',
        material: 'GASKET-40',
        operationId: 'b',
        changeTypes: ['time_change'],
        details: { timeChange: { oldStartAt: 60, newStartAt: 150, direction: 'delayed', shiftMinutes: 90 } },
      },
      {
        orderId: 'order-c',
        material: 'GASKET-40',
        operationId: 'c',
        changeTypes: ['time_change'],
        details: { timeChange: { oldStartAt: 0, newStartAt: -30, direction: 'advanced', shiftMinutes: 30 } },
      },
      {
        orderId: 'order-new',
        material: 'GASKET-40',
        operationId: 'new',
        changeTypes: ['new_operation'],
        details: { newOperation: { workCenterId: 'mixer', startAt: 10 } },
      },
      {
        orderId: 'order-gone',
        material: 'GASKET-40',
        operationId: 'gone',
        changeTypes: ['removed'],
        details: { removedOperation: { workCenterId: 'press2' } },
      },
    ]);
  });

  it('lists a machine change and a time change of one operation together', () => {
    const both = summarizeChanges(
      { operations: [op('a', 'press1', 0)] },
      { operations: [op('a', 'press2', 45)] },
    );
    expect(both.changes[0]?.changeTypes).toEqual(['machine_change', 'time_change']);
    expect(both.stats).toMatchObject({ machineChanges: 1, delayedOperations: 1 });
  });

  it('ignores start moves below the threshold', () => {
    const tiny = summarizeChanges(
      { operations: [op('a', 'press1', 0)] },
      { operations: [op('a', 'press1', 0.4)] },
    );
    expect(tiny).toMatchObject({ hasChanges: false, changes: [] });
  });

  it('finds no change between a schedule and itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const result = schedule(randomPlant(seed), { algorithm: 'dispatch' });
        const summary = summarizeChanges(result, result);
        expect(summary.hasChanges).toBe(false);
        expect(summary.changes).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
