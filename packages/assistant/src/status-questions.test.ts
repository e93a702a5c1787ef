import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';
import type { Entities, Intent } from './interpretation.ts';

const read = (text: string) => interpretCommand(text, makeContext());

describe('a status question says what it asks about (issue 10, answers to the question asked)', () => {
  it.each<[string, Entities]>([
    ['which orders are late', { status_kind: 'late_orders' }],
    ["what's running late?", { status_kind: 'late_orders' }],
    ['list the late orders', { status_kind: 'late_orders' }],
    ['quais ordens estão atrasadas', { status_kind: 'late_orders' }],
    ['o que vai atrasar', { status_kind: 'late_orders' }],
    ['quais pedidos vão atrasar', { status_kind: 'late_orders' }],
    ['tem ordem atrasada?', { status_kind: 'late_orders' }],
    ["what's PRS-03 working on", { status_kind: 'work_center', work_center: 'PRS-03' }],
    ['o que a PRS-03 tá fazendo', { status_kind: 'work_center', work_center: 'PRS-03' }],
    ['status da EXT-02', { status_kind: 'work_center', work_center: 'EXT-02' }],
    ['is PRS-03 running?', { status_kind: 'work_center', work_center: 'PRS-03' }],
    ['como tá a OP 1012?', { status_kind: 'order', order_id: '1012' }],
    ['status of order 1012', { status_kind: 'order', order_id: '1012' }],
    ['where is 1041', { status_kind: 'order', order_id: '1041' }],
    ['e a ordem 1050?', { status_kind: 'order', order_id: '1050' }],
    ["how are Meridian's orders doing", { status_kind: 'customer', customer: 'C-1001' }],
    ['como estão os pedidos da Meridian', { status_kind: 'customer', customer: 'C-1001' }],
    ['production status', { status_kind: 'plant' }],
    ['como está a produção', { status_kind: 'plant' }],
    ['Bom dia! como estamos?', { status_kind: 'plant' }],
  ])('reads "%s" as that question', (text, entities) => {
    const reading = read(text);
    expect(reading.intent).toBe('production.status');
    expect(reading.entities).toEqual(entities);
    expect(reading.needs_clarification).toBeUndefined();
  });

  it('asks which Banbury when the plant has two, a button each, still a question about a machine', () => {
    const reading = read('what is on the Banbury now');
    expect(reading).toMatchObject({ intent: 'production.status', entities: { status_kind: 'work_center' } });
    expect(reading.needs_clarification?.reason).toBe('ambiguous');
    const prompts = reading.needs_clarification!.suggested_actions.map((a) => a.prompt);
    expect(prompts.map((prompt) => read(prompt).entities)).toEqual([
      { status_kind: 'work_center', work_center: 'BAN-01' },
      { status_kind: 'work_center', work_center: 'BAN-02' },
    ]);
  });

  it('a named order comes before lateness: "a ordem 1012 vai atrasar?" is about that order', () => {
    expect(read('a ordem 1012 vai atrasar?').entities).toEqual({ status_kind: 'order', order_id: '1012' });
  });
});

describe('phrasings that fell to the BOM answer or to help (issue 10)', () => {
  it.each<[string, Intent]>([
    ['Bom dia! tem alguma coisa atrasada?', 'production.status'],
    ['Good morning! how are we doing?', 'production.status'],
    ['quais são os gargalos?', 'production.status'],
    ['where are the bottlenecks this week?', 'production.status'],
    ['balanceamento da linha de prensas', 'balance.analyze'],
    ['consigo entregar 500 STD-101 até sexta?', 'promise.check'],
    ['can I deliver 300 FG-OR-020 by Friday?', 'promise.check'],
    ['bom dia, a lista de materiais do FG-OR-020', 'bom.query'],
  ])('reads "%s" as %s', (text, intent) => {
    expect(read(text).intent).toBe(intent);
  });

  it('a greeting names no date: "Good morning" is not this morning', () => {
    expect(read('Good morning! how are we doing?').entities.date).toBeUndefined();
    expect(read('Boa tarde, como está a produção?').entities.date).toBeUndefined();
  });
});
