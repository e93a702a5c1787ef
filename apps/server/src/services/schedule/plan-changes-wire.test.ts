import { ChangesSummary } from '@takt/contract';
import { type ImprovementStep, type MoveCause, type PlannedOperation, summarizeChanges } from '@takt/engine';
import { describe, expect, it } from 'vitest';
import { changesSummaryToWire } from './plan-changes-wire.ts';
import { timeAxis } from './time-axis.ts';

const { toIso } = timeAxis(new Date('2026-11-25T11:00:00Z'));

/** An operation as the engine names it: "order/operation". */
const op = (id: string, workCenterId: string, startAt: number): PlannedOperation => ({
  operationId: id,
  orderId: id.split('/')[0]!,
  material: 'GASKET-40',
  workCenterId,
  startAt,
});

const baseline = {
  operations: [
    op('1001/0010', 'PRS-01', 0),
    op('1001/0020', 'PRS-01', 60),
    op('1002/0010', 'PRS-02', 0),
    op('1003/0010', 'PRS-02', 100),
  ],
};
const next = {
  operations: [
    op('1001/0010', 'PRS-02', 0),
    op('1001/0020', 'PRS-01', 150),
    op('1002/0010', 'PRS-02', -30),
    op('1004/0010', 'MIX-01', 10),
  ],
};

describe('the schedule-change summary on the wire (planning-workspaces §3)', () => {
  it('sends every change in the contract shape: short operation ids, ISO starts, counts', () => {
    const wire = ChangesSummary.parse(
      changesSummaryToWire(summarizeChanges(baseline, next), { toIso, language: 'en' }),
    );
    expect(wire).toEqual({
      has_changes: true,
      summary_text:
        '5 operations changed: 1 machine change, 1 operation delayed, 1 operation advanced, 1 new operation, 1 operation removed.',
      summary_stats: {
        machine_changes: 1,
        delayed_operations: 1,
        advanced_operations: 1,
        new_operations: 1,
        removed_operations: 1,
      },
      changes: [
        {
          order_id: '1001',
          material: 'GASKET-40',
          operation_id: '0010',
          change_type: ['machine_change'],
          details: { machine_change: { from: 'PRS-01', to: 'PRS-02' } },
        },
        {
          order_id: '1001',
          material: 'GASKET-40',
          operation_id: '0020',
          change_type: ['time_change'],
          details: {
            time_change: {
              old_start: '2026-11-25T12:00:00.000Z',
              new_start: '2026-11-25T13:30:00.000Z',
              direction: 'delayed',
              shift_minutes: 90,
            },
          },
        },
        {
          order_id: '1002',
          material: 'GASKET-40',
          operation_id: '0010',
          change_type: ['time_change'],
          details: {
            time_change: {
              old_start: '2026-11-25T11:00:00.000Z',
              new_start: '2026-11-25T10:30:00.000Z',
              direction: 'advanced',
              shift_minutes: 30,
            },
          },
        },
        {
          order_id: '1004',
          material: 'GASKET-40',
          operation_id: '0010',
          change_type: ['new_operation'],
          details: { new_operation: { work_center: 'MIX-01', start_time: '2026-11-25T11:10:00.000Z' } },
        },
        {
          order_id: '1003',
          material: 'GASKET-40',
          operation_id: '0010',
          change_type: ['removed'],
          details: { removed_operation: { work_center: 'PRS-02' } },
        },
      ],
    });
  });

  it('words the summary line from the counts, in the reply language', () => {
    const one = (language: 'en' | 'pt', before: PlannedOperation, after: PlannedOperation) =>
      changesSummaryToWire(summarizeChanges({ operations: [before] }, { operations: [after] }), {
        toIso,
        language,
      }).summary_text;
    const a = op('1001/0010', 'PRS-01', 0);
    expect(one('en', a, op('1001/0010', 'PRS-02', 45))).toBe(
      '1 operation changed: 1 machine change, 1 operation delayed.',
    );
    expect(one('en', a, op('1001/0010', 'PRS-01', 0.4))).toBe('No changes to the schedule.');
    expect(one('pt', a, a)).toBe('Nenhuma mudança na programação.');
  });

  it('sends a repair’s causes (forced first, with the downtime window) and its improvement steps', () => {
    const causes = new Map<string, MoveCause>([
      ['1001/0020', { kind: 'knock_on', chain: ['1001/0010', '1001/0020'] }],
      [
        '1001/0010',
        { kind: 'forced', reason: 'downtime', workCenterId: 'PRS-01', interval: { startAt: 0, endAt: 240 } },
      ],
      ['1002/0010', { kind: 'improvement', step: 1 }],
    ]);
    const improvements: ImprovementStep[] = [
      {
        step: 1,
        orderId: '1002',
        operationId: '1002/0010',
        action: 'advance',
        lateOrdersGained: 1,
        tardinessMinutesGained: 125,
        movedOperations: 1,
        machineChanges: 0,
      },
    ];
    const summary = summarizeChanges(baseline, next, { causes });
    const wire = ChangesSummary.parse(changesSummaryToWire(summary, { toIso, language: 'en', improvements }));
    expect(wire.summary_stats).toMatchObject({
      forced_operations: 1,
      knock_on_operations: 1,
      improvement_operations: 1,
    });
    expect(wire.changes.slice(0, 3).map((c) => c.cause)).toEqual([
      {
        kind: 'forced',
        reason: 'downtime',
        work_center: 'PRS-01',
        window: { start_time: '2026-11-25T11:00:00.000Z', end_time: '2026-11-25T15:00:00.000Z' },
      },
      { kind: 'knock_on', chain: ['1001/0010', '1001/0020'] },
      { kind: 'improvement', step: 1 },
    ]);
    expect(wire.improvements).toEqual([
      {
        step: 1,
        order_id: '1002',
        operation_id: '1002/0010',
        action: 'advance',
        late_orders_gained: 1,
        tardiness_hours_gained: 2.1,
        moved_operations: 1,
        machine_changes: 0,
      },
    ]);
  });
});
