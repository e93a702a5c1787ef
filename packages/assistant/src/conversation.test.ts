import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';
import type { ConversationTurn, Entities, Intent } from './interpretation.ts';

const user = (content: string): ConversationTurn => ({ role: 'user', content });
const assistant = (content: string): ConversationTurn => ({ role: 'assistant', content });
const read = (text: string, history: ConversationTurn[]) => interpretCommand(text, makeContext({ history }));

const PROPOSAL =
  'PRS-03 is down from 10:00 to 14:00. The repaired plan moves 5 operations. Apply to release it.';
const BREAKDOWN = [user('PRS-03 broke down for 4 hours'), assistant(PROPOSAL)];
const QUEBRA = [
  user('a PRS-03 quebrou por 4 horas'),
  assistant('PRS-03 parada das 07:00 às 11:00. Aplicar?'),
];

describe('a follow-up naming only new entities continues the previous command (issue 10, conversation state)', () => {
  it.each<[string, ConversationTurn[], Intent, Entities]>([
    ['and PRS-04?', BREAKDOWN, 'schedule.breakdown', { work_center: 'PRS-04', duration_minutes: 240 }],
    ['e a PRS-04?', QUEBRA, 'schedule.breakdown', { work_center: 'PRS-04', duration_minutes: 240 }],
    [
      'actually make it 6 hours',
      BREAKDOWN,
      'schedule.breakdown',
      { work_center: 'PRS-03', duration_minutes: 360 },
    ],
    [
      'and 1050?',
      [user('status of order 1012'), assistant('Order 1012 finishes 1.2 days before its due date.')],
      'production.status',
      { order_id: '1050', status_kind: 'order' },
    ],
    [
      'and PRS-04?',
      [user('status of order 1012'), assistant('Order 1012 finishes 1.2 days before its due date.')],
      'production.status',
      { work_center: 'PRS-04', status_kind: 'work_center' },
    ],
    [
      'o mesmo para amanhã',
      [user('o que a PRS-03 tá fazendo hoje?'), assistant('A PRS-03 roda a ordem 1004 até 13:20.')],
      'production.status',
      { work_center: 'PRS-03', status_kind: 'work_center', date: '2026-11-26' },
    ],
    [
      'and tomorrow?',
      [user('which orders are late?'), assistant('**3 late orders** in the released plan')],
      'production.status',
      { status_kind: 'late_orders', date: '2026-11-26' },
    ],
  ])('reads "%s" after the conversation as that command', (text, history, intent, entities) => {
    const reading = read(text, history);
    expect(reading.intent).toBe(intent);
    expect(reading.entities).toEqual(entities);
  });

  it('keeps the time of day when only the day changes: "same for Friday" after a downtime tomorrow 8–12', () => {
    const history = [user('EXT-02 will be down tomorrow from 8am to noon'), assistant(PROPOSAL)];
    expect(read('same for Friday', history).entities).toEqual({
      work_center: 'EXT-02',
      date: '2026-11-27T08:00:00.000Z',
      duration_minutes: 240,
    });
  });

  it('says in the trace which earlier turn the reading was completed from', () => {
    const reading = read('and PRS-04?', [assistant('Hello! I am Takt.'), ...BREAKDOWN]);
    const entry = reading.trace.find(
      (e) => (e.details as { history_index?: number })?.history_index !== undefined,
    );
    expect(entry?.details).toMatchObject({
      history_index: 1,
      text: 'PRS-03 broke down for 4 hours',
      via: 'follow_up',
    });
    expect(entry?.content).toContain('turn 2');
  });

  it('follows a chain, past a confirmation: "and PRS-05?" after "and PRS-04?" and "yes, apply it"', () => {
    const history = [
      ...BREAKDOWN,
      user('and PRS-04?'),
      assistant(PROPOSAL),
      user('yes, apply it'),
      assistant('Applied.'),
    ];
    expect(read('and PRS-05?', history)).toMatchObject({
      intent: 'schedule.breakdown',
      entities: { work_center: 'PRS-05', duration_minutes: 240 },
    });
  });

  it('reads "the same for …" as the previous command again, even with words of another intent', () => {
    expect(read('can you do the same for Friday?', BREAKDOWN)).toMatchObject({
      intent: 'schedule.breakdown',
      entities: { work_center: 'PRS-03', duration_minutes: 240, date: '2026-11-27' },
    });
  });

  it('leaves a command of its own alone, whatever came before', () => {
    expect(read('how much RM-778 do we have?', BREAKDOWN)).toMatchObject({
      intent: 'inventory.query',
      entities: { material: 'RM-778', inventory_kind: 'stock' },
    });
    expect(read('RM-778 is delayed by 2 days', BREAKDOWN).intent).toBe('schedule.material_delay');
  });

  it.each<[string, ConversationTurn[]]>([
    ['schedule production for Monday', BREAKDOWN],
    [
      'where is 1041',
      [user('move order 1012 to Friday'), assistant('Order 1012: due date → 2026-11-27. Apply?')],
    ],
    [
      'vamos desligar a EXT-01 segunda por 8 horas',
      [user('pedido urgente de 500 STD-101 para sexta'), assistant('Pedido urgente 500 STD-101. Aplicar?')],
    ],
    ['quanto temos de RM-778?', QUEBRA],
  ])(
    'does not capture "%s", which names what the previous command does not take or has an intent of its own',
    (text, history) => {
      const alone = interpretCommand(text, makeContext());
      const reading = read(text, history);
      expect(reading.intent).toBe(alone.intent);
      expect(reading.entities).toEqual(alone.entities);
    },
  );

  it('reads a message as before when there is no history', () => {
    expect(read('and PRS-04?', []).intent).toBe('help');
    expect(interpretCommand('and PRS-04?', makeContext()).intent).toBe('help');
  });
});

