import { describe, expect, it } from 'vitest';
import type { SalbpTask } from './model.ts';
import { validateAssignment } from './validate.ts';

const tasks: SalbpTask[] = [
  { id: 'a', time: 3, predecessors: [] },
  { id: 'b', time: 4, predecessors: ['a'] },
  { id: 'c', time: 2, predecessors: ['a'] },
];
const codes = (stations: { tasks: string[]; load: number }[], cycle = 6) =>
  validateAssignment(tasks, cycle, stations).map((v) => v.code);

describe('validateAssignment', () => {
  it('accepts every task once, in precedence order, within the cycle time', () => {
    expect(
      codes([
        { tasks: ['a', 'c'], load: 5 },
        { tasks: ['b'], load: 4 },
      ]),
    ).toEqual([]);
  });

  it('reports a task on no station', () => {
    expect(codes([{ tasks: ['a', 'c'], load: 5 }])).toEqual(['TASK_MISSING']);
  });

  it('reports a task on two stations', () => {
    expect(
      codes([
        { tasks: ['a', 'c'], load: 5 },
        { tasks: ['b', 'c'], load: 4 },
      ]),
    ).toEqual(['TASK_REPEATED']);
  });

  it('reports a task the graph does not have', () => {
    expect(
      codes([
        { tasks: ['a', 'c'], load: 5 },
        { tasks: ['b', 'z'], load: 4 },
      ]),
    ).toEqual(['UNKNOWN_TASK']);
  });

  it('reports a task placed before its predecessor', () => {
    const found = validateAssignment(tasks, 6, [
      { tasks: ['b'], load: 4 },
      { tasks: ['a', 'c'], load: 5 },
    ]);
    expect(found).toMatchObject([{ code: 'PRECEDENCE', taskId: 'b', station: 0 }]);
  });

  it('reports a station loaded above the cycle time', () => {
    expect(
      codes([
        { tasks: ['a', 'b'], load: 7 },
        { tasks: ['c'], load: 2 },
      ]),
    ).toEqual(['OVERLOAD']);
  });

  it('reports a load that is not the sum of its tasks', () => {
    expect(
      codes([
        { tasks: ['a', 'c'], load: 4 },
        { tasks: ['b'], load: 4 },
      ]),
    ).toEqual(['LOAD_MISMATCH']);
  });
});
