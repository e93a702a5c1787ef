import { describe, expect, it } from 'vitest';
import { assignStations, minimizeCycleTime } from './assign-stations.ts';
import { martelloTothBound } from './bounds.ts';
import { SalbpInputError, type SalbpTask } from './model.ts';
import { validateAssignment } from './validate.ts';

/** Jackson's 11-task graph (Scholl's data set): 8 stations at cycle time 7, where LB1 gives 7. */
const JACKSON_TIMES = [6, 2, 5, 7, 1, 2, 3, 6, 5, 5, 4];
const JACKSON_ARCS = [
  [1, 2],
  [1, 3],
  [1, 4],
  [1, 5],
  [2, 6],
  [3, 7],
  [4, 7],
  [5, 7],
  [6, 8],
  [7, 9],
  [8, 10],
  [9, 11],
  [10, 11],
];
const jackson: SalbpTask[] = JACKSON_TIMES.map((time, i) => ({
  id: `T${i + 1}`,
  time,
  predecessors: JACKSON_ARCS.filter(([, b]) => b === i + 1).map(([a]) => `T${a}`),
}));

const chain = (times: number[]): SalbpTask[] =>
  times.map((time, i) => ({ id: `c${i}`, time, predecessors: i === 0 ? [] : [`c${i - 1}`] }));

/** Fewest stations by breadth-first search over precedence-closed task sets (tiny graphs only). */
function bruteForceStations(tasks: SalbpTask[], c: number): number {
  const n = tasks.length;
  const predMask = tasks.map((t) =>
    t.predecessors.reduce((m, p) => m | (1 << tasks.findIndex((x) => x.id === p)), 0),
  );
  const full = (1 << n) - 1;
  let level = new Set([0]);
  for (let k = 1; ; k++) {
    const next = new Set<number>();
    for (const done of level) {
      for (let add = full & ~done; add > 0; add = (add - 1) & (full & ~done)) {
        let load = 0;
        let ok = true;
        for (let i = 0; i < n && ok; i++) {
          if (!(add & (1 << i))) continue;
          load += tasks[i]?.time ?? 0;
          ok = load <= c && ((predMask[i] ?? 0) & ~(done | add)) === 0;
        }
        if (!ok) continue;
        if ((done | add) === full) return k;
        next.add(done | add);
      }
    }
    level = next;
  }
}

function randomGraph(seed: number, n: number): SalbpTask[] {
  let s = seed;
  const rnd = () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
  return Array.from({ length: n }, (_, i) => ({
    id: `t${i}`,
    time: 1 + Math.floor(rnd() * 9),
    predecessors: Array.from({ length: i }, (_, j) => `t${j}`).filter(() => rnd() < 0.25),
  }));
}

