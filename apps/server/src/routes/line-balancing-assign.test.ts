import { MAX_SALBP_NODE_BUDGET, StationAssignmentResponse } from '@takt/contract';
import { validateAssignment } from '@takt/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../app.test-support.ts';

/**
 * Station assignment through the API (issue 15): SALBP-1 and SALBP-2 on the caller's task graph,
 * 400 naming the field for graphs no line can have, and a bounded search on a large graph.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const assign = (payload: object, language = 'en-US') =>
  t.app.inject({
    method: 'POST',
    url: '/api/line-balancing/assign',
    payload,
    headers: { 'accept-language': language },
  });

/** Jackson's 11-task graph from Scholl's data set: 8 stations at cycle time 7 (LB1 says 7). */
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
const jackson = JACKSON_TIMES.map((time, i) => ({
  id: `T${i + 1}`,
  time,
  predecessors: JACKSON_ARCS.filter(([, b]) => b === i + 1).map(([a]) => `T${a}`),
}));

describe('POST /api/line-balancing/assign', () => {
  it('gives the fewest stations for a cycle time, proven, with every task placed after its predecessors', async () => {
    const res = await assign({ tasks: jackson, cycle_time: 7 });
    expect(res.statusCode, res.body).toBe(200);
    const body = StationAssignmentResponse.parse(res.json());
    expect(body).toMatchObject({ cycle_time: 7, station_count: 8, lower_bound: 8, optimal: true });
    expect(body.cycle_time_lower_bound).toBeNull();
    expect(body.stations).toHaveLength(8);
    expect(validateAssignment(jackson, 7, body.stations)).toEqual([]);
  });

  it('gives the shortest cycle time for a station count, with its lower bound', async () => {
    const res = await assign({ tasks: jackson, stations: 4 });
    expect(res.statusCode, res.body).toBe(200);
    const body = StationAssignmentResponse.parse(res.json());
    expect(body.station_count).toBeLessThanOrEqual(4);
    expect(body.cycle_time_lower_bound).toBe(body.cycle_time);
    expect(body.optimal).toBe(true);
    expect(validateAssignment(jackson, body.cycle_time, body.stations)).toEqual([]);
    const shorter = StationAssignmentResponse.parse(
      (await assign({ tasks: jackson, cycle_time: body.cycle_time - 1 })).json(),
    );
    expect(shorter.station_count).toBeGreaterThan(4);
  });

  it('names the field of a predecessor that is not among the tasks, in the caller’s language', async () => {
    const tasks = [
      { id: 'mix', time: 3, predecessors: [] },
      { id: 'mill', time: 4, predecessors: ['mix', 'cure'] },
    ];
    const res = await assign({ tasks, cycle_time: 10 }, 'pt-BR');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'LINE_TASK_UNKNOWN_PREDECESSOR',
      error: 'A tarefa mill cita a predecessora cure, que não está entre as tarefas',
      details: [{ field: 'body.tasks.1.predecessors.1' }],
    });
  });

  it('refuses a precedence loop and a task longer than the cycle time, naming the task', async () => {
    const loop = await assign({
      tasks: [
        { id: 'a', time: 1, predecessors: ['c'] },
        { id: 'b', time: 1, predecessors: ['a'] },
        { id: 'c', time: 1, predecessors: ['b'] },
      ],
      cycle_time: 5,
    });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().code).toBe('LINE_TASK_LOOP');
    expect(loop.json().details[0].field).toMatch(/^body\.tasks\.\d\.predecessors$/);

    const long = await assign({ tasks: jackson, cycle_time: 6 });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'LINE_TASK_TOO_LONG',
      error: 'Task T4 takes 7, longer than the cycle time 6: no station can hold it',
      details: [{ field: 'body.tasks.3.time' }],
    });
  });

  it('refuses a repeated task id, both or neither of cycle_time and stations, fractions and a budget above the bound', async () => {
    const twice = await assign({ tasks: [...jackson, jackson[0]], cycle_time: 10 });
    expect(twice.json()).toMatchObject({
      code: 'LINE_TASK_DUPLICATE',
      details: [{ field: 'body.tasks.11.id' }],
    });
    for (const payload of [
      { tasks: jackson, cycle_time: 10, stations: 3 },
      { tasks: jackson },
      { tasks: jackson, cycle_time: 7.5 },
      { tasks: [{ id: 'a', time: 0.5, predecessors: [] }], cycle_time: 7 },
      { tasks: jackson, cycle_time: 10, node_budget: MAX_SALBP_NODE_BUDGET + 1 },
    ]) {
      const res = await assign(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  /** A 1000-task tree-like graph (each task after one random earlier task). */
  const bigGraph = (maxTime: number) => {
    let s = 42;
    const rnd = () => {
      s = (s * 1103515245 + 12345) % 2 ** 31;
      return s / 2 ** 31;
    };
    return Array.from({ length: 1000 }, (_, i) => ({
      id: `t${i}`,
      time: 1 + Math.floor(rnd() * maxTime),
      predecessors: i === 0 ? [] : [`t${Math.floor(rnd() * i)}`],
    }));
  };

  it('answers a 1000-task graph within its node budget, valid and with a lower bound', async () => {
    const tasks = bigGraph(50);
    const started = performance.now();
    const res = await assign({ tasks, cycle_time: 97 });
    const seconds = (performance.now() - started) / 1000;
    expect(res.statusCode, res.body).toBe(200);
    const body = StationAssignmentResponse.parse(res.json());
    expect(body.nodes).toBeLessThanOrEqual(MAX_SALBP_NODE_BUDGET * 1.01);
    expect(body.lower_bound).toBeLessThanOrEqual(body.station_count);
    expect(body.lower_bound).toBeGreaterThanOrEqual(Math.ceil(tasks.reduce((a, x) => a + x.time, 0) / 97));
    expect(validateAssignment(tasks, 97, body.stations)).toEqual([]);
    expect(seconds).toBeLessThan(10);
  }, 30_000);

  it('keeps answering other callers while a long search runs: the search is off the request thread', async () => {
    const heavy = assign({ tasks: bigGraph(50), cycle_time: 97 }).then((res) => ({
      res,
      at: performance.now(),
    }));
    // The long request reaches its handler first; on the request thread it would hold this one back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const light = assign({ tasks: jackson, cycle_time: 7 }).then((res) => ({ res, at: performance.now() }));
    const [long, short] = await Promise.all([heavy, light]);
    expect(long.res.statusCode).toBe(200);
    expect(short.res.json()).toMatchObject({ station_count: 8, optimal: true });
    expect(short.at).toBeLessThan(long.at);
  }, 30_000);

  it('gives a 1000-task graph on 300 stations a cycle time close to its lower bound within the budget', async () => {
    const tasks = bigGraph(100_000);
    const res = await assign({ tasks, stations: 300 });
    expect(res.statusCode, res.body).toBe(200);
    const body = StationAssignmentResponse.parse(res.json());
    expect(body.station_count).toBeLessThanOrEqual(300);
    expect(validateAssignment(tasks, body.cycle_time, body.stations)).toEqual([]);
    const bound = body.cycle_time_lower_bound ?? 0;
    expect(bound).toBeGreaterThanOrEqual(Math.ceil(tasks.reduce((a, x) => a + x.time, 0) / 300));
    expect(body.cycle_time).toBeLessThanOrEqual(bound * 1.05);
    expect(body.nodes).toBeLessThanOrEqual(MAX_SALBP_NODE_BUDGET * 1.2);
  }, 30_000);
});
