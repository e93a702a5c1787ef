import { describe, expect, it } from 'vitest';
import { makeTestPlant } from '../test-fixtures/test-plant.ts';
import { INTENTS } from './interpretation.ts';
import { plannerTools, readToolCall } from './model-tools.ts';

const plant = makeTestPlant();

describe('tools for a language model', () => {
  it('offers one tool per intent with the entity schema', () => {
    const tools = plannerTools();
    expect(tools).toHaveLength(INTENTS.length);
    expect(tools.map((t) => t.name)).toEqual(
      expect.arrayContaining(['schedule__restore', 'change__undo', 'change__apply', 'change__discard']),
    );
    expect(tools.map((t) => t.name)).toContain('schedule__breakdown');
    expect(tools[0]!.parameters).toMatchObject({
      type: 'object',
      properties: expect.objectContaining({
        work_center: expect.any(Object),
        status_kind: expect.any(Object),
      }),
    });
  });

  it('reads the round-4 kinds of a call from the planner’s words when the model leaves them out', () => {
    const used = readToolCall('where is RM-778 used?', 'bom__query', '{"material":"RM-778"}', plant);
    expect(used).toMatchObject({ ok: true, reading: { entities: { bom_direction: 'where_used' } } });
    const tight = readToolCall('quais são os gargalos?', 'production__status', '{}', plant);
    expect(tight).toMatchObject({ ok: true, reading: { entities: { status_kind: 'bottlenecks' } } });
    const owed = readToolCall(
      'tem compra atrasada?',
      'inventory__query',
      '{"inventory_kind":"overdue_receipts"}',
      plant,
    );
    expect(owed).toMatchObject({ ok: true, reading: { entities: { inventory_kind: 'overdue_receipts' } } });
    const status = readToolCall(
      'where is RM-778 used?',
      'production__status',
      '{"bom_direction":"where_used"}',
      plant,
    );
    expect(status).toMatchObject({ ok: true, reading: { entities: { status_kind: expect.any(String) } } });
    expect(status.ok && status.reading.entities.bom_direction).toBeFalsy();
  });

  it('reads a status call with what it asks about, from the planner’s words when the model leaves it out (issue 10)', () => {
    const late = readToolCall('quais ordens vão atrasar?', 'production__status', '{}', plant);
    expect(late).toMatchObject({ ok: true, reading: { entities: { status_kind: 'late_orders' } } });
    const order = readToolCall('how is 1011 doing', 'production__status', '{"order_id":"1011"}', plant);
    expect(order).toMatchObject({
      ok: true,
      reading: { entities: { order_id: '1011', status_kind: 'order' } },
    });
  });

  it('reads apply and discard as acting on the previous proposal, never a repair (issue 10)', () => {
    for (const name of ['change__apply', 'change__discard']) {
      const read = readToolCall('yes, apply the new plan', name, '{}', plant);
      expect(read).toMatchObject({ ok: true, reading: { entities: {}, is_rescheduling: false } });
    }
  });

  it('offers the everyday intents with their fields, a what-if flag among them (issue 10)', () => {
    const tools = plannerTools();
    expect(tools.map((t) => t.name)).toEqual(
      expect.arrayContaining(['order__cancel', 'order__split', 'capacity__add']),
    );
    expect(tools[0]!.parameters).toMatchObject({
      properties: expect.objectContaining({
        shift_direction: expect.any(Object),
        shift_target: expect.any(Object),
        parts: expect.any(Object),
        hypothetical: expect.any(Object),
      }),
    });
  });

  it('reads an order move with its direction and target, from the planner’s words when the model leaves them out (issue 10)', () => {
    const read = readToolCall(
      'adia a OP 1044 em 3 dias',
      'order__change',
      '{"order_id":"1044","duration_minutes":4320}',
      plant,
    );
    expect(read).toMatchObject({
      ok: true,
      reading: {
        entities: { order_id: '1044', duration_minutes: 4320, shift_direction: 'later', shift_target: 'due' },
      },
    });
  });

  it('reads extra time as a repair and a what-if as hypothetical, whichever way the model says it (issue 10)', () => {
    const add = readToolCall(
      'hora extra na PRS-03 sábado das 6h às 14h',
      'capacity__add',
      '{"work_center":"PRS-03","date":"2026-11-28T06:00:00-03:00","duration_minutes":480}',
      plant,
    );
    expect(add).toMatchObject({ ok: true, reading: { intent: 'capacity.add', is_rescheduling: true } });
    expect(add.ok && add.reading.hypothetical).toBeFalsy();
    const fromWords = readToolCall(
      'e se a PRS-03 parar 8 horas?',
      'schedule__breakdown',
      '{"work_center":"PRS-03","duration_minutes":480}',
      plant,
    );
    expect(fromWords).toMatchObject({
      ok: true,
      reading: { hypothetical: true, entities: { work_center: 'PRS-03' } },
    });
    const fromModel = readToolCall(
      'cancel 1044, just to see',
      'order__cancel',
      '{"order_id":"1044","hypothetical":true}',
      plant,
    );
    expect(fromModel).toMatchObject({
      ok: true,
      reading: { hypothetical: true, entities: { order_id: '1044' } },
    });
  });

  it('drops the fields an intent does not take (issue 10)', () => {
    const read = readToolCall(
      'cancel order 1044',
      'order__cancel',
      '{"order_id":"1044","parts":2,"shift_direction":"later"}',
      plant,
    );
    expect(read).toMatchObject({ ok: true, reading: { entities: { order_id: '1044' } } });
    expect(read.ok && read.reading.entities).toEqual({ order_id: '1044' });
  });

  it('reads a valid call back as an interpretation, with ids in the plant’s spelling', () => {
    const read = readToolCall(
      'prs-03 is down for 2 hours',
      'schedule__breakdown',
      '{"work_center":"prs-03","duration_minutes":120}',
      plant,
    );
    expect(read).toMatchObject({
      ok: true,
      reading: {
        intent: 'schedule.breakdown',
        entities: { work_center: 'PRS-03', duration_minutes: 120 },
        is_rescheduling: true,
      },
    });
  });

  it.each([
    ['an unknown tool', 'schedule__teleport', '{}', /unknown tool/],
    ['arguments that are not JSON', 'schedule__breakdown', '{work_center:', /not JSON/],
    [
      'an argument of the wrong type',
      'schedule__breakdown',
      '{"duration_minutes":"long"}',
      /invalid tool arguments/,
    ],
    [
      'an argument the schema does not have',
      'schedule__breakdown',
      '{"machine":"PRS-03"}',
      /invalid tool arguments/,
    ],
    [
      'a work center the plant does not have',
      'schedule__breakdown',
      '{"work_center":"PRS-99"}',
      /no work center PRS-99/,
    ],
    ['a date that is not ISO', 'schedule__rush_order', '{"date":"next friday"}', /not ISO/],
  ])('refuses %s', (_, name, args, reason) => {
    const read = readToolCall('text', name, args, plant);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.reason).toMatch(reason);
  });
});
