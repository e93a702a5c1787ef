import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';
import type { Entities } from './interpretation.ts';

const read = (text: string) => interpretCommand(text, makeContext());

describe('the promise intent keeps the price (issue 13, Assistant)', () => {
  it.each<[string, Entities]>([
    [
      'Can we make 500 of STD-101 by Friday at $48?',
      { material: 'STD-101', quantity: 500, date: '2026-11-27', price: 48 },
    ],
    [
      'Can we deliver 500 STD-101 by Friday at $48?',
      { material: 'STD-101', quantity: 500, date: '2026-11-27', price: 48 },
    ],
    [
      'can we deliver 500 STD-101 by Friday at 48 dollars?',
      { material: 'STD-101', quantity: 500, date: '2026-11-27', price: 48 },
    ],
    [
      'can we promise 1,200 PRODUCT-001 in 10 days at 52.50',
      { material: 'PRODUCT-001', quantity: 1200, date: '2026-12-05', price: 52.5 },
    ],
    [
      'dá pra entregar 2 mil STD-101 pra Pampa até sexta a 0,90?',
      { material: 'STD-101', quantity: 2000, customer: 'C-1011', date: '2026-11-27', price: 0.9 },
    ],
    [
      'conseguimos entregar 500 STD-101 até sexta a R$ 0,90?',
      { material: 'STD-101', quantity: 500, date: '2026-11-27', price: 0.9 },
    ],
    [
      'dá pra entregar 500 STD-101 até sexta a 0.90 cada?',
      { material: 'STD-101', quantity: 500, date: '2026-11-27', price: 0.9 },
    ],
  ])('reads "%s" with its price', (text, entities) => {
    const interpretation = read(text);
    expect(interpretation.intent).toBe('promise.check');
    expect(interpretation.entities).toEqual(entities);
    expect(interpretation.needs_clarification).toBeUndefined();
  });

  it.each<[string, Entities]>([
    // A time written with a dot stays a time: "at 12.50" may be 12:50.
    ['can we deliver 500 STD-101 by Friday at 12.50', { date: '2026-11-27T12:50:00.000Z' }],
    ['can we deliver 500 STD-101 by Friday at 2.30pm', { date: '2026-11-27T14:30:00.000Z' }],
    ['can we deliver 500 STD-101 by Friday at 8', { date: '2026-11-27T08:00:00.000Z' }],
  ])('reads no price in "%s": the number is a time', (text, entities) => {
    const interpretation = read(text);
    expect(interpretation.entities.price).toBeUndefined();
    expect(interpretation.entities).toMatchObject({ material: 'STD-101', quantity: 500, ...entities });
  });

  it('reads no price in a breakdown at "6.30"', () => {
    expect(read('PRS-03 broke at 6.30 for 2 hours').entities.price).toBeUndefined();
  });
});
