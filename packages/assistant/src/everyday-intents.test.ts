import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';
import type { Entities, Intent } from './interpretation.ts';

const read = (text: string) => interpretCommand(text, makeContext());
const SAO_PAULO = -180;

describe('an order moved by a duration says which way and what moves (issue 10, postpone / pull in)', () => {
  it.each<[string, Entities]>([
    [
      'adia a OP 1044 em 3 dias',
      { order_id: '1044', duration_minutes: 4320, shift_direction: 'later', shift_target: 'due' },
    ],
    [
      'pull in order 1044 by 2 days',
      { order_id: '1044', duration_minutes: 2880, shift_direction: 'earlier', shift_target: 'due' },
    ],
    [
      'postpone 1041 by 2 days',
      { order_id: '1041', duration_minutes: 2880, shift_direction: 'later', shift_target: 'due' },
    ],
    [
      'push SO-50088 back a week',
      { order_id: 'SO-50088', duration_minutes: 10080, shift_direction: 'later', shift_target: 'due' },
    ],
    [
      'bring order 1012 forward by one day',
      { order_id: '1012', duration_minutes: 1440, shift_direction: 'earlier', shift_target: 'due' },
    ],
    [
      'expedite order 1050 by 2 days',
      { order_id: '1050', duration_minutes: 2880, shift_direction: 'earlier', shift_target: 'due' },
    ],
    [
      'delay the start of order 1004 by 4 hours',
      { order_id: '1004', duration_minutes: 240, shift_direction: 'later', shift_target: 'start' },
    ],
    [
      'push the release of order 1004 out by 1 day',
      { order_id: '1004', duration_minutes: 1440, shift_direction: 'later', shift_target: 'start' },
    ],
    [
      'antecipa a ordem 1012 em 2 dias',
      { order_id: '1012', duration_minutes: 2880, shift_direction: 'earlier', shift_target: 'due' },
    ],
    [
      'adianta o início da OP 1041 em 1 dia',
      { order_id: '1041', duration_minutes: 1440, shift_direction: 'earlier', shift_target: 'start' },
    ],
    [
      'posterga a OP 1050 em uma semana',
      { order_id: '1050', duration_minutes: 10080, shift_direction: 'later', shift_target: 'due' },
    ],
    [
      'empurra a OP 1001 dois dias',
      { order_id: '1001', duration_minutes: 2880, shift_direction: 'later', shift_target: 'due' },
    ],
    [
      'puxa a OP 1004 em 6 horas',
      { order_id: '1004', duration_minutes: 360, shift_direction: 'earlier', shift_target: 'due' },
    ],
    [
      'move order 1004 two days earlier',
      { order_id: '1004', duration_minutes: 2880, shift_direction: 'earlier', shift_target: 'due' },
    ],
  ])('reads "%s"', (text, entities) => {
    const reading = read(text);
    expect(reading.intent).toBe('order.change');
    expect(reading.entities).toEqual(entities);
    expect(reading.needs_clarification).toBeUndefined();
  });

  it.each<[string, Entities]>([
    ['move 1004 to Friday', { order_id: '1004', date: '2026-11-27' }],
    ['adia a OP 1041 para segunda', { order_id: '1041', date: '2026-11-30' }],
    ['revert order 1004 to Friday', { order_id: '1004', date: '2026-11-27' }],
    ['volta a OP 1004 para sexta', { order_id: '1004', date: '2026-11-27' }],
    [
      'move the start of order 1004 to Monday',
      { order_id: '1004', date: '2026-11-30', shift_target: 'start' },
    ],
  ])('a date given stays a date, with no direction: "%s"', (text, entities) => {
    const reading = read(text);
    expect(reading.intent).toBe('order.change');
    expect(reading.entities).toEqual(entities);
  });

  it('asks which way when the command names none, a button each way that reads back with it', () => {
    const reading = read('move order 1004 by 2 days');
    expect(reading.entities).toEqual({ order_id: '1004', duration_minutes: 2880, shift_target: 'due' });
    expect(reading.needs_clarification).toMatchObject({
      reason: 'missing',
      question: 'Should order 1004 move later or earlier?',
    });
    const directions = reading.needs_clarification!.suggested_actions.map(
      (action) => read(action.prompt).entities.shift_direction,
    );
    expect(directions).toEqual(['later', 'earlier']);
  });
});

