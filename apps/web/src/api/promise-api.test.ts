import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../test-utils.tsx';
import { ApiError } from './client.ts';
import { onPlanChanged } from './plan-events.ts';
import { acceptPromise, analyzePromise, promiseFailureText } from './promise-api.ts';
import { makePromiseResult } from './promise-fixtures.test-support.ts';

const ACCEPTED = {
  success: true,
  order_id: 'RUSH-0001',
  sales_order_id: 'SO-9001',
  change_id: 'chg-1',
  promised_date: '2026-12-03T23:59:00-03:00',
  created: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('promise calls (planning-workspaces §7, enterprise-shell §7)', () => {
  it('analyzePromise posts the request to /api/promise/analyze and returns the checked result', async () => {
    const fetchMock = stubApi({ 'POST /api/promise/analyze': () => jsonResponse(makePromiseResult()) });
    const request = {
      sku: 'STD-101',
      quantity: 500,
      requested_date: '2026-12-02',
      selling_price_per_unit: 48,
    };
    const result = await analyzePromise(request);
    expect(result.order_id).toBe('RUSH-0001');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual(request);
  });

  it('refuses an answer off the contract', async () => {
    stubApi({ 'POST /api/promise/analyze': () => jsonResponse({ is_feasible: true }) });
    const call = analyzePromise({
      sku: 'X-1',
      quantity: 1,
      requested_date: '2026-12-02',
      selling_price_per_unit: 0,
    });
    await expect(call).rejects.toMatchObject({ kind: 'contract' });
  });

  it('acceptPromise posts to /api/promise/accept and tells the dashboard the plan changed', async () => {
    stubApi({ 'POST /api/promise/accept': () => jsonResponse(ACCEPTED) });
    const changed = vi.fn();
    const stop = onPlanChanged(changed);
    const accepted = await acceptPromise({
      analysis_id: '5f0c7b0e-2f3a-4f59-9c53-0a4f3c9f1a22',
      order_id: 'RUSH-0001',
      sku: 'PRODUCT-001',
      quantity: 500,
      promised_date: '2026-12-03T23:59:00-03:00',
    });
    stop();
    expect(accepted.order_id).toBe('RUSH-0001');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("a refused accept carries the server's reason, shown as the error (planning-workspaces §8)", async () => {
    stubApi({
      'POST /api/promise/accept': () =>
        jsonResponse(
          { error: 'The plan changed since the analysis', code: 'CONFLICT', details: [] },
          409,
          'Conflict',
        ),
    });
    const failure = await acceptPromise({
      analysis_id: '5f0c7b0e-2f3a-4f59-9c53-0a4f3c9f1a22',
      order_id: 'RUSH-0001',
      sku: 'PRODUCT-001',
      quantity: 500,
      promised_date: '2026-12-03',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(promiseFailureText(failure, 'An error occurred')).toBe('The plan changed since the analysis');
    expect(promiseFailureText(new Error(''), 'An error occurred')).toBe('An error occurred');
  });
});