describe('the next message answers a pending clarification (issue 10, conversation state)', () => {
  const BANBURY = [
    user('the banbury broke down'),
    assistant('Which banbury is down: Banbury Mixer 1 or Banbury Mixer 2?'),
  ];
  const PRENSA = [
    user('a prensa parou'),
    assistant('Qual prensa parou: Press 1, Press 2, Press 3, Press 4, Press 5, Press 6, Press 7, Press 8?'),
  ];

  it.each<[string, ConversationTurn[], Intent, Entities]>([
    ['BAN-02', BANBURY, 'schedule.breakdown', { work_center: 'BAN-02' }],
    ['the second one', BANBURY, 'schedule.breakdown', { work_center: 'BAN-02' }],
    ['a primeira', PRENSA, 'schedule.breakdown', { work_center: 'PRS-01' }],
    [
      '4 hours',
      [user('PRS-05 stopped'), assistant('For how long will PRS-05 be down?')],
      'schedule.breakdown',
      { work_center: 'PRS-05', duration_minutes: 240 },
    ],
    [
      'the first one',
      [
        user('PRS-04 down for 6h AND Meridian needs 500 PRODUCT-001 by Friday'),
        assistant('There are two requests in this message. Which one should I handle first?'),
      ],
      'schedule.breakdown',
      { work_center: 'PRS-04', duration_minutes: 360 },
    ],
    [
      'voltou',
      [user('a PRS-03 parou? não, espera, voltou'), assistant('A PRS-03 parou ou voltou a funcionar?')],
      'schedule.restore',
      { work_center: 'PRS-03' },
    ],
  ])('completes the command with "%s"', (text, history, intent, entities) => {
    const reading = read(text, history);
    expect(reading.intent).toBe(intent);
    expect(reading.entities).toEqual(entities);
  });

  it('answers in the conversation’s language when the answer shows none', () => {
    expect(read('PRS-07', PRENSA).language).toBe('pt');
    expect(read('manda ver', QUEBRA)).toMatchObject({ intent: 'change.apply', language: 'pt' });
  });

  it('does not take a new command for an answer: a status question after "which banbury"', () => {
    expect(read("what's PRS-05 doing?", BANBURY)).toMatchObject({
      intent: 'production.status',
      entities: { work_center: 'PRS-05', status_kind: 'work_center' },
    });
  });

  it('reads "a segunda" as the second button, not Monday', () => {
    const history = [
      user('a PRS-04 vai parar 6h E a Meridian precisa de 500 PRODUCT-001 até sexta'),
      assistant('Há duas solicitações nesta mensagem. Qual devo tratar primeiro?'),
    ];
    expect(read('a segunda', history)).toMatchObject({
      intent: 'schedule.rush_order',
      entities: { material: 'PRODUCT-001', quantity: 500, date: '2026-11-27', customer: 'C-1001' },
    });
  });

  it('answers only the question just asked: once another reply came, "BAN-02" is no answer', () => {
    const history = [...BANBURY, user('how much RM-778 do we have?'), assistant('RM-778: 20.8 KG on hand.')];
    expect(read('the second one', history).intent).toBe('help');
  });
});

describe('yes or no to the previous proposal (issue 10, conversation state)', () => {
  it.each<[string, ConversationTurn[], Intent]>([
    ['yes, apply it', BREAKDOWN, 'change.apply'],
    ['sim, aplica', QUEBRA, 'change.apply'],
    ['no, discard it', BREAKDOWN, 'change.discard'],
    ['descarta', QUEBRA, 'change.discard'],
    [
      'pode aplicar',
      [user('quanto temos de RM-778?'), assistant('RM-778: 20,8 KG em estoque.')],
      'change.apply',
    ],
  ])('reads "%s" as %s, whatever the history holds', (text, history, intent) => {
    expect(read(text, history)).toMatchObject({ intent, entities: {}, is_rescheduling: false });
  });
});
