import type { ScheduleResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { DEFAULT_DATASET_ID } from '../db/scope.ts';

let t: TestApp;
const user = asUser('pia');
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const run = (prompt: string) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/schedule/run',
      headers: user,
      payload: { prompt, work_budget: 60 },
    })
    .then((r) => r.json() as ScheduleResult);
/** The caller's plan as stored (their playground once they have one): each operation's place, start and setup. */
const planOf = async () => {
  const db = t.database.db;
  const own = await db
    .selectFrom('datasets')
    .select('dataset_id')
    .where('owner_id', '=', 'pia')
    .where('kind', '=', 'playground')
    .executeTakeFirst();
  const rows = await db
    .selectFrom('order_operations')
    .select(['order_id', 'operation_id', 'work_center', 'start_time', 'setup_minutes'])
    .where('dataset_id', '=', own?.dataset_id ?? DEFAULT_DATASET_ID)
    .execute();
  return rows
    .map((op) => planKey(op.order_id, { ...op, start_time: op.start_time?.toISOString() ?? null }))
    .sort();
};
const planKey = (
  orderId: string,
  op: { operation_id: string; work_center: string; start_time: string | null; setup_minutes: number },
) => `${orderId}/${op.operation_id}@${op.work_center}@${op.start_time}+${op.setup_minutes}`;

