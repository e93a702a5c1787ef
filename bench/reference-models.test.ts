import { describe, expect, it } from 'vitest';
import { validateSchedule } from '../packages/engine/src/index.ts';
import { parseFlexibleJobShop, parseJobShop } from './instance-formats.ts';
import { flexibleShopDzn, flexibleShopReference, toFlexibleShop } from './reference-fjsp.ts';
import { minizincAvailable, solveWithGecode } from './reference-gecode.ts';
import { jobShopReference } from './reference-jsp.ts';

// Two jobs on two machines; J0-0 runs on M1 (3) or M2 (2), J0-1 on M2 (4), J1-0 on M1 (2), J1-1 on M1 (1) or M2 (5).
const FJS = '2 2 1.5\n2  2 1 3 2 2  1 2 4\n2  1 1 2  2 2 5 1 1\n';

describe('the flexible job shop for bench/reference/fjsp.mzn', () => {
  it('lists every operation with its predecessor in the job and its alternatives shortest first', () => {
    const shop = toFlexibleShop(parseFlexibleJobShop(FJS))!;
    expect(shop.predecessor).toEqual([0, 1, 0, 3]);
    expect(flexibleShopDzn(shop)).toBe(
      [
        'machines = 2;',
        'ops = 4;',
        'modes = 6;',
        'pred = [0,1,0,3];',
        'mode_first = [1,3,4,5];',
        'mode_count = [2,1,1,2];',
        'mode_op = [1,1,2,3,4,4];',
        'mode_machine = [2,1,2,1,1,2];',
        'mode_dur = [2,3,4,2,1,5];',
        '',
      ].join('\n'),
    );
  });

  it('rebuilds a printed solution as a schedule the validator accepts, and a wrong one as violations', () => {
    const problem = parseFlexibleJobShop(FJS);
    const shop = flexibleShopReference(problem)!;
    // J0-0 on M2 [0,2), J0-1 on M2 [2,6), J1-0 on M1 [0,2), J1-1 on M1 [2,3).
    const good = shop.rebuild('makespan=6\nstart=[0,2,0,2]\nsel=[1,1,1,1]\n');
    expect(good.map((o) => [o.operationId, o.workCenterId, o.startAt, o.endAt])).toEqual([
      ['J0-0', 'M2', 0, 2],
      ['J0-1', 'M2', 2, 6],
      ['J1-0', 'M1', 0, 2],
      ['J1-1', 'M1', 2, 3],
    ]);
    expect(validateSchedule(problem, { operations: good })).toEqual([]);
    // J1-1 moved to M2 overlaps J0-1 there.
    const clash = shop.rebuild('makespan=7\nstart=[0,2,0,2]\nsel=[1,1,1,2]\n');
    expect(validateSchedule(problem, { operations: clash }).length).toBeGreaterThan(0);
  });

  it('leaves out what the model does not cover (setups, explicit predecessors)', () => {
    const problem = parseFlexibleJobShop(FJS);
    problem.operations[1]!.setupFamily = 'red';
    expect(toFlexibleShop(problem)).toBeNull();
  });

  it.skipIf(!minizincAvailable())('Gecode proves the optimum of the small shop and it validates', () => {
    const problem = parseFlexibleJobShop(FJS);
    const outcome = solveWithGecode(problem, flexibleShopReference(problem)!, { seconds: 10 });
    expect(outcome).toMatchObject({ makespan: 6, optimal: true, violations: 0 });
  });
});

describe('the classic job shop for bench/reference/jsp.mzn', () => {
  // ft-style 2×2: J0 = M0 (3) then M1 (2), J1 = M1 (2) then M0 (4); optimum 7.
  const JSP = '2 2\n0 3 1 2\n1 2 0 4\n';

  it('rebuilds a printed solution as a schedule the validator accepts', () => {
    const problem = parseJobShop(JSP);
    const shop = jobShopReference(problem)!;
    const operations = shop.rebuild('makespan=7\nstart=[0,3,0,3]\n');
    expect(validateSchedule(problem, { operations })).toEqual([]);
    expect(jobShopReference(parseFlexibleJobShop(FJS))).toBeNull();
  });

  it.skipIf(!minizincAvailable())('Gecode proves the optimum of the small shop and it validates', () => {
    const problem = parseJobShop(JSP);
    const outcome = solveWithGecode(problem, jobShopReference(problem)!, { seconds: 10 });
    expect(outcome).toMatchObject({ makespan: 7, optimal: true, violations: 0 });
  });
});
