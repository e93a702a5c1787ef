import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_TIMEOUT,
  conversationSuite,
  expectLateList,
  mentions,
} from '../conversation.test-support.ts';
import {
  expectCustomerStatus,
  expectMachineNow,
  expectNames,
  expectQuestion,
} from './holdout-2.test-support.ts';

/**
 * Holdout 2, status questions: the late orders and the worst of them, one order, a machine now, a
 * customer's orders, and the short follow-ups a planner types after them. Every turn is a question:
 * no Apply, nothing changed.
 */
const talk = conversationSuite();

describe('holdout-2: status questions', () => {
  it(
    'en: what is late, the worst one, 1025 and 1013, PRS-07 and TRM-02 now, Meridian and Kestrel',
    async () => {
      const c = talk('hold2-status-en', 'en');
      const before = await c.snapshot();

      let r = await c.say('morning. whats late today?');
      await expectLateList(c, r);
      await expectQuestion(c, r, before);

      r = await c.say('which one is the worst');
      const [worst] = await c.lateOrders();
      expect(worst, c.at('the released plan has late orders')).toBeDefined();
      expect
        .soft(mentions(r, worst!.order_id), c.at(`the worst late order is ${worst!.order_id}`))
        .toBe(true);
      await expectQuestion(c, r, before);

      r = await c.say('where is 1025 at?');
      expectNames(c, r, '1025');
      await expectQuestion(c, r, before);

      r = await c.say('and 1013?');
      expectNames(c, r, '1013');
      await expectQuestion(c, r, before);

      r = await c.say('whats running on PRS-07 rn');
      await expectMachineNow(c, r, 'PRS-07');
      await expectQuestion(c, r, before);

      r = await c.say('and TRM-02?');
      await expectMachineNow(c, r, 'TRM-02');
      await expectQuestion(c, r, before);

      r = await c.say('how are we looking for Meridian');
      await expectCustomerStatus(c, r, 'C-1001', 'Meridian');
      await expectQuestion(c, r, before);

      r = await c.say('and kestrel?');
      await expectCustomerStatus(c, r, 'C-1004', 'Kestrel');
      await expectQuestion(c, r, before);
    },
    CONVERSATION_TIMEOUT,
  );

  it(
    'pt-BR: atrasadas, a pior, a 1023, EXT-03 e AUT-01 agora, a Atlas, a 1030, a Veloce',
    async () => {
      const c = talk('hold2-status-pt', 'pt-BR');
      const before = await c.snapshot();

      let r = await c.say('bom dia, quais ordens tão atrasadas?');
      await expectLateList(c, r);
      await expectQuestion(c, r, before);

      r = await c.say('qual é a pior?');
      const [worst] = await c.lateOrders();
      expect(worst, c.at('the released plan has late orders')).toBeDefined();
      expect
        .soft(mentions(r, worst!.order_id), c.at(`the worst late order is ${worst!.order_id}`))
        .toBe(true);
      await expectQuestion(c, r, before);

      r = await c.say('e a 1023?');
      expectNames(c, r, '1023');
      await expectQuestion(c, r, before);

      r = await c.say('o que a EXT-03 tá fazendo agora?');
      await expectMachineNow(c, r, 'EXT-03');
      await expectQuestion(c, r, before);

      r = await c.say('e a AUT-01?');
      await expectMachineNow(c, r, 'AUT-01');
      await expectQuestion(c, r, before);

      r = await c.say('e a Atlas?');
      await expectCustomerStatus(c, r, 'C-1002', 'Atlas');
      await expectQuestion(c, r, before);

      r = await c.say('como tá a 1030?');
      expectNames(c, r, '1030');
      await expectQuestion(c, r, before);

      r = await c.say('a Veloce tem alguma coisa em aberto?');
      await expectCustomerStatus(c, r, 'C-1003', 'Veloce');
      await expectQuestion(c, r, before);
    },
    CONVERSATION_TIMEOUT,
  );
});
