import {
  type AssistantReply,
  EXAMPLE_SCENARIO_TEXTS_PT_BR,
  EXAMPLE_SCENARIOS,
  type ExampleScenario,
  exampleScenarioIn,
  exampleScenariosIn,
  PromiseResult,
  type ScheduleResult,
} from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { TEST_NOW } from '../test/fixtures.ts';
import { plantDate } from '../time/plant-clock.ts';

/**
 * Issue 16, ZEX01: every example prompt produces its expected result on the sample plant, in English
 * and in Portuguese. Each one is sent the way its Try This sends it: PP01's command (POST
 * /api/schedule/run, the body the screen builds in the stored language) or MB51's Promise Check
 * (POST /api/promise/analyze with the fields the form pre-fills).
 */
type Language = 'en-US' | 'pt-BR';

/** What each language's reply says where a check reads the text. */
const WORDS = {
  'en-US': {
    next: 'next:',
    notCreated: 'Nothing is created until you apply it',
    apply: 'Apply',
    late: ['late orders', 'due', 'planned to finish'],
    mrp: ['planned orders', 'action messages'],
    reserved: 'reserved',
    lowStock: 'at or below their reorder point',
  },
  'pt-BR': {
    next: 'a seguir:',
    notCreated: 'Nada é criado até você aplicar',
    apply: 'Aplicar',
    late: ['ordens atrasadas', 'entrega', 'termina pelo plano'],
    mrp: ['ordens planejadas', 'mensagens de ação'],
    reserved: 'em reserva',
    lowStock: 'no ponto de pedido ou abaixo',
  },
} as const;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** PP01's request for a command (apps/web scheduleRequestFor); a small work budget keeps solves quick and repeatable. */
async function sendToPp01(scenario: ExampleScenario, language: Language): Promise<AssistantReply> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/run',
    headers: { ...asUser(`ex-${scenario.id}`), 'accept-language': language },
    payload: {
      prompt: scenario.prompt,
      source: 'masterdata',
      data_source: 'default',
      backend: 'openai',
      algorithm: 'auto',
      sync_sap: false,
      language: language === 'pt-BR' ? 'pt' : 'en',
      work_budget: 40,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The sample plant's date (America/Sao_Paulo) at TEST_NOW plus `days`, as the form's date input holds it. */
function plantDateAhead(days: number): string {
  return plantDate(TEST_NOW.getTime() + days * 86_400_000, 'America/Sao_Paulo');
}

async function sendToPromiseCheck(scenario: ExampleScenario, language: Language): Promise<PromiseResult> {
  const form = scenario.promiseForm!;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/promise/analyze',
    headers: { ...asUser(`ex-${scenario.id}`), 'accept-language': language },
    payload: {
      sku: form.sku,
      quantity: form.quantity,
      requested_date: plantDateAhead(form.inDays),
      selling_price_per_unit: form.pricePerUnit,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return PromiseResult.parse(response.json());
}

function asSchedule(reply: AssistantReply, tool: string): ScheduleResult {
  expect(reply.type).toBe('schedule');
  expect(reply.tool.name).toBe(tool);
  return reply as ScheduleResult;
}

/** A repair the planner can read: changes, each move listed. */
function expectRepair(reply: AssistantReply, tool: string): ScheduleResult {
  const result = asSchedule(reply, tool);
  expect(result.changes_summary?.has_changes).toBe(true);
  expect(result.changes_summary?.changes.length).toBeGreaterThan(0);
  return result;
}

/** Operations of `workCenter` that overlap [TEST_NOW, TEST_NOW + hours). */
function operationsDuring(result: ScheduleResult, workCenter: string, hours: number): string[] {
  const from = TEST_NOW.getTime();
  const to = from + hours * 3_600_000;
  return result.data.orders.flatMap((order) =>
    order.operations
      .filter(
        (op) =>
          op.work_center === workCenter && Date.parse(op.start_time) < to && Date.parse(op.end_time) > from,
      )
      .map((op) => `${order.order_id}/${op.operation_id}`),
  );
}

/** The moves a late material forces: there is at least one, and none starts before the material arrives. */
function expectWaitsForMaterial(result: ScheduleResult) {
  const forced = (result.changes_summary?.changes ?? []).filter(
    (change) => change.cause?.reason === 'material',
  );
  expect(forced.length).toBeGreaterThan(0);
  const startOf = new Map(
    result.data.orders.flatMap((order) =>
      order.operations.map(
        (op) => [`${order.order_id}/${op.operation_id}`, Date.parse(op.start_time)] as const,
      ),
    ),
  );
  for (const change of forced) {
    const arrival = Date.parse(change.cause!.window!.start_time);
    expect(startOf.get(`${change.order_id}/${change.operation_id}`)).toBeGreaterThanOrEqual(arrival);
  }
}

/** Pairs of operations that run at once on one work center. */
function clashes(result: ScheduleResult): string[] {
  const byWorkCenter = new Map<string, Array<{ startAt: number; endAt: number; id: string }>>();
  for (const order of result.data.orders)
    for (const op of order.operations) {
      const list = byWorkCenter.get(op.work_center) ?? [];
      list.push({
        startAt: Date.parse(op.start_time),
        endAt: Date.parse(op.end_time),
        id: `${order.order_id}/${op.operation_id}`,
      });
      byWorkCenter.set(op.work_center, list);
    }
  const found: string[] = [];
  for (const list of byWorkCenter.values()) {
    list.sort((a, b) => a.startAt - b.startAt);
    for (let i = 1; i < list.length; i++)
      if (list[i]!.startAt < list[i - 1]!.endAt) found.push(`${list[i - 1]!.id} / ${list[i]!.id}`);
  }
  return found;
}

function expectText(reply: AssistantReply, tool: string, ...mentions: string[]) {
  expect(reply.tool.name).toBe(tool);
  for (const mention of mentions) expect(reply.text).toContain(mention);
}

const PP01_CHECKS: Record<
  string,
  (reply: AssistantReply, words: (typeof WORDS)[Language]) => void | Promise<void>
> = {
  'press-breakdown': (reply) => {
    const result = expectRepair(reply, 'reschedule_breakdown');
    expect(operationsDuring(result, 'PRS-03', 8)).toEqual([]);
  },
  'autoclave-maintenance': (reply) => {
    const result = expectRepair(reply, 'reschedule_breakdown');
    expect(operationsDuring(result, 'AUT-01', 6)).toEqual([]);
  },
  'press-status': (reply, words) => expectText(reply, 'machine_status', 'PRS-03', words.next),
  'rush-oil-seals': (reply) => {
    const result = expectRepair(reply, 'plan_rush_order');
    const rush = result.data.orders.find((order) => order.order_id.startsWith('RUSH-'));
    expect(rush?.material).toBe('FG-OS-5072');
    expect(rush?.quantity).toBeGreaterThan(0);
    expect(rush?.quantity).toBeLessThanOrEqual(2000);
  },
  'new-engine-mount-order': async (reply, words) => {
    expectText(reply, 'create_order', 'FG-EM-210', words.notCreated);
    const apply = reply.actions?.find((action) => action.label === words.apply);
    expect(apply?.data).toMatchObject({
      order_id: expect.any(String),
      material: 'FG-EM-210',
      quantity: '300',
    });
    const created = await t.database.db
      .selectFrom('production_orders')
      .select('order_id')
      .where('order_id', '=', String(apply?.data?.order_id))
      .execute();
    expect(created).toEqual([]);
  },
  'split-hose-order': (reply, words) => {
    expectText(reply, 'split_order', '1022');
    const apply = reply.actions?.find((action) => action.label === words.apply);
    expect(apply?.data).toMatchObject({ order_id: '1022', split_quantity: '2250' });
  },
  'carbon-black-late': (reply) => expectWaitsForMaterial(expectRepair(reply, 'reschedule_material_delay')),
  'epdm-delay': (reply) => expectWaitsForMaterial(expectRepair(reply, 'reschedule_material_delay')),
  'schedule-today': (reply) => {
    const result = asSchedule(reply, 'create_schedule');
    expect(result.data.orders.length).toBeGreaterThan(50);
    expect(clashes(result)).toEqual([]);
    expect(result.kpis).toMatchObject({ on_time_delivery: expect.any(Number) });
  },
  'late-orders': (reply, words) => expectText(reply, 'list_late_orders', ...words.late),
  'run-mrp': (reply, words) => expectText(reply, 'mrp_run', ...words.mrp),
  'quarantined-o-rings': (reply) => expectText(reply, 'inventory_query', 'FG-OR-052', 'QUARANTINE'),
  'trimming-down': (reply) => {
    const result = expectRepair(reply, 'reschedule_breakdown');
    expect(operationsDuring(result, 'TRM-01', 6)).toEqual([]);
  },
  'inspection-queue': (reply, words) => expectText(reply, 'machine_status', 'INS-01', words.next),
  'antidegradant-stock': (reply, words) =>
    expectText(reply, 'inventory_query', 'RM-778', 'MAIN', words.reserved),
  'low-stock': async (reply, words) => {
    expectText(reply, 'inventory_query', words.lowStock);
    const low = (
      await t.app.inject({ method: 'GET', url: '/api/inventory/items?low_stock_only=true' })
    ).json().items as Array<{ sku: string }>;
    expect(low.length).toBeGreaterThan(0);
    for (const item of low) expect(reply.text).toContain(item.sku);
  },
};

const PROMISE_CHECKS: Record<string, (result: PromiseResult, requestedDate: string) => void> = {
  'promise-o-rings': (result, requested) => {
    expect(result.is_feasible).toBe(true);
    expect(result.lead_time_days).toBe(0);
    expect(result.promised_date.slice(0, 10) <= requested).toBe(true);
    expect(result.margin.meets_target).toBe(true);
  },
  'promise-oil-seals': (result, requested) => {
    expect(result.is_feasible).toBe(false);
    expect(result.promised_date.slice(0, 10) > requested).toBe(true);
    expect(result.lead_time_days).toBeGreaterThan(10);
  },
  'promise-engine-mounts': (result, requested) => {
    expect(result.is_feasible).toBe(true);
    expect(result.promised_date.slice(0, 10) <= requested).toBe(true);
    expect(result.margin.meets_target).toBe(true);
  },
};

describe('ZEX01 scenarios (enterprise-shell §2, §3)', () => {
  it('has 2 to 4 scenarios in each of the seven categories, a Promise Check form only where it opens one', () => {
    const counts = new Map<string, number>();
    for (const scenario of EXAMPLE_SCENARIOS) {
      counts.set(scenario.category, (counts.get(scenario.category) ?? 0) + 1);
      expect(scenario.promiseForm !== undefined).toBe(scenario.targetTab === 'inventory-promise');
    }
    expect(counts.size).toBe(7);
    for (const count of counts.values()) expect(count).toBeGreaterThanOrEqual(2);
    for (const count of counts.values()) expect(count).toBeLessThanOrEqual(4);
    expect(new Set(EXAMPLE_SCENARIOS.map((scenario) => scenario.id)).size).toBe(EXAMPLE_SCENARIOS.length);
  });

  it('has every scenario in Portuguese, each text its own, a KPI impact where the English has one', () => {
    expect(Object.keys(EXAMPLE_SCENARIO_TEXTS_PT_BR).sort()).toEqual(
      EXAMPLE_SCENARIOS.map((s) => s.id).sort(),
    );
    for (const english of EXAMPLE_SCENARIOS) {
      const portuguese = exampleScenarioIn(english, 'pt-BR');
      for (const field of ['title', 'description', 'expectedResult'] as const)
        expect(portuguese[field], `${english.id} ${field}`).not.toBe(english[field]);
      expect(portuguese.kpiImpact === undefined).toBe(english.kpiImpact === undefined);
      expect(portuguese.promiseForm).toEqual(english.promiseForm);
    }
  });
});

describe.each(['en-US', 'pt-BR'] as const)('ZEX01 scenarios in %s', (language) => {
  const scenarios = exampleScenariosIn(language);
  const pp01 = scenarios.filter((scenario) => scenario.targetTab === undefined);
  it.each(pp01.map((scenario) => [scenario.id, scenario] as const))(
    'PP01 answers "%s" as its expected result says',
    async (id, scenario) => {
      const check = PP01_CHECKS[id];
      expect(check, `no check for ${id}`).toBeDefined();
      await check!(await sendToPp01(scenario, language), WORDS[language]);
    },
    120_000,
  );

  const promises = scenarios.filter((scenario) => scenario.targetTab === 'inventory-promise');
  it.each(promises.map((scenario) => [scenario.id, scenario] as const))(
    'Promise Check answers "%s" as its expected result says',
    async (id, scenario) => {
      const check = PROMISE_CHECKS[id];
      expect(check, `no check for ${id}`).toBeDefined();
      check!(await sendToPromiseCheck(scenario, language), plantDateAhead(scenario.promiseForm!.inDays));
    },
    60_000,
  );
});
