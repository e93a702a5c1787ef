import { describe, expect, it } from 'vitest';
import { makeOperation, makeOrder, makePlant } from '../../test-fixtures/scheduler/test-factories.ts';
import type { SchedulingProblem } from '../scheduler/model.ts';
import { schedule } from '../scheduler/schedule.ts';
import { applyDisruption } from './apply-disruption.ts';

/** Presses A and B, trim T: o1 and o2 press on A or B, o3 only on B; each then trims. */
function plant(): SchedulingProblem {
  return makePlant({
    orders: [makeOrder({ id: 'o1' }), makeOrder({ id: 'o2' }), makeOrder({ id: 'o3' })],
    operations: [
      makeOperation('o1/press', 'o1', { A: 60, B: 90 }),
      makeOperation('o1/trim', 'o1', { T: 30 }),
      makeOperation('o2/press', 'o2', { A: 60, B: 90 }),
      makeOperation('o2/trim', 'o2', { T: 30 }),
      makeOperation('o3/press', 'o3', { B: 60 }),
      makeOperation('o3/trim', 'o3', { T: 30 }),
    ],
  });
}

/** A runs o1 then o2, B runs o3; T trims o3, o1, o2. */
const RELEASED = [
  { operationId: 'o1/press', workCenterId: 'A', startAt: 0, endAt: 60 },
  { operationId: 'o2/press', workCenterId: 'A', startAt: 60, endAt: 120 },
  { operationId: 'o3/press', workCenterId: 'B', startAt: 0, endAt: 60 },
  { operationId: 'o3/trim', workCenterId: 'T', startAt: 60, endAt: 90 },
  { operationId: 'o1/trim', workCenterId: 'T', startAt: 90, endAt: 120 },
  { operationId: 'o2/trim', workCenterId: 'T', startAt: 200, endAt: 230 },
];

function moveAndRepair(problem: SchedulingProblem, operationId: string, workCenterId: string) {
  const moved = applyDisruption(problem, { kind: 'move_operation', operationId, workCenterId });
  const result = schedule(
    { ...moved.problem, baseline: { operations: RELEASED } },
    {
      repair: {
        policy: { frozenHorizonMinutes: 0 },
        requestedOperationIds: moved.movedOperationId ? [moved.movedOperationId] : [],
      },
    },
  );
  return { moved, result };
}

describe('an operation the planner moves to another work center', () => {
  it('runs only there, is named as moved at the request, and what it pushes is a knock-on', () => {
    const { moved, result } = moveAndRepair(plant(), 'o1/press', 'B');
    expect(moved.movedOperationId).toBe('o1/press');
    expect(moved.problem.operations.find((o) => o.id === 'o1/press')?.modes).toEqual([
      { workCenterId: 'B', runMinutes: 90 },
    ]);
    const op = (id: string) => result.operations.find((o) => o.operationId === id)!;
    expect(op('o1/press').workCenterId).toBe('B');
    expect(result.violations).toEqual([]);
    const cause = (id: string) => result.repair?.moves.find((m) => m.operationId === id)?.cause;
    expect(cause('o1/press')).toEqual({ kind: 'forced', reason: 'requested', workCenterId: 'A' });
    // o2 stays on A: nothing forces it to move.
    expect(op('o2/press').workCenterId).toBe('A');
    for (const m of result.repair?.moves ?? [])
      if (m.operationId !== 'o1/press') expect(m.cause.kind).not.toBe('forced');
  });

  it.each([
    ['a work center none of its modes is on', 'o3/press', 'A'],
    ['an operation the problem does not hold', 'o9/press', 'B'],
  ])('leaves the problem as it is for %s', (_, operationId, workCenterId) => {
    const problem = plant();
    const moved = applyDisruption(problem, { kind: 'move_operation', operationId, workCenterId });
    expect(moved.problem).toBe(problem);
    expect(moved.movedOperationId).toBeUndefined();
  });

  it('leaves a started (frozen) operation where it runs', () => {
    const problem = plant();
    const started = {
      ...problem,
      operations: problem.operations.map((o) =>
        o.id === 'o1/press' ? { ...o, frozen: { workCenterId: 'A', startAt: 0 } } : o,
      ),
    };
    const moved = applyDisruption(started, {
      kind: 'move_operation',
      operationId: 'o1/press',
      workCenterId: 'B',
    });
    expect(moved.problem).toBe(started);
  });
});
