import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaktDatabase } from '../db/database.ts';
import { openTestDatabase } from '../db/test-database.test-support.ts';
import { parseRunEvent, RUN_CHANNEL, RunEvents } from '../services/schedule/run-events.ts';
import { FALLBACK_POLL_MS, waitForRun } from '../services/schedule/run-state.ts';
import { enqueueRun } from '../services/schedule/solve-queue.ts';
import { JobRunner } from './job-runner.ts';
import { tinyRun } from './tiny-run.test-support.ts';

let database: TaktDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const caller = { userId: 't', key: 'user:t' };

async function queueRun(input: unknown): Promise<string> {
  const runId = randomUUID();
  await enqueueRun(database.db, caller, undefined, {
    run_id: runId,
    dataset_id: 'default',
    owner_key: caller.key,
    status: 'queued',
    input: JSON.stringify(input),
  });
  return runId;
}

describe('solve events wake waiters instead of a sleep loop (issue 12, point 5)', () => {
  it('a wait settles at its run’s event, not at another run’s', async () => {
    const events = new RunEvents();
    const wake = events.wake('run-1', 60_000);
    let settled = false;
    void wake.settled.then(() => {
      settled = true;
    });
    events.emit({ kind: 'progress', runId: 'run-2' });
    await Promise.resolve();
    expect(settled).toBe(false);
    events.emit({ kind: 'finished', runId: 'run-1' });
    await wake.settled;
    expect(settled).toBe(true);
  });

  it('a wait nobody wakes settles after its fallback time', async () => {
    const started = Date.now();
    await new RunEvents().wake('run-1', 30).settled;
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it.each([
    ['finished:0b5f', { kind: 'finished', runId: '0b5f' }],
    ['cancel:ab:cd', { kind: 'cancel', runId: 'ab:cd' }],
    ['resized:0b5f', undefined],
    ['no-colon', undefined],
  ])('reads the notification %s', (payload, event) => {
    expect(parseRunEvent(payload)).toEqual(event);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, queueing a solve notifies every listening process',
    async () => {
      const heard: string[] = [];
      const stop = await database.listen!(RUN_CHANNEL, (payload) => heard.push(payload));
      try {
        const runId = await queueRun({});
        const deadline = Date.now() + 5_000;
        while (!heard.includes(`queued:${runId}`) && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(heard).toContain(`queued:${runId}`);
        await database.db.deleteFrom('schedule_runs').where('run_id', '=', runId).execute();
      } finally {
        await stop();
      }
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, a wait in one process wakes when another process finishes the run, without polling',
    async () => {
      // The waiting process hears the database's notifications; the other process has events of its own.
      const waiter = new RunEvents();
      const stop = await database.listen!(RUN_CHANNEL, (payload) => {
        const event = parseRunEvent(payload);
        if (event) waiter.emit(event);
      });
      const other = new JobRunner(database.db, 1);
      try {
        const runId = await queueRun(tinyRun());
        const started = Date.now();
        const waiting = waitForRun(database.db, caller, runId, 30_000, {
          whenFinished: () => undefined,
          events: waiter,
        });
        await other.kick();
        const result = await waiting;
        expect(result.run_id).toBe(runId);
        // Woken by the notification: well before the fallback poll would have looked again.
        expect(Date.now() - started).toBeLessThan(FALLBACK_POLL_MS);
      } finally {
        await other.stop();
        await stop();
      }
    },
    30_000,
  );
});
