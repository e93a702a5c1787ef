import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_TIMEOUT,
  type Conversation,
  conversationSuite,
  expectUnchanged,
  isSchedule,
  mentions,
  offersApply,
  plant,
  type Reply,
} from './conversation.test-support.ts';

/**
 * Materials: stock answers count open receipts and say which are overdue (RM-778, the antioxidant 6PPD,
 * has PO-45013 in transit since 20 November); a supplier delay follows the BOM through the phantom
 * masterbatch MB-NR-N330 to the BATCH-890 order 1030 (mixed from 30 November); BOM and where-used go
 * through every level; MRP names what is short. None of it changes the plan.
 */
const talk = conversationSuite();
const DEC_10 = plant('2026-12-10', '00:00');

function expectNames(c: Conversation, r: Reply, ids: string[], why: string) {
  for (const id of ids) expect.soft(mentions(r, id), c.at(`${id} not named: ${why}`)).toBe(true);
  expect.soft(offersApply(r) && !isSchedule(r), c.at('an answer offered an order change')).toBe(false);
}

/** A delay of RM-778 to 10 December: 1030 is affected; a plan shown starts it no earlier than that. */
function expectDelayFollowsBom(c: Conversation, r: Reply) {
  expectNames(c, r, ['1030'], 'BATCH-890 needs RM-778 through the phantom MB-NR-N330');
  if (!isSchedule(r)) return;
  const o1030 = r.data.orders.find((o) => o.order_id === '1030');
  for (const op of o1030?.operations ?? [])
    expect
      .soft(Date.parse(op.start_time), c.at(`1030/${op.operation_id} starts before RM-778 arrives`))
      .toBeGreaterThanOrEqual(DEC_10);
}

describe('materials, stock, BOM and MRP', () => {
  it(
    'en: 6PPD on hand with its overdue receipt, a supplier delay through the phantom, BOM, where-used, MRP, stock',
    async () => {
      const c = talk('conv-material-en', 'en');
      const original = await c.snapshot();

      let r = await c.say('How much 6PPD do we have?');
      expectNames(c, r, ['RM-778', 'PO-45013'], 'the overdue purchase order in transit');

      r = await c.say('RM-778 supplier says the delivery slips to December 10');
      expectDelayFollowsBom(c, r);
      await expectUnchanged(c, original, 'a delay changed the plan before Apply');

      r = await c.say('which orders wait for it?');
      expectNames(c, r, ['1030'], '"it" is RM-778');

      r = await c.say('show the BOM of PRODUCT-001');
      expectNames(c, r, ['BATCH-890', 'INS-EM-BASE', 'INS-EM-STUD'], 'components of PRODUCT-001');

      r = await c.say('where is RM-778 used?');
      expectNames(c, r, ['BATCH-890', 'CMP-NR70'], 'parents through the phantom MB-NR-N330');

      r = await c.say('run MRP');
      expectNames(c, r, ['RM-778'], 'RM-778 is short');

      r = await c.say('how much STD-101 do we have?');
      expectNames(c, r, ['STD-101'], 'the item asked');
      // 9,108 free in the main warehouse; the shipping lot is reserved.
      expect
        .soft(/9[.,]?108/.test(`${r.text} ${JSON.stringify(r.data ?? null)}`), c.at('9,108 free'))
        .toBe(true);

      r = await c.say('and FG-HOSE-38?');
      expectNames(c, r, ['FG-HOSE-38'], '"and ...?" asks the same about FG-HOSE-38');
      await expectUnchanged(c, original, 'questions changed the plan');
    },
    CONVERSATION_TIMEOUT,
  );

  it(
    'pt: "Bom dia!" não vira BOM, estoque com compra atrasada, 6PPD atrasou, estrutura, onde é usado, MRP',
    async () => {
      const c = talk('conv-material-pt', 'pt-BR');
      const original = await c.snapshot();

      let r = await c.say('Bom dia! quanto tem de RM-778 no estoque?');
      expectNames(c, r, ['RM-778', 'PO-45013'], 'the overdue purchase order in transit');

      r = await c.say('o 6PPD atrasou, o fornecedor disse que só chega dia 10');
      expectDelayFollowsBom(c, r);
      await expectUnchanged(c, original, 'o atraso mudou o plano antes do Aplicar');

      r = await c.say('quais ordens ficam esperando ele?');
      expectNames(c, r, ['1030'], '"ele" is 6PPD (RM-778)');

      r = await c.say('mostra a estrutura do PRODUCT-001');
      expectNames(c, r, ['BATCH-890', 'INS-EM-BASE', 'INS-EM-STUD'], 'components of PRODUCT-001');

      r = await c.say('onde o RM-778 é usado?');
      expectNames(c, r, ['BATCH-890', 'CMP-NR70'], 'parents through the phantom MB-NR-N330');

      r = await c.say('roda o MRP');
      expectNames(c, r, ['RM-778'], 'RM-778 is short');

      r = await c.say('tem compra atrasada?');
      // In transit past their expected date at Wednesday 07:00: 6PPD, EPDM and SBR.
      expectNames(c, r, ['PO-45013', 'PO-45019', 'PO-45030'], 'purchase orders past their date');

      r = await c.say('e de BATCH-890, quanto tem?');
      expectNames(c, r, ['BATCH-890'], 'the item asked');

      r = await c.say('e o PRODUCT-001?');
      expectNames(c, r, ['PRODUCT-001'], '"e o ...?" asks the same about PRODUCT-001');

      r = await c.say('tem alguma ordem parada por falta de material essa semana?');
      expect.soft(offersApply(r), c.at('a question offered Apply')).toBe(false);
      await expectUnchanged(c, original, 'questions changed the plan');
    },
    CONVERSATION_TIMEOUT,
  );
});
