import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';
import type { Entities } from './interpretation.ts';

const read = (text: string) => interpretCommand(text, makeContext());

describe('a machine back in service is a restore, never a breakdown (issue 10)', () => {
  it.each<[string, Entities]>([
    ['PRS-03 is back up, maintenance finished early', { work_center: 'PRS-03' }],
    ['PRS-03 is running again', { work_center: 'PRS-03' }],
    ['EXT-02 fixed', { work_center: 'EXT-02' }],
    ['PRS-07 back online since 9am', { work_center: 'PRS-07', date: '2026-11-25T09:00:00.000Z' }],
    ['the calender is back up', { work_center: 'CAL-01' }],
    ['manutenção liberou a extrusora 2 às 13h', { work_center: 'EXT-02', date: '2026-11-25T13:00:00.000Z' }],
    ['a PRS-03 voltou', { work_center: 'PRS-03' }],
    ['BAN-01 já está funcionando', { work_center: 'BAN-01' }],
    ['a prensa 5 voltou a rodar', { work_center: 'PRS-05' }],
    ['a manutenção da PRS-08 acabou mais cedo', { work_center: 'PRS-08' }],
  ])('reads "%s" as a restore, polarity up, with the time it is back', (text, entities) => {
    const reading = read(text);
    expect(reading).toMatchObject({ intent: 'schedule.restore', polarity: 'up', is_rescheduling: true });
    expect(reading.entities).toEqual(entities);
    expect(reading.needs_clarification).toBeUndefined();
    expect(reading.confidence).toBeGreaterThanOrEqual(0.6);
  });

  it('takes no time from the downtime told before it is back', () => {
    expect(read('PRS-01 was down this morning but it is back up now').entities).toEqual({
      work_center: 'PRS-01',
    });
  });

  it('asks which machine, with one button per kind, when none is named', () => {
    const { intent, needs_clarification } = read('voltou a rodar');
    expect(intent).toBe('schedule.restore');
    expect(needs_clarification?.question).toBe('Qual máquina voltou a funcionar?');
    expect(needs_clarification?.suggested_actions[0]?.prompt).toBe('voltou a rodar BAN-01');
  });

  it('asks which press is back when the press is not named', () => {
    expect(read('the press is back up').needs_clarification?.question).toMatch(
      /^Which press is back in service: Press 1, Press 2/,
    );
  });

  it.each(['a BAN-01 voltou a quebrar', 'a prensa 4 não está funcionando', "PRS-03 isn't back up yet"])(
    'reads "%s" as a breakdown, polarity down',
    (text) => {
      expect(read(text)).toMatchObject({ intent: 'schedule.breakdown', polarity: 'down' });
    },
  );

  it.each([
    'is PRS-03 back up?',
    'a PRS-03 já voltou?',
    'has EXT-02 been fixed yet?',
    'could you check if PRS-03 is back up?',
    'a PRS-03 parou?',
  ])('reads the question "%s" as a status question: no event, nothing to apply', (text) => {
    const reading = read(text);
    expect(reading).toMatchObject({ intent: 'production.status', is_rescheduling: false });
    expect(reading.polarity).toBeUndefined();
  });

  it('still reads an event told before a question as the event', () => {
    expect(read("Autoclave 1 is down, what's the impact?").intent).toBe('schedule.breakdown');
  });

  it('ends a breakdown at the time it was fixed ("broke at 6, fixed at 9" said at 10)', () => {
    expect(read('PRS-03 broke at 6am, fixed at 9am').entities).toEqual({
      work_center: 'PRS-03',
      date: '2026-11-25T06:00:00.000Z',
      duration_minutes: 180,
    });
  });
});

describe('undo is its own intent, never a rush order or help (issue 10)', () => {
  it.each([
    'undo that',
    'undo the last change',
    'revert',
    'please roll back the last change',
    'undo the rush order',
    'desfaz isso',
    'desfazer a última alteração',
    'volta como estava',
    'desfaça a última mudança',
    'cancela a última alteração',
  ])('reads "%s" as change.undo, with no entities and no repair', (text) => {
    const reading = read(text);
    expect(reading).toMatchObject({ intent: 'change.undo', entities: {}, is_rescheduling: false });
    expect(reading.polarity).toBeUndefined();
    expect(reading.needs_clarification).toBeUndefined();
  });
});
