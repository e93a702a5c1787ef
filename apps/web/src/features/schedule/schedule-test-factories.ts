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
    plan_version: 3,
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
    feasibility: { status: 'feasible', violations: [] },
    downtimes: [],
    baseline: { compared_with: 'none', is_proposal: false },
    repair: null,
    ...overrides,
  };
}

type ScheduleChange = ChangesSummary['changes'][number];
type Downtime = ScheduleResult['downtimes'][number];

export function makeDowntime(overrides: Partial<Downtime> = {}): Downtime {
  return {
    work_center: 'PRS-03',
    start_time: '2026-11-23T10:00:00.000Z',
    end_time: '2026-11-23T14:00:00.000Z',
    kind: 'breakdown',
    is_new: true,
    ...overrides,
  };
}

export function makeChange(overrides: Partial<ScheduleChange> = {}): ScheduleChange {
  return {
    order_id: '1019',
    material: 'FG-OR-020',
    operation_id: '0020',
    change_type: ['time_change'],
    details: {
      time_change: {
        old_start: '2026-11-23T11:00:00.000Z',
        new_start: '2026-11-23T14:00:00.000Z',
        direction: 'delayed',
        shift_minutes: 180,
      },
    },
    ...overrides,
  };
}

/**
 * The changes of a 4-hour PRS-03 breakdown repaired against the released plan, listed by the
 * server in the order given: an improvement, a knock-on and a forced move (deliberately not
 * forced first, so a test can see the screen put the forced one first).
 */
export function makeRepairSummary(overrides: Partial<ChangesSummary> = {}): ChangesSummary {
  return {
    has_changes: true,
    summary_text: '3 operations changed: 1 machine change, 2 operations delayed.',
    summary_stats: {
      machine_changes: 1,
      delayed_operations: 2,
      advanced_operations: 0,
      new_operations: 0,
      removed_operations: 0,
      forced_operations: 1,
      knock_on_operations: 1,
      improvement_operations: 1,
    },
    changes: [
      makeChange({
        order_id: '1033',
        operation_id: '0010',
        change_type: ['machine_change'],
        details: { machine_change: { from: 'PRS-02', to: 'PRS-01' } },
        cause: { kind: 'improvement', step: 2 },
      }),
      makeChange({
        order_id: '1020',
        operation_id: '0030',
        cause: { kind: 'knock_on', chain: ['1019/0020', '1020/0030'] },
      }),
      makeChange({
        order_id: '1019',
        operation_id: '0020',
        cause: {
          kind: 'forced',
          reason: 'downtime',
          work_center: 'PRS-03',
          window: { start_time: '2026-11-23T10:00:00.000Z', end_time: '2026-11-23T14:00:00.000Z' },
        },
      }),
    ],
    improvements: [
      {
        step: 2,
        order_id: '1033',
        operation_id: '0010',
        action: 'reassign',
        late_orders_gained: 1,
        tardiness_hours_gained: 12.5,
        moved_operations: 3,
        machine_changes: 1,
      },
    ],
    ...overrides,
  };
}
