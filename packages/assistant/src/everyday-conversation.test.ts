import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';
import type { ConversationTurn, Entities, Intent } from './interpretation.ts';

const user = (content: string): ConversationTurn => ({ role: 'user', content });
const assistant = (content: string): ConversationTurn => ({ role: 'assistant', content });
const read = (text: string, history: ConversationTurn[] = []) =>
  interpretCommand(text, makeContext({ history }));

/** The planner's command and the interpreter's own question back, as the server sends it. */
function asked(command: string): ConversationTurn[] {
  const question = read(command).needs_clarification?.question;
  if (!question) throw new Error(`"${command}" asks nothing`);
  return [user(command), assistant(question)];
}

describe('the everyday intents in a conversation (issue 10)', () => {
  it.each<[string, ConversationTurn[], Intent, Entities]>([
    [
      'later',
      asked('move order 1004 by 2 days'),
      'order.change',
      { order_id: '1004', duration_minutes: 2880, shift_direction: 'later', shift_target: 'due' },
    ],
    [
      'postpone it',
      asked('move order 1004 by 2 days'),
      'order.change',
      { order_id: '1004', duration_minutes: 2880, shift_direction: 'later', shift_target: 'due' },
    ],
    [
      'mais cedo',
      asked('muda a OP 1004 2 dias'),
      'order.change',
      { order_id: '1004', duration_minutes: 2880, shift_direction: 'earlier', shift_target: 'due' },
    ],
    ['in two', asked('split order 1044'), 'order.split', { order_id: '1044', parts: 2 }],
    ['em 3', asked('divide a OP 1044'), 'order.split', { order_id: '1044', parts: 3 }],
    ['1004', asked('cancel the order'), 'order.cancel', { order_id: '1004' }],
    [
      '4 horas',
      asked('hora extra na PRS-03 sábado'),
      'capacity.add',
      { work_center: 'PRS-03', date: '2026-11-28', duration_minutes: 240 },
    ],
    [
      'and 1050 too',
      [user('pull in order 1004 by 2 days'), assistant('Order 1004: due date 2026-11-27 → 2026-11-25.')],
      'order.change',
      { order_id: '1050', duration_minutes: 2880, shift_direction: 'earlier', shift_target: 'due' },
    ],
    [
      'and 1050?',
      [user('cancel order 1004'), assistant('Order 1004 cancelled. Apply?')],
      'order.cancel',
      { order_id: '1050' },
    ],
  ])('reads "%s" after %j as %s', (text, history, intent, entities) => {
    const reading = read(text, history);
    expect(reading.intent).toBe(intent);
    expect(reading.entities).toEqual(entities);
    expect(reading.needs_clarification).toBeUndefined();
  });

  it('keeps a what-if a what-if when the planner answers its question or follows it up', () => {
    expect(read('4 horas', asked('simula uma quebra da BAN-01 amanhã'))).toMatchObject({
      intent: 'schedule.breakdown',
      entities: { work_center: 'BAN-01', date: '2026-11-26', duration_minutes: 240 },
      hypothetical: true,
    });
    const whatIf = [user('what if PRS-03 goes down for 4 hours?'), assistant('Nothing is applied: …')];
    expect(read('and PRS-04?', whatIf)).toMatchObject({
      intent: 'schedule.breakdown',
      entities: { work_center: 'PRS-04', duration_minutes: 240 },
      hypothetical: true,
    });
  });

  it('reads "e se fosse 8 horas?" after a breakdown as the same breakdown, as a what-if', () => {
    const history = [
      user('a PRS-03 quebrou por 4 horas'),
      assistant('PRS-03 parada das 10:00 às 14:00. Aplicar?'),
    ];
    expect(read('e se fosse 8 horas?', history)).toMatchObject({
      intent: 'schedule.breakdown',
      entities: { work_center: 'PRS-03', duration_minutes: 480 },
      hypothetical: true,
    });
  });

  it('reads a command of its own after a what-if as no what-if', () => {
    const whatIf = [user('what if PRS-03 goes down for 4 hours?'), assistant('Nothing is applied: …')];
    expect(read('cancel order 1004', whatIf).hypothetical).toBeUndefined();
  });
});
