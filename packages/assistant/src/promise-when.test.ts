import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';
import type { Entities } from './interpretation.ts';

const read = (text: string) => interpretCommand(text, makeContext());

describe('a promise question that asks when (issue 13)', () => {
  it.each<[string, Entities]>([
    ['When can we ship 500 PRODUCT-001?', { material: 'PRODUCT-001', quantity: 500, asks_when: true }],
    ['how soon can we deliver 500 STD-101?', { material: 'STD-101', quantity: 500, asks_when: true }],
    [
      "what's the earliest we can deliver 500 STD-101?",
      { material: 'STD-101', quantity: 500, asks_when: true },
    ],
    ['Quando conseguimos entregar 2 mil STD-101?', { material: 'STD-101', quantity: 2000, asks_when: true }],
    [
      'quando a gente consegue entregar 500 STD-101?',
      { material: 'STD-101', quantity: 500, asks_when: true },
    ],
    ['para quando dá pra entregar 500 STD-101?', { material: 'STD-101', quantity: 500, asks_when: true }],
    ['qual o prazo pra 2 mil STD-101?', { material: 'STD-101', quantity: 2000, asks_when: true }],
  ])('"%s" asks for the earliest date, not for a date', (text, entities) => {
    const reading = interpretCommand(text, makeContext());
    expect(reading.intent).toBe('promise.check');
    expect(reading.entities).toEqual(entities);
    expect(reading.needs_clarification).toBeFalsy();
  });

  it('"can we ship 500 PRODUCT-001 by Friday?" stays a yes or no question about Friday', () => {
    const reading = read('can we ship 500 PRODUCT-001 by Friday?');
    expect(reading.intent).toBe('promise.check');
    expect(reading.entities).toEqual({ material: 'PRODUCT-001', quantity: 500, date: '2026-11-27' });
  });

  it('a when-question with a date said reads the date: the date is what is asked about', () => {
    const reading = read('when can we ship 500 PRODUCT-001, by Friday?');
    expect(reading.entities.date).toBe('2026-11-27');
    expect(reading.entities.asks_when).toBeUndefined();
  });

  it('a plain promise question without a date does not ask when', () => {
    expect(read('can we deliver 500 STD-101?').entities.asks_when).toBeUndefined();
  });
});
