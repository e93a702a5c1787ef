import type { AssistantReply, ScheduleResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

/**
 * Issue 10, the everyday intents end to end: cancel, split, postpone / pull in an order, an extra
 * shift, a what-if — each a proposal that changes nothing until applied, applied in one transaction,
 * and undone by the same undo.
 */
let t: TestApp;
const user = 'eva';
const headers = asUser(user);
const DAY_MS = 86_400_000;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const say = async (prompt: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/run',
    headers,
    payload: { prompt, backend: 'offline', work_budget: 40 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AssistantReply;
};
const applyOrderAction = async (reply: AssistantReply, command: string) => {
  const action = reply.actions?.find((a) => a.action !== 'discard');
  expect(action, reply.text).toBeDefined();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/assistant/apply-order',
    headers,
    payload: { kind: action!.action, command, data: action!.data },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { change_id: string };
};
const undo = async (changeId: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/schedule/changes/${changeId}/undo`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
};
/** The caller's own playground once a write made it, else the shared plant. */
const datasetOf = async () =>
  (
    await t.database.db
      .selectFrom('datasets')
      .select('dataset_id')
      .where('owner_id', '=', user)
      .where('kind', '=', 'playground')
      .executeTakeFirst()
  )?.dataset_id ?? 'default';
const orderRow = async (orderId: string) =>
  t.database.db
    .selectFrom('production_orders')
    .select(['order_id', 'status', 'quantity', 'basic_end_date', 'version'])
    .where('dataset_id', '=', await datasetOf())
    .where('order_id', '=', orderId)
    .executeTakeFirst();

describe('everyday order and capacity commands (issue 10)', () => {
  it('cancel: a proposal; applied, the order is closed; undone, it is open again', async () => {
    const before = await orderRow('1044');
    const reply = await say('cancel order 1044');
    expect(reply.tool.name).toBe('cancel_order');
    expect((await orderRow('1044'))?.status).toBe(before!.status);
    const { change_id } = await applyOrderAction(reply, 'cancel order 1044');
    expect((await orderRow('1044'))?.status).toBe('Closed');
    await undo(change_id);
    expect((await orderRow('1044'))?.status).toBe(before!.status);
  });

  it('postpone and pull in move the due date by the duration, each way', async () => {
    const due = (await orderRow('1023'))!.basic_end_date!.getTime();
    const later = await say('postpone order 1023 by 3 days');
    const { change_id } = await applyOrderAction(later, 'postpone order 1023 by 3 days');
    expect((await orderRow('1023'))!.basic_end_date!.getTime()).toBe(due + 3 * DAY_MS);
    await undo(change_id);
    const earlier = await say('antecipa a OP 1023 em 2 dias');
    const applied = await applyOrderAction(earlier, 'antecipa a OP 1023 em 2 dias');
    expect((await orderRow('1023'))!.basic_end_date!.getTime()).toBe(due - 2 * DAY_MS);
    await undo(applied.change_id);
  });

  it('split in two: a new order with half, the original with the rest and its steps; undone, one order again', async () => {
    const before = (await orderRow('1056'))!;
    const reply = await say('split order 1056 in two');
    expect(reply.tool.name).toBe('split_order');
    const { change_id } = await applyOrderAction(reply, 'split order 1056 in two');
    const part = reply.actions!.find((a) => a.action === 'split_order')!.data.new_order_id!;
    const [original, created] = [await orderRow('1056'), await orderRow(part)];
    expect(original!.quantity + created!.quantity).toBe(before.quantity);
    expect(created!.quantity).toBe(Math.floor(before.quantity / 2));
    const steps = await t.database.db
      .selectFrom('order_operations')
      .select('operation_id')
      .where('dataset_id', '=', await datasetOf())
      .where('order_id', '=', part)
      .execute();
    expect(steps.length).toBeGreaterThan(0);
    await undo(change_id);
    expect((await orderRow('1056'))!.quantity).toBe(before.quantity);
    expect(await orderRow(part)).toBeUndefined();
  });

  it('a split sent back with a bad part id or size is refused naming the field, and nothing is written', async () => {
    const before = (await orderRow('1057'))!;
    for (const [data, field] of [
      [{ new_order_id: 'X'.repeat(41), split_quantity: '1' }, 'body.data.new_order_id'],
      [{ new_order_id: '1057-9', split_quantity: String(before.quantity) }, 'body.data.split_quantity'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/assistant/apply-order',
        headers,
        payload: {
          kind: 'split_order',
          command: 'split',
          data: { order_id: '1057', version: String(before.version), ...data },
        },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details.map((d: { field: string }) => d.field)).toEqual([field]);
    }
    expect((await orderRow('1057'))!.quantity).toBe(before.quantity);
    expect(await orderRow('1057-9')).toBeUndefined();
  });

  it('an extra shift: a repair proposal; applied, the shift is recorded; undone, it is gone', async () => {
    const reply = (await say('add an overtime shift on PRS-03 Saturday 6am to 2pm')) as ScheduleResult;
    expect(reply.type).toBe('schedule');
    expect(reply.tool.name).toBe('add_shift');
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/apply',
      headers,
      payload: { run_id: reply.run_id },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const shifts = () =>
      datasetOf().then((id) =>
        t.database.db
          .selectFrom('extra_shifts')
          .select(['work_center_id', 'start_at', 'end_at'])
          .where('dataset_id', '=', id)
          .execute(),
      );
    const [shift] = await shifts();
    expect(shift?.work_center_id).toBe('PRS-03');
    expect(new Date(shift!.end_at).getTime() - new Date(shift!.start_at).getTime()).toBe(8 * 3_600_000);
    await undo(applied.json().change_id);
    expect(await shifts()).toEqual([]);
  });

  it('a third shift next week: one window per working night, all recorded on Apply and gone on undo', async () => {
    const reply = (await say('add a third shift on PRS-07 next week')) as ScheduleResult;
    expect(reply.type).toBe('schedule');
    expect(reply.tool.name).toBe('add_shift');
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/apply',
      headers,
      payload: { run_id: reply.run_id },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const nights = () =>
      datasetOf().then((id) =>
        t.database.db
          .selectFrom('extra_shifts')
          .select(['work_center_id', 'start_at', 'end_at'])
          .where('dataset_id', '=', id)
          .where('work_center_id', '=', 'PRS-07')
          .execute(),
      );
    const recorded = await nights();
    // PRS-07 works Monday to Friday, two shifts: five nights, 22:00–06:00 plant time, 8 hours each.
    expect(recorded).toHaveLength(5);
    for (const night of recorded)
      expect(new Date(night.end_at).getTime() - new Date(night.start_at).getTime()).toBe(8 * 3_600_000);
    await undo(applied.json().change_id);
    expect(await nights()).toEqual([]);
  });

  it('a what-if of an order due another day shows the plan and offers no Apply', async () => {
    const reply = (await say('what if order 1050 were due Dec 8 instead?')) as ScheduleResult;
    expect(reply.type).toBe('schedule');
    expect(reply.actions ?? []).toEqual([]);
    const o1050 = reply.data.orders.find((o) => o.order_id === '1050');
    expect(o1050?.due_date?.slice(0, 10)).toBe('2026-12-09');
  });

  it('a what-if is computed and compared but never offered for Apply', async () => {
    const reply = (await say('what if PRS-03 goes down for 8 hours?')) as ScheduleResult;
    expect(reply.type).toBe('schedule');
    expect(reply.actions ?? []).toEqual([]);
    expect(reply.baseline.is_proposal).toBe(false);
    expect(reply.changes_summary).not.toBeNull();
  });
});
