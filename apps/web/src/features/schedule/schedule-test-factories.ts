import type { ChangesSummary, ScheduledOrder, ScheduleResult } from '@takt/contract';

type ScheduledOperation = ScheduledOrder['operations'][number];

/** Small factories for the schedule tests: only the fields a test states differ from these. */
export function makeOperation(overrides: Partial<ScheduledOperation> = {}): ScheduledOperation {
  return {
    operation_id: '0010',
    work_center: 'PRS-01',
    start_time: '2026-11-23T06:00:00.000Z',
    end_time: '2026-11-23T10:00:00.000Z',
    duration_mins: 240,
    setup_minutes: 0,
    mold_id: null,
    is_frozen: false,
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<ScheduledOrder> = {}): ScheduledOrder {
  return {
    order_id: '1001',
    material: 'FG-OR-020',
    quantity: 5000,
    due_date: '2026-11-30T14:00:00.000Z',
    completion_time: '2026-11-23T10:00:00.000Z',
    tardiness_minutes: 0,
    is_late: false,
    operations: [makeOperation()],
    ...overrides,
  };
}

export function makeChangesSummary(overrides: Partial<ChangesSummary> = {}): ChangesSummary {
  return {
    has_changes: true,
    summary_text: '2 operations changed: 1 machine change, 1 operation delayed, 1 operation advanced.',
    summary_stats: {
      machine_changes: 1,
      delayed_operations: 1,
      advanced_operations: 1,
      new_operations: 0,
      removed_operations: 0,
    },
    changes: [
      {
        order_id: '1020',
        material: 'FG-GSK-FL100',
        operation_id: '0020',
        change_type: ['machine_change', 'time_change'],
        details: {
          machine_change: { from: 'TRM-02', to: 'TRM-01' },
          time_change: {
            old_start: '2026-11-27T09:23:00.000Z',
            new_start: '2026-11-27T08:53:00.000Z',
            direction: 'advanced',
            shift_minutes: 30,
          },
        },
      },
      {
        order_id: '1021',
        material: 'FG-HOSE-38',
        operation_id: '0010',
        change_type: ['time_change'],
        details: {
          time_change: {
            old_start: '2026-11-23T06:00:00.000Z',
            new_start: '2026-11-23T08:00:00.000Z',
            direction: 'delayed',
            shift_minutes: 120,
          },
        },
      },
    ],
    ...overrides,
  };
}

export function makeScheduleResult(overrides: Partial<ScheduleResult> = {}): ScheduleResult {
  return {
    type: 'schedule',
    text: '**Schedule**: 1 open order.\n\nNo order is late.',
    run_id: '7c6b1f8e-3f5e-4d7a-9c43-0d3c8b7e1a11',
    data: { orders: [makeOrder()] },
    tool: {
      name: 'create_schedule',
      description: 'Finite-capacity schedule of all open production orders',
      reasoning: 'The command asks for a schedule.',
    },
    changes_summary: null,
    kpis: {
      on_time_delivery: 100,
      setup_hours: 1.5,
      solver_times: { total_ms: 61.5 },
    },
    late_orders: [],
    warnings: [],
    ...overrides,
  };
}
