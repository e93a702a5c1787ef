import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_TIMEOUT,
  type Conversation,
  conversationSuite,
  expectUnchanged,
  offersApply,
} from './conversation.test-support.ts';

/**
 * "Cancel it" cancels what was said last: the order a question just named (a proposal, applied only
 * by its Apply), else the proposal just made (set aside, even when it was about an order: only
 * "cancel the order" cancels that order then), else a question back.
 */
const talk = conversationSuite();

async function openIds(c: Conversation) {
  return (await c.openOrders()).map((o) => o.order_id);
}

describe('"cancel it" by chat', () => {
  it(
    'pt: "cancela ela" after a question about 1044 proposes its cancel; after a breakdown, "cancela" sets the plan aside',
    async () => {
      const c = talk('conv-cancela-ela-pt', 'pt-BR');
      const before = await c.snapshot();
      await c.say('como tá a OP 1044?');
      let r = await c.say('cancela ela');
      expect.soft(r.intent, c.at()).toBe('order.cancel');
      expect.soft(r.needs_clarification, c.at('asked which order')).toBe(false);
      await expectUnchanged(c, before, 'o cancelamento mudou o plano antes do Aplicar');
      await c.apply(r);
      expect.soft(await openIds(c), c.at('1044 is still open')).not.toContain('1044');

      const after = await c.snapshot();
      r = await c.say('a PRS-04 quebrou por 8 horas');
      expect.soft(offersApply(r), c.at('the breakdown offers no plan')).toBe(true);
      r = await c.say('cancela');
      expect.soft(r.intent, c.at()).toBe('change.discard');
      // Set aside: a "yes" now applies nothing, and the plan is as before the breakdown.
      r = await c.say('sim, aplica');
      await expectUnchanged(c, after, 'o plano descartado foi aplicado');
    },
    CONVERSATION_TIMEOUT,
  );

  it(
    'en: "cancel it" right after a proposed move of 1044 turns the move down and leaves 1044 open; "cancel the order" cancels it',
    async () => {
      const c = talk('conv-cancel-move-en', 'en');
      const before = await c.snapshot();
      let r = await c.say('move order 1044 to Friday');
      expect.soft(offersApply(r), c.at('the move offers no plan')).toBe(true);
      r = await c.say('cancel it');
      expect.soft(r.intent, c.at()).toBe('change.discard');
      // Turned down: a "yes" now applies nothing, and 1044 is neither moved nor cancelled.
      await c.say('yes, apply it');
      await expectUnchanged(c, before, 'the discarded move was applied');
      expect.soft(await openIds(c), c.at('1044 was cancelled')).toContain('1044');
      await c.say('move order 1044 to Friday');
      r = await c.say('cancel the order');
      expect.soft(r.intent, c.at()).toBe('order.cancel');
      expect.soft(r.needs_clarification, c.at('asked which order')).toBe(false);
      await c.apply(r);
      expect.soft(await openIds(c), c.at('1044 is still open')).not.toContain('1044');
    },
    CONVERSATION_TIMEOUT,
  );

  it(
    'en: "cancel it" with nothing in focus asks which order; the answer proposes that cancel',
    async () => {
      const c = talk('conv-cancel-it-en', 'en');
      const before = await c.snapshot();
      await c.say('which orders are late?');
      let r = await c.say('cancel it');
      expect.soft(r.intent, c.at()).toBe('order.cancel');
      expect.soft(r.needs_clarification, c.at('did not ask which order')).toBe(true);
      expect.soft(offersApply(r), c.at('a question offered Apply')).toBe(false);
      r = await c.say('1044');
      expect.soft(r.intent, c.at()).toBe('order.cancel');
      await expectUnchanged(c, before, 'the cancel changed the plan before Apply');
      await c.apply(r);
      expect.soft(await openIds(c), c.at('1044 is still open')).not.toContain('1044');
    },
    CONVERSATION_TIMEOUT,
  );
});
