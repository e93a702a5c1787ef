import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_TIMEOUT,
  conversationSuite,
  expectCapacityProposal,
  expectDowntimeCovering,
  expectLateList,
  expectNoNewLateness,
  expectUnchanged,
  expectWhatIf,
  isSchedule,
  newDowntimes,
  plant,
} from '../conversation.test-support.ts';
import {
  expectBookedWithoutDowntime,
  expectPlanAsProposed,
  expectQuestion,
  expectRestored,
} from './holdout-2.test-support.ts';

/**
 * Holdout 2, extra shifts, overtime and what-ifs. A what-if ("what if PRS-03 stops tomorrow morning?",
 * "e se ...") shows a plan with the stop in it, offers no Apply and changes nothing. An extra shift or
 * overtime is a proposal with no downtime in it that makes no order late; applied, it records the plan
 * proposed and no downtime; "book it for real" after a what-if records it; undo puts the plan back.
 *
 * Calendars of the sample plant: PRS-03, PRS-04 three shifts Mon–Fri (+ Saturday early for PRS-03..06);
 * PRS-06 works Saturday 06–14 only, so a Saturday late shift is new time; PRS-07, PRS-08 two shifts
 * Mon–Fri (06–22), so overtime and a Saturday shift are new time. Tomorrow is Thursday 26 November.
 */
const talk = conversationSuite();

const THURSDAY = '2026-11-26';

describe('holdout-2: extra shifts, overtime and what-ifs', () => {
  it(
    'en: what if PRS-03 stops tomorrow morning, PRS-05 instead, Saturday late shift on PRS-06 applied and undone, PRS-08 overtime what-if booked for real and undone',
    async () => {
      const c = talk('hold2-capacity-en', 'en');
      const before = await c.snapshot();
      const known = await c.orderIds();

      let r = await c.say('what if PRS-03 stops tomorrow morning?');
      await expectWhatIf(c, r, before);
      expectDowntimeCovering(c, r, 'PRS-03', plant(THURSDAY, '08:00'), plant(THURSDAY, '10:00'));

      r = await c.say('and if its PRS-05 instead?');
      await expectWhatIf(c, r, before);
      expectDowntimeCovering(c, r, 'PRS-05', plant(THURSDAY, '08:00'), plant(THURSDAY, '10:00'));
      expect
        .soft(
          newDowntimes(r).filter((d) => d.work_center === 'PRS-03'),
          c.at('"instead" kept the PRS-03 stop'),
        )
        .toEqual([]);

      const shift = await c.say('ok forget that. PRS-06 is packed, add a late shift on saturday');
      await expectCapacityProposal(c, shift);
      await expectUnchanged(c, before, 'an extra shift changed the plan before Apply');

      let downtimes = await c.downtimes();
      r = await c.sayAndApply('yep apply it');
      await expectBookedWithoutDowntime(c, downtimes);
      await expectPlanAsProposed(c, isSchedule(r) ? r : shift, known);

      await c.sayAndUndo('undo that pls');
      await expectRestored(c, before);

      const whatIf = await c.say('what if we ran PRS-08 2h overtime tomorrow?');
      await expectWhatIf(c, whatIf, before);
      expect.soft(newDowntimes(whatIf), c.at('overtime read as a downtime')).toEqual([]);
      await expectNoNewLateness(c, whatIf);

      downtimes = await c.downtimes();
      r = await c.sayAndApply('looks good, book it for real');
      await expectBookedWithoutDowntime(c, downtimes);
      await expectPlanAsProposed(c, isSchedule(r) ? r : whatIf, known);

      await c.sayAndUndo('undo');
      await expectRestored(c, before);
    },
    CONVERSATION_TIMEOUT,
  );

  it(
    'pt-BR: e se a PRS-04 parar amanhã de manhã, o dia todo, turno extra no sábado na PRS-07 aplicado e desfeito, 2h extras na PRS-08 lançadas de verdade, atrasadas, desfaz tudo',
    async () => {
      const c = talk('hold2-capacity-pt', 'pt-BR');
      const before = await c.snapshot();
      const known = await c.orderIds();

      let r = await c.say('e se a PRS-04 parar amanhã de manhã?');
      await expectWhatIf(c, r, before);
      expectDowntimeCovering(c, r, 'PRS-04', plant(THURSDAY, '08:00'), plant(THURSDAY, '10:00'));

      r = await c.say('e se for o dia todo?');
      await expectWhatIf(c, r, before);
      expectDowntimeCovering(c, r, 'PRS-04', plant(THURSDAY, '08:00'), plant(THURSDAY, '20:00'));

      const shift = await c.say('tá, esquece. coloca um turno extra no sábado na PRS-07');
      await expectCapacityProposal(c, shift);
      await expectUnchanged(c, before, 'an extra shift changed the plan before Apply');

      let downtimes = await c.downtimes();
      r = await c.sayAndApply('pode aplicar');
      await expectBookedWithoutDowntime(c, downtimes);
      await expectPlanAsProposed(c, isSchedule(r) ? r : shift, known);

      await c.sayAndUndo('desfaz');
      await expectRestored(c, before);

      const whatIf = await c.say('e se fizer 2h extras na PRS-08 amanhã?');
      await expectWhatIf(c, whatIf, before);
      expect.soft(newDowntimes(whatIf), c.at('overtime read as a downtime')).toEqual([]);
      await expectNoNewLateness(c, whatIf);

      downtimes = await c.downtimes();
      r = await c.sayAndApply('beleza, lança de verdade');
      await expectBookedWithoutDowntime(c, downtimes);
      await expectPlanAsProposed(c, isSchedule(r) ? r : whatIf, known);

      const booked = await c.snapshot();
      r = await c.say('quais ordens ficam atrasadas agora?');
      await expectLateList(c, r);
      await expectQuestion(c, r, booked);

      await c.sayAndUndo('desfaz tudo');
      await expectRestored(c, before);
    },
    CONVERSATION_TIMEOUT,
  );
});
