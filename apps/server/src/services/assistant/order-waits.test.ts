import { describe, expect, it } from 'vitest';
import type { ReleasedOperation } from '../released-plan.ts';
import { orderWaits } from './order-waits.ts';

const H = 3_600_000;
const NOW = new Date('2026-11-25T10:00:00Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * H);
const op = (
  order: string,
  id: string,
  workCenter: string,
  from: number,
  to: number,
  status = 'Planned',
): ReleasedOperation => ({
  order_id: order,
  operation_id: id,
  work_center: workCenter,
  start_time: at(from),
  end_time: at(to),
  duration_mins: (to - from) * 60,
  status,
});

describe('orderWaits: where a late order waits in the released plan, and behind what', () => {
  it('names the machine, the wait from when the operation could start, and the orders run meanwhile', () => {
    const plan = [
      op('A', '0010', 'MIX', -5, -1, 'Done'),
      op('A', '0020', 'PRS', 6, 8), // could start now, waits 6 h
      op('A', '0030', 'TRM', 8, 9), // starts when 0020 ends: no wait
      op('B', '0010', 'PRS', 0, 3),
      op('C', '0010', 'PRS', 3, 5), // PRS idle 5-6: closed, down or material
      op('D', '0010', 'PRS', 8, 10), // after: not a reason
    ];
    expect(orderWaits(plan, 'A', NOW)).toEqual([
      { workCenter: 'PRS', waitMinutes: 360, busyMinutes: 300, orders: ['B', 'C'] },
    ]);
  });

  it('counts a wait from the predecessor’s end, longest first, and ignores the plan’s ordinary slack', () => {
    const plan = [
      op('A', '0010', 'MIX', 0, 2),
      op('A', '0020', 'PRS', 2.5, 4), // 30 min: slack
      op('A', '0030', 'TRM', 14, 15), // waits 10 h behind E
      op('A', '0040', 'PKG', 18, 19), // waits 3 h, nothing else runs
      op('E', '0010', 'TRM', 3, 14),
    ];
    expect(orderWaits(plan, 'A', NOW)).toEqual([
      { workCenter: 'TRM', waitMinutes: 600, busyMinutes: 600, orders: ['E'] },
      { workCenter: 'PKG', waitMinutes: 180, busyMinutes: 0, orders: [] },
    ]);
  });

  it('finds no wait for an order that runs straight through', () => {
    const plan = [op('A', '0010', 'MIX', 0, 2), op('A', '0020', 'PRS', 2, 4), op('B', '0010', 'PRS', 4, 9)];
    expect(orderWaits(plan, 'A', NOW)).toEqual([]);
  });
});
