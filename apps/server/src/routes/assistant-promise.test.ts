import { PromiseAccepted, type PromiseResult, type TextReply } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { englishIn } from '../conversations/reply.test-support.ts';
import { scoped } from '../db/scoped.ts';
import { TEST_NOW } from '../test/fixtures.ts';

/**
 * The assistant's promise intent (issue 13, Assistant): a promise command runs the real analysis on
 * the planner's live plan, answers in the command's language with the date, the margin and who
 * slips, and a feasible promise offers Accept, which POST /api/promise/accept takes as it is.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

type PromiseReply = TextReply & {
  data: PromiseResult & { price_basis: string; selling_price_per_unit: number };
};
type Turn = { role: 'user' | 'assistant'; content: string };

async function ask(user: string, prompt: string, language = 'en', history: Turn[] = []) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/run',
    headers: asUser(user),
    payload: {
      prompt,
      backend: 'offline',
      source: 'playground',
      language,
      work_budget: 40,
      conversation_history: history,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PromiseReply;
}

/** Accept as the web's button does: the action's data, its quantity a number again. */
async function accept(user: string, data: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/promise/accept',
    headers: asUser(user),
    payload: { ...data, quantity: Number(data.quantity) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return PromiseAccepted.parse(res.json());
}

const acceptAction = (reply: PromiseReply) => reply.actions?.find((a) => a.action === 'accept_promise');

/** The accepted sales order, in the planner's own playground (every playground numbers its own). */
async function salesOrder(user: string, id: string) {
  const { dataset_id: datasetId } = await t.database.db
    .selectFrom('datasets')
    .select('dataset_id')
    .where('owner_id', '=', user)
    .where('kind', '=', 'playground')
    .executeTakeFirstOrThrow();
  return scoped(t.database.db, datasetId)
    .selectFrom('sales_orders')
    .select(['customer_id', 'material_id', 'quantity', 'unit_price'])
    .where('sales_order_id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('the promise through the assistant (issue 13)', () => {
  it('"Can we deliver 500 STD-101 by Friday at $48?": yes, with the date, the margin at that price, and Accept', async () => {
    const reply = await ask('prim', 'Can we deliver 500 STD-101 by Friday at $48?');
    expect(reply).toMatchObject({ type: 'text', intent: 'promise.check', language: 'en' });
    expect(reply.tool.name).toBe('promise_check');
    const result = reply.data;
    expect(result).toMatchObject({ sku: 'STD-101', quantity: 500, is_feasible: true, price_basis: 'said' });
    expect(result.selling_price_per_unit).toBe(48);
    // By Friday: the end of Friday 27 November in plant time (São Paulo, UTC−3).
    expect(result.requested_date).toBe('2026-11-28T02:59:00.000Z');
    expect(reply.text).toContain('can be delivered by Fri 27 Nov 23:59');
    expect(reply.text).toContain('promised for Wed 25 Nov 07:00');
    expect(reply.text).toContain(`Margin ${oneDecimal('en-US', result.margin.margin_percentage)}%`);
    expect(reply.text).toContain('the 15% target (met)');
    expect(reply.text).toContain('48.00 per unit: the price you said');

    const action = acceptAction(reply);
    expect(action?.label).toBe('Accept & Schedule');
    expect(action?.data).toMatchObject({
      analysis_id: result.analysis_id,
      order_id: result.order_id,
      sku: 'STD-101',
      quantity: '500',
      promised_date: result.promised_date,
    });
    const accepted = await accept('prim', action!.data);
    expect(accepted).toMatchObject({ success: true, order_id: result.order_id, created: true });
    expect(await salesOrder('prim', accepted.sales_order_id)).toMatchObject({
      material_id: 'STD-101',
      quantity: 500,
      unit_price: 48,
    });
  }, 60_000);

  it('"dá pra entregar 2 mil STD-101 pra Pampa até sexta a 0,90?": sim, em português, para a Pampa, e Aceitar', async () => {
    const reply = await ask('prim-pt', 'dá pra entregar 2 mil STD-101 pra Pampa até sexta a 0,90?', 'pt-BR');
    expect(reply).toMatchObject({ intent: 'promise.check', language: 'pt' });
    const result = reply.data;
    expect(result).toMatchObject({ sku: 'STD-101', quantity: 2000, is_feasible: true });
    expect(result.selling_price_per_unit).toBe(0.9);
    expect(reply.text).toContain('dá para entregar 2.000 STD-101 até sex., 27 de nov. 23:59');
    expect(reply.text).toContain(`Margem de ${oneDecimal('pt-BR', result.margin.margin_percentage)}%`);
    expect(reply.text).toContain('a 0,90 por unidade: o preço informado');
    expect(englishIn(reply)).toEqual([]);

    const action = acceptAction(reply);
    expect(action?.label).toBe('Aceitar e programar');
    expect(action?.data.customer_id).toBe('C-1011');
    const accepted = await accept('prim-pt', action!.data);
    expect(await salesOrder('prim-pt', accepted.sales_order_id)).toMatchObject({
      customer_id: 'C-1011',
      quantity: 2000,
      unit_price: 0.9,
    });
  }, 60_000);

  it('a promise the plan cannot keep says so, names who slips with their hours, offers no Accept but the day it can', async () => {
    const reply = await ask('prim-late', 'can we deliver 8000 PRODUCT-001 by Friday?');
    const result = reply.data;
    expect(result.is_feasible).toBe(false);
    expect(acceptAction(reply)).toBeUndefined();
    expect(reply.text).toContain('**Not by Fri 27 Nov 23:59**');
    // No price said: the product's list price.
    expect(result).toMatchObject({ price_basis: 'list', selling_price_per_unit: 44.83 });
    expect(reply.text).toContain('44.83 per unit: the product list price');
    const worst = [...result.capacity.affected_orders].sort(
      (a, b) => Number(b.becomes_late) - Number(a.becomes_late) || b.slip_hours - a.slip_hours,
    )[0]!;
    expect(reply.text).toContain(`${worst.order_id} +${oneDecimal('en-US', worst.slip_hours)} h`);
    expect(reply.text).toContain(`Recommended: ${result.recommendations[0]}`);
    const day = new Date(Date.parse(result.promised_date) - 3 * 3_600_000).toISOString().slice(0, 10);
    expect(reply.suggested_actions).toEqual([
      { label: `Check ${day}`, prompt: `Can we deliver 8000 PRODUCT-001 by ${day}?` },
    ]);
  }, 120_000);

  it('without a price or a list price, costs at standard cost + 15% and says so', async () => {
    await t.database.db
      .updateTable('materials')
      .set({ price: null })
      .where('material_id', '=', 'FG-OR-020')
      .execute();
    const reply = await ask('prim-cost', 'can we deliver 100 FG-OR-020 by Dec 4?');
    // FG-OR-020's standard cost is 0.0991: × 1.15 = 0.11.
    expect(reply.data).toMatchObject({ price_basis: 'cost', selling_price_per_unit: 0.11 });
    expect(reply.text).toContain('0.11 per unit: standard cost + 15%');
  }, 60_000);

  it('asks by when when no date is said, and the answer completes the promise', async () => {
    const question = await ask('prim-ask', 'can we deliver 500 STD-101?');
    expect(question).toMatchObject({ needs_clarification: true, intent: 'promise.check' });
    expect(question.text).toBe('By when does the customer need the 500 STD-101?');
    expect(question.actions ?? []).toEqual([]);
    expect(question.suggested_actions).toEqual([
      { label: 'In 7 days', prompt: 'Can we deliver 500 STD-101 by 2026-12-02?' },
    ]);
    const answered = await ask('prim-ask', 'by Friday', 'en', [
      { role: 'user', content: 'can we deliver 500 STD-101?' },
      { role: 'assistant', content: question.text },
    ]);
    expect(answered.data).toMatchObject({ sku: 'STD-101', quantity: 500, is_feasible: true });
    expect(acceptAction(answered)).toBeDefined();
  }, 60_000);
});

describe('yes or no after a promise (issue 13)', () => {
  const PROMISE = 'can we deliver 8000 PRODUCT-001 by 2027-01-21 at $45?';

  it('"yes, accept it" accepts the promise just offered, as its button does, with Undo', async () => {
    const offer = await ask('yes-en', PROMISE);
    expect(offer.data.is_feasible).toBe(true);
    // Made, not from stock: the analysis planned it on the presses.
    expect(offer.data.capacity.machines_utilized.length).toBeGreaterThan(0);
    expect(offer.text).toContain(`books it as order ${offer.data.order_id}`);
    const yes = await ask('yes-en', 'yes, accept it', 'en', [
      { role: 'user', content: PROMISE },
      { role: 'assistant', content: offer.text },
    ]);
    const accepted = PromiseAccepted.parse(yes.data);
    expect(accepted).toMatchObject({ order_id: offer.data.order_id, created: true });
    expect(accepted.change_id).not.toBeNull();
    expect(yes.text).toContain(`Accepted: order ${offer.data.order_id} is scheduled`);
    expect(yes.actions).toEqual([
      { label: 'Undo', action: 'undo_change', data: { change_id: accepted.change_id } },
    ]);
    expect(await salesOrder('yes-en', accepted.sales_order_id)).toMatchObject({
      material_id: 'PRODUCT-001',
      quantity: 8000,
      unit_price: 45,
    });
  }, 120_000);

  it('"não" after a promise sets it aside, booking nothing', async () => {
    const offer = await ask('yes-pt', 'dá pra entregar 8000 PRODUCT-001 até 2027-01-21 a R$ 45?', 'pt-BR');
    expect(offer.data.is_feasible).toBe(true);
    const no = await ask('yes-pt', 'não', 'pt-BR', [
      { role: 'user', content: 'dá pra entregar 8000 PRODUCT-001 até 2027-01-21 a R$ 45?' },
      { role: 'assistant', content: offer.text },
    ]);
    expect(no.text).toBe('Deixada de lado: a promessa de 8.000 PRODUCT-001 não foi lançada, e nada mudou.');
    const booked = await t.database.db
      .selectFrom('promise_analyses')
      .select('accepted')
      .where('analysis_id', '=', offer.data.analysis_id)
      .executeTakeFirstOrThrow();
    expect(booked.accepted).toBeNull();
  }, 120_000);

  it('a plain "yes, apply it" never releases a promise\'s plan without its sales order', async () => {
    const analyzed = await t.app.inject({
      method: 'POST',
      url: '/api/promise/analyze',
      headers: asUser('yes-screen'),
      payload: {
        sku: 'PRODUCT-001',
        quantity: 8000,
        requested_date: '2027-01-21',
        selling_price_per_unit: 45,
      },
    });
    expect(analyzed.statusCode, analyzed.body).toBe(200);
    const yes = await ask('yes-screen', 'yes, apply it');
    expect(yes.tool.name).toBe('apply_proposal');
    expect(yes.text).toBe('There is no open proposal to apply: ask for the change again and apply its plan.');
    const changes = await t.database.db
      .selectFrom('plan_changes')
      .select('change_id')
      .where('run_id', '=', (await runOf(analyzed.json().analysis_id)) ?? '')
      .execute();
    expect(changes).toEqual([]);
  }, 120_000);
});

describe('"when can we…?" answers the earliest date (issue 13)', () => {
  /** The end of today in plant time (São Paulo, UTC−3), as the analysis reads a day asked. */
  const endOfToday = () => {
    // The app's clock (TEST_NOW), not the machine's: the day the test runs must not matter.
    const today = new Date(TEST_NOW.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
    return new Date(Date.parse(`${today}T23:59:00.000-03:00`)).toISOString();
  };
  const dayOf = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(0, 10);

  it('"When can we ship 8000 PRODUCT-001?": the earliest date, the margin, who slips, and "Check <day>", which is a yes', async () => {
    const reply = await ask('when-en', 'When can we ship 8000 PRODUCT-001?');
    expect(reply).toMatchObject({ type: 'text', intent: 'promise.check', language: 'en' });
    expect(reply.needs_clarification).toBeFalsy();
    const result = reply.data;
    expect(result).toMatchObject({ sku: 'PRODUCT-001', quantity: 8000, is_feasible: false });
    expect(result.requested_date).toBe(endOfToday());
    expect(reply.text).toContain('**The earliest** 8,000 PRODUCT-001 can be delivered is ');
    expect(reply.text).toContain('(plant time, America/Sao_Paulo');
    expect(reply.text).not.toContain('Not by');
    expect(reply.text).toContain(`Margin ${oneDecimal('en-US', result.margin.margin_percentage)}%`);
    expect(reply.text).toMatch(/\+[\d.]+ h/);
    // Accept refuses a late analysis (409 PROMISE_NOT_FEASIBLE): the earliest day is checked instead.
    expect(acceptAction(reply)).toBeUndefined();
    const day = dayOf(result.promised_date);
    expect(reply.suggested_actions).toEqual([
      { label: `Check ${day}`, prompt: `Can we deliver 8000 PRODUCT-001 by ${day}?` },
    ]);
    const check = await ask('when-en', reply.suggested_actions![0]!.prompt);
    expect(check.data).toMatchObject({ sku: 'PRODUCT-001', quantity: 8000, is_feasible: true });
    expect(acceptAction(check)).toBeDefined();
  }, 180_000);

  it('"Quando conseguimos entregar 2 mil STD-101?": a data mais cedo, em português, sem perguntar a data', async () => {
    const reply = await ask('when-pt', 'Quando conseguimos entregar 2 mil STD-101?', 'pt-BR');
    expect(reply).toMatchObject({ intent: 'promise.check', language: 'pt' });
    expect(reply.needs_clarification).toBeFalsy();
    const result = reply.data;
    expect(result).toMatchObject({ sku: 'STD-101', quantity: 2000 });
    expect(result.requested_date).toBe(endOfToday());
    expect(reply.text).toContain('**O mais cedo** que dá para entregar 2.000 STD-101 é ');
    expect(reply.text).toContain('(horário da planta, America/Sao_Paulo');
    expect(reply.text).toContain(`Margem de ${oneDecimal('pt-BR', result.margin.margin_percentage)}%`);
    expect(englishIn(reply)).toEqual([]);
    // Ready today: the analysis for today is feasible, and Accept books it at its earliest date.
    expect(result.is_feasible).toBe(true);
    const action = acceptAction(reply);
    expect(action?.label).toBe('Aceitar e programar');
    expect(action?.data.promised_date).toBe(result.promised_date);
    const accepted = await accept('when-pt', action!.data);
    expect(accepted).toMatchObject({ order_id: result.order_id, promised_date: result.promised_date });
  }, 120_000);
});

async function runOf(analysisId: string) {
  const row = await t.database.db
    .selectFrom('promise_analyses')
    .select('run_id')
    .where('analysis_id', '=', analysisId)
    .executeTakeFirstOrThrow();
  return row.run_id;
}

/** A figure as the catalogs write `{x, number, ::.#}`. */
function oneDecimal(locale: string, value: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}
