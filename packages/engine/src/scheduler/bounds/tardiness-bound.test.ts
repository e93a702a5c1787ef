import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileProblem } from '../compile/compile.ts';
import type { CompiledProblem } from '../compile/compiled-problem.ts';
import {
  commitPlacement,
  createPlacementState,
  type Placement,
  type PlacementState,
  placeOperation,
  resetPlacementState,
} from '../decode/placement.ts';
import type { Operation, SchedulingProblem, WorkCenter } from '../model.ts';
import { schedule } from '../schedule.ts';
import { tardinessLowerBound } from './tardiness-bound.ts';

function copyState(state: PlacementState): PlacementState {
  return {
    machineEnd: state.machineEnd.slice(),
    machineFamily: state.machineFamily.slice(),
    machineLast: state.machineLast.slice(),
    machineInterval: state.machineInterval.slice(),
    moldEnd: state.moldEnd.slice(),
  };
}

/**
 * The optimum by enumeration: every order of appending operations (precedence kept) on every work
 * center, each at its earliest feasible time. For a regular objective some optimal schedule is among
 * these (append an optimal schedule's operations by start time: none starts later), without molds.
 */
function optimum(problem: SchedulingProblem): { weightedTardiness: number; lateOrders: number } {
  const compiled: CompiledProblem = compileProblem(problem);
  const n = compiled.operationIds.length;
  const best = { weightedTardiness: Number.POSITIVE_INFINITY, lateOrders: Number.POSITIVE_INFINITY };
  const endAt = new Float64Array(n);
  const pending = Int32Array.from(
    { length: n },
    (_, i) => compiled.predStart[i + 1]! - compiled.predStart[i]!,
  );
  const isPlaced = new Uint8Array(n);
  const visit = (state: PlacementState, placed: number) => {
    if (placed === n) {
      const completion = new Float64Array(compiled.orderDue.length).fill(Number.NEGATIVE_INFINITY);
      for (let i = 0; i < n; i++)
        completion[compiled.orderOf[i]!] = Math.max(completion[compiled.orderOf[i]!]!, endAt[i]!);
      let weighted = 0;
      let late = 0;
      compiled.orderDue.forEach((dueAt, o) => {
        const tardiness = Math.max(0, completion[o]!) - dueAt;
        if (tardiness > 1e-6) {
          late++;
          weighted += compiled.orderWeight[o]! * tardiness;
        }
      });
      best.weightedTardiness = Math.min(best.weightedTardiness, weighted);
      best.lateOrders = Math.min(best.lateOrders, late);
      return;
    }
    for (let i = 0; i < n; i++) {
      if (isPlaced[i] || pending[i] !== 0) continue;
      let ready = compiled.orderRelease[compiled.orderOf[i]!]!;
      for (let p = compiled.predStart[i]!; p < compiled.predStart[i + 1]!; p++)
        ready = Math.max(ready, endAt[compiled.predList[p]!]! + compiled.minLag[i]!);
      for (let k = compiled.modeStart[i]!; k < compiled.modeStart[i + 1]!; k++) {
        const next = copyState(state);
        const placement: Placement = { startAt: 0, endAt: 0, setupMinutes: 0, mold: -1 };
        if (!placeOperation(compiled, next, i, k, ready, placement)) continue;
        commitPlacement(compiled, next, i, k, placement);
        endAt[i] = placement.endAt;
        isPlaced[i] = 1;
        for (let s = compiled.succStart[i]!; s < compiled.succStart[i + 1]!; s++)
          pending[compiled.succList[s]!]!--;
        visit(next, placed + 1);
        for (let s = compiled.succStart[i]!; s < compiled.succStart[i + 1]!; s++)
          pending[compiled.succList[s]!]!++;
        isPlaced[i] = 0;
      }
    }
  };
  const state = createPlacementState(compiled);
  resetPlacementState(compiled, state);
  visit(state, 0);
  return best;
}

