import type { AssistantReply, ProductionOrder, ScheduleResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

/**
 * A typed "yes, apply it" / "no, discard it" acts on the proposal the planner just saw — the
 * latest of the conversation, an order proposal as much as a schedule one — never on an older one,
 * and through the same Apply as its button (one winner when both come at once).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const say = async (user: string, prompt: string, language?: 'pt') => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/run',
    headers: asUser(user),
    // A Portuguese screen names its language, as the web does.
    payload: { prompt, backend: 'offline', work_budget: 40, ...(language ? { language } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AssistantReply;
};
/** The Apply button of an order proposal, as the web sends it. */
const clickApply = (user: string, reply: AssistantReply) => {
  const apply = reply.actions?.find((a) => a.action.endsWith('_order'));
  expect(apply, reply.text).toBeDefined();
  return t.app.inject({
    method: 'POST',
    url: '/api/assistant/apply-order',
    headers: asUser(user),
    payload: {
      kind: apply!.action,
      command: apply!.data.command,
      data: apply!.data,
      proposal_id: apply!.data.proposal_id,
    },
  });
};
const orderOf = async (user: string, orderId: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}?source=playground`,
    headers: asUser(user),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { order: ProductionOrder }).order;
};
const changesOf = async (user: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/schedule/changes', headers: asUser(user) })).json()
    .changes as { change_id: string; run_id: string; tool: string; undone_at: string | null }[];
/** The caller's playground exists before the plan is read back (a first write copies it). */
const makePlayground = async (user: string) => {
  const made = await t.app.inject({
    method: 'PUT',
    url: '/api/plant/settings',
    headers: asUser(user),
    payload: { stability: 'balanced' },
  });
  expect(made.statusCode, made.body).toBe(200);
};
/** Every planned operation of every dataset, as stored: what a schedule Apply would move. */
const operations = () =>
  t.database.db
    .selectFrom('order_operations')
    .select(['order_id', 'operation_id', 'work_center', 'start_time', 'end_time'])
    .orderBy('order_id')
    .orderBy('operation_id')
    .execute();

describe('a typed yes applies the latest proposal, whatever its kind', () => {
  it('"yes, apply it" after an order proposal applies that order proposal, with an undo', async () => {
    const proposal = await say('ana', 'Change order 1022 priority to low');
    expect(proposal.actions?.[0]?.data.proposal_id).toMatch(/^[0-9a-f-]{36}$/);
    const yes = await say('ana', 'yes, apply it');
    expect(yes.intent).toBe('change.apply');
    expect(yes.text).toBe(
      'Applied “Change order 1022 priority to low”. The change is recorded and can be undone.',
    );
    expect((await orderOf('ana', '1022')).priority).toBe('Low');
    const [change] = await changesOf('ana');
    const proposalId = proposal.actions?.[0]?.data.proposal_id;
    expect(yes.actions).toEqual([
      {
        label: 'Undo',
        action: 'undo_change',
        data: { change_id: change!.change_id, proposal_id: proposalId },
      },
    ]);
    expect(yes.data).toMatchObject({ proposal_id: proposalId });
  });

  it('with an older open schedule proposal and a newer order proposal, applies the newer only', async () => {
    await makePlayground('bo');
    const breakdown = (await say('bo', 'PRS-03 broke down for 4 hours')) as ScheduleResult;
    expect(breakdown.baseline.is_proposal).toBe(true);
    await say('bo', 'release order 1041');
    const plan = await operations();
    const yes = await say('bo', 'yes, apply it');
    expect(yes.text).toBe('Applied “release order 1041”. The change is recorded and can be undone.');
    expect((await orderOf('bo', '1041')).status).toBe('Released');
    expect(await operations()).toEqual(plan);
    expect((await changesOf('bo')).map((c) => c.tool)).toEqual(['release_order']);
    // Said again: the latest proposal is applied; the older breakdown is not applied in its place.
    const again = await say('bo', 'go ahead');
    expect(again.text).toContain('The latest proposal, “release order 1041”, was applied already');
    expect(await changesOf('bo')).toHaveLength(1);
    expect(await operations()).toEqual(plan);
  });

  it('after the latest proposal was applied by its button, a yes applies nothing', async () => {
    const proposal = await say('cy', 'cancel order 1044');
    const clicked = await clickApply('cy', proposal);
    expect(clicked.statusCode, clicked.body).toBe(200);
    const yes = await say('cy', 'yes, apply it');
    expect(yes.text).toContain('was applied already: nothing more was applied');
    expect(yes.actions ?? []).toEqual([]);
    expect(await changesOf('cy')).toHaveLength(1);
    // And the button a second time is told why (409), not applied twice.
    const twice = await clickApply('cy', proposal);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('PROPOSAL_APPLIED');
  });

  it('"no, discard it" discards the latest order proposal; a yes after it applies nothing', async () => {
    const before = await orderOf('di', '1045');
    await say('di', 'release order 1045');
    const no = await say('di', 'no, discard it');
    expect(no.intent).toBe('change.discard');
    expect(no.text).toBe('Discarded “release order 1045”: no order changed.');
    expect(no.data).toMatchObject({ discarded_proposal_id: expect.any(String) });
    const yes = await say('di', 'yes, apply it');
    expect(yes.text).toContain('“release order 1045”, was discarded: nothing was applied');
    expect((await orderOf('di', '1045')).status).toBe(before.status);
    expect(await changesOf('di')).toEqual([]);
  });

  it('the Discard button closes the proposal too: a yes and an Apply after it change nothing', async () => {
    const proposal = await say('ed', 'release order 1043');
    const id = proposal.actions?.find((a) => a.action === 'discard')?.data.proposal_id;
    const discarded = await t.app.inject({
      method: 'POST',
      url: `/api/assistant/proposals/${id}/discard`,
      headers: asUser('ed'),
    });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect((await say('ed', 'yes, apply it')).text).toContain('was discarded: nothing was applied');
    const clicked = await clickApply('ed', proposal);
    expect([clicked.statusCode, clicked.json().code]).toEqual([409, 'PROPOSAL_DISCARDED']);
    // Someone else's proposal is not this caller's to discard.
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/assistant/proposals/${id}/discard`,
      headers: asUser('ana'),
    });
    expect([other.statusCode, other.json().code]).toEqual([404, 'PROPOSAL_NOT_FOUND']);
    const garbled = await t.app.inject({
      method: 'POST',
      url: '/api/assistant/proposals/latest/discard',
      headers: asUser('ed'),
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().details.map((d: { field: string }) => d.field)).toEqual(['params.id']);
  });

  it('"no" after a schedule proposal is remembered: a later yes does not apply it', async () => {
    await say('fe', 'PRS-02 broke down for 4 hours');
    expect((await say('fe', 'no, discard it')).data).toMatchObject({ discarded_run_id: expect.any(String) });
    expect((await say('fe', 'yes, apply it')).text).toContain('was discarded: nothing was applied');
    expect(await changesOf('fe')).toEqual([]);
  });

  it('the Discard button of a schedule proposal is remembered too: a yes after it applies nothing', async () => {
    const proposal = (await say('ni', 'PRS-05 broke down for 3 hours')) as ScheduleResult;
    const discard = (user: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/schedule/runs/${proposal.run_id}/discard`,
        headers: asUser(user),
      });
    expect((await discard('ana')).statusCode).toBe(404);
    const discarded = await discard('ni');
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect((await say('ni', 'yes, apply it')).text).toContain('was discarded: nothing was applied');
    // Nor does its Transfer to System, sent anyway.
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/apply',
      headers: asUser('ni'),
      payload: { run_id: proposal.run_id },
    });
    expect([applied.statusCode, applied.json().code]).toEqual([409, 'PROPOSAL_DISCARDED']);
    expect(await changesOf('ni')).toEqual([]);
  });

  it('pt-BR: "sim, aplica" applies the order proposal; "não, descarta" discards the next', async () => {
    await say('gi', 'pode liberar a OP 1046', 'pt');
    const yes = await say('gi', 'sim, aplica', 'pt');
    expect(yes.text).toBe(
      'Aplicado “pode liberar a OP 1046”. A mudança fica registrada e pode ser desfeita.',
    );
    expect((await orderOf('gi', '1046')).status).toBe('Released');
    await say('gi', 'cancela a ordem 1047', 'pt');
    const no = await say('gi', 'não, descarta', 'pt');
    expect(no.text).toBe('Descartado “cancela a ordem 1047”: nenhuma ordem mudou.');
    expect((await orderOf('gi', '1047')).status).not.toBe('Closed');
    expect((await say('gi', 'sim, pode aplicar', 'pt')).text).toContain('foi descartada: nada foi aplicado');
  });

  it('a promise offered after an order proposal supersedes it: a later yes does not change the order', async () => {
    const before = await orderOf('pa', '1027');
    const proposal = await say('pa', 'Change order 1027 priority to low');
    expect(proposal.actions?.[0]?.action).toBe('update_order');
    // From stock: no solve is made, so only the promise itself supersedes the order proposal.
    const offer = await say('pa', 'can we deliver 500 PRODUCT-001 by 2026-12-02 at $50?');
    expect(offer.intent).toBe('promise.check');
    const yes = await say('pa', 'yes, apply it');
    expect(yes.actions ?? []).toEqual([]);
    expect((await orderOf('pa', '1027')).priority).toBe(before.priority);
    expect(await changesOf('pa')).toEqual([]);
  });

  it('a stale order proposal is refused with the plain explanation; nothing is applied', async () => {
    const before = await orderOf('hu', '1023');
    await say('hu', 'Change order 1023 priority to low');
    // Someone changes the order on the order screen before the planner says yes.
    const edited = await t.app.inject({
      method: 'POST',
      url: '/api/orders/update',
      headers: asUser('hu'),
      payload: { order_id: '1023', version: before.version, changes: { priority: 'High' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const yes = await say('hu', 'yes, apply it');
    expect(yes.text).toMatch(/^Nothing was applied: Production order 1023 was changed by someone else/);
    expect((await orderOf('hu', '1023')).priority).toBe('High');
    expect(await changesOf('hu')).toEqual([]);
  });
});

describe('a stock transfer proposal is the latest proposal too', () => {
  const onHandAt = async (user: string, itemId: string, location: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/inventory/levels/${itemId}`,
      headers: asUser(user),
    });
    const levels = res.json().levels as { location_id: string; on_hand: number }[];
    return levels.find((l) => l.location_id === location)?.on_hand ?? 0;
  };

  it('"yes" after a transfer moves that stock, once — never an older proposal in its place', async () => {
    await say('li', 'Change order 1025 priority to low');
    const before = await onHandAt('li', 'RM-SBR-1502', 'SHIPPING');
    const proposal = await say('li', 'move 25 kg of RM-SBR-1502 from MAIN to SHIPPING');
    const transfer = proposal.actions?.find((a) => a.action === 'transfer_stock');
    expect(transfer?.data.proposal_id).toMatch(/^[0-9a-f-]{36}$/);
    const yes = await say('li', 'yes, apply it');
    expect(yes.text).toMatch(/^Applied “move 25 kg of RM-SBR-1502 from MAIN to SHIPPING”: /);
    expect(await onHandAt('li', 'RM-SBR-1502', 'SHIPPING')).toBeCloseTo(before + 25, 6);
    expect((await orderOf('li', '1025')).priority).not.toBe('Low');
    expect((await say('li', 'go ahead')).text).toContain('was applied already');
    // Its Apply button after the typed yes moves nothing more.
    const clicked = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/transfer',
      headers: asUser('li'),
      payload: { ...transfer!.data, quantity: 25 },
    });
    expect([clicked.statusCode, clicked.json().code]).toEqual([409, 'PROPOSAL_APPLIED']);
    expect(await onHandAt('li', 'RM-SBR-1502', 'SHIPPING')).toBeCloseTo(before + 25, 6);
  });

  it('"no" after a transfer discards it: no stock moves', async () => {
    const before = await onHandAt('mo', 'RM-SBR-1502', 'SHIPPING');
    await say('mo', 'move 10 kg of RM-SBR-1502 from MAIN to SHIPPING');
    expect((await say('mo', 'no, discard it')).text).toBe(
      'Discarded “move 10 kg of RM-SBR-1502 from MAIN to SHIPPING”: no stock moved.',
    );
    expect((await say('mo', 'yes, apply it')).text).toContain('was discarded: nothing was applied');
    expect(await onHandAt('mo', 'RM-SBR-1502', 'SHIPPING')).toBe(before);
  });
});

describe('a typed yes racing the Apply button', () => {
  it('ends with exactly one applied and one refused', async () => {
    await makePlayground('ko');
    const proposal = await say('ko', 'Change order 1024 priority to low');
    const [clicked, typed] = await Promise.all([clickApply('ko', proposal), say('ko', 'yes, apply it')]);
    const clickWon = clicked.statusCode === 200;
    const typedWon = (typed.actions ?? []).some((a) => a.action === 'undo_change');
    expect([clickWon, typedWon].filter(Boolean)).toHaveLength(1);
    if (!clickWon) expect(clicked.statusCode).toBe(409);
    // A typed yes that lost either met the click mid-way (refused as a conflict) or ran wholly after
    // it (told the proposal was applied already): both apply nothing and offer no second undo.
    if (!typedWon)
      expect(typed.text).toMatch(/^Nothing was applied: |was applied already: nothing more was applied/);
    expect(await changesOf('ko')).toHaveLength(1);
    expect((await orderOf('ko', '1024')).priority).toBe('Low');
  });
});
