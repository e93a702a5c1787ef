import type { ScheduleResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, sayOffline, startTestApp, type TestApp } from '../app.test-support.ts';
import { TEST_NOW } from '../test/fixtures.ts';

/**
 * Issue 10, answers to the question asked: "which orders are late" lists them (the ones the
 * dashboard counts), "how is order 1011" and "what's PRS-03 working on" answer about that order and
 * that machine, not the plant in general.
 */
let t: TestApp;
const headers = asUser('lia');
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const say = (prompt: string, language = 'en') => sayOffline(t, headers, prompt, language);

/** The sample plant's open orders and their operations, read from the tables directly. */
async function planTables() {
  const orders = await t.database.db
    .selectFrom('production_orders')
    .select(['order_id', 'basic_end_date'])
    .where('dataset_id', '=', 'default')
    .where('status', 'in', ['Created', 'Released', 'In Process'])
    .execute();
  const ops = await t.database.db
    .selectFrom('order_operations')
    .select(['order_id', 'end_time', 'status'])
    .where('dataset_id', '=', 'default')
    .execute();
  return { orders, ops };
}

/** Open orders whose released operations end after the due date, or past due: read from the tables directly. */
async function lateInTables(): Promise<string[]> {
  const { orders, ops } = await planTables();
  return orders
    .filter((o) => {
      if (!o.basic_end_date) return false;
      const due = new Date(o.basic_end_date).getTime();
      if (due < TEST_NOW.getTime()) return true;
      const ends = ops
        .filter((op) => op.order_id === o.order_id && op.status !== 'Done' && op.end_time)
        .map((op) => new Date(op.end_time!).getTime());
      return ends.length > 0 && Math.max(...ends) > due;
    })
    .map((o) => o.order_id)
    .sort();
}

