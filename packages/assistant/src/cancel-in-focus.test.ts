import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';
import type { ConversationTurn } from './interpretation.ts';

const user = (content: string): ConversationTurn => ({ role: 'user', content });
const assistant = (content: string): ConversationTurn => ({ role: 'assistant', content });
const read = (text: string, history: ConversationTurn[] = []) =>
  interpretCommand(text, makeContext({ timezoneOffsetMinutes: -180, history }));

const aboutOrderEn = [user('what is the status of order 1004?'), assistant('Order 1004 is on time.')];
const aboutOrderPt = [user('como está a ordem 1004?'), assistant('A ordem 1004 está em dia.')];
const movedEn = [user('move order 1004 to Friday'), assistant('Proposal: move order 1004 to Friday. Apply?')];
const movedPt = [user('move a ordem 1004 para sexta'), assistant('Proposta: mover a ordem 1004. Aplicar?')];
const breakdownEn = [
  user('PRS-03 broke down for 4 hours'),
  assistant('PRS-03 is down from 07:00 to 11:00. Apply to release this plan.'),
];
const breakdownPt = [
  user('a PRS-03 quebrou por 4 horas'),
  assistant('PRS-03 parada das 07:00 às 11:00. Aplicar para liberar este plano.'),
];

describe('"cancel it" cancels what was said last (cancel-in-focus.ts)', () => {
  it.each([
    ['cancel it', aboutOrderEn],
    ['cancel that order', aboutOrderEn],
    ['cancel that order', movedEn],
    ['cancel the order then', movedEn],
    ['cancela ela', aboutOrderPt],
    ['cancela essa ordem', aboutOrderPt],
    ['cancela', aboutOrderPt],
    ['cancela essa ordem', movedPt],
    ['cancela a ordem', movedPt],
  ])('reads "%s" after a command about order 1004 as the cancel of 1004, to confirm', (text, history) => {
    const reading = read(text, history);
    expect(reading.intent).toBe('order.cancel');
    expect(reading.entities).toEqual({ order_id: '1004' });
    expect(reading.needs_clarification).toBeUndefined();
    // An action: the server proposes it and runs it only on the planner's yes.
    expect(reading.confidence).toBeGreaterThanOrEqual(0.6);
  });

  it.each([
    ['cancel it', movedEn],
    ['ok, cancel it', movedEn],
    ['cancel that', movedEn],
    ['cancela ela', movedPt],
    ['pode cancelar', movedPt],
    ['cancela isso', movedPt],
  ])(
    'reads "%s" right after a proposed move of 1004 as turning the move down, never the cancel of 1004',
    (text, history) => {
      const reading = read(text, history);
      expect(reading).toMatchObject({ intent: 'change.discard', entities: {} });
      expect(reading.needs_clarification).toBeUndefined();
      expect(reading.language).toBe(history === movedEn ? 'en' : 'pt');
    },
  );

  it.each([
    ['cancel it', breakdownEn],
    ['cancela', breakdownPt],
    ['cancela isso', breakdownPt],
  ])('keeps "%s" after a proposal with no order as the discard of that proposal', (text, history) => {
    expect(read(text, history)).toMatchObject({ intent: 'change.discard', entities: {} });
  });

  it.each([
    ['cancel it', [user('which orders are late?'), assistant('Orders 1004 and 1012 are late.')], 'en'],
    ['cancela', [user('quais ordens estão atrasadas?'), assistant('As ordens 1004 e 1012.')], 'pt'],
    ['cancela ela', breakdownPt, 'pt'],
    ['cancel it', [...movedEn, user('yes, apply it'), assistant('Applied.')], 'en'],
    ['cancela ela', [], 'pt'],
    ['cancel that order', [], 'en'],
  ])('asks which order for "%s" when no order and no proposal is in focus', (text, history, language) => {
    const reading = read(text, history as ConversationTurn[]);
    expect(reading).toMatchObject({ intent: 'order.cancel', entities: {}, language });
    expect(reading.needs_clarification?.reason).toBe('missing');
    expect(reading.needs_clarification?.question).toBe(
      language === 'en' ? 'Which order should be cancelled?' : 'Qual ordem deve ser cancelada?',
    );
  });

  it('follows the latest command only: a breakdown after the status of 1004 makes "cancel it" a discard', () => {
    expect(read('cancel it', [...aboutOrderEn, ...breakdownEn]).intent).toBe('change.discard');
    // The order a follow-up names is in focus too: "when will it be ready?" is about 1004.
    const ready = [...aboutOrderEn, user('when will it be ready?'), assistant('Friday 14:00.')];
    expect(read('cancel it', ready).entities).toEqual({ order_id: '1004' });
  });

  it('over several turns: asked which order, the answer cancels it, and "bring it back" undoes that', () => {
    const late = [user('which orders are late?'), assistant('Orders 1004 and 1012 are late.')];
    const asked = [...late, user('cancel it'), assistant('Which order should be cancelled?')];
    expect(read('1012', asked)).toMatchObject({ intent: 'order.cancel', entities: { order_id: '1012' } });
    const pt = [...aboutOrderPt, user('cancela ela'), assistant('Proposta: cancelar a ordem 1004. Aplicar?')];
    const applied = [...pt, user('sim, aplica'), assistant('Aplicado: ordem 1004 cancelada.')];
    expect(read('sim, aplica', pt).intent).toBe('change.apply');
    expect(read('opa, volta ela', applied).intent).toBe('change.undo');
  });

  it('leaves a proposed cancel to be turned down, not proposed again', () => {
    const proposed = [user('cancel order 1004'), assistant('Proposal: cancel order 1004. Apply?')];
    expect(read('cancel it', proposed).intent).toBe('change.discard');
  });

  it('leaves the neighbouring readings as they were', () => {
    expect(read('cancel it')).toMatchObject({ intent: 'change.discard', confidence: 0.95 });
    expect(read('cancela')).toMatchObject({ intent: 'change.discard', confidence: 0.95 });
    for (const history of [[], aboutOrderEn]) {
      expect(read('cancel order 1012', history)).toMatchObject({
        intent: 'order.cancel',
        entities: { order_id: '1012' },
      });
      expect(read('discard the proposal', history).intent).toBe('change.discard');
      expect(read('descarta a proposta', history).intent).toBe('change.discard');
      expect(read('undo that', history).intent).toBe('change.undo');
      expect(read('desfaz isso', history).intent).toBe('change.undo');
      expect(read('cancela a última alteração', history).intent).toBe('change.undo');
    }
  });
});

describe('extra time taken away right after it was proposed (opposite-actions audit)', () => {
  const overtimeEn = [
    user('add overtime on PRS-05 on Saturday'),
    assistant('Proposal: PRS-05 works Saturday 06:00-14:00. Apply?'),
  ];
  const overtimePt = [
    user('coloca hora extra na PRS-05 no sábado'),
    assistant('Proposta: PRS-05 trabalha sábado das 06:00 às 14:00. Aplicar?'),
  ];

  it.each([
    ['cancel the overtime on Saturday', overtimeEn],
    ['remove the extra shift', overtimeEn],
    ['no overtime on Saturday', overtimeEn],
    ['cancela a hora extra de sábado', overtimePt],
    ['tira a hora extra', overtimePt],
    ['sem hora extra no sábado', overtimePt],
  ])('reads "%s" as turning the proposal down, never as more extra time', (text, history) => {
    expect(read(text, history)).toMatchObject({ intent: 'change.discard', entities: {} });
  });

  it('reads it as no action when no extra time was proposed', () => {
    expect(read('cancel the overtime on Saturday', aboutOrderEn).intent).toBe('help');
    expect(read('cancel the overtime on Saturday', breakdownEn).intent).toBe('help');
  });
});
