import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';
import type { Entities } from './interpretation.ts';

/** Wednesday 25 November 2026, 07:00 plant time (São Paulo, UTC−3). */
const WEDNESDAY = new Date('2026-11-25T10:00:00Z');
const read = (text: string) =>
  interpretCommand(text, makeContext({ now: WEDNESDAY, timezoneOffsetMinutes: -180 }));

describe('a customer who has just ordered is new demand: a rush order (issue 10, conversation suite)', () => {
  it.each<[string, Entities]>([
    [
      'a Meridian pediu 300 PRODUCT-001 pra amanhã',
      { material: 'PRODUCT-001', customer: 'C-1001', quantity: 300, date: '2026-11-26' },
    ],
    [
      'chegou outro da Atlas: 1500 FG-OS-5072 pra amanhã',
      { material: 'FG-OS-5072', customer: 'C-1002', quantity: 1500, date: '2026-11-26' },
    ],
    [
      'chegou pedido de 800 FG-HOSE-38 da Atlas pra dia 4',
      { material: 'FG-HOSE-38', customer: 'C-1002', quantity: 800, date: '2026-12-04' },
    ],
    [
      'Kestrel ordered 500 STD-101 for Friday',
      { material: 'STD-101', customer: 'C-1004', quantity: 500, date: '2026-11-27' },
    ],
  ])('reads "%s" as a rush order', (text, entities) => {
    const reading = read(text);
    expect(reading.intent).toBe('schedule.rush_order');
    expect(reading.entities).toEqual(entities);
  });

  it("still reads a question about a customer's orders as a status question", () => {
    expect(read('como estão os pedidos da Atlas?').intent).toBe('production.status');
  });
});

describe('a day of the month without a month is the next such day (issue 10, dates a planner means)', () => {
  it.each<[string, string]>([
    ['o RM-778 atrasou, o fornecedor disse que só chega dia 10', '2026-12-10'],
    ['RM-778 arrives on the 2nd', '2026-12-02'],
    ['RM-778 só chega dia 27', '2026-11-27'],
    ['RM-778 só chega dia 25', '2026-11-25'],
    // November has no 31st: the next month that has one is December.
    ['RM-778 só chega dia 31', '2026-12-31'],
  ])('"%s" → %s', (text, date) => {
    expect(read(text).entities.date).toBe(date);
  });

  it('leaves "dia 4 de dezembro" and "3 dias" alone', () => {
    expect(read('RM-778 chega dia 4 de dezembro').entities.date).toBe('2026-12-04');
    expect(read('RM-778 atrasou 3 dias').entities.duration_minutes).toBe(4320);
  });
});
