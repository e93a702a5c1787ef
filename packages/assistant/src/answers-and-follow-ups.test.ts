import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';
import type { ConversationTurn, Entities, Intent } from './interpretation.ts';

const user = (content: string): ConversationTurn => ({ role: 'user', content });
const assistant = (content: string): ConversationTurn => ({ role: 'assistant', content });
const read = (text: string, history: ConversationTurn[] = []) =>
  interpretCommand(text, makeContext({ history }));

const RUSH = [
  user('rush order: 500 FG-OR-020 by Friday'),
  assistant('Rush order RUSH-0007 for 500 FG-OR-020: finishes 2026-11-27 14:00. Apply to release this plan.'),
];
const DOWN_TOMORROW = [
  user('EXT-02 will be down tomorrow from 8am to 4pm'),
  assistant('EXT-02 is down tomorrow from 08:00 to 16:00. Apply to release this plan.'),
];
const WHAT_IF = [
  user('what if PRS-03 goes down for 8 hours?'),
  assistant('If PRS-03 were down from 10:00 to 18:00, 1 order would finish late. Nothing was applied.'),
];

describe('answers to the question asked (round 4)', () => {
  it.each<[string, Intent, Entities]>([
    ['where is RM-778 used?', 'bom.query', { material: 'RM-778', bom_direction: 'where_used' }],
    ['em que produtos entra o RM-778', 'bom.query', { material: 'RM-778', bom_direction: 'where_used' }],
    ['what goes into FG-OR-020?', 'bom.query', { material: 'FG-OR-020' }],
    ['tem compra atrasada?', 'inventory.query', { inventory_kind: 'overdue_receipts' }],
    ['which purchase orders are late?', 'inventory.query', { inventory_kind: 'overdue_receipts' }],
    ['what are the bottlenecks this week?', 'production.status', { status_kind: 'bottlenecks' }],
    ['quais são os gargalos essa semana?', 'production.status', { status_kind: 'bottlenecks' }],
    ['balance line 2', 'balance.analyze', {}],
    ['balanceamento da linha', 'balance.analyze', {}],
  ])('reads "%s" as %s', (text, intent, entities) => {
    const reading = read(text);
    expect(reading.intent).toBe(intent);
    expect(reading.entities).toEqual(entities);
  });

  it('tells a new arrival date apart from the question about overdue receipts', () => {
    expect(read('RM-778 delivery is delayed by 2 days').intent).toBe('schedule.material_delay');
  });
});

describe('questions about the previous command (round 4)', () => {
  it.each<[string, ConversationTurn[], Intent, Entities, boolean]>([
    [
      'which orders does that hit?',
      DOWN_TOMORROW,
      'production.status',
      {
        status_kind: 'affected',
        work_center: 'EXT-02',
        date: '2026-11-26T08:00:00.000Z',
        duration_minutes: 480,
      },
      false,
    ],
    [
      'when will it be ready?',
      RUSH,
      'production.status',
      { status_kind: 'order', order_id: 'RUSH-0007' },
      false,
    ],
    [
      'and if it were 5000?',
      RUSH,
      'schedule.rush_order',
      { material: 'FG-OR-020', quantity: 5000, date: '2026-11-27' },
      true,
    ],
    [
      'só à tarde',
      DOWN_TOMORROW,
      'schedule.breakdown',
      { work_center: 'EXT-02', date: '2026-11-26T12:00:00.000Z', duration_minutes: 360 },
      false,
    ],
    [
      'book that for real',
      WHAT_IF,
      'schedule.breakdown',
      { work_center: 'PRS-03', duration_minutes: 480 },
      false,
    ],
    ['ok, do it', WHAT_IF, 'schedule.breakdown', { work_center: 'PRS-03', duration_minutes: 480 }, false],
    ['ela já voltou', DOWN_TOMORROW, 'schedule.restore', { work_center: 'EXT-02' }, false],
  ])('reads "%s" after the earlier command', (text, history, intent, entities, isWhatIf) => {
    const reading = read(text, history);
    expect(reading.intent).toBe(intent);
    expect(reading.entities).toEqual(entities);
    expect(reading.hypothetical === true).toBe(isWhatIf);
    expect(reading.needs_clarification).toBeUndefined();
  });

  it('keeps "ok, do it" after a proposal that was no what-if as the yes to it', () => {
    expect(read('ok, do it', DOWN_TOMORROW).intent).toBe('change.apply');
  });
});

