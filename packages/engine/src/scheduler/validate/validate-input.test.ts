import { describe, expect, it } from 'vitest';
import { makeOperation, makePlant, makeWorkCenter } from '../../../test-fixtures/scheduler/test-factories.ts';
import { SchedulingInputError } from '../errors.ts';
import { schedule } from '../schedule.ts';
import { validateProblem } from './validate-input.ts';

function offendersOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SchedulingInputError);
    return (error as SchedulingInputError).offenders.map((o) => [o.code, o.id]);
  }
  throw new Error('expected a SchedulingInputError');
}

describe('input validation', () => {
  it('lists every operation on a precedence cycle', () => {
    const plant = makePlant({
      operations: [
        makeOperation('a', 'o1', { press: 10 }, { predecessorIds: ['c'] }),
        makeOperation('b', 'o1', { press: 10 }, { predecessorIds: ['a'] }),
        makeOperation('c', 'o1', { press: 10 }, { predecessorIds: ['b'] }),
        makeOperation('d', 'o1', { press: 10 }, { predecessorIds: ['c'] }),
      ],
    });
    expect(offendersOf(() => schedule(plant))).toEqual([
      ['PRECEDENCE_CYCLE', 'a'],
      ['PRECEDENCE_CYCLE', 'b'],
      ['PRECEDENCE_CYCLE', 'c'],
    ]);
  });

  it('lists operations with no eligible work center and invalid durations together', () => {
    const plant = makePlant({
      operations: [
        makeOperation('a', 'o1', {}),
        makeOperation('b', 'o1', { press: -5 }),
        makeOperation('c', 'o2', { press: Number.NaN }),
      ],
    });
    const offenders = offendersOf(() => validateProblem(plant));
    expect(offenders).toContainEqual(['NO_ELIGIBLE_WORK_CENTER', 'a']);
    expect(offenders).toContainEqual(['INVALID_DURATION', 'b']);
    expect(offenders).toContainEqual(['INVALID_DURATION', 'c']);
  });

  it('rejects an operation whose molds fit none of its presses', () => {
    const plant = makePlant({
      operations: [makeOperation('a', 'o1', { press1: 10 }, { moldIds: ['m1'] })],
      workCenters: [makeWorkCenter({ id: 'press1' }), makeWorkCenter({ id: 'press2' })],
      molds: [{ id: 'm1', workCenterIds: ['press2'] }],
    });
    expect(offendersOf(() => validateProblem(plant))).toEqual([['NO_ELIGIBLE_WORK_CENTER', 'a']]);
  });

  it('names an order that cannot fit any calendar within the horizon', () => {
    const plant = makePlant({
      operations: [makeOperation('long', 'o1', { press: 600 }), makeOperation('short', 'o2', { press: 60 })],
      workCenters: [
        makeWorkCenter({ id: 'press', calendar: { workingWindows: [{ startAt: 0, endAt: 480 }] } }),
      ],
    });
    expect(offendersOf(() => schedule(plant))).toEqual([['ORDER_CANNOT_FIT_CALENDAR', 'o1']]);
  });

  it('names unknown references and frozen operations on ineligible work centers', () => {
    const plant = makePlant({
      operations: [
        makeOperation('a', 'ghost', { press: 10 }),
        makeOperation('b', 'o1', { press: 10 }, { frozen: { workCenterId: 'mixer', startAt: 0 } }),
      ],
      orders: [{ id: 'o1' }],
    });
    const offenders = offendersOf(() => validateProblem(plant));
    expect(offenders).toContainEqual(['UNKNOWN_REFERENCE', 'a']);
    expect(offenders).toContainEqual(['FROZEN_INVALID', 'b']);
  });
});
