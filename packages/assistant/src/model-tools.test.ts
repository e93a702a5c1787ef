import { describe, expect, it } from 'vitest';
import { INTENTS } from './interpretation.ts';
import { plannerTools, readToolCall } from './model-tools.ts';
import { makeTestPlant } from './test-plant.ts';

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