describe('status questions answer what they ask (issue 10)', () => {
  it.each([
    ['which orders are late', 'en'],
    ['quais ordens estão atrasadas?', 'pt-BR'],
  ])('%j lists the late orders, the ones the dashboard counts', async (prompt, language) => {
    const reply = await say(prompt, language);
    expect(reply.tool.name).toBe('list_late_orders');
    const listed = ((reply.data?.late_orders ?? []) as { order_id: string }[]).map((o) => o.order_id).sort();
    expect(listed).toEqual(await lateInTables());
    const dashboard = (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers })).json();
    expect(listed).toHaveLength(dashboard.late_orders);
  });

  it.each([
    ['status of order 1011', 'en'],
    ['como tá a OP 1011?', 'pt-BR'],
  ])('%j answers about order 1011', async (prompt, language) => {
    const reply = await say(prompt, language);
    expect(reply.tool.name).toBe('order_status');
    expect(reply.data?.orders).toEqual(['1011']);
    expect(reply.text).toContain('1011');
  });

  it('answers what a machine is doing from the released plan', async () => {
    const reply = await say("what's PRS-03 working on");
    expect(reply.tool.name).toBe('machine_status');
    const now = TEST_NOW.getTime();
    const ops = await t.database.db
      .selectFrom('order_operations')
      .select(['order_id', 'start_time', 'end_time', 'status'])
      .where('dataset_id', '=', 'default')
      .where('work_center', '=', 'PRS-03')
      .execute();
    // Running is what the shop floor started; at TEST_NOW the plan agrees with it.
    const running = ops.find(
      (op) =>
        op.status === 'Started' &&
        op.start_time &&
        op.end_time &&
        new Date(op.start_time).getTime() <= now &&
        now < new Date(op.end_time).getTime(),
    );
    expect(reply.data?.running ?? null).toBe(running?.order_id ?? null);
    expect(reply.data?.not_started ?? null).toBeNull();
    // "Is PRS-03 down?" is answered first: up or down, then what it runs.
    const state = await say('Is PRS-03 down?');
    expect(state.text!.split('\n')[0]).toBe('**PRS-03** is up: no downtime in force now.');
  });

  it('answers how loaded one machine is in a week with that machine’s figure, not the line’s bottleneck', async () => {
    type Load = { workCenterId: string; utilizationPercent: number };
    const week = await say('which machines are overloaded next week');
    const top = (week.data!.loads as Load[])[0]!;
    const one = await say(`How loaded is ${top.workCenterId} next week?`);
    expect(one.tool?.name).toBe('bottlenecks');
    // The same weekly figure, from the same computation, as the list of loaded machines.
    expect(one.data?.loads).toEqual([top]);
    expect(one.data?.week_start).toBe(week.data?.week_start);
    expect(one.text).toContain(top.workCenterId);
    const other = await say('How loaded is PRS-02 next week?');
    expect((other.data?.loads as Load[] | undefined)?.map((l) => l.workCenterId) ?? []).not.toContain(
      top.workCenterId === 'PRS-02' ? 'none' : top.workCenterId,
    );
    expect(other.text).toContain('PRS-02');
    const pt = await say('qual a carga da BAN-01 esta semana?', 'pt');
    expect(pt.text).toMatch(/BAN-01\*\* (está planejada a|Nada)|Nada está planejado na \*\*BAN-01/);
  });

  it('says where a late order waits and behind which orders, from the released plan', async () => {
    const reply = await say('why is order 1022 late?');
    expect(reply.text).toMatch(/\*\*Late\.\*\* Where it waits: [\d.]+ (?:days?|h) on ([A-Z]{3}-\d{2})/);
    const [, machine] = reply.text!.match(/Where it waits: [\d.]+ (?:days?|h) on ([A-Z]{3}-\d{2})/)!;
    const ops = await t.database.db
      .selectFrom('order_operations')
      .select(['order_id', 'work_center'])
      .where('dataset_id', '=', 'default')
      .execute();
    // The machine is one of 1022's, and every order it waits behind runs on that machine.
    expect(ops.some((o) => o.order_id === '1022' && o.work_center === machine)).toBe(true);
    const behind = reply.text!.match(new RegExp(`on ${machine} behind ([\\d, ]+)`))?.[1] ?? '';
    expect(behind.trim()).not.toBe('');
    for (const order of behind
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean))
      expect(ops.some((o) => o.order_id === order && o.work_center === machine)).toBe(true);
    const pt = await say('por que a ordem 1022 está atrasada?', 'pt');
    expect(pt.text).toMatch(/\*\*Atrasada\.\*\* Onde espera: [\d,]+ (?:dias?|h) na [A-Z]{3}-\d{2}/);
  });

  it('names the end day of a queued operation that runs past midnight, not only its clock time', async () => {
    const ops = await t.database.db
      .selectFrom('order_operations')
      .select(['order_id', 'work_center', 'start_time', 'end_time'])
      .where('dataset_id', '=', 'default')
      .where('status', '=', 'Planned')
      .execute();
    // Plant time is São Paulo (UTC−3): the plant day of an instant is the UTC day of it minus 3 h.
    const day = (at: Date | string | null) =>
      new Date(new Date(at!).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
    let crossing = 0;
    for (const machine of ['PRS-02', 'PRS-05', 'EXT-02']) {
      const reply = await say(`what's ${machine} working on`);
      for (const line of reply.text!.split('\n').filter((l) => l.startsWith('- next: '))) {
        const [, order, to] = line.match(/^- next: (\S+) .*–(.*)$/)!;
        const op = ops.find((o) => o.order_id === order && o.work_center === machine)!;
        const sameDay = day(op.start_time) === day(op.end_time);
        if (!sameDay) crossing++;
        // A bare clock time only when the operation ends on the day it starts.
        expect(/^\d{2}:\d{2}$/.test(to!.trim()), line).toBe(sameDay);
      }
    }
    expect(crossing).toBeGreaterThan(0);
  });

  it.each([
    ['which orders are waiting for material?', 'en'],
    ['quais ordens estão esperando material?', 'pt-BR'],
  ])(
    '%j lists the orders the plan holds for material, with what and until when',
    async (prompt, language) => {
      const reply = await say(prompt, language);
      expect(reply.tool.name).toBe('material_holds');
      const holds = reply.data?.holds as { order_id: string; item: string; until: string }[];
      // The sample plant has orders whose components come on open purchase orders.
      expect(holds.length).toBeGreaterThan(0);
      const run = await t.app.inject({
        method: 'POST',
        url: '/api/schedule/run',
        headers,
        payload: { prompt: 'Create an optimal schedule for today', time_budget_ms: 300 },
      });
      const schedule: ScheduleResult = run.json();
      // The first twelve are listed, then how many more.
      for (const hold of holds.slice(0, 12)) expect(reply.text).toContain(`**${hold.order_id}**`);
      for (const hold of holds) {
        expect(new Date(hold.until).getTime()).toBeGreaterThan(TEST_NOW.getTime());
        // The same release the scheduler gives it: the plan starts none of its work before then.
        const order = schedule.data.orders.find((o) => o.order_id === hold.order_id);
        for (const op of order?.operations ?? [])
          expect(new Date(op.start_time).getTime()).toBeGreaterThanOrEqual(new Date(hold.until).getTime());
      }
    },
    60_000,
  );

  it.each([
    ['when is the next free slot on PRS-05?', 'en'],
    ['quando a PRS-05 fica livre?', 'pt-BR'],
  ])('%j gives the stretches of PRS-05 with no planned work, from now', async (prompt, language) => {
    const reply = await say(prompt, language);
    expect(reply.tool.name).toBe('free_slots');
    const windows = reply.data?.windows as {
      start_time: string;
      end_time: string | null;
      working_hours: number;
    }[];
    expect(windows.length).toBeGreaterThan(0);
    const ops = await t.database.db
      .selectFrom('order_operations')
      .select(['start_time', 'end_time', 'status'])
      .where('dataset_id', '=', 'default')
      .where('work_center', '=', 'PRS-05')
      .where('status', '!=', 'Done')
      .execute();
    let previousEnd = TEST_NOW.getTime();
    for (const w of windows) {
      const start = new Date(w.start_time).getTime();
      const end = w.end_time ? new Date(w.end_time).getTime() : Number.POSITIVE_INFINITY;
      expect(start).toBeGreaterThanOrEqual(previousEnd);
      expect(w.working_hours).toBeGreaterThanOrEqual(1);
      // Free means free: no released operation of PRS-05 overlaps the stretch.
      for (const op of ops)
        expect(new Date(op.end_time!).getTime() <= start || new Date(op.start_time!).getTime() >= end).toBe(
          true,
        );
      previousEnd = end;
    }
  });

  it('lists as idle the machines with nothing running now, and none that runs or is starting', async () => {
    const reply = await say('which machines are idle right now?');
    expect(reply.tool.name).toBe('idle_machines');
    const idle = ((reply.data?.machines ?? []) as { work_center: string }[]).map((m) => m.work_center);
    expect(idle.length).toBeGreaterThan(0);
    const running = await t.database.db
      .selectFrom('order_operations')
      .select(['work_center', 'start_time', 'end_time', 'status'])
      .where('dataset_id', '=', 'default')
      .where('status', '!=', 'Done')
      .execute();
    const now = TEST_NOW.getTime();
    const busy = new Set(
      running
        .filter(
          (op) =>
            op.status === 'Started' ||
            (new Date(op.start_time!).getTime() <= now && now < new Date(op.end_time!).getTime()),
        )
        .map((op) => op.work_center),
    );
    // At TEST_NOW the plan agrees with the floor: nothing planned to run is unstarted.
    for (const machine of idle) expect(busy.has(machine), machine).toBe(false);
    for (const machine of idle) expect(reply.text).toContain(`**${machine}**`);
  });

  it.each([
    ['which orders finish this week?', 'en'],
    ['o que vence esta semana?', 'pt-BR'],
  ])(
    '%j lists the orders finishing or due this week, late by the dashboard rule',
    async (prompt, language) => {
      const reply = await say(prompt, language);
      expect(reply.tool.name).toBe('orders_in_window');
      // TEST_NOW is Wednesday 25 Nov 07:00 in São Paulo: this week runs to Sunday 29 Nov, midnight plant time.
      expect(reply.data).toMatchObject({ from: '2026-11-25T03:00:00.000Z', to: '2026-11-30T03:00:00.000Z' });
      const [from, to] = [Date.parse('2026-11-25T03:00:00Z'), Date.parse('2026-11-30T03:00:00Z')];
      const { orders, ops: all } = await planTables();
      const ops = all.filter((op) => op.status !== 'Done');
      const inWeek = (at: number | undefined) => at !== undefined && from <= at && at < to;
      const expected = orders
        .filter((o) => {
          const ends = ops
            .filter((op) => op.order_id === o.order_id && op.end_time)
            .map((op) => +new Date(op.end_time!));
          const finish = ends.length ? Math.max(...ends) : undefined;
          return inWeek(finish) || inWeek(o.basic_end_date ? +new Date(o.basic_end_date) : undefined);
        })
        .map((o) => o.order_id)
        .sort();
      const listed = reply.data?.orders as { order_id: string; is_late: boolean }[];
      expect(listed.map((o) => o.order_id).sort()).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
      const late = new Set(await lateInTables());
      for (const o of listed) expect(o.is_late, o.order_id).toBe(late.has(o.order_id));
    },
  );

  it('does not call running what the plan had start a day ago and nobody started', async () => {
    // A day later, the released plan has 1023's pressing on PRS-03 since 25 Nov 14:41 UTC, never started.
    const later = await startTestApp({ now: () => new Date('2026-11-26T15:00:00.000Z') });
    try {
      const ask = async (prompt: string) =>
        (await later.app.inject({ method: 'POST', url: '/api/schedule/run', payload: { prompt } })).json();
      const machine = await ask("what's PRS-03 working on");
      expect(machine.data).toMatchObject({ running: null, not_started: '1023' });
      expect(machine.text).toMatch(/has not started order 1023/);
      const order = await ask('how is order 1023?');
      expect(order.text).toMatch(/not started/);
      expect(order.text).not.toMatch(/running on/);
    } finally {
      await later.close();
    }
  }, 60_000);
});
