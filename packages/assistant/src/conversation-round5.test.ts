import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';
import type { ConversationTurn } from './interpretation.ts';

/**
 * Readings the conversation suite (apps/server/src/conversations) asked for in its fifth round:
 * retractions, "bring it back" after a cancel, orders waiting for a material, the machines down on
 * a day, "X too" past a question, a narrowed what-if, a stock follow-up after overdue receipts.
 */
const user = (content: string): ConversationTurn => ({ role: 'user', content });
const assistant = (content: string): ConversationTurn => ({ role: 'assistant', content });
/** Wednesday 25 November 2026, 07:00 plant time (São Paulo, UTC−3). */
const NOW = new Date('2026-11-25T10:00:00Z');
const read = (text: string, history: ConversationTurn[] = []) =>
  interpretCommand(text, makeContext({ now: NOW, timezoneOffsetMinutes: -180, history }));

describe('conversation, round 5 (issue 10)', () => {
  it('a message that ends by taking itself back discards, whatever it named', () => {
    const history = [
      user('PRS-05 too, same 6 hours'),
      assistant('PRS-05 is down from 07:00 to 13:00. Apply?'),
    ];
    expect(read('no wait, PRS-05 is fine, forget it', history).intent).toBe('change.discard');
    expect(read('a PRS-03 parou... ah, deixa pra lá').intent).toBe('change.discard');
  });

  it('"volta ela" after a cancel undoes it; "ela já voltou" after a breakdown does not', () => {
    const cancel = [user('cancela a OP 1044'), assistant('Proposta: cancelar a ordem 1044.')];
    expect(read('opa, errei, volta ela', cancel).intent).toBe('change.undo');
    expect(
      read('bring it back', [user('cancel order 1044'), assistant('Proposal: cancel 1044.')]).intent,
    ).toBe('change.undo');
    const down = [user('a EXT-02 parou por 3 horas'), assistant('EXT-02 parada de 07:00 a 10:00.')];
    expect(read('opa, ela já voltou', down).intent).toBe('schedule.restore');
  });

  it('"which orders wait for it?" after a material is the orders that material holds', () => {
    const delay = [
      user('RM-778 supplier says the delivery slips to December 10'),
      assistant('Plan with RM-778 late.'),
    ];
    expect(read('which orders wait for it?', delay).entities).toEqual({
      status_kind: 'waiting',
      material: 'RM-778',
    });
    expect(read('quais ordens estão esperando o 6PPD?').entities).toEqual({
      material: 'RM-778',
      status_kind: 'waiting',
    });
  });

  it('"which machines are down on Friday?" asks for the downtimes of that day', () => {
    const reading = read('quais máquinas vão estar paradas na sexta?');
    expect(reading.intent).toBe('production.status');
    expect(reading.entities).toEqual({ status_kind: 'downtimes', date: '2026-11-27' });
    expect(read('which machines are down tomorrow?').entities).toEqual({
      status_kind: 'downtimes',
      date: '2026-11-26',
    });
  });

  it('"PRS-05 too, same 6 hours" repeats the breakdown past the question about it', () => {
    const history = [
      user('PRS-06 just went down, about 6 hours'),
      assistant('PRS-06 is down from 07:00 to 13:00.'),
      user('which orders does that hit?'),
      assistant('1 order is hit by PRS-06 down: 1032.'),
    ];
    const reading = read('PRS-05 too, same 6 hours', history);
    expect(reading.intent).toBe('schedule.breakdown');
    expect(reading.entities.work_center).toBe('PRS-05');
    expect(reading.entities.duration_minutes).toBe(360);
  });

  it('"and if it\'s only the morning?" narrows a what-if to that morning of the same day', () => {
    const history = [
      user('what if PRS-06 goes down all day tomorrow?'),
      assistant('If PRS-06 were down all Thursday, 2 orders would finish late. Nothing was applied.'),
    ];
    const morning = read("and if it's only the morning?", history);
    expect(morning.intent).toBe('schedule.breakdown');
    expect(morning.hypothetical).toBe(true);
    expect(morning.entities).toMatchObject({ date: '2026-11-26T09:00:00.000Z', duration_minutes: 360 });
    const afternoon = read('e se for só na parte da tarde?', history);
    expect(afternoon.entities).toMatchObject({ date: '2026-11-26T15:00:00.000Z', duration_minutes: 360 });
  });

  it('"e de BATCH-890, quanto tem?" after overdue receipts asks for stock', () => {
    const history = [
      user('tem compra atrasada?'),
      assistant('3 compras atrasadas: PO-45013, PO-45019, PO-45030.'),
    ];
    expect(read('e de BATCH-890, quanto tem?', history).entities).toEqual({
      inventory_kind: 'stock',
      material: 'BATCH-890',
    });
  });

  it('a half of a compound is picked by what it names, also a few turns later', () => {
    const compound = [
      user('PRS-04 down for 6h and Meridian needs 500 PRODUCT-001 by Friday'),
      assistant('There are two requests in this message. Which one should I handle first?'),
    ];
    const first = read("let's take the PRS-04 one first", compound);
    expect(first.intent).toBe('schedule.breakdown');
    expect(first.entities).toMatchObject({ work_center: 'PRS-04', duration_minutes: 360 });
    const later = [
      ...compound,
      user("let's take the PRS-04 one first"),
      assistant('PRS-04 is down from 07:00 to 13:00. Apply?'),
      user('yes, apply it'),
      assistant('Applied.'),
    ];
    const second = read('now the Meridian one', later);
    expect(second.intent).toBe('schedule.rush_order');
    expect(second.entities).toMatchObject({ material: 'PRODUCT-001', customer: 'C-1001', quantity: 500 });
    const pt = [
      user('a PRS-03 quebrou e chegou pedido urgente de 200 FG-OS-5072 pra sexta'),
      assistant('Há duas solicitações nesta mensagem. Qual devo tratar primeiro?'),
      user('primeiro a da PRS-03, fica parada umas 5 horas'),
      assistant('PRS-03 parada de 07:00 a 12:00.'),
      user('aplica'),
      assistant('Aplicado.'),
    ];
    expect(read('agora o pedido urgente', pt).entities).toMatchObject({
      material: 'FG-OS-5072',
      quantity: 200,
    });
  });

  it('a command that names its subject by a pronoun takes it from the conversation', () => {
    const status = [
      user('whats the status of 1050?'),
      assistant('**1050** STD-101 × 12,000: finishes Tue 08 Dec.'),
    ];
    expect(read('pull it in 2 days', status).entities).toEqual({
      order_id: '1050',
      duration_minutes: 2880,
      shift_direction: 'earlier',
      shift_target: 'due',
    });
    const stock = [
      user('quanto tem de RM-778 em estoque?'),
      assistant('RM-778: 1.200 KG disponíveis.'),
      user('tem compra atrasada?'),
      assistant('3 compras atrasadas.'),
    ];
    expect(read('o que usa esse material?', stock).entities).toEqual({
      bom_direction: 'where_used',
      material: 'RM-778',
    });
    // A purchase order names its own material: nothing is carried over for it.
    expect(read('e se o PO-45030 só chegar dia 2?', stock).needs_clarification).toBeDefined();
  });

  it('"e qual é o pior?" after the late list is the late list again; a status question repeats no cancel', () => {
    const late = [
      user('quais pedidos estão atrasados agora?'),
      assistant('17 ordens atrasadas: 1022, 1032, …'),
    ];
    expect(read('e qual é o pior?', late).entities).toEqual({ status_kind: 'late_orders' });
    const cancel = [user('cancela o 1042'), assistant('Proposta: cancelar a ordem 1042.')];
    expect(read('e o 1042, tá como agora?', cancel).intent).toBe('production.status');
  });

  it('a day and its hours a few words apart, and a machine back with its breakdown undone', () => {
    expect(read('a PRS-07 vai parar sexta de manhã pra manutenção, das 8 às 12').entities).toEqual({
      work_center: 'PRS-07',
      date: '2026-11-27T11:00:00.000Z',
      duration_minutes: 240,
    });
    expect(read('PRS-04 is back already, undo that breakdown').intent).toBe('change.undo');
  });

  it('a breakdown said for part of a day, with no length, is over that part; "pode lançar" applies', () => {
    expect(read('what if PRS-03 stops tomorrow morning?').entities).toEqual({
      work_center: 'PRS-03',
      date: '2026-11-26T09:00:00.000Z',
      duration_minutes: 360,
    });
    expect(read('a PRS-02 para hoje à tarde').entities).toMatchObject({
      date: '2026-11-25T15:00:00.000Z',
      duration_minutes: 360,
    });
    // Said in the past tense, the part of day is when it broke, not how long.
    expect(read('Autoclave one broke down this morning').entities.duration_minutes).toBeUndefined();
    expect(read('pode lançar').intent).toBe('change.apply');
  });
});