describe('cancel and split an order (issue 10, everyday intents)', () => {
  it.each<[string, Intent, Entities]>([
    ['cancel order 1044', 'order.cancel', { order_id: '1044' }],
    ['kill order 1004', 'order.cancel', { order_id: '1004' }],
    ['cancela a OP 1044', 'order.cancel', { order_id: '1044' }],
    ['remove a ordem 1044 do plano', 'order.cancel', { order_id: '1044' }],
    ['tira a OP 1012 da programação', 'order.cancel', { order_id: '1012' }],
    ['split 2000 off order 1044', 'order.split', { order_id: '1044', quantity: 2000 }],
    ['split order 1044 in two', 'order.split', { order_id: '1044', parts: 2 }],
    ['split job 1041 in half', 'order.split', { order_id: '1041', parts: 2 }],
    ['separa 2.000 da OP 1044', 'order.split', { order_id: '1044', quantity: 2000 }],
    ['divide a OP 1044 em 3', 'order.split', { order_id: '1044', parts: 3 }],
    ['quebra a OP 1012 em dois lotes', 'order.split', { order_id: '1012', parts: 2 }],
  ])('reads "%s" as %s, an action that repairs nothing by itself', (text, intent, entities) => {
    const reading = read(text);
    expect(reading).toMatchObject({ intent, is_rescheduling: false });
    expect(reading.entities).toEqual(entities);
    expect(reading.polarity).toBeUndefined();
    expect(reading.needs_clarification).toBeUndefined();
  });

  it.each([
    ['cancel the last change', 'change.undo'],
    ['undo the cancellation of order 1044', 'change.undo'],
    ['desfaz o cancelamento da OP 1044', 'change.undo'],
    ['cancela a última alteração', 'change.undo'],
  ])('reads "%s" as %s: undoing a change cancels no order', (text, intent) => {
    expect(read(text)).toMatchObject({ intent, entities: {} });
  });

  it('asks how to split when the command says neither parts nor quantity', () => {
    const { needs_clarification } = read('split order 1044');
    expect(needs_clarification?.reason).toBe('missing');
    const parts = needs_clarification!.suggested_actions.map((a) => read(a.prompt).entities.parts);
    expect(parts).toEqual([2, 3]);
  });
});

describe('a shift or overtime on a work center is extra time that repairs the plan (issue 10)', () => {
  it.each<[string, Entities]>([
    [
      'add an overtime shift on PRS-03 Saturday 6am to 2pm',
      { work_center: 'PRS-03', date: '2026-11-28T06:00:00.000Z', duration_minutes: 480 },
    ],
    [
      'hora extra na PRS-03 sábado das 6h às 14h',
      { work_center: 'PRS-03', date: '2026-11-28T06:00:00.000Z', duration_minutes: 480 },
    ],
    [
      'put a third shift on EXT-01 tonight 22h to 6h',
      { work_center: 'EXT-01', date: '2026-11-25T22:00:00.000Z', duration_minutes: 480 },
    ],
    [
      'coloca um terceiro turno na EXT-02 hoje das 22h às 6h',
      { work_center: 'EXT-02', date: '2026-11-25T22:00:00.000Z', duration_minutes: 480 },
    ],
    ['PRS-05 works Sunday 8 hours', { work_center: 'PRS-05', date: '2026-11-29', duration_minutes: 480 }],
    [
      'faz 2 horas extras na PRS-02 amanhã a partir das 18h',
      { work_center: 'PRS-02', date: '2026-11-26T18:00:00.000Z', duration_minutes: 120 },
    ],
    [
      'add overtime on PRS-04 from 6am to 2pm',
      { work_center: 'PRS-04', date: '2026-11-26T06:00:00.000Z', duration_minutes: 480 },
    ],
  ])('reads "%s"', (text, entities) => {
    const reading = read(text);
    expect(reading).toMatchObject({ intent: 'capacity.add', is_rescheduling: true });
    expect(reading.entities).toEqual(entities);
    expect(reading.needs_clarification).toBeUndefined();
  });

  it('reads the times in plant time', () => {
    const reading = interpretCommand(
      'hora extra na PRS-03 sábado das 6h às 14h',
      makeContext({ timezoneOffsetMinutes: SAO_PAULO }),
    );
    expect(reading.entities).toEqual({
      work_center: 'PRS-03',
      date: '2026-11-28T09:00:00.000Z',
      duration_minutes: 480,
    });
  });

  it('asks for one day at a time when the command names several, a button per day that reads back', () => {
    const reading = read('add a night shift on EXT-01 every night this week from 22h to 6h');
    expect(reading.intent).toBe('capacity.add');
    expect(reading.needs_clarification).toMatchObject({ reason: 'missing' });
    const days = reading.needs_clarification!.suggested_actions.map((action) => read(action.prompt));
    expect(days.map((day) => day.entities)).toEqual(
      ['2026-11-25', '2026-11-26', '2026-11-27'].map((day) => ({
        work_center: 'EXT-01',
        date: `${day}T22:00:00.000Z`,
        duration_minutes: 480,
      })),
    );
    expect(days.every((day) => day.needs_clarification === undefined)).toBe(true);
  });

  it.each(['a PRS-03 parou por um turno', 'PRS-03 down for one shift'])(
    'a breakdown lasting a shift is no extra time: "%s"',
    (text) => {
      expect(read(text)).toMatchObject({ intent: 'schedule.breakdown', entities: { duration_minutes: 480 } });
    },
  );
});

