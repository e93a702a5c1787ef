import { describe, expect, it } from 'vitest';
import { isOrderLate, lateOrders, type PlanOrder, plannedCompletionAt } from './late-orders.ts';

const NOW = 1_000;

function makeOrder(patch: Partial<PlanOrder> = {}): PlanOrder {
  return { orderId: 'O-1', dueAt: 2_000, isComplete: false, operations: [], ...patch };
}

const planned = (endAt: number) => ({ endAt, isDone: false });
const done = (endAt: number) => ({ endAt, isDone: true });

describe('late orders of a plan (one rule for dashboard and schedule)', () => {
  it.each([
    ['finishes before its due date', makeOrder({ operations: [planned(1_500), planned(1_900)] }), false],
    ['finishes exactly on its due date', makeOrder({ operations: [planned(2_000)] }), false],
    [
      'its last operation ends after the due date',
      makeOrder({ operations: [planned(1_500), planned(2_001)] }),
      true,
    ],
    [
      'only a done operation ends after the due date',
      makeOrder({ operations: [done(2_500), planned(1_900)] }),
      false,
    ],
    ['is past due with operations still to run', makeOrder({ dueAt: 900, operations: [planned(950)] }), true],
    [
      'is past due with every operation done but not complete',
      makeOrder({ dueAt: 900, operations: [done(800)] }),
      true,
    ],
    ['is past due without any operation', makeOrder({ dueAt: 900 }), true],
    ['is due exactly now', makeOrder({ dueAt: NOW, operations: [planned(NOW)] }), false],
    [
      'is complete, though past due',
      makeOrder({ dueAt: 900, isComplete: true, operations: [planned(950)] }),
      false,
    ],
    ['has no due date', makeOrder({ dueAt: undefined, operations: [planned(9_999)] }), false],
    ['has remaining operations without times', makeOrder({ operations: [{ isDone: false }] }), false],
  ])('an order that %s: late = %s', (_, order, expected) => {
    expect(isOrderLate(order, NOW)).toBe(expected);
  });

  it('completes at the end of its last operation not yet done, whatever their order', () => {
    expect(
      plannedCompletionAt(makeOrder({ operations: [planned(1_800), planned(1_200), done(3_000)] })),
    ).toBe(1_800);
    expect(plannedCompletionAt(makeOrder({ operations: [done(3_000)] }))).toBeUndefined();
  });

  it('lists the late orders in the order given', () => {
    const orders = [
      makeOrder({ orderId: 'A', operations: [planned(2_500)] }),
      makeOrder({ orderId: 'B', operations: [planned(1_500)] }),
      makeOrder({ orderId: 'C', dueAt: 500 }),
    ];
    expect(lateOrders(orders, NOW).map((o) => o.orderId)).toEqual(['A', 'C']);
  });
});
