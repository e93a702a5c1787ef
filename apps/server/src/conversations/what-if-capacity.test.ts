import { describe, expect, it } from 'vitest';
import {
  applyAndExpectDowntime,
  CONVERSATION_TIMEOUT,
  conversationSuite,
  expectCapacityProposal,
  expectDowntimeCovering,
  expectDowntimeProposal,
  expectLateList,
  expectNoNewLateness,
  expectUnchanged,
  expectWhatIf,
  HOUR,
  mentions,
  newDowntimes,
  offersApply,
  plant,
} from './conversation.test-support.ts';

/**
 * What-if and capacity: "what if ..." computes and shows a plan and changes nothing (no Apply); "ok, book
 * that for real" turns the last what-if into a proposal; a shift or overtime added is a proposal that
 * reads as capacity (never a downtime) and makes no order late; follow-ups ("same for next Saturday",
 * "mesma coisa pra sexta") keep the machine of the previous turn.
 */
const talk = conversationSuite();
const THURSDAY = '2026-11-26';

describe('what-if and capacity', () => {
  it(
    'en: what-if PRS-06 down tomorrow, only the morning, booked for real; Saturday shifts, overtime, a third shift',
    async () => {
      const c = talk('conv-whatif-en', 'en');
      let before = await c.snapshot();

      let r = await c.say("what if PRS-06 goes down all day tomorrow? just show me, don't change anything");
      await expectWhatIf(c, r, before);
      expectDowntimeCovering(c, r, 'PRS-06', plant(THURSDAY, '06:00'), plant(THURSDAY, '22:00'));

      r = await c.say("and if it's only the morning?");
      await expectWhatIf(c, r, before);
      const morning = newDowntimes(r).filter((d) => d.work_center === 'PRS-06');
      expect.soft(morning.length, c.at('no PRS-06 downtime in the what-if')).toBeGreaterThan(0);
      for (const d of morning) {
        expect
          .soft(Date.parse(d.start_time), c.at('the morning starts on Thursday'))
          .toBeGreaterThanOrEqual(plant(THURSDAY, '00:00'));
        expect
          .soft(Date.parse(d.end_time), c.at('only the morning'))
          .toBeLessThanOrEqual(plant(THURSDAY, '14:00'));
      }

      r = await c.say('ok, book that for real');
      expectDowntimeProposal(c, r, 'PRS-06', plant(THURSDAY, '06:00'), plant(THURSDAY, '12:00'), 2 * HOUR);
      await applyAndExpectDowntime(
        c,
        r,
        'PRS-06',
        plant(THURSDAY, '06:00'),
        plant(THURSDAY, '12:00'),
        2 * HOUR,
      );

      r = await c.say('add a late shift on Saturday on PRS-06');
      await expectCapacityProposal(c, r);
      await c.apply(r);
      before = await c.snapshot();
      const inForce = await c.changesInForce();

      r = await c.say('same for next Saturday');
      await expectCapacityProposal(c, r);
      expect.soft(mentions(r, 'PRS-06'), c.at('"same" is PRS-06 again')).toBe(true);
      await c.apply(r);
      expect.soft(await c.changesInForce(), c.at('the second Saturday was not recorded')).toBe(inForce + 1);

      const afterShifts = await c.snapshot();
      r = await c.say('2 hours of overtime on PRS-07 tomorrow evening');
      await expectCapacityProposal(c, r);
      expect.soft(mentions(r, 'PRS-07'), c.at('the overtime is on PRS-07')).toBe(true);
      await expectUnchanged(c, afterShifts, 'overtime changed the plan before Apply');

      r = await c.say('what if we ran a third shift on PRS-07 next week?');
      await expectWhatIf(c, r, afterShifts);
      await expectNoNewLateness(c, r);

      r = await c.say('what if order 1050 were due Dec 8 instead?');
      await expectWhatIf(c, r, afterShifts);
      expect.soft(mentions(r, '1050'), c.at('the what-if is about 1050')).toBe(true);

      await c.sayAndUndo('undo');
      await expectUnchanged(c, before, 'undo should take back the second Saturday shift');
      expect.soft(await c.changesInForce(), c.at('changes in force after undo')).toBe(inForce);
    },
    CONVERSATION_TIMEOUT,
  );

  it(
    'pt: e se a BAN-01 parar amanhã, só à tarde, não muda nada; turno extra no sábado, hora extra, "mesma coisa pra sexta"',
    async () => {
      const c = talk('conv-capacidade-pt', 'pt-BR');
      const original = await c.snapshot();

      let r = await c.say('e se a BAN-01 parar amanhã o dia todo?');
      await expectWhatIf(c, r, original);
      expectDowntimeCovering(c, r, 'BAN-01', plant(THURSDAY, '06:00'), plant(THURSDAY, '22:00'));

      r = await c.say('e se for só na parte da tarde?');
      await expectWhatIf(c, r, original);
      expectDowntimeCovering(c, r, 'BAN-01', plant(THURSDAY, '14:00'), plant(THURSDAY, '17:00'));
      for (const d of newDowntimes(r))
        expect
          .soft(Date.parse(d.start_time), c.at('só a tarde'))
          .toBeGreaterThanOrEqual(plant(THURSDAY, '11:00'));

      r = await c.say('beleza, não muda nada então');
      expect.soft(offersApply(r), c.at('"não muda nada" offered Apply')).toBe(false);
      await expectUnchanged(c, original, '"não muda nada" changed the plan');

      r = await c.say('coloca um turno extra no sábado na PRS-03');
      await expectCapacityProposal(c, r);
      await c.apply(r);

      const afterSaturday = await c.snapshot();
      const inForce = await c.changesInForce();
      r = await c.say('hora extra de 2h na PRS-07 amanhã');
      await expectCapacityProposal(c, r);
      expect.soft(mentions(r, 'PRS-07'), c.at('a hora extra é na PRS-07')).toBe(true);

      r = await c.say('mesma coisa pra sexta');
      await expectCapacityProposal(c, r);
      expect.soft(mentions(r, 'PRS-07'), c.at('"mesma coisa" is PRS-07 again')).toBe(true);
      await expectUnchanged(c, afterSaturday, 'nothing changes before Apply');

      await c.sayAndApply('aplica');
      expect.soft(await c.changesInForce(), c.at('"aplica" applied nothing')).toBe(inForce + 1);

      const afterFriday = await c.snapshot();
      r = await c.say('e se a gente colocar o sábado inteiro na PRS-06?');
      await expectWhatIf(c, r, afterFriday);
      await expectNoNewLateness(c, r);

      await c.sayAndUndo('desfaz');
      await expectUnchanged(c, afterSaturday, '"desfaz" should take back the Friday overtime');
      expect.soft(await c.changesInForce(), c.at('changes in force after "desfaz"')).toBe(inForce);

      r = await c.say('quais ordens tão atrasadas?');
      await expectLateList(c, r);
    },
    CONVERSATION_TIMEOUT,
  );
});
