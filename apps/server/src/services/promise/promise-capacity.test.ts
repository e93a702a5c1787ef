import type { ScheduledOrder } from '@takt/contract';
import { describe, expect, it } from 'vitest';
import { promiseCapacity } from './promise-capacity.ts';

/** An operation from `start` to `end` (ISO), `minutes` of work. */
const op = (id: string, workCenter: string, start: string, end: string, minutes: number) => ({
  operation_id: id,
  work_center: workCenter,
  start_time: start,
  end_time: end,
  duration_mins: minutes,
  setup_minutes: 0,
});

const order = (id: string, due: string | null, operations: ReturnType<typeof op>[]): ScheduledOrder => ({
  order_id: id,
  material: `M-${id}`,
  quantity: 10,
  due_date: due,
  completion_time: operations
    .map((o) => o.end_time)
    .sort()
    .at(-1)!,
  operations,
});

const REQUESTED = new Date('2026-12-01T12:00:00.000Z');

describe("the promised order's place in the repaired plan (issue 13)", () => {
  const plan = [
    // The promise: 4 h on PRS-01 before the requested noon, then 4 h on TRM-01 ending 2 h after it.
    order('RUSH-1', '2026-12-01T12:00:00.000Z', [
      op('0010', 'PRS-01', '2026-12-01T04:00:00.000Z', '2026-12-01T08:00:00.000Z', 240),
      op('0020', 'TRM-01', '2026-12-01T10:00:00.000Z', '2026-12-01T14:00:00.000Z', 240),
    ]),
    // Pushed 3 h, still on time.
    order('A', '2026-12-03T00:00:00.000Z', [
      op('0010', 'PRS-01', '2026-12-01T08:00:00.000Z', '2026-12-01T11:00:00.000Z', 180),
    ]),
    // Pushed 5 h past its due date: becomes late.
    order('B', '2026-12-01T12:00:00.000Z', [
      op('0010', 'TRM-01', '2026-12-01T14:00:00.000Z', '2026-12-01T15:00:00.000Z', 60),
    ]),
    // Unmoved, and one moved by less than a minute: neither is pushed.
    order('C', null, [op('0010', 'INS-01', '2026-12-02T00:00:00.000Z', '2026-12-02T01:00:00.000Z', 60)]),
    order('D', null, [op('0010', 'INS-01', '2026-12-02T01:00:30.000Z', '2026-12-02T02:00:30.000Z', 60)]),
  ];
  const before = new Map([
    ['A', new Date('2026-12-01T08:00:00.000Z')],
    ['B', new Date('2026-12-01T10:00:00.000Z')],
    ['C', new Date('2026-12-02T01:00:00.000Z')],
    ['D', new Date('2026-12-02T02:00:00.000Z')],
  ]);

  it('names exactly the orders it pushes, by how much, and which become late', () => {
    expect(promiseCapacity(plan, 'RUSH-1', REQUESTED, before).affectedOrders).toEqual([
      {
        order_id: 'B',
        material: 'M-B',
        due_date: '2026-12-01T12:00:00.000Z',
        completion_before: '2026-12-01T10:00:00.000Z',
        completion_after: '2026-12-01T15:00:00.000Z',
        slip_hours: 5,
        becomes_late: true,
      },
      {
        order_id: 'A',
        material: 'M-A',
        due_date: '2026-12-03T00:00:00.000Z',
        completion_before: '2026-12-01T08:00:00.000Z',
        completion_after: '2026-12-01T11:00:00.000Z',
        slip_hours: 3,
        becomes_late: false,
      },
    ]);
  });

  it('reads its start, completion, machines and the work past the requested instant per machine', () => {
    const capacity = promiseCapacity(plan, 'RUSH-1', REQUESTED, before);
    expect(capacity.earliestStart).toBe('2026-12-01T04:00:00.000Z');
    expect(capacity.completion).toBe('2026-12-01T14:00:00.000Z');
    expect(capacity.machines.map((m) => [m.work_center, m.hours])).toEqual([
      ['PRS-01', 4],
      ['TRM-01', 4],
    ]);
    // TRM-01 runs 12:00–14:00 of its 4 h past noon: 2 h of work to pull forward.
    expect(capacity.lateHours).toEqual([{ workCenterId: 'TRM-01', hours: 2 }]);
    expect(capacity.overtimeHours).toBe(2);
    expect(capacity.overtimeWorkCenter).toBe('TRM-01');
  });
});
