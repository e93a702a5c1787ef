import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomPlant } from '../../../test-fixtures/scheduler/random-plants.ts';
import { compileProblem } from '../compile/compile.ts';
import type { CompiledProblem } from '../compile/compiled-problem.ts';
import {
  commitPlacement,
  createPlacementState,
  type Placement,
  type PlacementState,
  placeOperation,
  resetPlacementState,
  setupOn,
} from '../decode/placement.ts';
import type { DispatchRule } from '../options.ts';
import { DispatchReadySet } from './dispatch-ready-set.ts';
import { dispatchKey, type RuleContext, ruleContext } from './priority-rules.ts';

/** The selection evaluated from scratch over every ready operation, as dispatch did before caching. */
function freshSelection(
  compiled: CompiledProblem,
  state: PlacementState,
  readyAt: Float64Array,
  context: RuleContext,
  ready: readonly number[],
): number {
  const starts = ready.map((i) => {
    let start = Number.POSITIVE_INFINITY;
    for (let k = compiled.modeStart[i]!; k < compiled.modeStart[i + 1]!; k++)
      start = Math.min(start, Math.max(readyAt[i]!, state.machineEnd[compiled.modeWorkCenter[k]!]!));
    return start;
  });
  let earliestCompletion = Number.POSITIVE_INFINITY;
  for (const i of ready) {
    for (let k = compiled.modeStart[i]!; k < compiled.modeStart[i + 1]!; k++) {
      const m = compiled.modeWorkCenter[k]!;
      const t = Math.max(readyAt[i]!, state.machineEnd[m]!);
      const setup = setupOn(compiled, m, state.machineFamily[m]!, compiled.family[i]!);
      earliestCompletion = Math.min(earliestCompletion, t + setup + compiled.modeRun[k]!);
    }
  }
  let best = -1;
  let bestKey = Number.POSITIVE_INFINITY;
  let bestTie = Number.POSITIVE_INFINITY;
  ready.forEach((i, position) => {
    if (starts[position]! > earliestCompletion) return;
    const key = dispatchKey(compiled, context, state, i, starts[position]!);
    const tie = -compiled.tailMinutes[i]! * 1e6 + i;
    if (key < bestKey || (key === bestKey && tie < bestTie)) {
      best = position;
      bestKey = key;
      bestTie = tie;
    }
  });
  return best;
}

/** Dispatches on each operation's first mode, checking every selection against a fresh evaluation. */
function countDisagreements(
  compiled: CompiledProblem,
  rule: DispatchRule,
): { steps: number; differ: number } {
  const n = compiled.operationIds.length;
  const state = createPlacementState(compiled);
  resetPlacementState(compiled, state);
  const readyAt = Float64Array.from(compiled.orderOf, (o) => compiled.orderRelease[o]!);
  const context = ruleContext(compiled, rule);
  const set = new DispatchReadySet(compiled, state, readyAt, context);
  const pending = Int32Array.from(
    { length: n },
    (_, i) => compiled.predStart[i + 1]! - compiled.predStart[i]!,
  );
  for (let i = 0; i < n; i++) if (pending[i] === 0) set.add(i);
  const placement: Placement = { startAt: 0, endAt: 0, setupMinutes: 0, mold: -1 };
  let steps = 0;
  let differ = 0;
  while (set.ready.length > 0) {
    const position = set.selectNext();
    if (position !== freshSelection(compiled, state, readyAt, context, set.ready)) differ++;
    steps++;
    const i = set.take(position);
    const mode = compiled.modeStart[i]!;
    if (!placeOperation(compiled, state, i, mode, readyAt[i]!, placement)) break;
    const m = compiled.modeWorkCenter[mode]!;
    const familyBefore = state.machineFamily[m];
    commitPlacement(compiled, state, i, mode, placement);
    set.workCenterChanged(m, state.machineFamily[m] !== familyBefore);
    for (let s = compiled.succStart[i]!; s < compiled.succStart[i + 1]!; s++) {
      const next = compiled.succList[s]!;
      readyAt[next] = Math.max(readyAt[next]!, placement.endAt + compiled.minLag[next]!);
      if (--pending[next]! === 0) set.add(next);
    }
  }
  return { steps, differ };
}

describe('the ready set of a dispatch', () => {
  it.each(['atcs', 'atc', 'edd', 'spt', 'mwkr'] as const)(
    'selects under %s exactly what a fresh evaluation of every ready operation selects',
    (rule) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.boolean(),
          fc.boolean(),
          (seed, cal, molds) => {
            const compiled = compileProblem(randomPlant(seed, { hasCalendars: cal, hasMolds: molds }));
            const { steps, differ } = countDisagreements(compiled, rule);
            expect(steps).toBeGreaterThan(0);
            expect(differ).toBe(0);
          },
        ),
        { numRuns: 60 },
      );
    },
  );
});
