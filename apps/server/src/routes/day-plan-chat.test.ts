import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, sayOffline, startTestApp, type TestApp } from '../app.test-support.ts';

/**
 * "Show me tomorrow's plan" shows the stored plan of that plant day, per work center: the
 * operations the current plan runs in it, read from the plan, never a new schedule.
 */
let t: TestApp;
const headers = asUser('dora');
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const say = (prompt: string, language = 'en') => sayOffline(t, headers, prompt, language);

/** Thursday 26 November 2026 in São Paulo (UTC−3): [03:00Z, 03:00Z the next day). */
const TOMORROW = { from: Date.parse('2026-11-26T03:00:00Z'), to: Date.parse('2026-11-27T03:00:00Z') };

/** The open orders' operations that run in some part of the day, "order/operation@work center", from the tables. */
async function operationsOfTheDay(workCenter?: string): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('order_operations as op')
    .innerJoin('production_orders as o', (j) =>
      j.onRef('o.dataset_id', '=', 'op.dataset_id').onRef('o.order_id', '=', 'op.order_id'),
    )
    .select(['op.order_id', 'op.operation_id', 'op.work_center', 'op.start_time', 'op.end_time'])
    .where('op.dataset_id', '=', 'default')
    .where('o.status', 'in', ['Created', 'Released', 'In Process'])
    .execute();
  return rows
    .filter((r) => r.start_time && r.end_time)
    .filter((r) => +new Date(r.start_time!) < TOMORROW.to && +new Date(r.end_time!) > TOMORROW.from)
    .filter((r) => !workCenter || r.work_center === workCenter)
    .map((r) => `${r.order_id}/${r.operation_id}@${r.work_center}`)
    .sort();
}

type DayPlan = {
  date: string;
  work_centers: { work_center: string; operations: { order_id: string; operation_id: string }[] }[];
};
const shown = (data: DayPlan) =>
  data.work_centers
    .flatMap((w) => w.operations.map((op) => `${op.order_id}/${op.operation_id}@${w.work_center}`))
    .sort();

describe('the plan of a day, by chat', () => {
  it.each([
    ["show me tomorrow's plan", 'en'],
    ['mostra o plano de amanhã', 'pt-BR'],
  ])(
    '%j lists the operations the current plan runs tomorrow, per work center, and plans nothing',
    async (prompt, language) => {
      const reply = await say(prompt, language);
      expect(reply.intent).toBe('production.status');
      expect(reply.tool.name).toBe('day_plan');
      expect(reply.run_id).toBeUndefined();
      expect(reply.actions ?? []).toEqual([]);
      const data = reply.data as unknown as DayPlan;
      expect(data.date).toBe('2026-11-26');
      const expected = await operationsOfTheDay();
      expect(expected.length).toBeGreaterThan(0);
      expect(shown(data)).toEqual(expected);
      // One line per work center, in the reply's text too.
      for (const { work_center } of data.work_centers) expect(reply.text).toContain(`**${work_center}**`);
    },
  );

  it("shows one machine's day when it is named", async () => {
    const reply = await say('show me the schedule for PRS-01 tomorrow');
    const data = reply.data as unknown as DayPlan;
    expect(data.work_centers.map((w) => w.work_center)).toEqual(
      (await operationsOfTheDay('PRS-01')).length > 0 ? ['PRS-01'] : [],
    );
    expect(shown(data)).toEqual(await operationsOfTheDay('PRS-01'));
  });
});
