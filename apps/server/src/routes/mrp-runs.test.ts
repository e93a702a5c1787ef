import { type MrpResult, MrpRunState } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

// The request thread must never plan: the engine's MRP throws here, on the test's (the server's)
// thread, while the worker threads load the real engine. Every MRP answer below comes from a worker.
vi.mock('@takt/engine', async (original) => ({
  ...(await original<typeof import('@takt/engine')>()),
  runMrp: () => {
    throw new Error('MRP ran on the request thread');
  },
}));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const PLANT = { orders: [], include_sales_orders: true, planning_horizon_days: 60 };

async function ended(runId: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 300; i++) {
    const res = await get(`/api/bom/mrp/runs/${runId}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    const state = MrpRunState.parse(res.json());
    if (state.status !== 'queued' && state.status !== 'running') return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the MRP run did not end');
}

describe('MRP off the request thread (issue 12, point 6)', () => {
  it('answers POST /api/bom/mrp from a worker thread, the same plan as a queued run', async () => {
    const direct = await post('/api/bom/mrp', PLANT, asUser('mia'));
    expect(direct.statusCode, direct.body).toBe(200);
    const started = await post('/api/bom/mrp/runs', PLANT, asUser('mia'));
    expect(started.statusCode, started.body).toBe(202);
    const state = await ended(started.json().run_id, asUser('mia'));
    expect(state.status).toBe('done');
    expect(state.result).toEqual(direct.json());
    expect(state.result!.planned_orders.length).toBeGreaterThan(0);
  });

  it('reports the items planned of the total, all of them once done', async () => {
    const started = await post('/api/bom/mrp/runs', PLANT, asUser('mia'));
    const state = await ended(started.json().run_id, asUser('mia'));
    expect(state.progress).toMatchObject({ percent: 100 });
    expect(state.progress!.items_total).toBeGreaterThan(0);
    expect(state.progress!.items_planned).toBe(state.progress!.items_total);
    // Every item of the result's records was planned, and none twice.
    expect(state.progress!.items_total).toBeGreaterThanOrEqual(state.result!.item_records.length);
  });

  it("serves a run to its owner only, and never as a solve (nor a solve's id as an MRP run)", async () => {
    const started = await post('/api/bom/mrp/runs', PLANT, asUser('mia'));
    const runId = started.json().run_id as string;
    await ended(runId, asUser('mia'));
    expect((await get(`/api/bom/mrp/runs/${runId}`, asUser('someone-else'))).statusCode).toBe(404);
    const asSolve = await get(`/api/schedule/runs/${runId}`, asUser('mia'));
    expect(asSolve.statusCode).toBe(404);
    expect(asSolve.json().code).toBe('RUN_NOT_FOUND');
    const cancel = await post(`/api/bom/mrp/runs/${runId}/cancel`, {}, asUser('mia'));
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe('RUN_FINISHED');
  });

  it('refuses bad input at the edge, before anything is queued', async () => {
    const res = await post('/api/bom/mrp/runs', { orders: [] }, asUser('mia'));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain('body.orders');
    const bad = await get('/api/bom/mrp/runs/not-a-uuid', asUser('mia'));
    expect(bad.statusCode).toBe(400);
  });

  it('plans while a long solve holds the only solver thread: MRP runs have their own', async () => {
    const solve = await post(
      '/api/schedule/runs',
      {
        prompt: 'Create an optimal schedule for today',
        backend: 'offline',
        algorithm: 'tabu',
        work_budget: 1_000_000,
        time_budget_ms: 60_000,
      },
      asUser('sol'),
    );
    expect(solve.statusCode, solve.body).toBe(202);
    const solveId = solve.json().run_id as string;
    const solveStatus = async () =>
      (await get(`/api/schedule/runs/${solveId}`, asUser('sol'))).json().status as string;
    for (let i = 0; i < 200 && (await solveStatus()) !== 'running'; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    try {
      const mrp = await post('/api/bom/mrp', PLANT, asUser('mia'));
      expect(mrp.statusCode, mrp.body).toBe(200);
      expect(await solveStatus()).toBe('running');
    } finally {
      await post(`/api/schedule/runs/${solveId}/cancel`, {}, asUser('sol'));
    }
  }, 60_000);

  it("words the plan's action messages in the caller's language: the same plan, in Portuguese for pt-BR", async () => {
    const portuguese = { ...asUser('mia'), 'accept-language': 'pt-BR' };
    const english = (await post('/api/bom/mrp', PLANT, asUser('mia'))).json() as MrpResult;
    const started = await post('/api/bom/mrp/runs', PLANT, portuguese);
    const result = (await ended(started.json().run_id, portuguese)).result!;
    expect(result.planned_orders).toEqual(english.planned_orders);
    expect(result.action_messages.map((m) => [m.type, m.item_id])).toEqual(
      english.action_messages.map((m) => [m.type, m.item_id]),
    );
    expect(result.action_messages.length).toBeGreaterThan(0);
    for (const [i, message] of result.action_messages.entries()) {
      expect(message.message).toMatch(
        /^(Liberar|Planejar|Acelerar|Antecipar|Adiar|Cancelar|O estoque disponível) /,
      );
      expect(message.message).not.toBe(english.action_messages[i]!.message);
    }
    const md04 = await get('/api/mrp/stock-requirements/RM-778', { 'accept-language': 'pt-BR' });
    expect(md04.statusCode, md04.body).toBe(200);
    for (const message of md04.json().action_messages as MrpResult['action_messages'])
      expect(message.message).not.toMatch(/\b(Release|Plan|Expedite|Reschedule|Cancel|Available stock)\b/);
  });

  it('answers MD04 from a worker thread too', async () => {
    const res = await get('/api/mrp/stock-requirements/RM-778');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().record.elements.length).toBeGreaterThan(0);
  });
});