const tinyPlant = fc
  .record({
    workCenterCount: fc.integer({ min: 1, max: 2 }),
    hasShifts: fc.boolean(),
    orders: fc.array(
      fc.record({
        releaseAt: fc.integer({ min: 0, max: 120 }),
        dueAt: fc.integer({ min: 0, max: 400 }),
        weight: fc.integer({ min: 1, max: 3 }),
        steps: fc.array(
          fc.record({
            runs: fc.array(fc.integer({ min: 5, max: 90 }), { minLength: 1, maxLength: 2 }),
            firstWorkCenter: fc.nat(),
            family: fc.integer({ min: -1, max: 1 }),
            minWaitMinutes: fc.integer({ min: 0, max: 30 }),
          }),
          { minLength: 1, maxLength: 2 },
        ),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  })
  .map(({ workCenterCount, hasShifts, orders }): SchedulingProblem => {
    const workCenters: WorkCenter[] = Array.from({ length: workCenterCount }, (_, m) => ({
      id: `W${m}`,
      type: 'line',
      ...(hasShifts
        ? {
            calendar: {
              workingWindows: Array.from({ length: 40 }, (_, d) => ({
                startAt: d * 240 + 60 * m,
                endAt: d * 240 + 60 * m + 150,
              })),
            },
          }
        : {}),
    }));
    const operations: Operation[] = orders.flatMap((order, o) =>
      order.steps.map((step, s) => ({
        id: `O${o}-${s}`,
        orderId: `O${o}`,
        modes: step.runs.slice(0, workCenterCount).map((runMinutes, k) => ({
          workCenterId: `W${(step.firstWorkCenter + k) % workCenterCount}`,
          runMinutes,
        })),
        ...(step.family >= 0 ? { setupFamily: `F${step.family}` } : {}),
        ...(s > 0 ? { minWaitMinutes: step.minWaitMinutes } : {}),
      })),
    );
    return {
      orders: orders.map((order, o) => ({
        id: `O${o}`,
        releaseAt: order.releaseAt,
        dueAt: order.dueAt,
        weight: order.weight,
      })),
      operations,
      workCenters,
      setupMatrices: [
        { workCenterType: 'line', rules: [{ fromFamily: '*', toFamily: '*', setupMinutes: 25 }] },
      ],
    };
  });

describe('tardiness lower bound', () => {
  it('is the optimum when two orders due at once share one machine: one is an hour late', () => {
    const problem: SchedulingProblem = {
      orders: [
        { id: 'A', dueAt: 60, weight: 1 },
        { id: 'B', dueAt: 60, weight: 3 },
      ],
      operations: [
        { id: 'A1', orderId: 'A', modes: [{ workCenterId: 'M', runMinutes: 60 }] },
        { id: 'B1', orderId: 'B', modes: [{ workCenterId: 'M', runMinutes: 60 }] },
      ],
      workCenters: [{ id: 'M' }],
    };
    expect(tardinessLowerBound(problem)).toMatchObject({
      weightedTardinessMinutes: 60,
      lateOrders: 1,
      lateAlone: 0,
      bindingWorkCenterIds: ['M'],
    });
    expect(optimum(problem)).toEqual({ weightedTardiness: 60, lateOrders: 1 });
  });

  it('counts an order late on its own: released after its due date less its work', () => {
    const problem: SchedulingProblem = {
      orders: [{ id: 'A', releaseAt: 100, dueAt: 120, weight: 2 }],
      operations: [{ id: 'A1', orderId: 'A', modes: [{ workCenterId: 'M', runMinutes: 50 }] }],
      workCenters: [{ id: 'M', calendar: { workingWindows: [{ startAt: 0, endAt: 1000 }] } }],
    };
    expect(tardinessLowerBound(problem)).toMatchObject({ weightedTardinessMinutes: 60, lateOrders: 1 });
  });

  it('never exceeds the optimum found by enumerating every schedule of a tiny plant', () => {
    fc.assert(
      fc.property(tinyPlant, (problem) => {
        const bound = tardinessLowerBound(problem);
        const best = optimum(problem);
        expect(bound.weightedTardinessMinutes).toBeLessThanOrEqual(best.weightedTardiness + 1e-6);
        expect(bound.lateOrders).toBeLessThanOrEqual(best.lateOrders);
      }),
      { numRuns: 150 },
    );
  });

  it('stays below what the scheduler finds, and is tight on some tiny plants', () => {
    let tight = 0;
    fc.assert(
      fc.property(tinyPlant, (problem) => {
        const bound = tardinessLowerBound(problem);
        const found = schedule(problem, { maxIterations: 50 });
        const weighted = found.orders.reduce(
          (sum, o, k) => sum + o.tardinessMinutes * problem.orders[k]!.weight!,
          0,
        );
        expect(bound.weightedTardinessMinutes).toBeLessThanOrEqual(weighted + 1e-6);
        if (
          bound.weightedTardinessMinutes > 0 &&
          Math.abs(bound.weightedTardinessMinutes - optimum(problem).weightedTardiness) < 1e-6
        )
          tight++;
      }),
      { numRuns: 80 },
    );
    expect(tight).toBeGreaterThan(0);
  });
});
