import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { commandFor } from './candidate-commands.ts';
import { interpretCommand } from './interpret-command.ts';
import type { CandidateReading, Entities, Intent, Language } from './interpretation.ts';

const SAO_PAULO = -180;
const context = makeContext({ timezoneOffsetMinutes: SAO_PAULO });

/** One reading per intent with every entity it takes, as the interpreter would give it. */
const FULL: [Intent, Entities][] = [
  ['schedule.create', { date: '2026-11-26' }],
  ['schedule.breakdown', { work_center: 'PRS-03', date: '2026-11-26T11:00:00.000Z', duration_minutes: 240 }],
  ['schedule.restore', { work_center: 'EXT-02', date: '2026-11-25T16:00:00.000Z' }],
  ['schedule.material_delay', { material: 'RM-778', duration_minutes: 4320 }],
  ['schedule.rush_order', { material: 'STD-101', quantity: 500, date: '2026-11-27', customer: 'C-1001' }],
  ['order.change', { order_id: '1004', date: '2026-11-27' }],
  ['order.change', { order_id: '1041', priority: 'high' }],
  [
    'order.change',
    { order_id: '1044', duration_minutes: 2880, shift_direction: 'earlier', shift_target: 'due' },
  ],
  [
    'order.change',
    { order_id: '1017', duration_minutes: 240, shift_direction: 'later', shift_target: 'start' },
  ],
  ['order.change', { order_id: '1044', duration_minutes: 2880, shift_target: 'due' }],
  ['order.change', { order_id: '1046', date: '2026-11-30', shift_target: 'start' }],
  ['order.create', { material: 'FG-HOSE-32', quantity: 300, unit: 'M' }],
  ['production.status', { order_id: '1012', status_kind: 'order' }],
  ['production.status', { work_center: 'PRS-03', status_kind: 'work_center', date: '2026-11-26' }],
  ['production.status', { status_kind: 'late_orders' }],
  ['production.status', { customer: 'C-1001', status_kind: 'customer' }],
  ['production.status', { status_kind: 'plant' }],
  ['production.status', { status_kind: 'bottlenecks' }],
  ['production.status', { status_kind: 'bottlenecks', date: '2026-11-30' }],
  ['production.status', { status_kind: 'affected', work_center: 'PRS-06' }],
  [
    'production.status',
    {
      status_kind: 'affected',
      work_center: 'EXT-02',
      date: '2026-11-26T11:00:00.000Z',
      duration_minutes: 240,
    },
  ],
  ['inventory.query', { inventory_kind: 'overdue_receipts' }],
  ['inventory.query', { inventory_kind: 'overdue_receipts', material: 'RM-778' }],
  ['bom.query', { material: 'RM-778', bom_direction: 'where_used' }],
  ['inventory.query', { material: 'RM-778', location: 'MAIN', inventory_kind: 'stock' }],
  ['inventory.query', { inventory_kind: 'low_stock' }],
  [
    'inventory.transfer',
    { material: 'RM-778', quantity: 200, unit: 'KG', from_location: 'MAIN', location: 'PRODUCTION' },
  ],
  ['promise.check', { material: 'STD-101', quantity: 1000, date: '2026-11-27' }],
  ['mrp.run', { material: 'PRODUCT-001' }],
  ['bom.query', { material: 'FG-OS-5072' }],
  ['balance.analyze', {}],
  ['report.generate', { work_center: 'PRS-03' }],
  ['help', {}],
  ['change.undo', {}],
  ['change.apply', {}],
  ['change.discard', {}],
  ['order.cancel', { order_id: '1044' }],
  ['order.cancel', { order_id: 'SO-50012' }],
  ['order.split', { order_id: '1044', quantity: 2000 }],
  ['order.split', { order_id: '1070', quantity: 500, unit: 'PC' }],
  ['order.split', { order_id: '1044', parts: 3 }],
  ['capacity.add', { work_center: 'PRS-03', date: '2026-11-28T09:00:00.000Z', duration_minutes: 480 }],
  ['capacity.add', { work_center: 'PRS-05', date: '2026-11-29', duration_minutes: 480 }],
];

describe('a candidate reading written as a command reads back as itself (issue 10)', () => {
  it.each(
    FULL.flatMap(([intent, entities]) =>
      (['en', 'pt'] as Language[]).map((language) => [intent, language, entities] as const),
    ),
  )('%s in %s', (intent, language, entities) => {
    const reading: CandidateReading = { intent, entities };
    const prompt = commandFor(reading, language, SAO_PAULO);
    const reread = interpretCommand(prompt, { ...context, language });
    expect(reread.intent).toBe(intent);
    expect(reread.entities).toEqual(entities);
  });

  it.each<[Intent, Entities, Language]>([
    ['schedule.breakdown', { work_center: 'PRS-03', duration_minutes: 480 }, 'en'],
    ['schedule.breakdown', { work_center: 'BAN-01', date: '2026-11-26', duration_minutes: 240 }, 'pt'],
    ['schedule.material_delay', { material: 'RM-778', duration_minutes: 4320 }, 'en'],
    ['schedule.rush_order', { material: 'STD-101', quantity: 500, date: '2026-11-27' }, 'pt'],
    [
      'capacity.add',
      { work_center: 'PRS-04', date: '2026-11-28T09:00:00.000Z', duration_minutes: 480 },
      'pt',
    ],
    ['order.cancel', { order_id: '1044' }, 'en'],
    [
      'order.change',
      { order_id: '1044', duration_minutes: 2880, shift_direction: 'later', shift_target: 'due' },
      'pt',
    ],
  ])('a what-if %s reads back as the same what-if (%j, %s)', (intent, entities, language) => {
    const prompt = commandFor({ intent, entities, hypothetical: true }, language, SAO_PAULO);
    const reread = interpretCommand(prompt, { ...context, language });
    expect(reread.intent).toBe(intent);
    expect(reread.entities).toEqual(entities);
    expect(reread.hypothetical).toBe(true);
  });

  it('writes times in plant time and dates as ISO days', () => {
    const prompt = commandFor(
      { intent: 'schedule.breakdown', entities: { work_center: 'PRS-03', date: '2026-11-26T11:00:00.000Z' } },
      'en',
      SAO_PAULO,
    );
    expect(prompt).toBe('PRS-03 is down from 2026-11-26 08:00');
  });

  it('leaves out what the reading lacks rather than writing placeholders', () => {
    expect(commandFor({ intent: 'schedule.rush_order', entities: {} }, 'en', 0)).toBe('Rush order');
    expect(commandFor({ intent: 'promise.check', entities: {} }, 'pt', 0)).toBe('Conseguimos entregar?');
    expect(commandFor({ intent: 'schedule.restore', entities: {} }, 'pt', 0)).toBe(
      'A máquina voltou a funcionar',
    );
  });
});
