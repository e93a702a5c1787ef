import { schedule, validateSchedule } from '@takt/engine';
import { describe, expect, it } from 'vitest';
import { buildSchedulingProblem } from '../../apps/server/src/services/schedule/build-problem.ts';
import { TEST_NOW } from '../../apps/server/src/test/fixtures.ts';
import { NOW_MS } from '../../scripts/generate-plant/production-orders.ts';
import { schedulingSnapshot } from '../../scripts/generate-plant/snapshot.ts';
import { manifest, plant } from './seed-files.ts';

// The schedule service's problem (build-problem.ts) over the seed as the server loads it at the
// tests' now, with the released plan as the baseline: the plan a planner starts from.
const built = buildSchedulingProblem(schedulingSnapshot(plant, manifest.time_zone), {
  now: TEST_NOW,
  keepBaseline: true,
});

describe('the released plan as Takt reads it at the tests’ now (issue 9)', () => {
  it('was settled at the tests’ now: Wednesday 07:00 plant time of the anchor week', () => {
    expect(NOW_MS).toBe(TEST_NOW.getTime());
    // The loader shifts and rolls the plant forward from this instant (apps/server/src/default-plant.ts).
    expect(manifest.as_of).toBe(TEST_NOW.toISOString());
  });

  it('starts no operation of an order not yet released before its material release (materialReleases)', () => {
    const releaseOf = new Map(built.releases.map((r) => [r.orderId, r.releaseAt]));
    // Only orders still 'Created' wait for material: the others have theirs.
    const gated = built.comparison.filter((op) => releaseOf.has(op.orderId));
    for (const op of gated)
      expect(op.startAt, op.operationId).toBeGreaterThanOrEqual(releaseOf.get(op.orderId)!);
    expect(gated.length).toBeGreaterThan(50);
    expect(built.releases.some((r) => r.releaseAt > 0)).toBe(true);
  });

  // Forced (listForcedMoves): started late, waiting for material, off its machine, outside working
  // time or in downtime; a repair lists each one with its reason among its moves.
  it('is kept as it is by a repair with no disruption: nothing forced to move, zero changes, every hard rule kept', () => {
    const result = schedule(built.problem, { repair: {} });
    expect(result.algorithm).toBe('repair');
    expect(result.repair?.moves).toEqual([]);
    expect(result.repair?.forcedOperations).toBe(0);
    expect(built.problem.operations.length).toBeGreaterThan(150);
    const planned = new Map(built.comparison.map((p) => [p.operationId, p]));
    const changed = result.operations
      .filter((op) => {
        const before = planned.get(op.operationId);
        return before?.startAt !== op.startAt || before?.workCenterId !== op.workCenterId;
      })
      .map((op) => op.operationId);
    expect(changed).toEqual([]);
    expect(validateSchedule(built.problem, result)).toEqual([]);
  });
});
