import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_TIMEOUT,
  conversationSuite,
  expectRushProposal,
  expectServedFromStock,
  expectUnchanged,
  newOrdersIn,
} from '../conversation.test-support.ts';
import {
  dayWindow,
  expectNames,
  expectPlanAsProposed,
  expectQuestion,
  expectRestored,
  expectRushRecorded,
  openPurchaseOrders,
  overduePurchaseOrders,
} from './holdout-2.test-support.ts';

/**
 * Holdout 2, rush orders and stock: a customer needs N of a product by a day. Free stock serves a small
 * quantity (nothing new planned); "make it N" beyond the free stock proposes the shortfall, due on the
 * day named; a question about it changes nothing; Apply records exactly the proposal; undo puts the plan
 * back. Then stock questions, answered with the material's open and overdue purchase orders.
 *
 * From the sample plant (available = on hand − reserved): FG-GSK-PUMP 8,651 free (no make-to-stock order
 * in process), FG-KIT-OR 1,125 free (its next order, 1049, runs in December).
 */
const talk = conversationSuite();

describe('holdout-2: rush orders and stock', () => {
  it(
    'en: Kestrel 1500 FG-GSK-PUMP by Friday from stock, make it 12000, when ready, apply, undo, stock of RM-778, RM-EPDM-50, FG-OS-5072',
    async () => {
      const c = talk('hold2-rush-en', 'en');
      const before = await c.snapshot();
      const known = await c.orderIds();
      const [friday, saturday] = dayWindow('2026-11-27');

      let r = await c.say('Kestrel just called, they need 1500 FG-GSK-PUMP by friday');
      expectServedFromStock(c, r, known, 'FG-GSK-PUMP');
      await expectUnchanged(c, before, 'a rush served from stock changed the plan');

      const proposal = await c.say('make it 12000');
      const rush = expectRushProposal(c, proposal, known, 'FG-GSK-PUMP', 12000, friday, saturday);
      await expectUnchanged(c, before, 'a rush proposal changed the plan before Apply');

      r = await c.say('when will it be ready?');
      await expectQuestion(c, r, before);

      r = await c.sayAndApply('ok go ahead');
      const booked = newOrdersIn(r, known).length > 0 ? r : proposal;
      await expectRushRecorded(c, newOrdersIn(booked, known)[0] ?? rush, known);
      await expectPlanAsProposed(c, booked, known);
      expect.soft(await c.changesInForce(), c.at('Apply recorded no change')).toBe(1);

      await c.sayAndUndo('hmm actually undo that');
      await expectRestored(c, before);

      r = await c.say('how much RM-778 have we got');
      expectNames(c, r, 'RM-778', ...openPurchaseOrders('RM-778'));
      await expectQuestion(c, r, before);

      r = await c.say('and RM-EPDM-50?');
      expectNames(c, r, 'RM-EPDM-50', ...openPurchaseOrders('RM-EPDM-50'));
      await expectQuestion(c, r, before);

      r = await c.say('is FG-OS-5072 ok stock wise?');
      expectNames(c, r, 'FG-OS-5072');
      await expectQuestion(c, r, before);
    },
    CONVERSATION_TIMEOUT,
  );

  it(
    'pt-BR: Pampa 500 FG-KIT-OR até sexta do estoque, faz 2000, quando fica pronto, lança, desfaz, estoque de RM-778 e BATCH-890, compras atrasadas',
    async () => {
      const c = talk('hold2-rush-pt', 'pt-BR');
      const before = await c.snapshot();
      const known = await c.orderIds();
      const [friday, saturday] = dayWindow('2026-11-27');

      let r = await c.say('a Pampa precisa de 500 FG-KIT-OR até sexta');
      expectServedFromStock(c, r, known, 'FG-KIT-OR');
      await expectUnchanged(c, before, 'a rush served from stock changed the plan');

      const proposal = await c.say('faz 2000 então');
      const rush = expectRushProposal(c, proposal, known, 'FG-KIT-OR', 2000, friday, saturday);
      await expectUnchanged(c, before, 'a rush proposal changed the plan before Apply');

      r = await c.say('fica pronto quando?');
      await expectQuestion(c, r, before);

      r = await c.sayAndApply('pode lançar');
      const booked = newOrdersIn(r, known).length > 0 ? r : proposal;
      await expectRushRecorded(c, newOrdersIn(booked, known)[0] ?? rush, known);
      await expectPlanAsProposed(c, booked, known);
      expect.soft(await c.changesInForce(), c.at('Apply recorded no change')).toBe(1);

      await c.sayAndUndo('desfaz');
      await expectRestored(c, before);

      r = await c.say('quanto tem de RM-778 no estoque?');
      expectNames(c, r, 'RM-778', ...openPurchaseOrders('RM-778'));
      await expectQuestion(c, r, before);

      r = await c.say('e de BATCH-890?');
      expectNames(c, r, 'BATCH-890');
      await expectQuestion(c, r, before);

      r = await c.say('tem algum pedido de compra atrasado?');
      const overdue = overduePurchaseOrders();
      expect(overdue.length, c.at('the sample plant has overdue purchase orders')).toBeGreaterThan(0);
      expectNames(c, r, ...overdue);
      await expectQuestion(c, r, before);
    },
    CONVERSATION_TIMEOUT,
  );
});
