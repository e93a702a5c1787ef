import { describe, expect, it } from 'vitest';
import { makeOperation, makeOrder, makePlant } from '../../../test-fixtures/scheduler/test-factories.ts';
import { compileProblem } from '../compile/compile.ts';
import { createTiming } from '../decode/solution.ts';
import { DEFAULT_OBJECTIVE } from '../options.ts';
import { createPrng } from './prng.ts';
import { chooseTarget } from './targets.ts';

/**
 * Three orders, each one hour on the press, all late in the plan below: `hopeless` is released after
 * its due date (late whatever the plan), `tight` and `easy` could each be on time alone.
 */
const plant = makePlant({
  orders: [
    makeOrder({ id: 'hopeless', releaseAt: 500, dueAt: 400 }),
    makeOrder({ id: 'tight', dueAt: 60 }),
    makeOrder({ id: 'easy', dueAt: 120 }),
  ],
  operations: [
    makeOperation('hopeless-press', 'hopeless', { press: 60 }),
    makeOperation('tight-press', 'tight', { press: 60 }),
    makeOperation('easy-press', 'easy', { press: 60 }),
  ],
});

/** The press runs hopeless, then tight, then easy: all three late. */
function lateTiming(compiled: ReturnType<typeof compileProblem>) {
  const timing = createTiming(3);
  ['hopeless-press', 'tight-press', 'easy-press'].forEach((id, k) => {
    const i = compiled.operationIds.indexOf(id);
    timing.startAt[i] = 500 + 60 * k;
    timing.endAt[i] = 560 + 60 * k;
  });
  return timing;
}

/** How often each operation is chosen over `draws` seeds. */
function countChoices(compiled: ReturnType<typeof compileProblem>, draws: number): Map<string, number> {
  const timing = lateTiming(compiled);
  const counts = new Map<string, number>();
  for (let seed = 1; seed <= draws; seed++) {
    const target = chooseTarget(compiled, DEFAULT_OBJECTIVE, timing, new Float64Array(3), createPrng(seed));
    const id = compiled.operationIds[target]!;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

describe('the order a tardiness search works on', () => {
  it('is seldom one that already ends as early as it could alone, though every late order gets turns', () => {
    const counts = countChoices(compileProblem(plant), 600);
    // Uniformly each would get 200 of 600; drawn by what it can give back half the time, hopeless gets
    // only its uniform half (about 100).
    expect(counts.get('hopeless-press')).toBeGreaterThan(50);
    expect(counts.get('hopeless-press')).toBeLessThan(150);
    expect(counts.get('tight-press')! + counts.get('easy-press')!).toBeGreaterThan(450);
  });

  it('favours the order with more minutes to win back when none could be on time', () => {
    // All released at 500: each is late even alone; easy ends 120 min after its alone end, tight 60.
    const counts = countChoices(
      compileProblem({ ...plant, orders: plant.orders.map((o) => ({ ...o, releaseAt: 500 })) }),
      600,
    );
    expect(counts.get('easy-press')!).toBeGreaterThan(counts.get('tight-press')! + 50);
    expect(counts.get('hopeless-press')).toBeGreaterThan(50);
  });
});
