import type { ScheduleResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

let t: TestApp;
/** Search work per solve: small, and counted in work, so the same request gives the same plan. */
const WORK = 60;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("planners' commands through the assistant (issue 5)", () => {
  it('answers a Portuguese command in Portuguese (issue 5)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/run',
      headers: asUser('sam'),
      payload: { prompt: 'A prensa PRS-06 quebrou por 4 horas', work_budget: WORK },
    });
    const reply: ScheduleResult = res.json();
    expect(reply.language).toBe('pt');
    expect(reply.text).toContain('**Programação**');
    expect(reply.text).toContain('PRS-06 está parado desde');
    expect(reply.baseline.is_proposal).toBe(true);
    expect(reply.changes_summary?.summary_text).toMatch(/operaç(ão|ões) alterada/);
  });

  it('answers a stock question asked in Portuguese in Portuguese', async () => {
    const reply = (
      await t.app.inject({
        method: 'POST',
        url: '/api/schedule/run',
        payload: { prompt: 'Quanto temos de RM-778 em estoque?' },
      })
    ).json();
    expect(reply).toMatchObject({ language: 'pt', intent: 'inventory.query' });
    expect(reply.text).toMatch(/disponível .* em estoque/);
  });

  it('asks which machine when a breakdown names none, with suggested answers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/run',
      payload: { prompt: 'a press broke down' },
    });
    const reply = res.json();
    expect(reply).toMatchObject({ type: 'text', needs_clarification: true, intent: 'schedule.breakdown' });
    expect(reply.text).toMatch(/press/i);
    expect(reply.suggested_actions.length).toBeGreaterThan(1);
  });

  it('answers inventory questions from the data, in the reply shape of the assistant', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/run',
      payload: { prompt: 'How much RM-778 do we have?' },
    });
    const reply = res.json();
    expect(reply).toMatchObject({
      type: 'text',
      intent: 'inventory.query',
      tool: { name: 'inventory_query' },
    });
    expect(reply.text).toContain('RM-778');
    expect(reply.data.item.item_id).toBe('RM-778');
    // The default backend asks for a model; none is configured here, and the trace says who answered.
    expect(reply.backend).toBe('local');
    expect(reply.reasoning_trace[0].content).toBe(
      'No language model is configured: the local interpreter answered.',
    );
  });

  it.each([
    ['Run MRP for the plant', 'mrp_run', /MRP, next 30 days/],
    ['Show the BOM of PRODUCT-001', 'bom_explode', /PRODUCT-001.*components over/],
    ['Rodar o MRP da fábrica', 'mrp_run', /MRP, próximos 30 dias/],
  ])('answers "%s" with a real tool', async (prompt, tool, text) => {
    const reply = (
      await t.app.inject({ method: 'POST', url: '/api/schedule/run', payload: { prompt } })
    ).json();
    expect(reply.tool.name).toBe(tool);
    expect(reply.text).toMatch(text);
  });

  // Plain planning phrasings that were misread on the running app (session 10): a plan's goal as a new
  // order or the line analysis, a material run out as a machine down, "prioritize" as a question.
  it.each([
    ['Schedule all open orders to minimize tardiness', 'create_schedule', 'schedule'],
    ['Reschedule everything to reduce setups', 'reschedule', 'schedule'],
    ['We are out of RM-EPDM-50 until Thursday', 'reschedule_material_delay', 'schedule'],
    ['acabou o RM-EPDM-50, só chega quinta', 'reschedule_material_delay', 'schedule'],
  ])('acts on "%s" as a planner means it', async (prompt, tool, type) => {
    const reply = (
      await t.app.inject({
        method: 'POST',
        url: '/api/schedule/run',
        payload: { prompt, work_budget: WORK },
      })
    ).json();
    expect(reply.needs_clarification).toBeFalsy();
    expect(reply.type).toBe(type);
    expect(reply.tool.name).toBe(tool);
  });

  it('raises a normal order on "prioritize", and never lowers an urgent one', async () => {
    const ask = async (prompt: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/schedule/run', payload: { prompt } })).json();
    const normal = await ask('Prioritize order 1012');
    expect(normal.needs_clarification).toBeFalsy();
    expect(normal.text).toMatch(/priority Normal → High/);
    expect(normal.actions?.length).toBeGreaterThan(0);
    // 1022 is urgent: "prioritize" would have proposed Urgent → High before.
    const urgent = await ask('Prioritize order 1022');
    expect(urgent.text).not.toMatch(/→/);
    expect(urgent.text).toMatch(/already has priority Urgent/);
    expect(urgent.actions ?? []).toEqual([]);
    const pt = await ask('prioriza a OP 1022');
    expect(pt.text).toMatch(/já tem prioridade Urgente/);
    const lowered = await ask('deprioritize order 1012');
    expect(lowered.text).toMatch(/priority Normal → Low/);
  });

  it('gives an O-ring’s material cost in cents, as the costing does, and its small quantities as they are', async () => {
    const cost = (await t.app.inject({ method: 'GET', url: '/api/bom/cost/STD-101' })).json();
    for (const prompt of ['What does STD-101 cost?', 'quanto custa produzir STD-101?']) {
      const reply = (
        await t.app.inject({ method: 'POST', url: '/api/schedule/run', payload: { prompt } })
      ).json();
      expect(reply.tool.name).toBe('bom_explode');
      // $0.03 here; the reply said "$0" when it rounded to whole dollars.
      expect(reply.text).toContain(
        cost.total_material_cost.toFixed(2).replace('.', prompt.startsWith('W') ? '.' : ','),
      );
      expect(reply.text).not.toMatch(/: 0 (per|por) /);
    }
  });

  it('says in a what-if what the plan computed: an urgent order asked to be prioritized stays urgent', async () => {
    const ask = async (prompt: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/schedule/run',
          payload: { prompt, work_budget: WORK },
        })
      ).json();
    const urgent = await ask('what if we prioritize order 1022?');
    expect(urgent.type).toBe('schedule');
    expect(urgent.text).toMatch(/1022 already has priority Urgent/);
    expect(urgent.text).not.toMatch(/had priority High/);
    const normal = await ask('what if we prioritize order 1012?');
    expect(normal.text).toMatch(/If order 1012 had priority High/);
  });

  it('changes an order’s quantity by an amount or to one, and refuses to take off all of it', async () => {
    const ask = async (prompt: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/schedule/run', payload: { prompt } })).json();
    // 1041 makes 2,400 in the sample plant.
    expect((await ask('Increase order 1041 by 500 units')).text).toMatch(/quantity 2,400 → 2,900/);
    expect((await ask('Reduce order 1041 to 2000')).text).toMatch(/quantity 2,400 → 2,000/);
    expect((await ask('aumenta a ordem 1041 em 500 peças')).text).toMatch(/quantidade 2\.400 → 2\.900/);
    const all = await ask('cut order 1041 by 3000');
    expect(all.text).toMatch(/leaves nothing/);
    expect(all.actions ?? []).toEqual([]);
  });

  it('plans a rush order and says when it can be ready', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/run',
      headers: asUser('rita'),
      payload: { prompt: 'Rush order: 500 FG-OS-5072 by Friday', work_budget: WORK },
    });
    const result = res.json();
    expect(result).toMatchObject({ type: 'schedule', tool: { name: 'plan_rush_order' } });
    const rush = result.data.orders.find((o: { order_id: string }) => o.order_id.startsWith('RUSH-'));
    expect(rush.operations.length).toBeGreaterThan(0);
    expect(result.text).toMatch(/Rush order RUSH-\d+: [\d,]+ × FG-OS-5072/);
    expect(result.text).toMatch(/can be ready/);
  });
});
