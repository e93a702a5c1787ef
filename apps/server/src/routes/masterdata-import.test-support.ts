import { expect } from 'vitest';
import { asUser, type TestApp } from '../app.test-support.ts';

/** Small factories and calls shared by the import's tests. */
export const order = (orderId: string, extra: Record<string, unknown> = {}) => ({
  order_id: orderId,
  material: 'STD-101',
  quantity: 10,
  ...extra,
});

export const operation = (orderId: string, operationId: string, extra: Record<string, unknown> = {}) => ({
  order_id: orderId,
  operation_id: operationId,
  work_center: 'PRS-01',
  duration_mins: 30,
  ...extra,
});

export function importCalls(app: () => TestApp['app']) {
  const importAs = (user: string, payload: Record<string, unknown>, language = 'en-US') =>
    app().inject({
      method: 'POST',
      url: '/api/masterdata/import',
      headers: { ...asUser(user), 'accept-language': language },
      payload,
    });
  const customOrders = async (user: string) => {
    const res = await app().inject({
      method: 'GET',
      url: '/api/masterdata/orders?source=custom&limit=1000',
      headers: asUser(user),
    });
    expect(res.statusCode).toBe(200);
    return res.json().orders as {
      order_id: string;
      operations: { operation_id: string; duration_mins: number }[];
    }[];
  };
  return { importAs, customOrders };
}
