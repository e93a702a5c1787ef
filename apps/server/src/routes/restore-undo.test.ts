import type { AssistantReply, ScheduleResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { TEST_NOW } from '../test/fixtures.ts';

/**
 * Issue 10: a machine back in service and "undo that", end to end through the chat. Outcomes, not
 * wording: after "back up" no new downtime exists and the one in force ends then; after "undo" the
 * plan and the downtime are as before.
 */
let t: TestApp;
const user = asUser('bea');
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const say = async (prompt: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/run',
    headers: user,
    payload: { prompt, backend: 'offline', work_budget: 40 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AssistantReply;
};
const apply = async (reply: AssistantReply) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/apply',
    headers: user,
    payload: { run_id: (reply as ScheduleResult).run_id },
  });
  expect(response.statusCode, response.body).toBe(200);
};
const downtimesOf = (workCenter: string) =>
  t.database.db
    .selectFrom('downtimes')
    .innerJoin('datasets', 'datasets.dataset_id', 'downtimes.dataset_id')
    .select(['downtime_id', 'start_at', 'end_at'])
    .where('datasets.owner_id', '=', 'bea')
    .where('work_center_id', '=', workCenter)
    .orderBy('downtime_id')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, start_at: new Date(r.start_at), end_at: new Date(r.end_at) })));
const planOf = async () => {
  const orders = (
    await t.app.inject({ method: 'GET', url: '/api/masterdata/orders?limit=1000', headers: user })
  ).json().orders as {
    order_id: string;
    operations: { operation_id: string; work_center: string; start_time: string | null }[];
  }[];
  return orders
    .flatMap((o) =>
      o.operations.map((op) => `${o.order_id}/${op.operation_id}@${op.work_center}@${op.start_time}`),
    )
    .sort();
};

describe('a machine back in service, and undo, through the chat (issue 10)', () => {
  it('"back up" ends the downtime in force; "undo that" puts it and the plan back', async () => {
    await apply(await say('PRS-03 broke down, it will be out for 24 hours'));
    const rowsBefore = await downtimesOf('PRS-03');
    const down = rowsBefore.find((d) => d.start_at.getTime() <= TEST_NOW.getTime() && d.end_at > TEST_NOW);
    expect(down!.end_at.getTime() - down!.start_at.getTime()).toBeGreaterThanOrEqual(23 * HOUR_MS);
    const planBefore = await planOf();

    const back = await say('PRS-03 is back up, maintenance finished early');
    expect(back.type, back.text).toBe('schedule');
    const restored = back as ScheduleResult;
    expect(restored.tool.name).toBe('restore_machine');
    expect(restored.actions?.map((a) => a.action)).toContain('apply_schedule');
    // The Gantt shows no new downtime, and none on PRS-03 in force after now (the breakdown ended).
    const shown = restored.downtimes.filter((d) => d.work_center === 'PRS-03');
    expect(shown.some((d) => d.is_new)).toBe(false);
    const inForce = shown.filter((d) => Date.parse(d.start_time) <= TEST_NOW.getTime());
    for (const d of inForce) expect(Date.parse(d.end_time)).toBeLessThanOrEqual(TEST_NOW.getTime() + 60_000);
    await apply(restored);
    // The breakdown ends when the machine is back (removed, when it had not begun by then); the
    // maintenance planned later stays; no downtime is added.
    const after = await downtimesOf('PRS-03');
    expect(after.filter((d) => d.downtime_id !== down!.downtime_id)).toEqual(
      rowsBefore.filter((d) => d.downtime_id !== down!.downtime_id),
    );
    for (const d of after.filter((d) => d.downtime_id === down!.downtime_id))
      expect(d.end_at.getTime()).toBeLessThanOrEqual(TEST_NOW.getTime() + 60_000);

    // What undoing moves back: the operations the restore put elsewhere, not every operation kept.
    const planAfter = await planOf();
    const moved = planAfter.filter((op) => !planBefore.includes(op)).length;
    const undo = await say('desfaz isso');
    expect(undo.type).toBe('text');
    const said = undo.text!.match(/(\d+) operaç/);
    expect(said ? Number(said[1]) : 0).toBe(moved);
    const button = undo.actions?.find((a) => a.action === 'undo_change');
    expect(button?.data.change_id).toBeDefined();
    const undone = await t.app.inject({
      method: 'POST',
      url: `/api/schedule/changes/${button!.data.change_id}/undo`,
      headers: user,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await downtimesOf('PRS-03')).toEqual(rowsBefore);
    expect(await planOf()).toEqual(planBefore);
  });

  it('"undo that" after a breakdown counts the operations that go back, not every operation kept', async () => {
    const cai = asUser('cai');
    const ask = async (prompt: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/schedule/run',
          headers: cai,
          payload: { prompt, backend: 'offline', work_budget: 40 },
        })
      ).json() as AssistantReply;
    const places = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/masterdata/orders?limit=1000', headers: cai })).json()
          .orders as {
          order_id: string;
          operations: {
            operation_id: string;
            work_center: string;
            start_time: string | null;
            end_time: string | null;
          }[];
        }[]
      ).flatMap((o) =>
        o.operations.map(
          (op) => `${o.order_id}/${op.operation_id}@${op.work_center}@${op.start_time}@${op.end_time}`,
        ),
      );
    const before = await places();
    const breakdown = (await ask('PRS-04 broke down, out for 8 hours')) as ScheduleResult;
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/apply',
      headers: cai,
      payload: { run_id: breakdown.run_id },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await places();
    const moved = after.filter((op) => !before.includes(op)).length;
    // A repair moves what it must: a few operations, not the plan.
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThan(after.length / 2);
    // "What changed?" names the same operations, and the orders they belong to.
    const changed = await ask('what changed?');
    expect(changed.tool.name).toBe('last_change');
    expect(changed.data).toMatchObject({ moved_operations: moved });
    const movedOrders = new Set(after.filter((op) => !before.includes(op)).map((op) => op.split('/')[0]));
    expect((changed.data as { moved_orders: string[] }).moved_orders.sort()).toEqual([...movedOrders].sort());
    const undo = await ask('undo that');
    const said = undo.text!.match(/(\d+) operations? go/);
    expect(said ? Number(said[1]) : 0).toBe(moved);
  });

  it('a machine said to be back with no downtime in force changes nothing and offers nothing', async () => {
    // PRS-05 has maintenance planned later, none in force now: it stays as it is.
    const before = await downtimesOf('PRS-05');
    const reply = await say('PRS-05 is back up and running');
    expect(reply.type).toBe('text');
    expect(reply.actions ?? []).toEqual([]);
    expect(await downtimesOf('PRS-05')).toEqual(before);
  });

  it('"undo" with nothing applied says so and offers no button', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/run',
      headers: asUser('nobody-yet'),
      payload: { prompt: 'undo the last change', backend: 'offline' },
    });
    const reply = response.json() as AssistantReply;
    expect(reply.type).toBe('text');
    expect(reply.actions ?? []).toEqual([]);
  });
});