describe('readings of round 4', () => {
  it('reads a time to be back as the end of the downtime, with no question', () => {
    const reading = read('a PRS-02 parou, previsão de voltar só amanhã às 6h');
    expect(reading.entities).toEqual({ work_center: 'PRS-02', duration_minutes: 1200 });
    expect(reading.needs_clarification).toBeUndefined();
  });

  it('names the shift of a shift with no hours: the server finds its hours in the calendar', () => {
    const reading = read('turno extra no sábado na PRS-03');
    expect(reading.entities).toEqual({ work_center: 'PRS-03', date: '2026-11-28', shift: 'next' });
    expect(reading.needs_clarification).toBeUndefined();
    expect(read('add a late shift on Saturday on PRS-06').entities).toEqual({
      work_center: 'PRS-06',
      date: '2026-11-28',
      shift: 'late',
    });
  });

  it.each([
    ['What happens if we add a Saturday shift on PRS-03?', 'en-US'],
    ['Add weekend shifts on PRS-03 this Saturday', 'en-US'],
    ['e se fizermos um turno de sábado na PRS-03?', 'pt-BR'],
  ])('reads the day\'s shift of "%s" as its first shift not worked, with no question', (text) => {
    const reading = read(text);
    expect(reading.intent).toBe('capacity.add');
    expect(reading.entities).toEqual({ work_center: 'PRS-03', date: '2026-11-28', shift: 'next' });
    expect(reading.needs_clarification).toBeUndefined();
  });

  it.each([
    'Which orders are waiting for material?',
    "What's held up by material shortages?",
    'Which orders are short of material?',
    'quais ordens estão esperando material?',
    'tem ordem parada por falta de material?',
  ])('reads "%s" as the orders held by material, no item named', (text) => {
    const reading = read(text);
    expect(reading.intent).toBe('production.status');
    expect(reading.entities).toEqual({ status_kind: 'waiting' });
  });

  it.each([
    ['Which orders wait for RM-778?', 'production.status'],
    ['PRS-03 stopped for lack of material', 'schedule.breakdown'],
    ['We are out of RM-EPDM-50 until Thursday', 'schedule.material_delay'],
  ])('keeps "%s" (an item or a machine named) as %s', (text, intent) => {
    const reading = read(text);
    expect(reading.intent).toBe(intent);
    if (intent === 'production.status') expect(reading.entities.material).toBe('RM-778');
  });

  it.each([
    'When is the next free slot on PRS-05?',
    'Is PRS-05 free tomorrow?',
    'when will PRS-05 be available?',
    'quando a PRS-05 fica livre?',
    'tem horário livre na PRS-05?',
  ])('reads "%s" as the free time of PRS-05', (text) => {
    const reading = read(text);
    expect(reading.intent).toBe('production.status');
    expect(reading.entities).toMatchObject({ status_kind: 'free_slots', work_center: 'PRS-05' });
  });

  it.each([
    'Which machines are idle right now?',
    'What machines are free now?',
    'quais máquinas estão ociosas?',
    'tem alguma prensa livre agora?',
  ])('reads "%s" as the machines with nothing running', (text) => {
    const reading = read(text);
    expect(reading.intent).toBe('production.status');
    expect(reading.entities).toMatchObject({ status_kind: 'idle_machines' });
  });

  it.each([
    ['Which machines are down on Friday?', 'downtimes'],
    ["What's PRS-05 working on?", 'work_center'],
  ])('keeps "%s" as %s', (text, kind) => {
    expect(read(text).entities.status_kind).toBe(kind);
  });

  it.each([
    ['Which orders finish this week?', { date: '2026-11-25', days: 5 }],
    ['What will ship on Friday?', { date: '2026-11-27' }],
    ["What's due next week?", { date: '2026-11-30', days: 7 }],
    ['quais ordens terminam amanhã?', { date: '2026-11-26' }],
    ['o que vence esta semana?', { date: '2026-11-25', days: 5 }],
  ])('reads "%s" as the orders finishing or due in those days', (text, days) => {
    const reading = read(text);
    expect(reading.intent).toBe('production.status');
    expect(reading.entities).toEqual({ status_kind: 'finishing', ...days });
  });

  it.each([
    ['Can we ship 500 STD-101 by Friday?', 'promise.check'],
    ['When will order 1041 finish?', 'production.status'],
  ])('keeps "%s" as %s', (text, intent) => {
    const reading = read(text);
    expect(reading.intent).toBe(intent);
    expect(reading.entities.status_kind).not.toBe('finishing');
  });

  it.each(['What changed?', 'what did that change?', 'o que mudou?', 'o que mudou no plano?'])(
    'reads "%s" as the latest change applied',
    (text) => {
      const reading = read(text);
      expect(reading.intent).toBe('production.status');
      expect(reading.entities).toEqual({ status_kind: 'last_change' });
    },
  );

  it.each(['a PRS-02 quebrou agora, deve voltar em 3 horas', 'a PRS-02 parou, vai retornar em 3 horas'])(
    'reads "%s" as down for the 3 hours until it is back',
    (text) => {
      const reading = read(text);
      expect(reading.intent).toBe('schedule.breakdown');
      expect(reading.entities).toEqual({ work_center: 'PRS-02', duration_minutes: 180 });
      expect(reading.needs_clarification).toBeUndefined();
    },
  );

  it.each(['cancel 1041 and 1050', 'cancela as ordens 1041 e 1050', 'cancel order 1041 and order 1050'])(
    'asks which to do first for "%s", one button each, rather than dropping 1050',
    (text) => {
      const reading = read(text);
      expect(reading.needs_clarification).toBeDefined();
      const buttons = reading.needs_clarification!.suggested_actions.map((a) => a.prompt);
      expect(buttons).toHaveLength(2);
      expect(buttons[0]).toMatch(/1041/);
      expect(buttons[1]).toMatch(/1050/);
      // Each button alone cancels its order ("1050" alone would ask where 1050 stands).
      for (const [k, id] of ['1041', '1050'].entries()) {
        expect(read(buttons[k]!).intent).toBe('order.cancel');
        expect(read(buttons[k]!).entities).toMatchObject({ order_id: id });
      }
    },
  );

  it.each(['PRS-07 is out until further notice', 'a EXT-03 para amanhã das 14h às 18h'])(
    'reads "%s" as a breakdown',
    (text) => {
      expect(read(text).intent).toBe('schedule.breakdown');
    },
  );
});
