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
    expect(summary.has_changes).toBe(true);
    expect(summary.summary_stats).toEqual({
      machine_changes: 1,
      delayed_operations: 1,
      advanced_operations: 1,
      new_operations: 1,
      removed_operations: 1,
    });
    expect(summary.summary_text).toBe(
      '5 operations changed: 1 machine change, 1 operation delayed, 1 operation advanced, 1 new operation, 1 operation removed.',
    );
  });

  it('details each change in the spec shape', () => {
    expect(summary.changes).toEqual([
      {
        order_id: 'order-a',
        material: 'GASKET-40',
        operation_id: 'a',
        change_type: ['machine_change'],
        details: { machine_change: { from: 'press1', to: 'press2' } },
      },
      {
        order_id: 'order-b',
        material: 'GASKET-40',
        operation_id: 'b',
        change_type: ['time_change'],
        details: { time_change: { old_start: 60, new_start: 150, direction: 'delayed', shift_minutes: 90 } },
      },
      {
        order_id: 'order-c',
        material: 'GASKET-40',
        operation_id: 'c',
        change_type: ['time_change'],
        details: { time_change: { old_start: 0, new_start: -30, direction: 'advanced', shift_minutes: 30 } },
      },
      {
        order_id: 'order-new',
        material: 'GASKET-40',
        operation_id: 'new',
        change_type: ['new_operation'],
        details: { new_operation: { work_center: 'mixer', start_time: 10 } },
      },
      {
        order_id: 'order-gone',
        material: 'GASKET-40',
        operation_id: 'gone',
        change_type: ['removed'],
        details: { removed_operation: { work_center: 'press2' } },
      },
    ]);
  });

  it('lists a machine change and a time change of one operation together', () => {
    const both = summarizeChanges(
      { operations: [op('a', 'press1', 0)] },
      { operations: [op('a', 'press2', 45)] },
    );
    expect(both.changes[0]?.change_type).toEqual(['machine_change', 'time_change']);
    expect(both.summary_text).toBe('1 operation changed: 1 machine change, 1 operation delayed.');
  });

  it('ignores start moves below the threshold', () => {
    const tiny = summarizeChanges(
      { operations: [op('a', 'press1', 0)] },
      { operations: [op('a', 'press1', 0.4)] },
    );
    expect(tiny).toMatchObject({
      has_changes: false,
      summary_text: 'No changes to the schedule.',
      changes: [],
    });
  });

  it('finds no change between a schedule and itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const result = schedule(randomPlant(seed), { algorithm: 'dispatch' });
        const summary = summarizeChanges(result, result);
        expect(summary.has_changes).toBe(false);
        expect(summary.changes).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
