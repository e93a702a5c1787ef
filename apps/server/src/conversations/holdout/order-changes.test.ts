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
  mentions,
  OPEN_STATUSES,
  offersApply,
  type Reply,
} from '../conversation.test-support.ts';

/**
 * Holdout (written without reading the assistant): a planner changing orders — postpone, undo, move to a
 * date, pull in, split, cancel — and asking about orders and a customer. See README.md in this folder.
 */
const talk = conversationSuite();
type Snapshot = Awaited<ReturnType<Conversation['snapshot']>>;

/** A question: answered, no Apply offered, nothing changed, and the answer is about `subjects`. */
async function expectAnswer(c: Conversation, reply: Reply, before: Snapshot, ...subjects: string[]) {
  expect.soft(offersApply(reply), c.at('a question offered Apply')).toBe(false);
  await expectUnchanged(c, before, 'a question changed the plan');
  for (const subject of subjects)
    expect.soft(mentions(reply, subject), c.at(`the answer does not name ${subject}`)).toBe(true);
}

/**
 * An order change: a proposal (nothing changes before Apply), then its Apply pressed. Soft: a reply
 * without Apply is reported and the conversation goes on.
 */
async function proposeAndApply(c: Conversation, reply: Reply, before: Snapshot) {
  await expectUnchanged(c, before, 'the change was written before Apply');
  const ok = offersApply(reply);
  expect
    .soft(ok, c.at(`expected a proposal with Apply (got ${reply.type}: ${reply.text.slice(0, 120)})`))
    .toBe(true);
  if (ok) await c.apply(reply);
  return ok;
}

/** A status answer names its order in the reply's data. */
function expectStatusOf(c: Conversation, reply: Reply, id: string) {
  expect.soft(dataText(reply).includes(id), c.at(`the status data does not name order ${id}`)).toBe(true);
}

