import { describe, expect, it } from 'vitest';
import {
  applyAndExpectDowntime,
  buttonsText,
  CONVERSATION_TIMEOUT,
  conversationSuite,
  expectBothOrAsk,
  expectClarification,
  expectDowntimeProposal,
  expectRushProposal,
  expectServedFromStock,
  expectUnchanged,
  HOUR,
  mentions,
  NOW,
  newDowntimes,
  newOrdersIn,
  offersApply,
  plant,
} from './conversation.test-support.ts';

/**
 * Safe interpretation: a vague machine gets a question with the candidates as buttons, and the next
 * message (one word) answers it; a machine said to be back, or asked about, is never offered as a
 * breakdown to apply; two requests in one line are both kept (two steps, or a question); a retraction
 * changes nothing.
 */
const talk = conversationSuite();
const FRIDAY_START = plant('2026-11-27', '00:00');
const FRIDAY_END = plant('2026-11-28', '00:00');

describe('safe interpretation in a conversation', () => {
  it(
    'en: "the banbury" asks which, "BAN-02" answers, a retraction and a yes/no question change nothing, a compound is split',
    async () => {
      const c = talk('conv-safe-en', 'en');

      let r = await c.say('the banbury is acting up again');
      expectClarification(c, r, ['BAN-01', 'BAN-02']);

      r = await c.say('BAN-02');
      expect.soft(mentions(r, 'BAN-02'), c.at('the answer to "which Banbury" was not taken')).toBe(true);
      expect.soft(buttonsText(r), c.at('still asking which Banbury')).not.toContain('BAN-01');
      expect
        .soft(
          newDowntimes(r).filter((d) => d.work_center !== 'BAN-02'),
          c.at('a downtime on another machine'),
        )
        .toEqual([]);

      r = await c.say('about 3 hours');
      expectDowntimeProposal(c, r, 'BAN-02', NOW, NOW + 3 * HOUR, HOUR / 2);
      await applyAndExpectDowntime(c, r, 'BAN-02', NOW, NOW + 3 * HOUR, HOUR / 2);
      const afterBanbury = await c.snapshot();

      r = await c.say("PRS-03 down? no wait, it's back up");
      expect.soft(newDowntimes(r), c.at('a retracted breakdown was proposed')).toEqual([]);
      await expectUnchanged(c, afterBanbury, 'a retracted breakdown changed the plan');

      r = await c.say('is PRS-04 back up?');
      expect.soft(offersApply(r), c.at('a yes/no question offered Apply')).toBe(false);
      expect.soft(mentions(r, 'PRS-04'), c.at('the answer is not about PRS-04')).toBe(true);
      await expectUnchanged(c, afterBanbury, 'a question changed the plan');

      r = await c.say('PRS-04 down for 6h and Meridian needs 500 PRODUCT-001 by Friday');
      expectBothOrAsk(c, r, 'PRS-04', 'PRODUCT-001');
      await expectUnchanged(c, afterBanbury, 'nothing changes before Apply');

      r = await c.say("let's take the PRS-04 one first");
      expectDowntimeProposal(c, r, 'PRS-04', NOW, NOW + 6 * HOUR);
      await applyAndExpectDowntime(c, r, 'PRS-04', NOW, NOW + 6 * HOUR);
      const known = await c.orderIds();
      const afterPress = await c.snapshot();

      r = await c.say('now the Meridian one');
      // 5,040 PRODUCT-001 lie free in the main warehouse: nothing to make for 500.
      expectServedFromStock(c, r, known, 'PRODUCT-001');
      expect.soft(mentions(r, '500'), c.at('the rush of 500 was not taken from the earlier turn')).toBe(true);
      expect.soft(newDowntimes(r), c.at('the PRS-04 part was read again')).toEqual([]);

      r = await c.say('schedule all open orders');
      expect.soft(newOrdersIn(r, known), c.at('"all open orders" created an order')).toEqual([]);
      expect
        .soft(
          (r.actions ?? []).map((a) => a.action),
          c.at('offers to create an order'),
        )
        .not.toContain('create_order');
      await expectUnchanged(c, afterPress, 'nothing changes before Apply');

      r = await c.say('the mixer on the left is making a strange noise, we might have to stop it');
      expect.soft(newDowntimes(r), c.at('"might have to stop" was read as a breakdown')).toEqual([]);
      await expectUnchanged(c, afterPress, 'a maybe changed the plan');
    },
    CONVERSATION_TIMEOUT,
  );

  it(
    'pt: "a extrusora" pergunta qual, "a 2" responde, "ja voltou" não vira quebra, pedido composto não perde metade',
    async () => {
      const c = talk('conv-seguro-pt', 'pt-BR');
      const original = await c.snapshot();

      let r = await c.say('a extrusora ta dando problema de novo');
      expectClarification(c, r, ['EXT-01', 'EXT-02', 'EXT-03']);

      r = await c.say('a 2');
      expect.soft(mentions(r, 'EXT-02'), c.at('the answer "a 2" was not taken as EXT-02')).toBe(true);
      expect
        .soft(
          newDowntimes(r).filter((d) => d.work_center !== 'EXT-02'),
          c.at('a downtime on another machine'),
        )
        .toEqual([]);

      r = await c.say('umas 3 horas');
      expectDowntimeProposal(c, r, 'EXT-02', NOW, NOW + 3 * HOUR, HOUR / 2);

      r = await c.say('não, pera, ela já voltou');
      // "ela" is the extruder of the previous turns: nothing to ask about another machine.
      const asked = buttonsText(r).match(/\b[A-Z]{3}-\d{2}\b/g) ?? [];
      expect
        .soft(
          [...new Set(asked)].filter((m) => m !== 'EXT-02'),
          c.at('"ela" is EXT-02'),
        )
        .toEqual([]);
      expect.soft(newDowntimes(r), c.at('"ela já voltou" proposed a downtime')).toEqual([]);
      await expectUnchanged(c, original, 'a retraction changed the plan');

      r = await c.say('a manutenção liberou a extrusora 2 agora há pouco');
      expect.soft(newDowntimes(r), c.at('"liberou" (back up) was read as a breakdown')).toEqual([]);
      await expectUnchanged(c, original, 'a machine back up with nothing in force changed the plan');

      r = await c.say('a PRS-03 quebrou e chegou pedido urgente de 200 FG-OS-5072 pra sexta');
      expectBothOrAsk(c, r, 'PRS-03', 'FG-OS-5072');
      await expectUnchanged(c, original, 'nothing changes before Apply');

      r = await c.say('primeiro a da PRS-03, fica parada umas 5 horas');
      expectDowntimeProposal(c, r, 'PRS-03', NOW, NOW + 5 * HOUR);

      const before = await c.downtimes();
      await c.sayAndApply('aplica');
      const added = await c.addedDowntimes(before);
      expect
        .soft(
          added.map((d) => d.work_center),
          c.at('"aplica" should record the PRS-03 stop'),
        )
        .toEqual(['PRS-03']);
      const known = await c.orderIds();

      r = await c.say('agora o pedido urgente');
      // No FG-OS-5072 is free: the 200 are made, due this Friday.
      expectRushProposal(c, r, known, 'FG-OS-5072', 200, FRIDAY_START, FRIDAY_END);
      expect.soft(newDowntimes(r), c.at('the PRS-03 part was read again')).toEqual([]);

      const beforeQuestion = await c.snapshot();
      r = await c.say('a PRS-03 já voltou?');
      expect.soft(offersApply(r), c.at('a yes/no question offered Apply')).toBe(false);
      expect.soft(mentions(r, 'PRS-03'), c.at('the answer is not about PRS-03')).toBe(true);
      await expectUnchanged(c, beforeQuestion, 'a question changed the plan');
    },
    CONVERSATION_TIMEOUT,
  );
});
