import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_TIMEOUT,
  type Conversation,
  conversationSuite,
  expectBackUp,
  expectCapacityProposal,
  expectDowntimeProposal,
  expectUnchanged,
  HOUR,
  NOW,
  offersApply,
} from './conversation.test-support.ts';

/**
 * Commands whose wrong reading is the opposite action (the assistant's opposite-actions audit): a
 * denied cancel or release, a question about a cancel, extra time taken away right after it was
 * proposed, a machine said to be down no more. Each changes nothing it denies, and offers no Apply
 * for what was not asked.
 */
const talk = conversationSuite();

async function openIds(c: Conversation) {
  return (await c.openOrders()).map((o) => o.order_id);
}

describe('an everyday command is never the opposite action, by chat', () => {
  it(
    'en: "don\'t cancel", "who cancelled", "don\'t release yet" change nothing; "cancel the overtime" turns proposed overtime down',
    async () => {
      const c = talk('conv-opposite-en', 'en');
      const before = await c.snapshot();
      for (const prompt of [
        "don't cancel order 1044",
        'who cancelled order 1044?',
        "don't release order 1044 yet",
      ]) {
        const r = await c.say(prompt);
        expect.soft(r.intent, c.at()).not.toMatch(/^order\.(?:cancel|release)$/);
        expect.soft(offersApply(r), c.at('offered to apply what was denied')).toBe(false);
      }
      await expectUnchanged(c, before, 'a denied command changed the plan');
      expect.soft(await openIds(c), c.at('1044 was cancelled')).toContain('1044');

      let r = await c.say('PRS-05 works 4 hours of overtime on Saturday');
      await expectCapacityProposal(c, r);
      r = await c.say('cancel the overtime on Saturday');
      expect.soft(r.intent, c.at()).toBe('change.discard');
      expect.soft(offersApply(r), c.at('taking the overtime away offered extra time')).toBe(false);
      await c.say('yes, apply it');
      await expectUnchanged(c, before, 'the overtime turned down was applied');
    },
    CONVERSATION_TIMEOUT,
  );

  it(
    'pt: "não cancela", "foi cancelada?", "não libera ainda" não mudam nada; "tira a hora extra" descarta a proposta',
    async () => {
      const c = talk('conv-opposite-pt', 'pt-BR');
      const before = await c.snapshot();
      for (const prompt of [
        'não cancela a OP 1044',
        'a OP 1044 foi cancelada?',
        'não libera a OP 1044 ainda',
      ]) {
        const r = await c.say(prompt);
        expect.soft(r.intent, c.at()).not.toMatch(/^order\.(?:cancel|release)$/);
        expect.soft(offersApply(r), c.at('ofereceu aplicar o que foi negado')).toBe(false);
      }
      await expectUnchanged(c, before, 'um comando negado mudou o plano');

      let r = await c.say('coloca 4 horas de hora extra na PRS-05 no sábado');
      await expectCapacityProposal(c, r);
      r = await c.say('tira a hora extra');
      expect.soft(r.intent, c.at()).toBe('change.discard');
      await c.say('sim, aplica');
      await expectUnchanged(c, before, 'a hora extra descartada foi aplicada');
    },
    CONVERSATION_TIMEOUT,
  );

  it(
    'en: "PRS-03 isn\'t down anymore" after its breakdown was applied puts it back, no new downtime',
    async () => {
      const c = talk('conv-opposite-back-en', 'en');
      let r = await c.say('PRS-03 broke down, it will be down for 4 hours');
      expectDowntimeProposal(c, r, 'PRS-03', NOW, NOW + 4 * HOUR);
      await c.apply(r);
      r = await c.say("PRS-03 isn't down anymore");
      expect.soft(r.intent, c.at()).toBe('schedule.restore');
      await expectBackUp(c, r, 'PRS-03');
    },
    CONVERSATION_TIMEOUT,
  );
});
