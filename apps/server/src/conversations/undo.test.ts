import { describe, expect, it } from 'vitest';
import {
  applyAndExpectDowntime,
  CONVERSATION_TIMEOUT,
  conversationSuite,
  dataText,
  expectDowntimeProposal,
  expectMovedBy,
  expectRushProposal,
  expectUnchanged,
  HOUR,
  NOW,
  offersApply,
  plant,
} from './conversation.test-support.ts';

/**
 * Undo by chat: "undo that" names the latest applied change and its Undo puts the plan back exactly as
 * it was before it (orders, operations, downtimes); a second undo goes one further back; with nothing
 * applied there is nothing to undo, and a proposal never applied is not "undone" into something else.
 */
const talk = conversationSuite();

describe('undo by chat', () => {
  it(
    'en: a breakdown and a rush applied, undone one by one, then nothing left to undo; a cancel undone',
    async () => {
      const c = talk('conv-undo-en', 'en');
      const s0 = await c.snapshot();

      let r = await c.say('PRS-04 broke down, out for 8 hours');
      expectDowntimeProposal(c, r, 'PRS-04', NOW, NOW + 8 * HOUR);
      await applyAndExpectDowntime(c, r, 'PRS-04', NOW, NOW + 8 * HOUR);
      const s1 = await c.snapshot();

      const known = await c.orderIds();
      // No FG-OS-5072 is free, and order 1008 in process is ready only on Saturday: it is made.
      r = await c.say('Rush order: 1000 FG-OS-5072 by Friday');
      const rush = expectRushProposal(
        c,
        r,
        known,
        'FG-OS-5072',
        1000,
        plant('2026-11-27', '00:00'),
        plant('2026-11-28', '00:00'),
      );
      await c.apply(r);
      expect.soft(await c.orderIds(), c.at('the rush order is not in the plan')).toContain(rush.order_id);

      r = await c.sayAndUndo('undo the last change');
      await expectUnchanged(c, s1, 'undoing the rush should leave the plan as after the breakdown');
      // When the change was applied, written as every other reply writes a moment ("Thu 26 Nov 16:58").
      expect
        .soft(r.text, c.at('the undo reply dates the change unlike the other replies'))
        .toMatch(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{2} [A-Z][a-z]{2} \d{2}:\d{2}\b/);

      r = await c.sayAndUndo('undo that one too');
      await expectUnchanged(c, s0, 'undoing the breakdown should leave the original plan');

      r = await c.say('undo');
      expect
        .soft(
          (r.actions ?? []).map((a) => a.action),
          c.at('nothing is left to undo, yet an Undo is offered'),
        )
        .not.toContain('undo_change');
      await expectUnchanged(c, s0, '"undo" with nothing applied changed the plan');

      r = await c.say('PRS-08 broke down for 4 hours');
      expectDowntimeProposal(c, r, 'PRS-08', NOW, NOW + 4 * HOUR);

      r = await c.sayAndUndo('actually undo that');
      expect.soft(offersApply(r), c.at('"undo that" on a proposal offered an Apply')).toBe(false);
      await expectUnchanged(c, s0, '"undo" of a proposal never applied changed the plan');

      r = await c.say('cancel order 1044');
      await expectUnchanged(c, s0, 'a cancel changed the plan before Apply');
      await c.apply(r);
      expect
        .soft(
          (await c.openOrders()).map((o) => o.order_id),
          c.at('1044 is still open after the cancel'),
        )
        .not.toContain('1044');

      await c.sayAndUndo('undo');
      expect
        .soft(
          (await c.openOrders()).map((o) => o.order_id),
          c.at('1044 did not come back'),
        )
        .toContain('1044');
      await expectUnchanged(c, s0, 'after undoing the cancel the plan should be the original');
    },
    CONVERSATION_TIMEOUT,
  );

  it(
    'pt: "desfaz isso", "desfaz de novo", nada mais pra desfazer, "opa, volta ela"',
    async () => {
      const c = talk('conv-desfaz-pt', 'pt-BR');
      const s0 = await c.snapshot();

      let r = await c.say('a BAN-02 quebrou, vai ficar umas 12h parada');
      expectDowntimeProposal(c, r, 'BAN-02', NOW, NOW + 12 * HOUR);
      await applyAndExpectDowntime(c, r, 'BAN-02', NOW, NOW + 12 * HOUR);

      await c.sayAndUndo('desfaz isso');
      await expectUnchanged(c, s0, '"desfaz isso" should bring back the original plan');

      // "amanhã às 6h": Thursday 26 November 06:00 plant time.
      const back = plant('2026-11-26', '06:00');
      r = await c.say('a PRS-02 parou, previsao de voltar so amanha as 6h');
      expectDowntimeProposal(c, r, 'PRS-02', NOW, back, HOUR / 2);
      await applyAndExpectDowntime(c, r, 'PRS-02', NOW, back, HOUR / 2);
      const s3 = await c.snapshot();

      const order1043 = (await c.order('1043'))!;
      r = await c.say('adia a OP 1043 em 2 dias');
      await expectUnchanged(c, s3, 'o adiamento mudou o plano antes do Aplicar');
      await c.apply(r);
      await expectMovedBy(c, '1043', order1043, 2);

      await c.sayAndUndo('desfaz');
      await expectUnchanged(c, s3, '"desfaz" should undo only the postponement');

      await c.sayAndUndo('desfaz de novo');
      await expectUnchanged(c, s0, '"desfaz de novo" should undo the PRS-02 stop too');

      r = await c.say('desfaz');
      expect
        .soft(
          (r.actions ?? []).map((a) => a.action),
          c.at('nothing is left to undo, yet an Undo is offered'),
        )
        .not.toContain('undo_change');
      await expectUnchanged(c, s0, '"desfaz" with nothing applied changed the plan');

      r = await c.say('cancela a OP 1044');
      await expectUnchanged(c, s0, 'o cancelamento mudou o plano antes do Aplicar');
      await c.apply(r);
      expect
        .soft(
          (await c.openOrders()).map((o) => o.order_id),
          c.at('1044 is still open after the cancel'),
        )
        .not.toContain('1044');

      await c.sayAndUndo('opa, errei, volta ela');
      expect
        .soft(
          (await c.openOrders()).map((o) => o.order_id),
          c.at('1044 did not come back'),
        )
        .toContain('1044');
      await expectUnchanged(c, s0, 'after undoing the cancel the plan should be the original');

      r = await c.say('como tá a PRS-02 agora?');
      expect.soft(dataText(r), c.at('the answer is not about PRS-02')).toContain('PRS-02');
      expect.soft(offersApply(r), c.at('a question offered Apply')).toBe(false);
    },
    CONVERSATION_TIMEOUT,
  );
});
