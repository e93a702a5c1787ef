import { MAX_IMPORT_ORDERS } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { PLAN_LIMITS } from '../services/usage/plan-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type UsageLine = { metric: string; used: number; limit: number; remaining: number; is_exceeded: boolean };

async function usageOf(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/usage/check', headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { plant_date: string; usage: UsageLine[]; is_within_limits: boolean };
  return { ...body, used: Object.fromEntries(body.usage.map((line) => [line.metric, line.used])) };
}

describe('GET /usage/check (issue 14)', () => {
  it('answers every limit of the plan, unused, for a caller who has done nothing yet', async () => {
    const usage = await usageOf(asUser('nora'));
    // TEST_NOW is 2026-11-25T10:00Z, 07:00 in São Paulo: the plant's day is the 25th.
    expect(usage.plant_date).toBe('2026-11-25');
    expect(usage.is_within_limits).toBe(true);
    expect(usage.usage).toEqual(
      Object.entries(PLAN_LIMITS).map(([metric, limit]) => ({
        metric,
        used: 0,
        limit,
        remaining: limit,
        is_exceeded: false,
      })),
    );
  });

  it("counts the caller's custom rows and today's schedule runs, not another caller's", async () => {
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/masterdata/import',
      headers: asUser('uma'),
      payload: {
        orders: [
          {
            order_id: 'U-1',
            material: 'STD-101',
            quantity: 5,
            operations: [{ operation_id: '10', work_center: 'PRS-01', duration_mins: 30 }],
          },
          { order_id: 'U-2', material: 'STD-101', quantity: 5 },
        ],
      },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/run',
      headers: asUser('uma'),
      payload: { prompt: 'Create a schedule for today', data_source: 'custom', work_budget: 20 },
    });
    expect(run.statusCode, run.body).toBe(200);

    const uma = await usageOf(asUser('uma'));
    expect(uma.used).toMatchObject({ custom_orders: 2, custom_operations: 1, schedule_runs_today: 1 });
    const line = uma.usage.find((l) => l.metric === 'custom_orders');
    expect(line).toEqual({
      metric: 'custom_orders',
      used: 2,
      limit: MAX_IMPORT_ORDERS,
      remaining: MAX_IMPORT_ORDERS - 2,
      is_exceeded: false,
    });
    expect((await usageOf(asUser('vera'))).used).toMatchObject({ custom_orders: 0, schedule_runs_today: 0 });
  }, 60_000);

  it("counts the assistant turns of the plant's day only: from 00:00 in São Paulo, not the evening before", async () => {
    const turn = (createdAt: string) => ({
      owner_key: 'user:wes',
      prompt: 'status?',
      reply_text: 'ok',
      created_at: new Date(createdAt),
    });
    await t.database.db
      .insertInto('assistant_turns')
      .values([
        turn('2026-11-25T02:59:00Z'), // 23:59 of the 24th in plant time
        turn('2026-11-25T03:00:00Z'), // 00:00 of the 25th
        turn('2026-11-25T09:30:00Z'),
      ])
      .execute();
    expect((await usageOf(asUser('wes'))).used.assistant_turns_today).toBe(2);
  });

  it('answers an anonymous caller too, with no custom data', async () => {
    const usage = await usageOf({});
    expect(usage.used).toMatchObject({ custom_orders: 0, custom_operations: 0 });
  });
});
