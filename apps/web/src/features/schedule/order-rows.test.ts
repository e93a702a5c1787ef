import { describe, expect, it } from 'vitest';
import { orderOperationRows } from './order-rows.ts';
import { makeOperation, makeOrder } from './schedule-test-factories.ts';

describe('schedule table rows (enterprise-shell §2, §9)', () => {
  it('shows the first 10 orders only, one row per operation', () => {
    const orders = Array.from({ length: 12 }, (_, index) =>
      makeOrder({
        order_id: String(1001 + index),
        operations: [makeOperation({ operation_id: '0010' }), makeOperation({ operation_id: '0020' })],
      }),
    );
    const rows = orderOperationRows(orders);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((row) => row.order))).toEqual(
      new Set(['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009', '1010']),
    );
    expect(rows.slice(0, 2).map((row) => row.operation)).toEqual(['0010', '0020']);
  });

  it("writes '-' where a value is missing", () => {
    const rows = orderOperationRows([
      makeOrder({
        material: '',
        operations: [makeOperation({ work_center: '', start_time: '', end_time: null as unknown as string })],
      }),
      makeOrder({ order_id: '1002', operations: [] }),
    ]);
    expect(rows[0]).toMatchObject({
      order: '1001',
      material: '-',
      quantity: '5,000',
      workCenter: '-',
      operation: '0010',
      start: '-',
      end: '-',
    });
    expect(rows[1]).toMatchObject({ order: '1002', workCenter: '-', operation: '-', start: '-', end: '-' });
  });
});
