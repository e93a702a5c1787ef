import type { AssistantReply, ScheduleResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { DEFAULT_DATASET_ID } from '../db/scope.ts';

/**
 * Moving an order's operation to another work center from the chat: "move order 1023 to PRS-04" is
 * a repair of the plan in which that operation runs only there, offered like every schedule proposal
 * (Apply / Discard, undo), explained by its changes; what cannot be moved gets a plain answer.
 */
let t: TestApp;
const user = 'moritz';
const headers = asUser(user);
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const say = async (prompt: string, history: { role: 'user' | 'assistant'; content: string }[] = []) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/run',
    headers,
    payload: { prompt, backend: 'offline', work_budget: 60, conversation_history: history },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AssistantReply;
};
/** An operation as stored in the caller's plan (their playground once they have one, else the sample). */
const storedOperation = async (orderId: string, operationId: string) => {
  const own = await t.database.db
    .selectFrom('datasets')
    .select('dataset_id')
    .where('owner_id', '=', user)
    .where('kind', '=', 'playground')
    .executeTakeFirst();
  const q = t.database.db
    .selectFrom('order_operations')
    .select(['work_center', 'duration_mins', 'start_time'])
    .where('order_id', '=', orderId)
    .where('operation_id', '=', operationId);
  return q.where('dataset_id', '=', own?.dataset_id ?? DEFAULT_DATASET_ID).executeTakeFirstOrThrow();
};
const isSchedule = (reply: AssistantReply): reply is ScheduleResult & AssistantReply =>
  reply.type === 'schedule';

