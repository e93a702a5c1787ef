import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';
import type { ConversationTurn, Entities } from './interpretation.ts';

/** Wednesday 25 November 2026, 07:00 plant time (São Paulo, UTC−3). */
const read = (text: string, history: ConversationTurn[] = []) =>
  interpretCommand(text, makeContext({ timezoneOffsetMinutes: -180, history }));

describe("asking to see a day's plan reads the stored plan, not a new one", () => {
  it.each<[string, Entities]>([
    ["show me tomorrow's plan", { status_kind: 'day_plan', date: '2026-11-26' }],
    ["what's the plan for Friday?", { status_kind: 'day_plan', date: '2026-11-27' }],
    ["show me today's schedule", { status_kind: 'day_plan', date: '2026-11-25' }],
    ['mostra o plano de amanhã', { status_kind: 'day_plan', date: '2026-11-26' }],
    ['qual a programação de sexta?', { status_kind: 'day_plan', date: '2026-11-27' }],
    ['me mostra a programação de hoje', { status_kind: 'day_plan', date: '2026-11-25' }],
    [
      'show me the schedule for PRS-03 tomorrow',
      { status_kind: 'day_plan', date: '2026-11-26', work_center: 'PRS-03' },
    ],
  ])('reads "%s" as the plan of that day (production.status)', (text, entities) => {
    const reading = read(text);
    expect(reading.intent).toBe('production.status');
    expect(reading.entities).toEqual(entities);
    expect(reading.needs_clarification).toBeUndefined();
  });

  it.each([
    ['create a schedule for tomorrow', '2026-11-26'],
    ["build tomorrow's plan", '2026-11-26'],
    ['make a schedule for Friday', '2026-11-27'],
    ['cria uma programação para amanhã', '2026-11-26'],
    ['monta o plano de amanhã', '2026-11-26'],
  ])('keeps "%s" a new schedule', (text, date) => {
    expect(read(text)).toMatchObject({ intent: 'schedule.create', entities: { date } });
  });

  it('keeps the plan questions with no day as they were', () => {
    expect(read('show the released plan').intent).toBe('schedule.create');
    expect(read('como está o plano?').entities.status_kind).not.toBe('day_plan');
  });

  it('"and Friday?" after tomorrow\'s plan shows Friday\'s', () => {
    const history = [
      user("show me tomorrow's plan"),
      assistant('18 operations in the current plan on Thu 26 Nov'),
    ];
    expect(read('and Friday?', history)).toMatchObject({
      intent: 'production.status',
      entities: { status_kind: 'day_plan', date: '2026-11-27' },
    });
  });
});

function user(content: string): ConversationTurn {
  return { role: 'user', content };
}
function assistant(content: string): ConversationTurn {
  return { role: 'assistant', content };
}
