import { describe, expect, it } from 'vitest';
import { makeOperation, makePlant } from '../../../test-fixtures/scheduler/test-factories.ts';
import { compileProblem } from '../compile/compile.ts';
import { MAKESPAN_OBJECTIVE } from '../options.ts';
import { schedule } from '../schedule.ts';
import { makespanLowerBound } from './lower-bound.ts';

/** Two orders A and B, each 4 min on W1 then 6 min on W2: W2 cannot start before minute 4, so 16. */
const problem = makePlant({
  operations: [
    makeOperation('A-1', 'A', { W1: 4 }),
    makeOperation('A-2', 'A', { W2: 6 }),
    makeOperation('B-1', 'B', { W1: 4 }),
    makeOperation('B-2', 'B', { W2: 6 }),
  ],
});

describe('the makespan lower bound with heads and tails', () => {
  it('sees that the second work center waits for the first (16, where load and order length give 12)', () => {
    expect(makespanLowerBound(compileProblem(problem))).toBe(16);
  });

  it('lets the search stop as soon as it meets the bound: the optimum, reported as optimal', () => {
    const result = schedule(problem, {
      objective: MAKESPAN_OBJECTIVE,
      algorithm: 'auto',
      maxIterations: 5000,
    });
    expect(result.kpis.makespanMinutes).toBe(16);
    expect(result.kpis.solverTimes.iterations).toBe(0);
  });
});
