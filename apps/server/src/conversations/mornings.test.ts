import { describe, expect, it } from 'vitest';
import {
  applyAndExpectDowntime,
  CONVERSATION_TIMEOUT,
  conversationSuite,
  dataText,
  expectBackUp,
  expectDowntimeProposal,
  expectLateList,
  expectMovedBy,
  expectServedFromStock,
  expectUnchanged,
  HOUR,
  mentions,
  NOW,
  offersApply,
} from './conversation.test-support.ts';

/**
 * A planner's whole morning, the everyday commands one after the other as they come: late orders, a
 * machine down and back, a rush stock covers, a postponement, a cancel, small talk. Each turn's outcome
 * is checked on the plant's data, and later turns rely on the earlier ones being right.
 */
const talk = conversationSuite();

describe("a planner's morning", () => {
  it(
    'en: late list, PRS-04 down and back, a rush from stock, postpone and cancel, late list again, thanks',
    async () => {
      const c = talk('conv-morning-en', 'en');
      const original = await c.snapshot();

      let r = await c.say("good morning, what's late?");
      await expectLateList(c, r);
      await expectUnchanged(c, original, 'a question changed the plan');

      r = await c.say('PRS-04 is acting up, out for 3 hours probably');
      expectDowntimeProposal(c, r, 'PRS-04', NOW, NOW + 3 * HOUR);
      await applyAndExpectDowntime(c, r, 'PRS-04', NOW, NOW + 3 * HOUR);
      const afterDown = await c.snapshot();

      r = await c.say("what's running on PRS-03 now?");
      expect.soft(dataText(r), c.at('the answer is not about PRS-03')).toContain('PRS-03');
      expect.soft(offersApply(r), c.at('a question offered Apply')).toBe(false);

      const known = await c.orderIds();
      r = await c.say('Kestrel needs 2000 FG-GSK-PUMP by Dec 4');
      // 8,651 FG-GSK-PUMP are free in the main warehouse.
      expectServedFromStock(c, r, known, 'FG-GSK-PUMP');
      await expectUnchanged(c, afterDown, 'a rush served from stock changed the plan');

      r = await c.say('PRS-04 is back');
      await expectBackUp(c, r, 'PRS-04');

      const o1048 = (await c.order('1048'))!;
      r = await c.say('postpone 1048 by a week');
      await c.apply(r);
      await expectMovedBy(c, '1048', o1048, 7);

      r = await c.say('is 1048 still late?');
      expect.soft(dataText(r), c.at('the answer is not about 1048')).toContain('1048');
      expect.soft(offersApply(r), c.at('a question offered Apply')).toBe(false);

      r = await c.say('cancel 1060');
      await c.apply(r);
      expect
        .soft(
          (await c.openOrders()).map((o) => o.order_id),
          c.at('1060 is still open'),
        )
        .not.toContain('1060');

      r = await c.say('which orders are late now?');
      await expectLateList(c, r);
      const end = await c.snapshot();

      r = await c.say('thanks!');
      expect.soft(offersApply(r), c.at('"thanks" offered Apply')).toBe(false);
      await expectUnchanged(c, end, '"thanks" changed the plan');
    },
    CONVERSATION_TIMEOUT,
  );

  it(
    'pt: como tá a fábrica, BAN-02 parou e voltou, atrasadas, adia uma semana, pedido do estoque, obrigado',
    async () => {
      const c = talk('conv-manha-pt', 'pt-BR');
      const original = await c.snapshot();

      let r = await c.say('bom dia, como tá a fábrica hoje?');
      expect.soft(offersApply(r), c.at('a question offered Apply')).toBe(false);
      await expectUnchanged(c, original, 'a question changed the plan');

      r = await c.say('a BAN-02 parou, falta de energia, volta em 2h');
      expectDowntimeProposal(c, r, 'BAN-02', NOW, NOW + 2 * HOUR, HOUR / 2);
      await applyAndExpectDowntime(c, r, 'BAN-02', NOW, NOW + 2 * HOUR, HOUR / 2);

      r = await c.say('a energia voltou, BAN-02 liberada');
      await expectBackUp(c, r, 'BAN-02');

      r = await c.say('quais ordens tão atrasadas?');
      await expectLateList(c, r);

      const o1059 = (await c.order('1059'))!;
      r = await c.say('adia a 1059 uma semana');
      await c.apply(r);
      await expectMovedBy(c, '1059', o1059, 7);

      const known = await c.orderIds();
      const beforeRush = await c.snapshot();
      r = await c.say('chegou pedido de 800 FG-VB-A42 da Atlas pra dia 4');
      // 2,591 FG-VB-A42 are free in the main warehouse.
      expectServedFromStock(c, r, known, 'FG-VB-A42');
      await expectUnchanged(c, beforeRush, 'a rush served from stock changed the plan');

      r = await c.say('e se fossem 5000?');
      expect.soft(mentions(r, 'FG-VB-A42'), c.at('"e se fossem 5000" is about FG-VB-A42')).toBe(true);
      await expectUnchanged(c, beforeRush, 'a what-if changed the plan');

      await c.sayAndUndo('desfaz o adiamento da 1059');
      const undone = await c.order('1059');
      expect
        .soft([undone?.start, undone?.due], c.at('1059 should be back to its dates'))
        .toEqual([o1059.start, o1059.due]);

      r = await c.say('como tá a 1059 agora?');
      expect.soft(dataText(r), c.at('the answer is not about 1059')).toContain('1059');

      const end = await c.snapshot();
      r = await c.say('valeu, obrigado!');
      expect.soft(offersApply(r), c.at('"obrigado" offered Apply')).toBe(false);
      await expectUnchanged(c, end, '"obrigado" changed the plan');
    },
    CONVERSATION_TIMEOUT,
  );
});
