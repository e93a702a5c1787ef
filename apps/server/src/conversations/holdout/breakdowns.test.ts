import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_TIMEOUT,
  type Conversation,
  conversationSuite,
  dataText,
  expectDowntimeProposal,
  expectLateList,
  expectUnchanged,
  HOUR,
  mentions,
  NOW,
  newDowntimes,
  offersApply,
  plant,
  type Reply,
} from '../conversation.test-support.ts';

/**
 * Holdout (written without reading the assistant): breakdowns and machines coming back, as a planner
 * reports them on the Wednesday morning of the sample plant. See README.md in this folder.
 */
const talk = conversationSuite();

/** A question: answered, no Apply offered, nothing changed, and the answer is about `subjects`. */
async function expectAnswer(
  c: Conversation,
  reply: Reply,
  before: Awaited<ReturnType<Conversation['snapshot']>>,
  ...subjects: string[]
) {
  expect.soft(offersApply(reply), c.at('a question offered Apply')).toBe(false);
  await expectUnchanged(c, before, 'a question changed the plan');
  for (const subject of subjects)
    expect.soft(mentions(reply, subject), c.at(`the answer does not name ${subject}`)).toBe(true);
}

/** Soft: the reply offers an Apply; false (and the turn reported) when it does not, so the run goes on. */
function proposed(c: Conversation, reply: Reply) {
  const ok = offersApply(reply);
  expect
    .soft(ok, c.at(`expected a proposal with Apply (got ${reply.type}: ${reply.text.slice(0, 120)})`))
    .toBe(true);
  return ok;
}

/**
 * A typed go-ahead ("ok apply it"): the turn, then the button its reply offers, if any (the harness's
 * `sayAndApply`); afterwards exactly one new downtime is recorded, on `workCenter`, over about [from, to].
 */
async function sayApplyAndExpectDowntime(
  c: Conversation,
  prompt: string,
  workCenter: string,
  from: number,
  to: number,
) {
  const before = await c.downtimes();
  const reply = await c.sayAndApply(prompt);
  const added = await c.addedDowntimes(before);
  expect
    .soft(
      added.map((d) => d.work_center),
      c.at(
        `the go-ahead should record one downtime on ${workCenter} (got ${reply.type}: ${reply.text.slice(0, 120)})`,
      ),
    )
    .toEqual([workCenter]);
  for (const d of added.filter((a) => a.work_center === workCenter)) {
    expect
      .soft(Math.abs(d.start - from), c.at(`recorded start ${new Date(d.start).toISOString()}`))
      .toBeLessThanOrEqual(HOUR);
    expect
      .soft(Math.abs(d.end - to), c.at(`recorded end ${new Date(d.end).toISOString()}`))
      .toBeLessThanOrEqual(HOUR);
  }
  return reply;
}