describe('assistant changes are proposals, applied on confirmation and undoable (issue 5)', () => {
  it('changes nothing until applied, records the applied change, and undoes it', async () => {
    const before = await planOf();
    const proposal = await run('PRS-03 broke down, it will be out for 2 days');
    expect(proposal.actions?.map((a) => a.action)).toEqual(['apply_schedule', 'discard']);
    expect(proposal.baseline.is_proposal).toBe(true);
    expect(await planOf()).toEqual(before);

    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/apply',
      headers: user,
      payload: { run_id: proposal.run_id },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await planOf();
    expect(after).not.toEqual(before);
    // The released plan keeps the setups of the new sequences, not the ones the old plan had.
    const proposed = proposal.data.orders.flatMap((o) => o.operations.map((op) => planKey(o.order_id, op)));
    expect(proposed.filter((key) => !before.includes(key)).length).toBeGreaterThan(0);
    expect(proposed.filter((key) => !after.includes(key))).toEqual([]);
    const downtimes = await t.database.db
      .selectFrom('downtimes')
      .select('work_center_id')
      .where('kind', '=', 'breakdown')
      .where('reason', 'like', 'Reported to the assistant%')
      .execute();
    expect(downtimes.map((d) => d.work_center_id)).toContain('PRS-03');

    const changes = (
      await t.app.inject({ method: 'GET', url: '/api/schedule/changes', headers: user })
    ).json().changes;
    expect(changes[0]).toMatchObject({
      user_id: 'pia',
      command: 'PRS-03 broke down, it will be out for 2 days',
      tool: 'reschedule_breakdown',
      undone_at: null,
    });
    expect(changes[0].summary.has_changes).toBe(true);

    const undone = await t.app.inject({
      method: 'POST',
      url: `/api/schedule/changes/${changes[0].change_id}/undo`,
      headers: user,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await planOf()).toEqual(before);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/schedule/changes/${changes[0].change_id}/undo`,
      headers: user,
    });
    // Undone once: a second undo is refused with the reason, not done again.
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CHANGE_ALREADY_UNDONE');
  });

  it('adds an applied rush order to the plan and takes it away on undo', async () => {
    const proposal = await run('Rush order: 500 FG-OS-5072 by Friday');
    const rushId = proposal.data.orders.find((o) => o.order_id.startsWith('RUSH-'))!.order_id;
    const applied = (
      await t.app.inject({
        method: 'POST',
        url: '/api/schedule/apply',
        headers: user,
        payload: { run_id: proposal.run_id },
      })
    ).json();
    const ids = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/masterdata/orders?limit=1000', headers: user }))
        .json()
        .orders.map((o: { order_id: string }) => o.order_id);
    expect(await ids()).toContain(rushId);
    await t.app.inject({
      method: 'POST',
      url: `/api/schedule/changes/${applied.change_id}/undo`,
      headers: user,
    });
    expect(await ids()).not.toContain(rushId);
  });

  it('undoes only the latest change in force', async () => {
    const first = await run('PRS-01 broke down for 4 hours');
    const a = (
      await t.app.inject({
        method: 'POST',
        url: '/api/schedule/apply',
        headers: user,
        payload: { run_id: first.run_id },
      })
    ).json();
    const second = await run('PRS-02 broke down for 4 hours');
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/apply',
      headers: user,
      payload: { run_id: second.run_id },
    });
    expect(b.statusCode, b.body).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/schedule/changes/${a.change_id}/undo`,
      headers: user,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CHANGE_NOT_LATEST');
  });

  it('refuses a proposal made on a plan that has changed since, so no applied work is overwritten', async () => {
    const one = await run('PRS-05 broke down for 4 hours');
    const two = await run('PRS-06 broke down for 4 hours');
    const applyOne = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/apply',
      headers: user,
      payload: { run_id: one.run_id },
    });
    expect(applyOne.statusCode).toBe(200);
    const applyTwo = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/apply',
      headers: user,
      payload: { run_id: two.run_id },
    });
    expect(applyTwo.statusCode).toBe(409);
    expect(applyTwo.json().code).toBe('PROPOSAL_STALE');
  });

  it("cannot apply someone else's proposal", async () => {
    const proposal = await run('PRS-04 broke down for 4 hours');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/apply',
      headers: asUser('intruder'),
      payload: { run_id: proposal.run_id },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('order commands are proposals too', () => {
  it('proposes a priority change that Apply makes through the versioned update', async () => {
    const reply = (
      await t.app.inject({
        method: 'POST',
        url: '/api/schedule/run',
        headers: user,
        payload: { prompt: 'Change order 1022 priority to low' },
      })
    ).json();
    expect(reply.tool.name).toBe('change_order');
    expect(reply.text).toContain('priority Urgent → Low');
    const apply = reply.actions.find((a: { label: string }) => a.label === 'Apply');
    expect(apply.action).toBe('update_order');
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/orders/open?limit=500', headers: user })
    ).json().orders;
    expect(before.find((o: { order_id: string }) => o.order_id === '1022').priority).toBe('Urgent');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assistant/apply-order',
      headers: user,
      payload: { kind: apply.action, command: apply.data.command, data: apply.data },
    });
    expect(res.statusCode, res.body).toBe(200);
    const priorityOf = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/orders/open?limit=500', headers: user }))
        .json()
        .orders.find((o: { order_id: string }) => o.order_id === '1022').priority;
    expect(await priorityOf()).toBe('Low');
    const changes = (
      await t.app.inject({ method: 'GET', url: '/api/schedule/changes', headers: user })
    ).json().changes;
    expect(changes[0]).toMatchObject({ tool: 'update_order', command: 'Change order 1022 priority to low' });
    await t.app.inject({
      method: 'POST',
      url: `/api/schedule/changes/${res.json().change_id}/undo`,
      headers: user,
    });
    expect(await priorityOf()).toBe('Urgent');
    // Applying the same proposal again is stale: the order's version moved on.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/assistant/apply-order',
      headers: user,
      payload: { kind: apply.action, command: apply.data.command, data: apply.data },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('proposes a new order with the next free number', async () => {
    const reply = (
      await t.app.inject({
        method: 'POST',
        url: '/api/schedule/run',
        headers: user,
        payload: { prompt: 'Create an order for 300 STD-101 due Dec 10' },
      })
    ).json();
    expect(reply.tool.name).toBe('create_order');
    expect(reply.data).toMatchObject({
      material: 'STD-101',
      quantity: 300,
      // Due by the end of Dec 10 in plant time (São Paulo, UTC-3), not at UTC midnight.
      basic_end_date: '2026-12-11T02:59:00.000Z',
    });
    expect(Number(reply.data.order_id)).toBeGreaterThan(1085);
  });

  it('an open-ended breakdown, applied, records the downtime the plan was made with', async () => {
    const proposal = await run('PRS-05 is down until further notice');
    expect(proposal.actions?.map((a) => a.action)).toEqual(['apply_schedule', 'discard']);
    const planned = proposal.downtimes.find((d) => d.work_center === 'PRS-05' && d.is_new);
    expect(planned, proposal.text).toBeDefined();
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/apply',
      headers: user,
      payload: { run_id: proposal.run_id },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const recorded = await t.database.db
      .selectFrom('downtimes')
      .select(['start_at', 'end_at'])
      .where('work_center_id', '=', 'PRS-05')
      .where('reason', 'like', 'Reported to the assistant%until further notice%')
      .executeTakeFirstOrThrow();
    // The shading the plan showed is what the plant now holds (it was cut to 7 days before).
    expect(recorded.end_at.toISOString()).toBe(new Date(planned!.end_time).toISOString());
    expect(recorded.end_at.getTime() - recorded.start_at.getTime()).toBeGreaterThan(7 * 86_400_000);
  });
});