describe('holdout: order changes', () => {
  it(
    'en: postpone 1026 a week, undo, move it to Dec 7, status and pull-in of 1050, split 1043, cancel 1044',
    async () => {
      const c = talk('hold-ord-en', 'en');
      const known = await c.orderIds();

      // 1. Postpone a week; applied, the order's dates moved 7 days.
      const start = await c.snapshot();
      let now = start;
      const o1026 = (await c.order('1026'))!;
      let r = await c.say("push 1026 back a week, they don't need it yet");
      if (await proposeAndApply(c, r, start)) await expectMovedBy(c, '1026', o1026, 7);

      // 2. Undo: the plan is back exactly.
      r = await c.sayAndUndo('hmm no, undo that');
      expect.soft(await c.snapshot(), c.at('after undo the plan is not as before')).toEqual(start);

      // 3. Instead, a date: 1026 starts or is due on 7 December.
      now = await c.snapshot();
      r = await c.say('ok instead move it to dec 7');
      await proposeAndApply(c, r, now);
      await expectOnDate(c, '1026', '2026-12-07');

      // 4. Status of an order.
      now = await c.snapshot();
      r = await c.say('whats the status of 1050?');
      expectStatusOf(c, r, '1050');
      await expectAnswer(c, r, now);

      // 5. "it" is 1050: pulled in 2 days.
      const o1050 = (await c.order('1050'))!;
      r = await c.say('pull it in 2 days');
      if (await proposeAndApply(c, r, now)) await expectMovedBy(c, '1050', o1050, -2);

      // 6. Split 1043 in half: two orders of FG-OR-075 of 42,500 each, the total kept.
      now = await c.snapshot();
      const o1043 = (await c.order('1043'))!;
      r = await c.say('split 1043 in half');
      if (await proposeAndApply(c, r, now)) {
        const fresh = (await c.orders()).filter((o) => !known.includes(o.order_id));
        const after = (await c.order('1043'))!;
        expect
          .soft(
            fresh.map((o) => o.material),
            c.at('the split made no new FG-OR-075 order'),
          )
          .toEqual([o1043.material]);
        expect.soft(after.quantity, c.at('1043 after the split')).toBe(o1043.quantity / 2);
        expect
          .soft(after.quantity + fresh.reduce((s, o) => s + o.quantity, 0), c.at('the split lost quantity'))
          .toBe(o1043.quantity);
      }

      // 7. Cancel: after Apply 1044 is no open order any more.
      now = await c.snapshot();
      r = await c.say('cancel 1044, customer dropped it');
      if (await proposeAndApply(c, r, now))
        expect
          .soft(OPEN_STATUSES.includes((await c.order('1044'))?.status ?? ''), c.at('1044 is still open'))
          .toBe(false);

      // 8. The late list of the released plan after all that.
      now = await c.snapshot();
      r = await c.say("what's late now");
      await expectLateList(c, r);
      await expectAnswer(c, r, now);
    },
    CONVERSATION_TIMEOUT,
  );

  it(
    'pt-BR: adia 1029 e 1031, desfaz, status e antecipação do 1041, pedidos da Meridian, cancela e volta o 1042',
    async () => {
      const c = talk('hold-ord-pt', 'pt-BR');

      // 1. Postpone 3 days.
      let now = await c.snapshot();
      const o1029 = (await c.order('1029'))!;
      let r = await c.say('adia o 1029 três dias');
      if (await proposeAndApply(c, r, now)) await expectMovedBy(c, '1029', o1029, 3);

      // 2. "The same for 1031": postponed 3 days too.
      const before1031 = await c.snapshot();
      const o1031 = (await c.order('1031'))!;
      r = await c.say('o 1031 também');
      if (await proposeAndApply(c, r, before1031)) await expectMovedBy(c, '1031', o1031, 3);

      // 3. Undo takes back the last change only: 1029 stays postponed.
      r = await c.sayAndUndo('desfaz esse último');
      expect
        .soft(await c.snapshot(), c.at('after undo the plan is not as before the 1031 change'))
        .toEqual(before1031);

      // 4. Status of an order.
      now = await c.snapshot();
      r = await c.say('como tá o pedido 1041?');
      expectStatusOf(c, r, '1041');
      await expectAnswer(c, r, now);

      // 5. "ele" is 1041: brought forward to 7 December (it is due 11 December).
      now = await c.snapshot();
      r = await c.say('antecipa ele pra 7 de dezembro');
      await proposeAndApply(c, r, now);
      await expectOnDate(c, '1041', '2026-12-07');

      // 6. A customer (C-1001, by its name or its id) and its open orders, from the tables, all named.
      now = await c.snapshot();
      const meridian = (await c.openOrders())
        .filter((o) => o.customer_id === 'C-1001')
        .map((o) => o.order_id);
      r = await c.say('quais pedidos da Meridian estão em aberto?');
      await expectAnswer(c, r, now, ...meridian);
      expect
        .soft(mentions(r, 'Meridian') || mentions(r, 'C-1001'), c.at('the answer does not name the customer'))
        .toBe(true);

      // 7. Cancel: after Apply 1042 is no open order any more.
      r = await c.say('cancela o 1042');
      if (await proposeAndApply(c, r, now))
        expect
          .soft(OPEN_STATUSES.includes((await c.order('1042'))?.status ?? ''), c.at('1042 is still open'))
          .toBe(false);

      // 8. Undo the cancel: the plan is back exactly.
      r = await c.sayAndUndo('opa, errei, desfaz isso');
      expect.soft(await c.snapshot(), c.at('after undo the plan is not as before the cancel')).toEqual(now);

      // 9. The order is open again, and its status names it.
      r = await c.say('e o 1042, tá como agora?');
      expectStatusOf(c, r, '1042');
      await expectAnswer(c, r, now);
      expect
        .soft(OPEN_STATUSES, c.at('1042 is not open after the undo'))
        .toContain((await c.order('1042'))?.status);
    },
    CONVERSATION_TIMEOUT,
  );
});
