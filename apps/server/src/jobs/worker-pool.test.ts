import type { StationAssignmentRequest } from '@takt/contract';
import { afterAll, describe, expect, it } from 'vitest';
import type { StationAssignmentMessage } from './station-assignment-worker.ts';
import { WorkerPool } from './worker-pool.ts';

const line = (cycleTime: number): StationAssignmentRequest => ({
  tasks: [
    { id: 'A', time: 4, predecessors: [] },
    { id: 'B', time: 3, predecessors: ['A'] },
    { id: 'C', time: 5, predecessors: ['A'] },
  ],
  cycle_time: cycleTime,
  node_budget: 1_000,
});

const broken: StationAssignmentMessage = { type: 'failed', message: 'broken' };
const pool = new WorkerPool<StationAssignmentRequest, StationAssignmentMessage, StationAssignmentMessage>(
  'station-assignment-worker',
  { broken, maxRunning: 1, maxWaiting: 1 },
);
afterAll(() => pool.stop());

describe('WorkerPool: long work off the request thread, within bounds', () => {
  it('runs one at a time, lets one wait, refuses the next, and runs the waiting one after', async () => {
    const first = pool.run(line(12), (m) => m);
    const second = pool.run(line(7), (m) => m);
    expect(pool.run(line(9), (m) => m)).toBeUndefined();
    expect(first && second).toBeDefined();
    const [a, b] = await Promise.all([first!.result, second!.result]);
    expect(a).toMatchObject({ type: 'done', response: { station_count: 1 } });
    expect(b).toMatchObject({ type: 'done', response: { station_count: 2 } });
    // Both ended, so the pool takes work again, on the thread kept idle.
    await expect(pool.run(line(12), (m) => m)!.result).resolves.toMatchObject({ type: 'done' });
  }, 60_000);

  it('ends a stopped run as broken, a waiting one without running it, and goes on with the next', async () => {
    const running = pool.run(line(12), (m) => m)!;
    const waiting = pool.run(line(7), (m) => m)!;
    waiting.stop();
    // The stopped run gave up its place in the queue: another may wait there.
    const next = pool.run(line(9), (m) => m);
    expect(next).toBeDefined();
    next!.stop();
    await expect(next!.result).resolves.toEqual(broken);
    running.stop();
    await expect(running.result).resolves.toEqual(broken);
    await expect(waiting.result).resolves.toEqual(broken);
    await expect(pool.run(line(7), (m) => m)!.result).resolves.toMatchObject({
      type: 'done',
      response: { station_count: 2 },
    });
  }, 60_000);

  it('answers the engine’s refusal of a graph as a message naming the field', async () => {
    const loop: StationAssignmentRequest = {
      tasks: [
        { id: 'A', time: 1, predecessors: ['B'] },
        { id: 'B', time: 1, predecessors: ['A'] },
      ],
      cycle_time: 5,
      node_budget: 1_000,
    };
    await expect(pool.run(loop, (m) => m)!.result).resolves.toMatchObject({
      type: 'refused',
      code: 'PRECEDENCE_CYCLE',
    });
  }, 60_000);
});
