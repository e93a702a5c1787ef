import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';
import type { Entities, Intent } from './interpretation.ts';

const read = (text: string) => interpretCommand(text, makeContext());

describe('interpretCommand: one command per intent, in English (issue 5)', () => {
  it.each<[string, Intent, Entities]>([
    ['Create an optimal schedule for today', 'schedule.create', { date: '2026-11-25' }],
    [
      'PRS-03 broke down at 6am for 4 hours',
      'schedule.breakdown',
      { work_center: 'PRS-03', date: '2026-11-25T06:00:00.000Z', duration_minutes: 240 },
    ],
    [
      'Material delay on RM-778, 3 days',
      'schedule.material_delay',
      { material: 'RM-778', duration_minutes: 4320 },
    ],
    [
      'Rush order: 500 STD-101 by Friday at $0.20 each',
      'schedule.rush_order',
      { material: 'STD-101', quantity: 500, date: '2026-11-27', price: 0.2 },
    ],
    ['Move order 1004 to Friday', 'order.change', { order_id: '1004', date: '2026-11-27' }],
    [
      'create a production order for 300 m of FG-HOSE-32',
      'order.create',
      { material: 'FG-HOSE-32', quantity: 300, unit: 'M' },
    ],
    ['What is the status of order 1012?', 'production.status', { order_id: '1012', status_kind: 'order' }],
    [
      'How much RM-778 do we have in MAIN?',
      'inventory.query',
      { material: 'RM-778', location: 'MAIN', inventory_kind: 'stock' },
    ],
    [
      'Transfer 200 kg of RM-778 from MAIN to PRODUCTION',
      'inventory.transfer',
      { material: 'RM-778', quantity: 200, unit: 'KG', from_location: 'MAIN', location: 'PRODUCTION' },
    ],
    [
      'Can we deliver 1000 STD-101 to Meridian by Friday?',
      'promise.check',
      { material: 'STD-101', quantity: 1000, customer: 'C-1001', date: '2026-11-27' },
    ],
    ['Run MRP for PRODUCT-001', 'mrp.run', { material: 'PRODUCT-001' }],
    ['Where is RM-778 used?', 'bom.query', { material: 'RM-778', bom_direction: 'where_used' }],
    ['Where is the bottleneck?', 'production.status', { status_kind: 'bottlenecks' }],
    ['OEE report for PRS-03', 'report.generate', { work_center: 'PRS-03' }],
    ['what can you do?', 'help', {}],
  ])('reads "%s" as %s', (text, intent, entities) => {
    const interpretation = read(text);
    expect(interpretation.intent).toBe(intent);
    expect(interpretation.entities).toEqual(entities);
    expect(interpretation.language).toBe('en');
  });
});

describe('interpretCommand: one command per intent, in Portuguese (issue 5)', () => {
  it.each<[string, Intent, Entities]>([
    ['gerar a programação de amanhã', 'schedule.create', { date: '2026-11-26' }],
    [
      'a prensa 3 quebrou, parada por 2 horas',
      'schedule.breakdown',
      { work_center: 'PRS-03', duration_minutes: 120 },
    ],
    [
      'o enxofre vai atrasar 2 dias',
      'schedule.material_delay',
      { material: 'RM-SULFUR', duration_minutes: 2880 },
    ],
    [
      'pedido urgente: 500 peças de STD-101 para sexta',
      'schedule.rush_order',
      { material: 'STD-101', quantity: 500, unit: 'PC', date: '2026-11-27' },
    ],
    ['adiar a ordem 1041 para segunda', 'order.change', { order_id: '1041', date: '2026-11-30' }],
    [
      'criar ordem de produção de 2.000 kg de BATCH-890',
      'order.create',
      { material: 'BATCH-890', quantity: 2000, unit: 'KG' },
    ],
    ['qual o status da ordem 1004?', 'production.status', { order_id: '1004', status_kind: 'order' }],
    ['cadê o estoque de NBR?', 'inventory.query', { material: 'RM-NBR-33', inventory_kind: 'stock' }],
    [
      'mover 500 peças de STD-101 para a expedição',
      'inventory.transfer',
      { material: 'STD-101', quantity: 500, unit: 'PC', location: 'SHIPPING' },
    ],
    [
      'conseguimos entregar 1000 STD-101 até sexta?',
      'promise.check',
      { material: 'STD-101', quantity: 1000, date: '2026-11-27' },
    ],
    ['rodar o MRP', 'mrp.run', {}],
    ['quais são os componentes do FG-OS-5072?', 'bom.query', { material: 'FG-OS-5072' }],
    ['qual é o gargalo da fábrica?', 'production.status', { status_kind: 'bottlenecks' }],
    ['relatório de OEE da prensa 2', 'report.generate', { work_center: 'PRS-02' }],
    ['o que você sabe fazer?', 'help', {}],
  ])('reads "%s" as %s', (text, intent, entities) => {
    const interpretation = read(text);
    expect(interpretation.intent).toBe(intent);
    expect(interpretation.entities).toEqual(entities);
    expect(interpretation.language).toBe('pt');
  });
});

describe('interpretCommand: replies in the request language', () => {
  it('asks its questions in Portuguese for a Portuguese command', () => {
    expect(read('a prensa quebrou').needs_clarification?.question).toMatch(/^Qual prensa parou/);
  });

  it('takes the language given by the caller over the detected one', () => {
    const interpretation = interpretCommand('PRS-03 down', makeContext({ language: 'pt' }));
    expect(interpretation.language).toBe('pt');
    expect(interpretation.needs_clarification?.question).toMatch(/Por quanto tempo PRS-03/);
  });

  it('writes the trace in the request language, ending with the tool to run', () => {
    const trace = read('Run MRP').trace;
    expect(trace.map((entry) => entry.type)).toEqual(['thinking', 'decision', 'tool']);
    expect(trace.at(-1)?.content).toBe('Tool to run: the MRP run.');
  });
});

describe('interpretCommand: the rescheduling rule (assistant-and-gantt §4)', () => {
  it.each([
    ['PRS-03 broke down for 2 hours', true],
    ['Material delay on RM-778, 3 days', true],
    ['Rush order: 500 STD-101 by Friday', true],
    ['Please reschedule the week', true],
    ['How much RM-778 do we have?', false],
    ['Create an optimal schedule for today', false],
  ])('marks "%s" as rescheduling: %s', (text, expected) => {
    expect(read(text).is_rescheduling).toBe(expected);
  });

  it('maps every rescheduling message of the spec to a schedule intent', () => {
    for (const text of [
      'Press PRS-03 broke down, reschedule',
      'We have a rush order for 500 STD-101',
      'A prensa PRS-03 quebrou',
    ]) {
      expect(read(text).intent).toMatch(/^schedule\./);
    }
  });
});

describe('interpretCommand: confidence', () => {
  it('is lower when a clarification is needed than when the command is complete', () => {
    const complete = read('PRS-03 broke down for 2 hours').confidence;
    const vague = read('the press broke down').confidence;
    expect(vague).toBeLessThan(complete);
    expect(complete).toBeLessThanOrEqual(1);
  });

  it('is low for text that is no command', () => {
    expect(read('asdf qwerty')).toMatchObject({ intent: 'help', confidence: 0.2 });
  });
});
