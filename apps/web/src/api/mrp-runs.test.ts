import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client.ts';
import { type MrpRunProgress, runMrpWithProgress } from './mrp-runs.ts';

const RUN_ID = '7b0c5f0e-2f3a-4f59-9c53-0a4f3c9f1a11';
const NO_LOAD = {
  capacity_per_week: 0,
  max_utilization: 0,
  overload_weeks: [],
  weekly_load: {},
  weekly_capacity: {},
  weekly_utilization: {},
};
const RESULT = {
  planning_date: '2026-11-25',
  planning_horizon_days: 90,
  time_bucket_days: 7,
  summary: { total_planned_orders: 0, total_quantity: 0, unique_items: 0, average_lead_time: 0 },
  planned_orders: [],
  action_messages: [],
  capacity_check: { ...NO_LOAD, work_centers: [] },
  item_records: [],
  warnings: [],
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
const progress = (planned: number, total: number) => ({
  items_planned: planned,
  items_total: total,
  percent: Math.round((planned / total) * 100),
  elapsed_ms: planned * 10,
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('an MRP run followed to its end (issue 12, point 6)', () => {
  it('queues the run, reports each progress read, and answers the result', async () => {
    const states = [
      { status: 'running', progress: progress(10, 40), result: null, error: null },
      { status: 'running', progress: progress(30, 40), result: null, error: null },
      { status: 'done', progress: progress(40, 40), result: RESULT, error: null },
    ];
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') return jsonResponse({ run_id: RUN_ID, status: 'queued' }, 202);
      expect(String(url)).toContain(`/api/bom/mrp/runs/${RUN_ID}`);
      return jsonResponse({ run_id: RUN_ID, ...states.shift() });
    });
    const seen: MrpRunProgress[] = [];
    const order = { product_id: 'FG-1', quantity: 5, required_date: '2026-12-10' };
    const result = await runMrpWithProgress({ orders: [order] } as never, undefined, (p) => seen.push(p));
    expect(result.planning_date).toBe('2026-11-25');
    expect(seen.map((p) => p.items_planned)).toEqual([10, 30, 40]);
    const posted = fetchMock.mock.calls[0]!;
    expect(String(posted[0])).toContain('/api/bom/mrp/runs');
    expect(JSON.parse(String(posted[1]?.body)).orders[0].product_id).toBe('FG-1');
  });

  it("rejects a failed run with the server's error, as a failed call would", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse({ run_id: RUN_ID, status: 'queued' }, 202)
        : jsonResponse({
            run_id: RUN_ID,
            status: 'failed',
            progress: null,
            result: null,
            error: { error: 'Circular reference detected: A -> B -> A', code: 'BOM_CYCLE', details: [] },
          }),
    );
    const failure = await runMrpWithProgress({ orders: [] } as never).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('BOM_CYCLE');
    expect((failure as ApiError).serverMessage).toContain('Circular reference');
  });
});