describe('a what-if is the event itself, marked hypothetical, never an Apply (issue 10)', () => {
  it.each<[string, Intent, Entities]>([
    [
      'what if PRS-03 goes down for 8 hours?',
      'schedule.breakdown',
      { work_center: 'PRS-03', duration_minutes: 480 },
    ],
    ['e se a PRS-03 parar 8 horas?', 'schedule.breakdown', { work_center: 'PRS-03', duration_minutes: 480 }],
    ['e se a PRS-03 parar?', 'schedule.breakdown', { work_center: 'PRS-03' }],
    [
      'suppose the RM-778 delivery slips 3 days',
      'schedule.material_delay',
      { material: 'RM-778', duration_minutes: 4320 },
    ],
    [
      'simulate an overtime shift on PRS-04 Saturday 6am to 2pm',
      'capacity.add',
      { work_center: 'PRS-04', date: '2026-11-28T06:00:00.000Z', duration_minutes: 480 },
    ],
    ['e se cancelar a OP 1044?', 'order.cancel', { order_id: '1044' }],
  ])('reads "%s" as a hypothetical %s', (text, intent, entities) => {
    const reading = read(text);
    expect(reading).toMatchObject({ intent, hypothetical: true });
    expect(reading.entities).toEqual(entities);
  });

  it('keeps a what-if in every button of its clarification', () => {
    const reading = read('simula uma quebra da BAN-01 amanhã');
    expect(reading).toMatchObject({ intent: 'schedule.breakdown', hypothetical: true });
    for (const action of reading.needs_clarification!.suggested_actions)
      expect(read(action.prompt).hypothetical).toBe(true);
  });

  it('asks each request of a compound what-if as a what-if', () => {
    const reading = read('what if PRS-03 goes down for 4 hours and we rush 500 STD-101 by Friday?');
    expect(reading.needs_clarification?.reason).toBe('compound');
    expect(reading.needs_clarification?.readings?.every((r) => r.hypothetical)).toBe(true);
    for (const action of reading.needs_clarification!.suggested_actions)
      expect(read(action.prompt).hypothetical).toBe(true);
  });

  it.each([
    'PRS-03 is down for 8 hours',
    'cancel order 1044',
    'what is the status of order 1012?',
    'yes, apply it',
  ])('a command that tells or asks something else is no what-if: "%s"', (text) => {
    expect(read(text).hypothetical).toBeUndefined();
  });
});

describe('"until further notice" has no end (issue 10, dates a planner means)', () => {
  it.each<[string, Entities]>([
    ['A PRS-03 parou às 8h até segunda ordem', { work_center: 'PRS-03', date: '2026-11-25T08:00:00.000Z' }],
    ['a BAN-02 tá parada até nova ordem', { work_center: 'BAN-02' }],
    ['EXT-02 is down until further notice', { work_center: 'EXT-02' }],
  ])('reads "%s" as a downtime with no length, not one until Monday, and asks nothing', (text, entities) => {
    const reading = read(text);
    expect(reading).toMatchObject({ intent: 'schedule.breakdown', polarity: 'down' });
    expect(reading.entities).toEqual(entities);
    expect(reading.needs_clarification).toBeUndefined();
  });
});

