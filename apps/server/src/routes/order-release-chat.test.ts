import type { AssistantReply, ProductionOrder } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

/**
 * Releasing an order from the chat: "release order 1041" is a proposal that changes nothing; its
 * Apply takes the order lifecycle's release step (Created → Released) at the version read, recorded
 * so undo puts it back; an order that cannot be released gets a plain answer with no Apply.
 */
let t: TestApp;
const user = 'rita';
const headers = asUser(user);
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const say = async (prompt: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/run',
    headers,
    payload: { prompt, backend: 'offline' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AssistantReply;
};
const releaseAction = (reply: AssistantReply) => {
  const action = reply.actions?.find((a) => a.action === 'release_order');
  expect(action, reply.text).toBeDefined();
  return action!;
};
const apply = (reply: AssistantReply) => {
  const { action, data } = releaseAction(reply);
  return t.app.inject({
    method: 'POST',
    url: '/api/assistant/apply-order',
    headers,
    payload: { kind: action, command: data.command, data },
  });
};
/** The order as the order screens read it (GET /api/orders/:id, the caller's playground). */
const orderOf = async (orderId: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}?source=playground`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { order: ProductionOrder }).order;
};

describe('release an order from the chat', () => {
  it('proposes the release with what a planner decides on; nothing changes until Apply', async () => {
    const before = await orderOf('1041');
    expect(before.status).toBe('Created');
    const reply = await say('release order 1041');
    expect(reply.intent).toBe('order.release');
    expect(reply.tool.name).toBe('release_order');
    expect(reply.text).toContain('Created → Released');
    // Material, quantity, due date and the planned start of the released plan.
    expect(reply.text).toMatch(/PRODUCT-001 × 2,400, due \w{3} \d\d \w{3} \d\d:\d\d/);
    expect(reply.text).toMatch(/the released plan starts it \w{3} \d\d \w{3} \d\d:\d\d/);
    // 1041 waits for a purchased insert: which, until when, and what brings it.
    expect(reply.text).toContain('It waits for 1 component');
    expect(reply.text).toMatch(/- INS-EM-BASE until \w{3} \d\d \w{3} \d\d:\d\d \(PO-\d+\)/);
    expect(reply.actions?.map((a) => a.action)).toEqual(['release_order', 'discard']);
    const after = await orderOf('1041');
    expect([after.status, after.version]).toEqual([before.status, before.version]);
  });

  it('says so when the components are in stock', async () => {
    const reply = await say('release order 1045');
    expect(reply.text).toContain('Its purchased components are in stock now.');
  });

  it('Apply releases the order, read back Released; "undo that" puts it back to Created', async () => {
    const reply = await say('release 1042 to the floor');
    const applied = await apply(reply);
    expect(applied.statusCode, applied.body).toBe(200);
    const released = await orderOf('1042');
    expect(released.status).toBe('Released');
    // "Undo that" names the release and offers the undo of exactly that change.
    const undoReply = await say('undo that');
    expect(undoReply.text).toContain('release 1042 to the floor');
    const undo = undoReply.actions?.find((a) => a.action === 'undo_change');
    expect(undo?.data.change_id).toBe(applied.json().change_id);
    const change = await t.app.inject({
      method: 'POST',
      url: `/api/schedule/changes/${undo!.data.change_id}/undo`,
      headers,
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await orderOf('1042')).status).toBe('Created');
  });

  it('a stale proposal is refused 409 and of two Applies of one proposal exactly one wins', async () => {
    const first = await say('release order 1043');
    const second = await say('release order 1043');
    const results = await Promise.all([apply(first), apply(second)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('VERSION_CONFLICT');
    const order = await orderOf('1043');
    expect(order.status).toBe('Released');
    expect(order.version).toBe(Number(releaseAction(first).data.version) + 1);
  });

  it('a proposal overtaken by the order screen release is refused 409, nothing written twice', async () => {
    const reply = await say('release order 1044');
    const { version } = await orderOf('1044');
    const screen = await t.app.inject({
      method: 'POST',
      url: '/api/orders/release',
      headers,
      payload: { order_id: '1044', version },
    });
    expect(screen.statusCode, screen.body).toBe(200);
    const applied = await apply(reply);
    expect(applied.statusCode).toBe(409);
    expect((await orderOf('1044')).version).toBe(version + 1);
  });

  it('an Apply sent for an order that is not Created is refused by the lifecycle rule, 409', async () => {
    const { version, status } = await orderOf('1022');
    expect(status).toBe('Released');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/assistant/apply-order',
      headers,
      payload: {
        kind: 'release_order',
        command: 'by hand',
        data: { order_id: '1022', version: String(version) },
      },
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().code).toBe('ORDER_TRANSITION_INVALID');
    expect(await orderOf('1022')).toMatchObject({ status: 'Released', version });
  });

  it.each([
    ['1022', 'it is released already'],
    ['1001', 'it is in process already'],
    ['1007', 'it is completed'],
    ['1002', 'it is closed'],
  ])('order %s, not Created, is refused plainly (%s), with no Apply', async (orderId, why) => {
    const reply = await say(`release order ${orderId}`);
    expect(reply.intent).toBe('order.release');
    expect(reply.text).toBe(
      `Order ${orderId} cannot be released: ${why}. Only a Created order can be released.`,
    );
    expect(reply.actions ?? []).toEqual([]);
  });

  it('an unknown order is said to not exist, with no Apply', async () => {
    const reply = await say('release order 9999');
    expect(reply.text).toBe('Order 9999 does not exist.');
    expect(reply.actions ?? []).toEqual([]);
  });

  it('answers in Portuguese: the proposal and the refusal', async () => {
    const reply = await say('pode liberar a OP 1046');
    expect(reply.language).toBe('pt');
    expect(reply.text).toMatch(/^\*\*Proposta\*\*: liberar a ordem 1046 para o chão de fábrica/);
    expect(reply.text).toContain('Nada muda até você aplicar');
    // The statuses in Portuguese too, as the order screens show them.
    expect(reply.text).toContain('criada → liberada');
    expect(reply.text).not.toMatch(/Created|Released/);
    expect(reply.actions?.map((a) => a.label)).toEqual(['Aplicar', 'Descartar']);
    const refused = await say('libera a ordem 1022');
    expect(refused.text).toBe(
      'A ordem 1022 não pode ser liberada: ela já está liberada. Só uma ordem criada pode ser liberada.',
    );
  });

  it('"release it" after a question about an order proposes that order\'s release', async () => {
    const asked = await say('how is order 1051 doing?');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/run',
      headers,
      payload: {
        prompt: 'release it',
        backend: 'offline',
        conversation_history: [
          { role: 'user', content: 'how is order 1051 doing?' },
          { role: 'assistant', content: asked.text },
        ],
      },
    });
    const reply = response.json() as AssistantReply;
    expect(reply.intent).toBe('order.release');
    expect(releaseAction(reply).data.order_id).toBe('1051');
  });

  it('two orders in one command ask which first, one button each', async () => {
    const reply = await say('release 1048 and 1049');
    expect(reply.needs_clarification).toBe(true);
    expect(reply.suggested_actions?.map((a) => a.prompt)).toEqual(['release 1048', 'release 1049']);
    expect(reply.actions ?? []).toEqual([]);
  });
});