describe('holdout: breakdowns and machines back', () => {
  it(
    'en: PRS-04 down 6 h, applied, PRS-06 proposed and retracted, late list, undo, machine status',
    async () => {
      const c = talk('hold-brk-en', 'en');
      const seedDowntimes = await c.downtimes();
      const running = await c.runningOn('PRS-04');
      expect(running, 'the sample plant runs an order on PRS-04 now').not.toBeNull();

      // 1. A breakdown: a proposal, a downtime on PRS-04 from now for 6 hours, nothing written yet.
      const before = await c.snapshot();
      let r = await c.say('PRS-04 just died, hydraulic leak. maint says about 6 hrs');
      if (proposed(c, r)) expectDowntimeProposal(c, r, 'PRS-04', NOW, NOW + 6 * HOUR);
      await expectUnchanged(c, before, 'the breakdown changed the plan before Apply');

      // 2. Which orders it hits: the order running on PRS-04 now is among them.
      r = await c.say('which orders does that hit?');
      await expectAnswer(c, r, before, running!);

      // 3. Typed go-ahead (then the Apply its reply offers, if any): exactly that downtime is recorded.
      const beforeApply = await c.snapshot();
      r = await sayApplyAndExpectDowntime(c, 'ok apply it', 'PRS-04', NOW, NOW + 6 * HOUR);
      const afterApply = await c.snapshot();

      // 4. Follow-up on another machine, another duration.
      r = await c.say('and PRS-06? same thing, 4 hours');
      if (proposed(c, r)) expectDowntimeProposal(c, r, 'PRS-06', NOW, NOW + 4 * HOUR);
      await expectUnchanged(c, afterApply, 'the PRS-06 proposal changed the plan before Apply');

      // 5. Retraction of the unapplied PRS-06 proposal: nothing to apply, nothing changes.
      r = await c.say('nah forget PRS-06, false alarm, its running');
      expect
        .soft(
          newDowntimes(r).filter((d) => d.work_center === 'PRS-06'),
          c.at('a retracted breakdown still proposes a downtime'),
        )
        .toEqual([]);
      expect.soft(offersApply(r), c.at('a retraction offered Apply')).toBe(false);
      await expectUnchanged(c, afterApply, 'a retraction changed the plan');

      // 6. The late orders of the released plan (with the PRS-04 downtime in it).
      r = await c.say('whats late now?');
      await expectLateList(c, r);
      await expectAnswer(c, r, afterApply);

      // 7. The machine is back: undoing the breakdown puts the plan back exactly as before it.
      r = await c.sayAndUndo('PRS-04 is back already, undo that breakdown');
      expect
        .soft(await c.snapshot(), c.at('after undo the plan is not as before the breakdown'))
        .toEqual(beforeApply);
      expect.soft(await c.downtimes(), c.at('downtimes after undo')).toEqual(seedDowntimes);

      // 8. Machine status: names PRS-04 in its data and the order running on it now.
      const now = await c.snapshot();
      r = await c.say("how's PRS-04 looking now?");
      expect.soft(dataText(r).includes('PRS-04'), c.at('the status data does not name PRS-04')).toBe(true);
      const runningNow = await c.runningOn('PRS-04');
      await expectAnswer(c, r, now, ...(runningNow ? [runningNow] : []));
    },
    CONVERSATION_TIMEOUT,
  );

  it(
    'pt-BR: EXT-02 parada até amanhã 14h, aplicada, atrasos, o pior, manutenção na PRS-07 sexta e segunda',
    async () => {
      const c = talk('hold-brk-pt', 'pt-BR');
      const running = await c.runningOn('EXT-02');
      expect(running, 'the sample plant runs an order on EXT-02 now').not.toBeNull();
      const until = plant('2026-11-26', '14:00');

      // 1. Breakdown until tomorrow 14:00 plant time.
      const before = await c.snapshot();
      let r = await c.say('a EXT-02 parou agora, correia do motor. só volta amanhã às 14h');
      if (proposed(c, r)) expectDowntimeProposal(c, r, 'EXT-02', NOW, until);
      await expectUnchanged(c, before, 'the breakdown changed the plan before Apply');

      // 2. Which orders it hits.
      r = await c.say('quais pedidos isso afeta?');
      await expectAnswer(c, r, before, running!);

      // 3. Typed go-ahead (then its Apply, if any): exactly that downtime recorded.
      r = await sayApplyAndExpectDowntime(c, 'pode aplicar', 'EXT-02', NOW, until);
      let now = await c.snapshot();

      // 4. The late list of the released plan.
      r = await c.say('quais pedidos estão atrasados agora?');
      await expectLateList(c, r);
      await expectAnswer(c, r, now);

      // 5. The worst of them.
      const [worst] = await c.lateOrders();
      r = await c.say('e qual é o pior?');
      await expectAnswer(c, r, now, worst!.order_id);

      // 6. Planned maintenance on Friday morning 08:00–12:00: a proposal on PRS-07 for that window.
      const friday = [plant('2026-11-27', '08:00'), plant('2026-11-27', '12:00')] as const;
      r = await c.say('a PRS-07 vai parar sexta de manhã pra manutenção, das 8 às 12');
      if (proposed(c, r)) expectDowntimeProposal(c, r, 'PRS-07', ...friday);
      await expectUnchanged(c, now, 'the maintenance changed the plan before Apply');

      // 7. Typed go-ahead (then its Apply, if any).
      r = await sayApplyAndExpectDowntime(c, 'blz, aplica', 'PRS-07', ...friday);
      now = await c.snapshot();

      // 8. "Same on Monday": the coming Monday, 30 November, same hours, same machine.
      r = await c.say('mesma coisa na segunda');
      if (proposed(c, r))
        expectDowntimeProposal(c, r, 'PRS-07', plant('2026-11-30', '08:00'), plant('2026-11-30', '12:00'));
      await expectUnchanged(c, now, 'the Monday proposal changed the plan before Apply');

      // 9. Retraction: nothing to apply, nothing changes.
      r = await c.say('esquece, segunda não precisa');
      expect.soft(offersApply(r), c.at('a retraction offered Apply')).toBe(false);
      await expectUnchanged(c, now, 'a retraction changed the plan');
    },
    CONVERSATION_TIMEOUT,
  );
});
