import { describe, expect, it } from 'vitest';
import {
  applyAndExpectDowntime,
  CONVERSATION_TIMEOUT,
  conversationSuite,
  DAY,
  dataText,
  expectBackUp,
  expectDowntimeProposal,
  expectUnchanged,
  HOUR,
  mentions,
  NOW,
  newDowntimes,
  offersApply,
  plant,
} from './conversation.test-support.ts';

/**
 * Breakdowns and machines back in service, as a planner reports them in the morning: the downtime lands
 * on the machine named, from now, for as long as said; "back up" ends the one in force and adds none; a
 * weekday is the coming one; a follow-up ("PRS-05 too", "same for Friday") reuses the previous turn.
 */
const talk = conversationSuite();

describe('breakdowns and back in service', () => {
  it(
    'en: PRS-06 goes down, PRS-05 is reported then taken back, PRS-06 comes back, both undone',
    async () => {
      const c = talk('conv-breakdown-en', 'en');
      const original = await c.snapshot();

      let r = await c.say('Morning! PRS-06 just went down, hydraulic leak. Maintenance says about 6 hours.');
      expectDowntimeProposal(c, r, 'PRS-06', NOW, NOW + 6 * HOUR);
      await expectUnchanged(c, original, 'a proposal changed the plan before Apply');
      await applyAndExpectDowntime(c, r, 'PRS-06', NOW, NOW + 6 * HOUR);
      const down = await c.snapshot();

      r = await c.say('which orders does that hit?');
      // 1032 runs on PRS-06 now in the released plan.
      expect.soft(mentions(r, '1032'), c.at('1032, on PRS-06 now, is not named')).toBe(true);
      expect.soft(offersApply(r), c.at('a question offered Apply')).toBe(false);

      r = await c.say('PRS-05 too, same 6 hours');
      expectDowntimeProposal(c, r, 'PRS-05', NOW, NOW + 6 * HOUR);

      r = await c.say('no wait, PRS-05 is fine, forget it');
      expect.soft(newDowntimes(r), c.at('"PRS-05 is fine" proposed a downtime')).toEqual([]);
      await expectUnchanged(c, down, 'PRS-05 was recorded down');

      r = await c.say("what's PRS-06 doing right now?");
      expect.soft(dataText(r), c.at('the answer is not about PRS-06')).toContain('PRS-06');
      expect.soft(offersApply(r), c.at('a question offered Apply')).toBe(false);

      r = await c.say('PRS-06 is back up, they finished early');
      await expectBackUp(c, r, 'PRS-06');

      await c.sayAndUndo('undo that');
      await expectUnchanged(c, down, 'after "undo that" the breakdown should be back as applied');

      await c.sayAndUndo('undo the breakdown too');
      await expectUnchanged(c, original, 'after undoing both the plan should be the original');

      r = await c.say('is PRS-06 down?');
      expect.soft(mentions(r, 'PRS-06'), c.at('the answer is not about PRS-06')).toBe(true);
      expect.soft(newDowntimes(r), c.at('a yes/no question proposed a downtime')).toEqual([]);
      expect.soft(offersApply(r), c.at('a question offered Apply')).toBe(false);

      r = await c.say('ok, PRS-06 broke down again, this time until further notice');
      expect(offersApply(r), c.at('expected a proposal')).toBe(true);
      const open = newDowntimes(r).filter((d) => d.work_center === 'PRS-06');
      expect.soft(open.length, c.at('no downtime on PRS-06')).toBeGreaterThan(0);
      for (const d of open) {
        expect.soft(Math.abs(Date.parse(d.start_time) - NOW), c.at('starts now')).toBeLessThanOrEqual(HOUR);
        expect
          .soft(Date.parse(d.end_time), c.at('"until further notice" is more than a day'))
          .toBeGreaterThan(NOW + DAY);
      }
      await expectUnchanged(c, original, 'a proposal changed the plan before Apply');
    },
    CONVERSATION_TIMEOUT,
  );

  it(
    'pt: a PRS-07 quebra e volta, a extrusora para na sexta, "mesma coisa" repete, "desfaz" tira a última',
    async () => {
      const c = talk('conv-parada-pt', 'pt-BR');
      const original = await c.snapshot();

      let r = await c.say('bom dia, a PRS-07 quebrou agora, vai ficar parada umas 4 horas');
      expectDowntimeProposal(c, r, 'PRS-07', NOW, NOW + 4 * HOUR);
      await expectUnchanged(c, original, 'a proposta mudou o plano antes do Aplicar');

      let before = await c.downtimes();
      await c.sayAndApply('pode aplicar');
      const added = await c.addedDowntimes(before);
      expect
        .soft(
          added.map((d) => d.work_center),
          c.at('"pode aplicar" should record the PRS-07 breakdown'),
        )
        .toEqual(['PRS-07']);

      r = await c.say('manutenção liberou a PRS-07, ja ta rodando');
      await expectBackUp(c, r, 'PRS-07');

      // Wednesday 07:00 now: "sexta" is this Friday, 27 November, plant time.
      const friday = (time: string) => plant('2026-11-27', time);
      r = await c.say('a EXT-02 vai parar sexta das 8h às 12h pra troca da rosca');
      expectDowntimeProposal(c, r, 'EXT-02', friday('08:00'), friday('12:00'), 60_000);
      await applyAndExpectDowntime(c, r, 'EXT-02', friday('08:00'), friday('12:00'), 60_000);

      r = await c.say('e a EXT-01 tambem, mesmo horario');
      expectDowntimeProposal(c, r, 'EXT-01', friday('08:00'), friday('12:00'), 60_000);
      await applyAndExpectDowntime(c, r, 'EXT-01', friday('08:00'), friday('12:00'), 60_000);

      r = await c.say('a EXT-03 para amanhã das 14h às 18h');
      expectDowntimeProposal(
        c,
        r,
        'EXT-03',
        plant('2026-11-26', '14:00'),
        plant('2026-11-26', '18:00'),
        60_000,
      );
      await applyAndExpectDowntime(
        c,
        r,
        'EXT-03',
        plant('2026-11-26', '14:00'),
        plant('2026-11-26', '18:00'),
        60_000,
      );
      const beforeSame = await c.snapshot();

      r = await c.say('mesma coisa na sexta');
      expectDowntimeProposal(c, r, 'EXT-03', friday('14:00'), friday('18:00'), 60_000);
      await applyAndExpectDowntime(c, r, 'EXT-03', friday('14:00'), friday('18:00'), 60_000);

      r = await c.say('quais máquinas vão estar paradas na sexta?');
      for (const machine of ['EXT-01', 'EXT-02', 'EXT-03'])
        expect.soft(mentions(r, machine), c.at(`${machine} stops on Friday and is not named`)).toBe(true);
      expect.soft(offersApply(r), c.at('a question offered Apply')).toBe(false);

      await c.sayAndUndo('desfaz a ultima');
      await expectUnchanged(c, beforeSame, '"desfaz a ultima" should take away only the Friday EXT-03 stop');

      before = await c.downtimes();
      r = await c.say('a PRS-07 quebrou de novo, sem previsão de volta');
      expect(offersApply(r), c.at('expected a proposal')).toBe(true);
      const open = newDowntimes(r).filter((d) => d.work_center === 'PRS-07');
      expect.soft(open.length, c.at('no downtime on PRS-07')).toBeGreaterThan(0);
      for (const d of open) {
        expect.soft(Math.abs(Date.parse(d.start_time) - NOW), c.at('starts now')).toBeLessThanOrEqual(HOUR);
        expect
          .soft(Date.parse(d.end_time), c.at('"sem previsão" is more than a day'))
          .toBeGreaterThan(NOW + DAY);
      }
      expect.soft(await c.downtimes(), c.at('nothing recorded before Apply')).toEqual(before);
    },
    CONVERSATION_TIMEOUT,
  );
});
