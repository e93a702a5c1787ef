import { describe, expect, it } from 'vitest';
import { plant as seedPlant } from '../../../../data/plant-1000/seed-files.ts';
import { weeklyLoad } from '../../../../scripts/generate-plant/load.ts';
import {
  CONVERSATION_TIMEOUT,
  type Conversation,
  conversationSuite,
  dataText,
  expectLateList,
  expectUnchanged,
  mentions,
  offersApply,
  type Reply,
} from './conversation.test-support.ts';

/**
 * Late orders and statuses: "which orders are late" lists exactly the released plan's late orders
 * (computed here from the tables), the worst one is the worst; an order, a machine or a customer named
 * (or named by "and ...?" after the previous turn) gets an answer about that subject; a question never
 * changes the plan.
 */
const talk = conversationSuite();

async function expectOrderStatus(c: Conversation, r: Reply, id: string) {
  expect.soft(dataText(r), c.at(`the answer's data does not name order ${id}`)).toContain(id);
  expect.soft(offersApply(r), c.at('a question offered Apply')).toBe(false);
}

async function expectMachineStatus(c: Conversation, r: Reply, workCenter: string) {
  expect.soft(dataText(r), c.at(`the answer's data does not name ${workCenter}`)).toContain(workCenter);
  const running = await c.runningOn(workCenter);
  if (running)
    expect.soft(mentions(r, running), c.at(`${running} runs on ${workCenter} now, not named`)).toBe(true);
  expect.soft(offersApply(r), c.at('a question offered Apply')).toBe(false);
}

/**
 * A customer's status: the customer is named (id or name), and the answer's data lists exactly its open
 * orders (every one, and none of another customer's).
 */
async function expectCustomerStatus(c: Conversation, r: Reply, customerId: string, name: string) {
  expect
    .soft(mentions(r, customerId) || mentions(r, name), c.at(`the answer does not name ${name}`))
    .toBe(true);
  const open = await c.openOrders();
  const theirs = open.filter((o) => o.customer_id === customerId).map((o) => o.order_id);
  const data = dataText(r);
  expect
    .soft(
      theirs.filter((id) => !data.includes(`"${id}"`)),
      c.at(`open orders of ${name} missing from the data`),
    )
    .toEqual([]);
  const others = open.filter((o) => o.customer_id !== customerId).map((o) => o.order_id);
  expect
    .soft(
      others.filter((id) => data.includes(`"${id}"`)),
      c.at(`orders of other customers in ${name}'s answer`),
    )
    .toEqual([]);
  expect.soft(offersApply(r), c.at('a question offered Apply')).toBe(false);
}

describe('late orders and statuses', () => {
  it(
    'en: late orders, the worst one, an order, "and 1013?", machines, customers, late again after a rush',
    async () => {
      const c = talk('conv-status-en', 'en');
      const original = await c.snapshot();

      let r = await c.say('which orders are late?');
      await expectLateList(c, r);

      r = await c.say('how late is the worst one?');
      const [worst] = await c.lateOrders();
      expect
        .soft(mentions(r, worst!.order_id), c.at(`the worst late order is ${worst!.order_id}`))
        .toBe(true);

      r = await c.say('status of order 1011');
      await expectOrderStatus(c, r, '1011');

      r = await c.say('and 1013?');
      await expectOrderStatus(c, r, '1013');

      r = await c.say("what's PRS-04 working on?");
      await expectMachineStatus(c, r, 'PRS-04');

      r = await c.say('and PRS-06?');
      await expectMachineStatus(c, r, 'PRS-06');

      r = await c.say("how are Meridian's orders doing?");
      await expectCustomerStatus(c, r, 'C-1001', 'Meridian');

      r = await c.say('and Atlas?');
      await expectCustomerStatus(c, r, 'C-1002', 'Atlas');
      await expectUnchanged(c, original, 'questions changed the plan');

      r = await c.say('Rush order: 2000 FG-OS-5072 by Friday');
      expect(offersApply(r), c.at('expected a rush proposal')).toBe(true);
      await c.apply(r);

      r = await c.say('which orders are late now?');
      await expectLateList(c, r);
    },
    CONVERSATION_TIMEOUT,
  );

  it(
    'pt: "Bom dia!" não vira BOM, a mais atrasada, "e a 1022?", máquinas, clientes, "vão atrasar", gargalos',
    async () => {
      const c = talk('conv-status-pt', 'pt-BR');
      const original = await c.snapshot();

      let r = await c.say('Bom dia! quais ordens tão atrasadas?');
      await expectLateList(c, r);

      r = await c.say('qual a mais atrasada?');
      const [worst] = await c.lateOrders();
      expect
        .soft(mentions(r, worst!.order_id), c.at(`the worst late order is ${worst!.order_id}`))
        .toBe(true);

      r = await c.say('como tá a OP 1011?');
      await expectOrderStatus(c, r, '1011');

      r = await c.say('e a 1022?');
      await expectOrderStatus(c, r, '1022');

      r = await c.say('o que a PRS-04 ta fazendo agora');
      await expectMachineStatus(c, r, 'PRS-04');

      r = await c.say('e a PRS-06?');
      await expectMachineStatus(c, r, 'PRS-06');

      r = await c.say('como estão os pedidos da Atlas?');
      await expectCustomerStatus(c, r, 'C-1002', 'Atlas');

      r = await c.say('e da Meridian?');
      await expectCustomerStatus(c, r, 'C-1001', 'Meridian');

      r = await c.say('quais ordens vão atrasar?');
      await expectLateList(c, r);

      r = await c.say('quais são os gargalos essa semana?');
      // The full work centers of this plant week (from Monday 23 November), by the sample plant's
      // own load measure (scripts/generate-plant/load.ts, week 0). The README's "PRS-06 in week 1"
      // is the week after this one: a first draft of this turn read it as this week.
      const full = weeklyLoad(seedPlant, 0, 0).filter((l) => l.utilization >= 0.95);
      expect.soft(full.length, c.at('the sample plant has a full work center this week')).toBeGreaterThan(0);
      for (const l of full)
        expect
          .soft(mentions(r, l.workCenterId), c.at(`${l.workCenterId}, full this week, is not named`))
          .toBe(true);
      expect.soft(offersApply(r), c.at('a question offered Apply')).toBe(false);
      await expectUnchanged(c, original, 'questions changed the plan');
    },
    CONVERSATION_TIMEOUT,
  );
});