describe('move an order to another work center from the chat', () => {
  it('proposes a repair with the operation on the named work center, explained, keeping every rule', async () => {
    const before = await storedOperation('1023', '0010');
    expect(before.work_center).toBe('PRS-03');
    const reply = await say('move order 1023 to PRS-04');
    expect(reply.intent).toBe('order.move');
    if (!isSchedule(reply)) throw new Error(`not a plan: ${reply.text}`);
    expect(reply.tool.name).toBe('move_operation');
    const moved = reply.data.orders
      .find((o) => o.order_id === '1023')
      ?.operations.find((op) => op.operation_id === '0010');
    expect(moved?.work_center).toBe('PRS-04');
    expect(reply.feasibility.status).toBe('feasible');
    expect(reply.baseline.is_proposal).toBe(true);
    expect(reply.actions?.map((a) => a.action)).toEqual(['apply_schedule', 'discard']);
    // What moved and why: the operation at the planner's request, then what it pushed.
    expect(reply.text).toContain('Moved at your request: order 1023, operation 0010');
    expect(reply.text).toContain('1023/0010 (moved at your request from PRS-03)');
    expect(reply.text).toMatch(/1023\/0010 now starts .+ on PRS-04/);
    expect(reply.text).toMatch(/Pushed by it: 1023\/0020 .+ later \(after 1023\/0010\)/);
    const changes = reply.changes_summary?.changes ?? [];
    const own = changes.find((c) => c.order_id === '1023' && c.operation_id === '0010');
    expect(own?.cause).toEqual({ kind: 'forced', reason: 'requested', work_center: 'PRS-03' });
    expect(own?.details.machine_change).toEqual({ from: 'PRS-03', to: 'PRS-04' });
    // Only that operation is forced: every other move is pushed by it (or an improvement that paid).
    expect(
      changes.filter((c) => c.cause?.kind === 'forced' && c.cause.reason !== 'start_passed'),
    ).toHaveLength(1);
    // Nothing changes until Apply.
    expect(await storedOperation('1023', '0010')).toEqual(before);
  });

  it('Apply puts the operation on the new work center with its run minutes, and Undo puts it back', async () => {
    const before = await storedOperation('1023', '0010');
    const reply = await say('put 1023 on PRS-05');
    if (!isSchedule(reply)) throw new Error(`not a plan: ${reply.text}`);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/apply',
      headers,
      payload: { run_id: reply.run_id },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await storedOperation('1023', '0010');
    expect(after.work_center).toBe('PRS-05');
    // PRS-05's routing rate for STD-101 × 2,400, not PRS-03's minutes (moved-run-minutes.ts).
    expect(after.duration_mins).not.toBe(before.duration_mins);
    const changes = (await t.app.inject({ method: 'GET', url: '/api/schedule/changes', headers })).json()
      .changes;
    expect(changes[0]).toMatchObject({ command: 'put 1023 on PRS-05', tool: 'move_operation' });
    const undone = await t.app.inject({
      method: 'POST',
      url: `/api/schedule/changes/${changes[0].change_id}/undo`,
      headers,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await storedOperation('1023', '0010')).toEqual(before);
  });

  it('"sim" applies the latest move proposal, as its Apply button does', async () => {
    const proposal = await say('coloca a ordem 1023 na PRS-04');
    expect(proposal.language).toBe('pt');
    expect(proposal.text).toContain('Movida a seu pedido: ordem 1023, operação 0010');
    expect(proposal.text).toContain('da PRS-03 para a PRS-04');
    expect(proposal.actions?.map((a) => a.label)).toEqual(['Transferir para o Sistema', 'Descartar']);
    const yes = await say('sim');
    expect(yes.intent).toBe('change.apply');
    expect((await storedOperation('1023', '0010')).work_center).toBe('PRS-04');
    const changes = (await t.app.inject({ method: 'GET', url: '/api/schedule/changes', headers })).json()
      .changes;
    const undone = await t.app.inject({
      method: 'POST',
      url: `/api/schedule/changes/${changes[0].change_id}/undo`,
      headers,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await storedOperation('1023', '0010')).work_center).toBe('PRS-03');
  });

  it('"move operation 0020 of order 1023 to TRM-02" moves the operation named', async () => {
    const reply = await say('move operation 0020 of order 1023 to TRM-02');
    if (!isSchedule(reply)) throw new Error(`not a plan: ${reply.text}`);
    const operations = reply.data.orders.find((o) => o.order_id === '1023')?.operations ?? [];
    expect(operations.find((o) => o.operation_id === '0020')?.work_center).toBe('TRM-02');
    expect(reply.text).toContain('Moved at your request: order 1023, operation 0020');
  });

  it('"move it to PRS-04" after a question about 1023 moves 1023', async () => {
    const asked = await say('how is order 1023 doing?');
    const reply = await say('move it to PRS-04', [
      { role: 'user', content: 'how is order 1023 doing?' },
      { role: 'assistant', content: asked.text },
    ]);
    expect(reply.intent).toBe('order.move');
    if (!isSchedule(reply)) throw new Error(`not a plan: ${reply.text}`);
    const moved = reply.data.orders.find((o) => o.order_id === '1023')?.operations[0];
    expect(moved?.work_center).toBe('PRS-04');
  });
});

describe('a move asked as a what-if is computed and compared, never offered for Apply', () => {
  it('"what if we move order 1023 to PRS-04?"', async () => {
    const before = await storedOperation('1023', '0010');
    const reply = await say('what if we move order 1023 to PRS-04?');
    expect(reply.intent).toBe('order.move');
    if (!isSchedule(reply)) throw new Error(`not a plan: ${reply.text}`);
    expect(reply.data.orders.find((o) => o.order_id === '1023')?.operations[0]?.work_center).toBe('PRS-04');
    expect(reply.baseline.is_proposal).toBe(false);
    expect(reply.actions ?? []).toEqual([]);
    expect(await storedOperation('1023', '0010')).toEqual(before);
  });
});

describe('a move that cannot be done is a plain answer with no Apply', () => {
  it.each([
    ['move order 9999 to PRS-04', 'Order 9999 does not exist: nothing moved.'],
    ['move order 1023 to PRS-99', 'There is no work center PRS-99 in this plant: nothing moved.'],
    // 1041 (PRODUCT-001) presses on PRS-03 or PRS-04 only.
    ['move order 1041 to PRS-05', 'No operation of order 1041 can run on PRS-05. Nothing moved.'],
    [
      'move operation 0010 of order 1041 to PRS-05',
      'Operation 0010 of order 1041 cannot run on PRS-05: it can run on PRS-03, PRS-04.',
    ],
    ['move operation 0090 of order 1041 to PRS-04', 'Order 1041 has no operation 0090: nothing moved.'],
    // 1012's mixing on BAN-01 has started.
    ['move order 1012 to BAN-02', 'Operation 0010 of order 1012 is started on BAN-01'],
    ['move order 1023 to PRS-03', 'Operation 0010 of order 1023 already runs on PRS-03: nothing to move.'],
  ])('"%s": %s', async (prompt, said) => {
    const reply = await say(prompt);
    expect(reply.intent).toBe('order.move');
    expect(reply.type).toBe('text');
    expect(reply.text).toContain(said);
    expect(reply.actions ?? []).toEqual([]);
  });

  it('names where the operation can run when it cannot run there, in Portuguese too', async () => {
    const reply = await say('passa a OP 1041 para a PRS-05');
    expect(reply.language).toBe('pt');
    expect(reply.text).toContain('Nenhuma operação da ordem 1041 pode rodar na PRS-05. Nada foi movido.');
    expect(reply.text).toContain('0010 na PRS-03, PRS-04');
    expect(reply.actions ?? []).toEqual([]);
  });
});