describe('other everyday phrasings, found by trying new ones after tuning (issue 10)', () => {
  it.each<[string, Intent, Entities]>([
    [
      'get order 1044 done a day earlier',
      'order.change',
      { order_id: '1044', duration_minutes: 1440, shift_direction: 'earlier', shift_target: 'due' },
    ],
    [
      'joga a OP 1044 dois dias pra frente',
      'order.change',
      { order_id: '1044', duration_minutes: 2880, shift_direction: 'later', shift_target: 'due' },
    ],
    [
      'puxa a OP 1044 dois dias pra frente',
      'order.change',
      { order_id: '1044', duration_minutes: 2880, shift_direction: 'earlier', shift_target: 'due' },
    ],
    [
      'atrasa a OP 1044 em 2 dias',
      'order.change',
      { order_id: '1044', duration_minutes: 2880, shift_direction: 'later', shift_target: 'due' },
    ],
    [
      'adia a liberação da OP 1044 em 1 dia',
      'order.change',
      { order_id: '1044', duration_minutes: 1440, shift_direction: 'later', shift_target: 'start' },
    ],
    [
      'drop the priority of order 1044',
      'order.change',
      { order_id: '1044', priority: 'low', priority_change: 'lower' },
    ],
    ['break 1000 off order 1044', 'order.split', { order_id: '1044', quantity: 1000 }],
    ['separa metade da OP 1044', 'order.split', { order_id: '1044', parts: 2 }],
    [
      'a PRS-03 vai fazer hora extra sábado das 6 às 14',
      'capacity.add',
      { work_center: 'PRS-03', date: '2026-11-28T06:00:00.000Z', duration_minutes: 480 },
    ],
    [
      'extend PRS-03 by 2 hours tonight',
      'capacity.add',
      { work_center: 'PRS-03', date: '2026-11-25', duration_minutes: 120 },
    ],
    ['a EXT-02 parou sem previsão de volta', 'schedule.breakdown', { work_center: 'EXT-02' }],
    [
      'a PRS-03 trabalha no sábado?',
      'production.status',
      { work_center: 'PRS-03', status_kind: 'work_center', date: '2026-11-28' },
    ],
    ['take it all back', 'change.undo', {}],
  ])('reads "%s" as %s', (text, intent, entities) => {
    const reading = read(text);
    expect(reading.intent).toBe(intent);
    expect(reading.entities).toEqual(entities);
  });
});

describe('a reading does not depend on what was read before it', () => {
  it('reads "até segunda ordem" the same every time', () => {
    const texts = ['A PRS-03 parou às 8h até segunda ordem', 'how much RM-778 do we have?'];
    const first = texts.map((text) => read(text).entities);
    const again = texts.map((text) => read(text).entities);
    expect(again).toEqual(first);
    expect(read(texts[0]!).entities).toEqual(first[0]);
  });
});

describe('the misses of safety-holdout.jsonl, in other words too (issue 10)', () => {
  it.each<[string, Intent, Entities]>([
    ['roll it back', 'change.undo', {}],
    ['roll that back', 'change.undo', {}],
    ['volta o plano anterior', 'change.undo', {}],
    ['volta pra programação anterior', 'change.undo', {}],
    [
      'vamos desligar a EXT-01 segunda por 8 horas',
      'schedule.breakdown',
      { work_center: 'EXT-01', date: '2026-11-30', duration_minutes: 480 },
    ],
    [
      'turn off PRS-06 tomorrow for 4 hours',
      'schedule.breakdown',
      { work_center: 'PRS-06', date: '2026-11-26', duration_minutes: 240 },
    ],
    [
      'manutenção da PRS-07 atrasou, só libera amanhã às 8h',
      'schedule.breakdown',
      { work_center: 'PRS-07', duration_minutes: 1320 },
    ],
  ])('reads "%s" as %s', (text, intent, entities) => {
    const reading = read(text);
    expect(reading.intent).toBe(intent);
    expect(reading.entities).toEqual(entities);
  });
});
