import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client.ts';
import { parseServerSentEvents } from './event-stream.ts';
import { followScheduleRun, type SolveProgress } from './takt-api.ts';

const RUN_ID = '0b7d3f64-8a1c-4c59-9f7e-2b1e5c4d6a70';

const RESULT = {
  type: 'schedule',
  text: 'done',
  run_id: RUN_ID,
  plan_version: 1,
  data: { orders: [] },
  tool: { name: 'create_schedule', description: 'd', reasoning: 'r' },
  changes_summary: null,
  kpis: {},
  late_orders: [],
  warnings: [],
  feasibility: { status: 'feasible', violations: [] },
  downtimes: [],
  baseline: { compared_with: 'none', is_proposal: false },
  repair: null,
};

/** A response whose body arrives in the given chunks, as a server's event stream does. */
function streamResponse(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('Server-Sent Events parsing', () => {
  it('splits complete events, keeps the unfinished rest, joins data lines and drops comments', () => {
    const parsed = parseServerSentEvents(
      ': keep-alive\n\nevent: progress\ndata: {"percent":13}\n\ndata: a\ndata: b\r\n\r\nevent: result\ndata: {"ty',
    );
    expect(parsed.events).toEqual([
      { event: 'progress', data: '{"percent":13}' },
      { event: 'message', data: 'a\nb' },
    ]);
    expect(parsed.rest).toBe('event: result\ndata: {"ty');
  });
});

describe('following a solve (GET /schedule/runs/{id}/events)', () => {
  it('reports progress, resolves with the schedule, and sends X-User-Id (EventSource could not)', async () => {
    const result = JSON.stringify(RESULT);
    fetchMock.mockResolvedValueOnce(
      streamResponse([
        'event: progress\ndata: {"status":"running","percent":13,"iteration":98,"elapsed_ms":252,',
        '"best_objective":444267205}\n\n',
        `event: result\ndata: ${result.slice(0, 40)}`,
        `${result.slice(40)}\n\n`,
      ]),
    );
    const progress: SolveProgress[] = [];
    const schedule = await followScheduleRun(RUN_ID, (event) => progress.push(event));
    expect(schedule.run_id).toBe(RUN_ID);
    expect(progress).toEqual([
      { status: 'running', best_objective: 444267205, elapsed_ms: 252, iteration: 98, percent: 13 },
    ]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/schedule/runs/${RUN_ID}/events`);
    expect((init!.headers as Record<string, string>)['X-User-Id']).toBe(localStorage.getItem('userId'));
  });

  it("rejects with the solve's error and the offenders it names", async () => {
    fetchMock.mockResolvedValueOnce(
      streamResponse([
        'event: error\ndata: {"code":"INFEASIBLE","message":"The plan cannot be scheduled",',
        '"details":[{"field":"order.1001","message":"material never arrives"}]}\n\n',
      ]),
    );
    const failure = await followScheduleRun(RUN_ID, () => undefined).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      serverMessage: 'The plan cannot be scheduled',
      code: 'INFEASIBLE',
      details: [{ field: 'order.1001', message: 'material never arrives' }],
    });
  });

  it("answers the spec's API error when the stream cannot be opened", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ error: 'Schedule run x does not exist', code: 'RUN_NOT_FOUND', details: [] }),
        {
          status: 404,
          statusText: 'Not Found',
          headers: { 'Content-Type': 'application/json' },
        },
      ),
    );
    const failure = await followScheduleRun(RUN_ID, () => undefined).catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: 'API error: 404 Not Found', code: 'RUN_NOT_FOUND' });
  });

  it('fails when the stream ends before the result', async () => {
    fetchMock.mockResolvedValueOnce(streamResponse(['event: progress\ndata: {"percent":50}\n\n']));
    await expect(followScheduleRun(RUN_ID, () => undefined)).rejects.toThrow(/ended before its final event/);
  });
});
