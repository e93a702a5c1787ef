import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_TIMEOUT,
  conversationSuite,
  expectLateList,
  expectRushProposal,
  expectServedFromStock,
  expectUnchanged,
  isSchedule,
  mentions,
  newOrdersIn,
  offersApply,
  plant,
} from './conversation.test-support.ts';

/**
 * Rush orders: what free finished stock covers is not made again; only the shortfall is planned, due
 * on the day named (a weekday is the coming one); "make it 8000", "same thing but by ...", "yes, apply
 * it" work on the previous turn; the applied rush is in the plan and undo takes it away.
 *
 * Free stock (on hand − reserved, sample plant): PRODUCT-001 5,040; FG-HOSE-38 10,876; FG-OS-5072 none,
 * and its make-to-stock order 1008 in process finishes on Saturday 28 November: a FG-OS-5072 rush due
 * before then is made, one due after it is served from 1008.
 */
const talk = conversationSuite();
const day = (d: string) => [plant(d, '00:00'), plant(d, '00:00') + 86_400_000] as const;

describe('rush orders in a conversation', () => {
  it(
    'en: stock covers 500, "make it 8000" plans the shortfall, "yes, apply it", a second rush undone and redone later',
    async () => {
      const c = talk('conv-rush-en', 'en');
      const original = await c.snapshot();
      let known = await c.orderIds();

      let r = await c.say('Meridian needs 500 PRODUCT-001 by Friday');
      expectServedFromStock(c, r, known, 'PRODUCT-001');
      await expectUnchanged(c, original, 'a rush served from stock changed the plan');

      r = await c.say('make it 8000');
      const rush = expectRushProposal(c, r, known, 'PRODUCT-001', 8000 - 5040, ...day('2026-11-27'));

      await c.sayAndApply('yes, apply it');
      const fresh = (await c.orderIds()).filter((id) => !known.includes(id));
      expect.soft(fresh, c.at('"yes, apply it" should add exactly the proposed rush')).toHaveLength(1);
      const rushOrder = await c.order(fresh[0] ?? '');
      expect.soft(rushOrder?.material, c.at('the applied order')).toBe('PRODUCT-001');
      expect.soft(rushOrder?.quantity, c.at('the applied quantity')).toBe(rush.quantity);
      known = await c.orderIds();

      r = await c.say('when will it be ready?');
      expect.soft(mentions(r, fresh[0] ?? 'RUSH'), c.at('"it" is the rush order just applied')).toBe(true);
      expect.soft(offersApply(r), c.at('a question offered Apply')).toBe(false);

      const afterFirst = await c.snapshot();
      r = await c.say('urgent: Atlas needs 3000 FG-HOSE-38 by Dec 2');
      expectServedFromStock(c, r, known, 'FG-HOSE-38');
      await expectUnchanged(c, afterFirst, 'a rush served from stock changed the plan');

      r = await c.say('and 1000 FG-OS-5072 by Dec 4?');
      // Order 1008 (make-to-stock, in process) finishes 26,500 FG-OS-5072 on Saturday 28 November.
      expectServedFromStock(c, r, known, 'FG-OS-5072');
      expect.soft(mentions(r, '1008'), c.at('order 1008 in process covers it')).toBe(true);
      await expectUnchanged(c, afterFirst, 'a rush served from an order in process changed the plan');

      r = await c.say('rush 1500 FG-OS-5072 for Basalt by Friday');
      expectRushProposal(c, r, known, 'FG-OS-5072', 1500, ...day('2026-11-27'));
      await c.apply(r);

      await c.sayAndUndo('undo that');
      await expectUnchanged(c, afterFirst, 'undo should take the FG-OS-5072 rush away');

      r = await c.say('same thing but by Thursday');
      expectRushProposal(c, r, known, 'FG-OS-5072', 1500, ...day('2026-11-26'));

      await c.sayAndApply('ok apply');
      const added = (await c.orders()).filter((o) => !known.includes(o.order_id));
      expect
        .soft(
          added.map((o) => o.material),
          c.at('"ok apply" should add the Thursday rush'),
        )
        .toEqual(['FG-OS-5072']);

      r = await c.say('which orders are late now?');
      await expectLateList(c, r);
    },
    CONVERSATION_TIMEOUT,
  );

  it(
    'pt: pedido urgente pra sexta, "pode aplicar", estoque cobre, "e se fossem 7000?" não aplica, desfaz',
    async () => {
      const c = talk('conv-urgente-pt', 'pt-BR');
      const original = await c.snapshot();
      let known = await c.orderIds();

      let r = await c.say('chegou pedido urgente da Basalt, 2000 FG-OS-5072 pra sexta');
      expectRushProposal(c, r, known, 'FG-OS-5072', 2000, ...day('2026-11-27'));
      await expectUnchanged(c, original, 'a proposta mudou o plano antes do Aplicar');

      r = await c.say('quando fica pronto?');
      expect.soft(mentions(r, 'FG-OS-5072'), c.at('"quando fica pronto" is about the rush')).toBe(true);
      await expectUnchanged(c, original, 'a question changed the plan');

      await c.sayAndApply('beleza, pode aplicar');
      const fresh = (await c.orders()).filter((o) => !known.includes(o.order_id));
      expect
        .soft(
          fresh.map((o) => o.material),
          c.at('"pode aplicar" should add the rush'),
        )
        .toEqual(['FG-OS-5072']);
      known = await c.orderIds();
      const afterRush = await c.snapshot();

      r = await c.say('a Meridian pediu 300 PRODUCT-001 pra amanhã');
      expectServedFromStock(c, r, known, 'PRODUCT-001');
      await expectUnchanged(c, afterRush, 'a rush served from stock changed the plan');

      r = await c.say('e se fossem 7000?');
      expect
        .soft(mentions(r, 'PRODUCT-001'), c.at('"e se fossem 7000" is about the PRODUCT-001 rush'))
        .toBe(true);
      if (isSchedule(r)) {
        const made = newOrdersIn(r, known);
        expect
          .soft(
            made.map((o) => o.material),
            c.at('the what-if plans PRODUCT-001'),
          )
          .toEqual(['PRODUCT-001']);
        for (const o of made)
          expect.soft(o.quantity, c.at('only the shortfall')).toBeLessThanOrEqual(7000 - 5040);
      }
      await expectUnchanged(c, afterRush, 'a what-if changed the plan');

      r = await c.say('não, deixa como tá');
      await expectUnchanged(c, afterRush, '"deixa como tá" changed the plan');

      await c.sayAndUndo('desfaz o pedido urgente da Basalt');
      await expectUnchanged(c, original, 'the Basalt rush should be gone');

      r = await c.say('quanto tem de FG-OS-5072 em estoque?');
      expect.soft(mentions(r, 'FG-OS-5072'), c.at('the answer is not about FG-OS-5072')).toBe(true);
      expect.soft(offersApply(r), c.at('a question offered Apply')).toBe(false);

      r = await c.say('quais ordens estão atrasadas?');
      await expectLateList(c, r);

      known = await c.orderIds();
      r = await c.say('chegou outro da Basalt: 1500 FG-OS-5072 pra amanhã');
      expectRushProposal(c, r, known, 'FG-OS-5072', 1500, ...day('2026-11-26'));
      await expectUnchanged(c, original, 'a proposta mudou o plano antes do Aplicar');
    },
    CONVERSATION_TIMEOUT,
  );
});
