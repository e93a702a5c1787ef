import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_TIMEOUT,
  type Conversation,
  conversationSuite,
  dataText,
  expectLateList,
  expectMovedBy,
  expectOnDate,
  expectUnchanged,
  offersApply,
} from './conversation.test-support.ts';

/**
 * Changing orders by chat: cancel, postpone, pull in, move to a date, split. Each is a proposal (nothing
 * changes before Apply) and, applied, does exactly that to the order; "make that 1 day" corrects the
 * previous turn; undo puts the order back.
 */
const talk = conversationSuite();

async function openIds(c: Conversation) {
  return (await c.openOrders()).map((o) => o.order_id);
}

/** "Split into two equal lots": the material's open quantity is kept, one order more, each half. */
async function expectSplit(c: Conversation, id: string, material: string, total: number) {
  const lots = (await c.openOrders()).filter((o) => o.material === material);
  const sum = lots.reduce((s, o) => s + o.quantity, 0);
  expect.soft(sum, c.at(`open ${material} quantity changed by the split`)).toBe(total);
  const half = (await c.order(id))?.quantity;
  expect.soft(half, c.at(`order ${id} should keep half`)).toBe(159_000 / 2);
}

describe('order changes by chat', () => {
  it(
    'en: cancel and undo, postpone, pull in and correct it, split, move to a date, late list after all',
    async () => {
      const c = talk('conv-orders-en', 'en');
      let before = await c.snapshot();

      let r = await c.say('cancel order 1044');
      await expectUnchanged(c, before, 'a cancel changed the plan before Apply');
      await c.apply(r);
      expect.soft(await openIds(c), c.at('1044 is still open')).not.toContain('1044');

      await c.sayAndUndo('undo that');
      await expectUnchanged(c, before, '1044 and the plan should be back');

      const o1043 = (await c.order('1043'))!;
      r = await c.say('push order 1043 back 3 days');
      await expectUnchanged(c, before, 'a postponement changed the plan before Apply');
      await c.apply(r);
      await expectMovedBy(c, '1043', o1043, 3);

      const o1029 = (await c.order('1029'))!;
      r = await c.say('pull order 1029 in by 2 days');
      await c.apply(r);
      await expectMovedBy(c, '1029', o1029, -2);

      r = await c.sayAndApply('actually, make that 1 day');
      await expectMovedBy(c, '1029', o1029, -1);

      const orFamily = (await c.openOrders()).filter((o) => o.material === 'FG-OR-020');
      const total = orFamily.reduce((s, o) => s + o.quantity, 0);
      before = await c.snapshot();
      r = await c.say('split order 1025 into two equal lots');
      await expectUnchanged(c, before, 'a split changed the plan before Apply');
      await c.apply(r);
      await expectSplit(c, '1025', 'FG-OR-020', total);
      expect
        .soft(
          (await c.openOrders()).filter((o) => o.material === 'FG-OR-020').length,
          c.at('the split should add one order'),
        )
        .toBe(orFamily.length + 1);

      r = await c.say("what's the status of 1025 now?");
      expect.soft(dataText(r), c.at('the answer is not about 1025')).toContain('1025');
      expect.soft(offersApply(r), c.at('a question offered Apply')).toBe(false);

      r = await c.say('postpone 1041 to December 18');
      await c.apply(r);
      await expectOnDate(c, '1041', '2026-12-18');

      r = await c.say('which orders are late?');
      await expectLateList(c, r);
    },
    CONVERSATION_TIMEOUT,
  );

  it(
    'pt: cancela, adia, antecipa pra segunda, divide em dois lotes, desfaz, "e a 1048" segue a anterior',
    async () => {
      const c = talk('conv-ordens-pt', 'pt-BR');
      let before = await c.snapshot();

      let r = await c.say('cancela a OP 1044, o cliente desistiu');
      await expectUnchanged(c, before, 'o cancelamento mudou o plano antes do Aplicar');
      await c.apply(r);
      expect.soft(await openIds(c), c.at('1044 is still open')).not.toContain('1044');

      const o1043 = (await c.order('1043'))!;
      r = await c.say('adia a OP 1043 em 3 dias');
      await c.apply(r);
      await expectMovedBy(c, '1043', o1043, 3);

      // "segunda": the coming Monday, 30 November.
      r = await c.say('antecipa a 1052 pra segunda');
      await c.apply(r);
      await expectOnDate(c, '1052', '2026-11-30');

      const total = (await c.openOrders())
        .filter((o) => o.material === 'FG-OR-020')
        .reduce((s, o) => s + o.quantity, 0);
      before = await c.snapshot();
      r = await c.say('divide a OP 1025 em dois lotes iguais');
      await c.apply(r);
      await expectSplit(c, '1025', 'FG-OR-020', total);

      await c.sayAndUndo('desfaz');
      await expectUnchanged(c, before, '"desfaz" should undo the split');

      r = await c.say('como tá a 1043?');
      expect.soft(dataText(r), c.at('the answer is not about 1043')).toContain('1043');
      expect.soft(offersApply(r), c.at('a question offered Apply')).toBe(false);

      r = await c.say('quais ordens tão atrasadas agora?');
      await expectLateList(c, r);

      r = await c.say('cancela a 1060 também');
      await c.apply(r);
      expect.soft(await openIds(c), c.at('1060 is still open')).not.toContain('1060');

      before = await c.snapshot();
      r = await c.say('e a 1048');
      await expectUnchanged(c, before, 'o cancelamento mudou o plano antes do Aplicar');
      await c.apply(r);
      const open = await openIds(c);
      expect.soft(open, c.at('"e a 1048" should cancel 1048 too')).not.toContain('1048');
      expect.soft(open, c.at('1060 came back')).not.toContain('1060');
    },
    CONVERSATION_TIMEOUT,
  );
});
