import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import type { ScheduleRunInput } from '../services/schedule/run-input.ts';

/**
 * Issue 11, "the solver queue can be flooded": per-caller limits on queued and running solves,
 * anonymous solves on a short leash, and a cancel for the owner. Runs on PGlite, and on PostgreSQL
 * when TEST_DATABASE_URL is set — there the parallel posts truly overlap.
 */
const PER_USER = 3;
const PER_ANONYMOUS = 1;
const ANONYMOUS_CAP_MS = 4_000;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    config: {
      solveQueue: { perUser: PER_USER, perAnonymous: PER_ANONYMOUS, anonymousTimeCapMs: ANONYMOUS_CAP_MS },
    },
  });
}, 60_000);
afterAll(() => t.close());
// Every test leaves the queue empty, so the next one starts with no solve counted against anyone.
afterEach(async () => {
  await t.database.db
    .updateTable('schedule_runs')
    .set({ status: 'cancelled', cancel_requested_at: new Date() })
    .where('status', '=', 'queued')
    .execute();
  await t.database.db
    .updateTable('schedule_runs')
    .set({ cancel_requested_at: new Date() })
    .where('status', '=', 'running')
    .execute();
  await until(async () => (await activeRuns()) === 0);
}, 60_000);

/** A solve that would search for a minute: it stays queued or running until cancelled. */
const LONG_SOLVE = {
  prompt: 'Create an optimal schedule for today',
  backend: 'offline',
  algorithm: 'tabu',
  work_budget: 1_000_000,
  time_budget_ms: 60_000,
};
const start = (headers: Record<string, string>, payload: object = LONG_SOLVE) =>
  t.app.inject({ method: 'POST', url: '/api/schedule/runs', headers, payload });
const cancel = (headers: Record<string, string>, runId: string) =>
  t.app.inject({ method: 'POST', url: `/api/schedule/runs/${runId}/cancel`, headers });
