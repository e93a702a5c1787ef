import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { findFacts } from './compound-commands.ts';
import { interpretCommand } from './interpret-command.ts';
import type { Interpretation } from './interpretation.ts';

const context = makeContext();
const read = (text: string) => interpretCommand(text, context);
const buttonsOf = (reading: Interpretation) => reading.needs_clarification?.suggested_actions ?? [];

describe('two requests in one line ask which, never drop one or mix them (issue 10)', () => {
  it('splits "PRS-04 down for 6h AND Meridian needs 500 PRODUCT-001 by Friday" into its two requests', () => {
    const reading = read('PRS-04 down for 6h AND Meridian needs 500 PRODUCT-001 by Friday');
    expect(reading.needs_clarification).toMatchObject({
      reason: 'compound',
      question: 'There are two requests in this message. Which one should I handle first?',
    });
    expect(buttonsOf(reading).map((b) => b.prompt)).toEqual([
      'PRS-04 down for 6h',
      'Meridian needs 500 PRODUCT-001 by Friday',
    ]);
    expect(reading.needs_clarification?.readings).toEqual([
      {
        intent: 'schedule.breakdown',
        entities: { work_center: 'PRS-04', duration_minutes: 360 },
        polarity: 'down',
      },
      {
        intent: 'schedule.rush_order',
        entities: { material: 'PRODUCT-001', quantity: 500, customer: 'C-1001', date: '2026-11-27' },
      },
    ]);
    // The rush order's Friday is not the downtime's start.
    expect(reading).toMatchObject({ intent: 'schedule.breakdown', is_rescheduling: true });
    expect(reading.entities).toEqual({ work_center: 'PRS-04', duration_minutes: 360 });
    expect(reading.confidence).toBeLessThan(0.6);
  });

  it('asks in Portuguese, and each button re-reads as its own request', () => {
    const reading = read('PRS-03 quebrou e chegou pedido urgente de 200 STD-101 pra sexta');
    expect(reading.needs_clarification?.question).toBe(
      'Há duas solicitações nesta mensagem. Qual devo tratar primeiro?',
    );
    const [breakdown, rush] = buttonsOf(reading).map((b) => read(b.prompt));
    expect(breakdown).toMatchObject({ intent: 'schedule.breakdown', entities: { work_center: 'PRS-03' } });
    expect(rush).toMatchObject({
      intent: 'schedule.rush_order',
      entities: { material: 'STD-101', quantity: 200, date: '2026-11-27' },
    });
    expect(breakdown?.entities.date).toBeUndefined();
  });

  it.each([
    [
      'o enxofre vai atrasar 2 dias e a PRS-02 parou por 3 horas',
      ['schedule.material_delay', 'schedule.breakdown'],
    ],
    [
      'move order 1004 to Friday and transfer 200 kg of RM-778 from MAIN to PRODUCTION',
      ['order.change', 'inventory.transfer'],
    ],
    ['desfaz isso e a BAN-01 parou por 1 hora', ['change.undo', 'schedule.breakdown']],
    ['a PRS-03 voltou e a PRS-05 quebrou por 2 horas', ['schedule.restore', 'schedule.breakdown']],
    [
      'PRS-06 is down for 2 hours and PRS-07 is down for 3 hours',
      ['schedule.breakdown', 'schedule.breakdown'],
    ],
    [
      'rush order 100 FG-OR-075 by Monday, also EXT-01 is down for 2 hours',
      ['schedule.rush_order', 'schedule.breakdown'],
    ],
  ])('offers "%s" as %j', (text, intents) => {
    const reading = read(text);
    expect(reading.needs_clarification?.reason).toBe('compound');
    expect(buttonsOf(reading).map((b) => read(b.prompt).intent)).toEqual(intents);
    expect(reading.confidence).toBeLessThan(0.6);
  });

  it.each([
    ['a prensa 3 quebrou e vai ficar parada 2 horas', { work_center: 'PRS-03', duration_minutes: 120 }],
    ['PRS-03 broke down and will be out for 4 hours', { work_center: 'PRS-03', duration_minutes: 240 }],
    [
      'Press 3 broke at 6am, expected back at 2pm',
      { work_center: 'PRS-03', date: '2026-11-25T06:00:00.000Z', duration_minutes: 480 },
    ],
    [
      'rush order 500 STD-101 by Friday and reschedule',
      { material: 'STD-101', quantity: 500, date: '2026-11-27' },
    ],
  ])('keeps "%s" one request: the other words only add to it', (text, entities) => {
    expect(findFacts(text, context)).toEqual([]);
    expect(read(text).entities).toEqual(entities);
  });
});
