import { describe, expect, it } from 'vitest';
import {
  makeOperation,
  makeOrder,
  makePlant,
  makeWorkCenter,
} from '../../test-fixtures/scheduler/test-factories.ts';
import type { Schedule, SchedulingProblem } from './model.ts';
import { MAKESPAN_OBJECTIVE } from './options.ts';
import { schedule } from './schedule.ts';
import { validateSchedule } from './validate/validate.ts';

function solve(problem: SchedulingProblem, options: Parameters<typeof schedule>[1] = {}): Schedule {
  const result = schedule(problem, { maxIterations: 500, ...options });
  expect(validateSchedule(problem, result)).toEqual([]);
  return result;
}

const at = (result: Schedule, operationId: string) =>
  result.operations.find((o) => o.operationId === operationId)!;

describe('schedule: what a planner expects', () => {
  it('groups setups by compound on a mixer', () => {
    const families = ['EPDM', 'NBR', 'EPDM', 'NBR', 'EPDM', 'NBR'];
    const plant = makePlant({
      operations: families.map((family, k) =>
        makeOperation(`mix${k}`, `o${k}`, { mixer: 60 }, { setupFamily: family }),
      ),
      workCenters: [makeWorkCenter({ id: 'mixer', type: 'mixer' })],
      setupMatrices: [
        { workCenterType: 'mixer', rules: [{ fromFamily: '*', toFamily: '*', setupMinutes: 90 }] },
      ],
    });
    const result = solve(plant);
    expect(result.kpis.setupCount).toBe(1);
    expect(result.kpis.setupHours).toBe(1.5);
  });

  it.each(['dispatch', 'auto'] as const)('keeps work out of a maintenance window (%s)', (algorithm) => {
    const plant = makePlant({
      operations: [1, 2, 3].map((k) => makeOperation(`p${k}`, `o${k}`, { press: 50 })),
      workCenters: [
        makeWorkCenter({ id: 'press', calendar: { unavailable: [{ startAt: 60, endAt: 180 }] } }),
      ],
    });
    const result = solve(plant, { algorithm });
    for (const operation of result.operations)
      expect(operation.endAt <= 60 || operation.startAt >= 180).toBe(true);
    expect(result.kpis.makespanMinutes).toBe(280);
  });

  it('leaves a frozen operation where the planner locked it', () => {
    const plant = makePlant({
      operations: [
        makeOperation('locked', 'o1', { press: 40 }, { frozen: { workCenterId: 'press', startAt: 30 } }),
        makeOperation('a', 'o2', { press: 25 }),
        makeOperation('b', 'o3', { press: 25 }),
      ],
    });
    const result = solve(plant);
    expect(at(result, 'locked')).toMatchObject({ startAt: 30, endAt: 70, isFrozen: true });
    expect(result.kpis.makespanMinutes).toBe(95);
  });

  it('never puts one mold on two presses at once', () => {
    const plant = makePlant({
      operations: [
        makeOperation('a', 'o1', { press1: 100, press2: 100 }, { moldIds: ['M1'] }),
        makeOperation('b', 'o2', { press1: 100, press2: 100 }, { moldIds: ['M1'] }),
      ],
      molds: [{ id: 'M1', workCenterIds: ['press1', 'press2'] }],
    });
    const result = solve(plant);
    const [a, b] = [at(result, 'a'), at(result, 'b')];
    expect(a.moldId).toBe('M1');
    expect(a.endAt <= b.startAt || b.endAt <= a.startAt).toBe(true);
    expect(result.kpis.makespanMinutes).toBe(200);
  });

  it('trims within the maximum wait after curing, delaying the cure when the trimmer is busy', () => {
    const plant = makePlant({
      operations: [
        makeOperation('busy', 'o0', { trimmer: 200 }, { frozen: { workCenterId: 'trimmer', startAt: 0 } }),
        makeOperation('cure', 'o1', { press: 60 }),
        makeOperation('trim', 'o1', { trimmer: 30 }, { minWaitMinutes: 10, maxWaitMinutes: 20 }),
      ],
    });
    const result = solve(plant, { algorithm: 'dispatch' });
    const wait = at(result, 'trim').startAt - at(result, 'cure').endAt;
    expect(wait).toBeGreaterThanOrEqual(10);
    expect(wait).toBeLessThanOrEqual(20);
  });

  it('keeps a maximum wait it cannot meet as short as possible and reports it as a broken rule', () => {
    // The cure has already started (frozen); the trimmer is booked until 200, so the wait of 20 cannot hold.
    const plant = makePlant({
      operations: [
        makeOperation('busy', 'o0', { trimmer: 200 }, { frozen: { workCenterId: 'trimmer', startAt: 0 } }),
        makeOperation('cure', 'o1', { press: 60 }, { frozen: { workCenterId: 'press', startAt: 0 } }),
        makeOperation('trim', 'o1', { trimmer: 30 }, { maxWaitMinutes: 20 }),
      ],
    });
    const result = schedule(plant, { algorithm: 'auto', maxIterations: 200 });
    expect(at(result, 'trim').startAt).toBe(200);
    expect(validateSchedule(plant, result).map((v) => v.code)).toEqual(['MAX_WAIT']);
    expect(result.violations).toEqual([
      expect.objectContaining({ code: 'MAX_WAIT', operationIds: ['cure', 'trim'] }),
    ]);
  });

  it('charges the setup from a work center set up for a family no order uses', () => {
    const plant = makePlant({
      operations: [makeOperation('mix', 'o1', { mixer: 30 }, { setupFamily: 'EPDM' })],
      workCenters: [{ id: 'mixer', initialSetupFamily: 'NBR' }],
      setupMatrices: [
        { workCenterType: 'mixer', rules: [{ fromFamily: '*', toFamily: '*', setupMinutes: 45 }] },
      ],
    });
    const result = schedule(plant, { algorithm: 'dispatch' });
    expect(at(result, 'mix').setupMinutes).toBe(45);
    expect(result.violations).toEqual([]);
  });

  it('lets a rush order jump the queue', () => {
    const normal = [1, 2, 3, 4].map((k) => makeOperation(`n${k}`, `normal${k}`, { press: 60 }));
    const plant = makePlant({
      operations: [...normal, makeOperation('rush', 'rush', { press: 30 })],
      orders: [
        ...normal.map((o) => makeOrder({ id: o.orderId, dueAt: 10_000 })),
        makeOrder({ id: 'rush', dueAt: 60, weight: 5 }),
      ],
    });
    const result = solve(plant, { algorithm: 'dispatch' });
    expect(at(result, 'rush').startAt).toBe(0);
    expect(result.kpis.lateOrders).toBe(0);
    expect(result.kpis.onTimeDeliveryPercent).toBe(100);
  });

  it('moves work to the alternative press when the planned one breaks down', () => {
    const operations = [1, 2, 3].map((k) => makeOperation(`p${k}`, `o${k}`, { pressA: 50, pressB: 60 }));
    const orders = operations.map((o) => makeOrder({ id: o.orderId, dueAt: 400 }));
    const baseline = solve(makePlant({ operations, orders }), { objective: MAKESPAN_OBJECTIVE });
    const broken = makePlant({
      operations,
      orders,
      workCenters: [
        makeWorkCenter({ id: 'pressA', calendar: { unavailable: [{ startAt: 0, endAt: 2000 }] } }),
        makeWorkCenter({ id: 'pressB' }),
      ],
      baseline: { operations: baseline.operations },
    });
    const repaired = solve(broken);
    expect(repaired.operations.every((o) => o.workCenterId === 'pressB')).toBe(true);
    expect(repaired.kpis.lateOrders).toBe(0);
    const plannedOn = new Map(baseline.operations.map((o) => [o.operationId, o.workCenterId]));
    const machineChanges = repaired.operations.filter((o) => plannedOn.get(o.operationId) !== o.workCenterId);
    expect(machineChanges.length).toBe(baseline.operations.filter((o) => o.workCenterId === 'pressA').length);
  });

  it('keeps a repair within the machine-change limit', () => {
    const operations = [1, 2, 3, 4].map((k) => makeOperation(`p${k}`, `o${k}`, { pressA: 50, pressB: 50 }));
    const baselineOperations = operations.map((o, k) => ({
      operationId: o.id,
      workCenterId: 'pressA',
      startAt: 50 * k,
    }));
    const plant = makePlant({
      operations,
      orders: operations.map((o) => makeOrder({ id: o.orderId, dueAt: 100 })),
      workCenters: [
        makeWorkCenter({ id: 'pressA', calendar: { unavailable: [{ startAt: 0, endAt: 100 }] } }),
        makeWorkCenter({ id: 'pressB' }),
      ],
      baseline: { operations: baselineOperations, maxMachineChanges: 1 },
    });
    const result = solve(plant);
    expect(result.kpis.machineChanges).toBeLessThanOrEqual(1);
    expect(result.warnings).toEqual([]);
  });

  it('reports progress on every new best and stops when asked', () => {
    const plant = makePlant({
      operations: [1, 2, 3, 4].map((k) => makeOperation(`p${k}`, `o${k}`, { press: 10 * k })),
    });
    const reports: number[] = [];
    let polls = 0;
    const result = solve(plant, {
      onProgress: (r) => reports.push(r.objective),
      shouldStop: () => ++polls > 3,
    });
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.at(-1)).toBe(result.objective);
    expect(result.kpis.solverTimes.iterations).toBeLessThanOrEqual(3);
  });

  it('measures KPIs: makespan, utilization, setups and lateness', () => {
    const plant = makePlant({
      operations: [makeOperation('a', 'o1', { press: 60 }), makeOperation('b', 'o1', { trimmer: 30 })],
      orders: [makeOrder({ id: 'o1', dueAt: 60 })],
    });
    const { kpis } = solve(plant, { algorithm: 'dispatch' });
    expect(kpis).toMatchObject({
      makespanMinutes: 90,
      lateOrders: 1,
      totalTardinessMinutes: 30,
      onTimeDeliveryPercent: 0,
      setupCount: 0,
    });
    expect(kpis.utilizationByWorkCenter).toEqual({ press: 60 / 90, trimmer: 30 / 90 });
    expect(kpis.overallUtilization).toBeCloseTo(90 / 180);
  });
});