describe('assignStations', () => {
  it('needs 8 stations for Jackson at cycle time 7 although LB1 says 7, and proves it', () => {
    const r = assignStations({ tasks: jackson, cycleTime: 7 });
    expect(r.stationCount).toBe(8);
    expect(r.lowerBound).toBe(8);
    expect(r.optimal).toBe(true);
    expect(validateAssignment(jackson, 7, r.stations)).toEqual([]);
  });

  it('keeps a chain in order and cuts it only where the cycle time forces', () => {
    const tasks = chain([3, 3, 3, 3]);
    const at6 = assignStations({ tasks, cycleTime: 6 });
    expect(at6.stations.map((s) => s.tasks)).toEqual([
      ['c0', 'c1'],
      ['c2', 'c3'],
    ]);
    expect(assignStations({ tasks, cycleTime: 5 }).stationCount).toBe(4);
  });

  it('reports the bound that counts long tasks when total time alone is not tight', () => {
    const tasks = [4, 4, 4].map((time, i) => ({ id: `x${i}`, time, predecessors: [] }));
    const r = assignStations({ tasks, cycleTime: 7 });
    expect(r).toMatchObject({ stationCount: 3, lowerBound: 3, optimal: true });
  });

  it('proves 5 stations for three 60s and three 45s at cycle 100, where LB1, LB2 and LB3 say at most 4', () => {
    const times = [60, 60, 60, 45, 45, 45];
    expect(martelloTothBound(Int32Array.from(times), 100)).toBe(5);
    const tasks = times.map((time, i) => ({ id: `x${i}`, time, predecessors: [] }));
    expect(assignStations({ tasks, cycleTime: 100, nodeBudget: 0 })).toMatchObject({
      stationCount: 5,
      lowerBound: 5,
      optimal: true,
    });
  });

  it('matches a brute-force optimum on 30 random small graphs', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const tasks = randomGraph(seed, 9);
      const c = 9 + (seed % 7);
      const r = assignStations({ tasks, cycleTime: c });
      expect(validateAssignment(tasks, c, r.stations), `seed ${seed}`).toEqual([]);
      expect(r.stationCount, `seed ${seed}`).toBe(bruteForceStations(tasks, c));
      expect(r.optimal).toBe(true);
      expect(r.lowerBound).toBe(r.stationCount);
    }
  });

  it('gives the same answer for the same input, and stays valid without any search budget', () => {
    const tasks = randomGraph(99, 40);
    const a = assignStations({ tasks, cycleTime: 17 });
    expect(assignStations({ tasks, cycleTime: 17 })).toEqual(a);
    const quick = assignStations({ tasks, cycleTime: 17, nodeBudget: 0 });
    expect(validateAssignment(tasks, 17, quick.stations)).toEqual([]);
    expect(quick.stationCount).toBeGreaterThanOrEqual(a.stationCount);
    expect(quick.lowerBound).toBeLessThanOrEqual(a.stationCount);
  });

  it('rejects an unknown predecessor, a precedence loop, a task longer than the cycle and a duplicate id', () => {
    const failure = (tasks: SalbpTask[], cycleTime = 10) => {
      try {
        assignStations({ tasks, cycleTime });
      } catch (e) {
        if (e instanceof SalbpInputError) return { code: e.code, field: e.field, taskId: e.taskId };
      }
      return undefined;
    };
    expect(failure([{ id: 'a', time: 1, predecessors: ['zz'] }])).toEqual({
      code: 'UNKNOWN_PREDECESSOR',
      field: 'tasks[0].predecessors[0]',
      taskId: 'a',
    });
    expect(
      failure([
        { id: 'a', time: 1, predecessors: ['b'] },
        { id: 'b', time: 1, predecessors: ['a'] },
      ])?.code,
    ).toBe('PRECEDENCE_CYCLE');
    expect(failure([{ id: 'a', time: 11, predecessors: [] }])).toEqual({
      code: 'TASK_EXCEEDS_CYCLE',
      field: 'tasks[0].time',
      taskId: 'a',
    });
    expect(
      failure([
        { id: 'a', time: 1, predecessors: [] },
        { id: 'a', time: 2, predecessors: [] },
      ])?.code,
    ).toBe('DUPLICATE_TASK');
  });
});

describe('minimizeCycleTime', () => {
  it('splits independent tasks 5,4,3,3,3 over two stations at cycle time 9', () => {
    const tasks = [5, 4, 3, 3, 3].map((time, i) => ({ id: `x${i}`, time, predecessors: [] }));
    const r = minimizeCycleTime({ tasks, stations: 2 });
    expect(r).toMatchObject({ cycleTime: 9, cycleTimeLowerBound: 9, optimal: true });
    expect(validateAssignment(tasks, 9, r.stations)).toEqual([]);
  });

  it('finds the shortest cycle whose fewest stations fit, one below it needing more', () => {
    for (const m of [3, 4, 5, 6]) {
      const r = minimizeCycleTime({ tasks: jackson, stations: m });
      expect(r.optimal).toBe(true);
      expect(r.stationCount).toBeLessThanOrEqual(m);
      expect(validateAssignment(jackson, r.cycleTime, r.stations)).toEqual([]);
      const below = assignStations({ tasks: jackson, cycleTime: r.cycleTime - 1 });
      expect(below.optimal && below.stationCount > m, `m=${m}`).toBe(true);
    }
  });
});