const statusOf = async (headers: Record<string, string>, runId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/schedule/runs/${runId}`, headers })).json()
    .status as string;
const activeRuns = async () =>
  (
    await t.database.db
      .selectFrom('schedule_runs')
      .select('run_id')
      .where('status', 'in', ['queued', 'running'])
      .execute()
  ).length;

async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function started(headers: Record<string, string>) {
  const response = await start(headers);
  expect(response.statusCode, response.body).toBe(202);
  return response.json().run_id as string;
}

describe('per-caller limits on queued and running solves (issue 11)', () => {
  it('past a signed-in user’s limit: 429 in the one error shape with Retry-After; others go on', async () => {
    const uma = asUser('uma');
    for (let i = 0; i < PER_USER; i++) await started(uma);
    const refused = await start({ ...uma, 'accept-language': 'pt-BR' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ error: expect.any(String), code: 'SOLVE_QUEUE_FULL', details: [] });
    expect(refused.json().error).toContain(String(PER_USER));
    // Another caller's queue is their own.
    await started(asUser('vic'));
  }, 60_000);

  it('a cancelled solve no longer counts: the caller may start another', async () => {
    const wil = asUser('wil');
    const ids = [];
    for (let i = 0; i < PER_USER; i++) ids.push(await started(wil));
    expect((await start(wil)).statusCode).toBe(429);
    expect((await cancel(wil, ids.at(-1)!)).statusCode).toBeLessThan(300);
    await started(wil);
  }, 60_000);

  it('anonymous callers get the low limit and a short wall-clock cap', async () => {
    const anonymous = {};
    const runId = await started(anonymous);
    const refused = await start(anonymous);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('SOLVE_QUEUE_FULL');
    expect(refused.headers['retry-after']).toBeDefined();
    const row = await t.database.db
      .selectFrom('schedule_runs')
      .select('input')
      .where('run_id', '=', runId)
      .executeTakeFirstOrThrow();
    expect((row.input as ScheduleRunInput).options.timeBudgetMs).toBe(ANONYMOUS_CAP_MS);
  }, 60_000);

  it('a signed-in user’s budget is left as asked', async () => {
    const runId = await started(asUser('xan'));
    const row = await t.database.db
      .selectFrom('schedule_runs')
      .select('input')
      .where('run_id', '=', runId)
      .executeTakeFirstOrThrow();
    expect((row.input as ScheduleRunInput).options.timeBudgetMs).toBe(LONG_SOLVE.time_budget_ms);
  }, 60_000);

  it('parallel posts over the limit: exactly the limit accepted, the rest 429', async () => {
    const yul = asUser('yul');
    const responses = await Promise.all(Array.from({ length: PER_USER + 4 }, () => start(yul)));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(PER_USER).fill(202), ...Array(4).fill(429)]);
    expect(await activeRuns()).toBe(PER_USER);
  }, 120_000);
});

describe('POST /api/schedule/runs/:id/cancel (issue 11)', () => {
  it('cancels a queued solve at once; GET and the events stream report it cancelled', async () => {
    const zoe = asUser('zoe');
    await started(zoe);
    const queued = await started(zoe);
    // One solver thread: the first solve holds it, so the second waits in the queue.
    expect(await statusOf(zoe, queued)).toBe('queued');
    const response = await cancel(zoe, queued);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ run_id: queued, status: 'cancelled' });
    expect(await statusOf(zoe, queued)).toBe('cancelled');
    const events = await t.app.inject({
      method: 'GET',
      url: `/api/schedule/runs/${queued}/events`,
      headers: zoe,
    });
    expect(events.body).toMatch(/event: error\ndata: .*"code":"RUN_CANCELLED"/);
  }, 60_000);

  it('stops a running solve: it ends cancelled long before its budget and frees the solver', async () => {
    const abe = asUser('abe');
    const running = await started(abe);
    const next = await started(abe);
    // A second into its search and still running: a solve that would not end by itself soon.
    await until(async () => {
      const run = (
        await t.app.inject({ method: 'GET', url: `/api/schedule/runs/${running}`, headers: abe })
      ).json();
      return run.status === 'running' && (run.progress?.elapsed_ms ?? 0) >= 1_000;
    });
    const cancelledAt = Date.now();
    const response = await cancel(abe, running);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ run_id: running, status: 'cancelling' });
    await until(async () => (await statusOf(abe, running)) === 'cancelled', 15_000);
    // The worker stopped: well within the minute of search it was given.
    expect(Date.now() - cancelledAt).toBeLessThan(15_000);
    const row = await t.database.db
      .selectFrom('schedule_runs')
      .select(['finished_at', 'result'])
      .where('run_id', '=', running)
      .executeTakeFirstOrThrow();
    expect(row.finished_at).not.toBeNull();
    // With one solver thread, the next solve can run only once the cancelled one's worker is gone.
    await until(async () => (await statusOf(abe, next)) === 'running', 15_000);
  }, 60_000);

  it('someone else’s solve does not exist for the caller (404) and goes on', async () => {
    const owner = asUser('bea');
    const runId = await started(owner);
    const response = await cancel(asUser('cal'), runId);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('RUN_NOT_FOUND');
    expect((await cancel({}, runId)).statusCode).toBe(404);
    expect(['queued', 'running']).toContain(await statusOf(owner, runId));
  }, 60_000);

  it('an ended solve cannot be cancelled: 409 RUN_FINISHED', async () => {
    const dee = asUser('dee');
    const quick = await start(dee, { prompt: 'plan', backend: 'offline', work_budget: 40 });
    expect(quick.statusCode, quick.body).toBe(202);
    const runId = quick.json().run_id as string;
    await until(async () => (await statusOf(dee, runId)) === 'done');
    const response = await cancel(dee, runId);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('RUN_FINISHED');
    expect(await statusOf(dee, runId)).toBe('done');
    // A cancelled one has ended too.
    const other = await started(dee);
    expect((await cancel(dee, other)).statusCode).toBeLessThan(300);
    await until(async () => (await statusOf(dee, other)) === 'cancelled', 15_000);
    expect((await cancel(dee, other)).json().code).toBe('RUN_FINISHED');
  }, 60_000);
});
