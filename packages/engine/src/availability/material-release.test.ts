import { describe, expect, it } from 'vitest';
import { materialReleases, type ReleaseInput } from './material-release.ts';

const DAY = 24 * 60;

function plant(overrides: Partial<ReleaseInput> = {}): ReleaseInput {
  return {
    orders: [],
    components: [{ parentId: 'SEAL', itemId: 'NBR', quantityPer: 0.5, scrapPercent: 0 }],
    purchasedItemIds: new Set(['NBR']),
    availableStock: new Map([['NBR', 100]]),
    receipts: [{ itemId: 'NBR', at: 3 * DAY, quantity: 100, reference: 'PO-1' }],
    leadTimeMinutes: new Map([['NBR', 10 * DAY]]),
    ...overrides,
  };
}

describe('materialReleases', () => {
  it('releases an order at once when its components are in stock', () => {
    const [release] = materialReleases(
      plant({ orders: [{ orderId: 'A', materialId: 'SEAL', quantity: 200 }] }),
    );
    expect(release).toEqual({ orderId: 'A', releaseAt: 0, constraints: [] });
  });

  it('serves the earlier due date first and holds the later order until the purchase order arrives', () => {
    const releases = materialReleases(
      plant({
        orders: [
          { orderId: 'LATER', materialId: 'SEAL', quantity: 200, dueAt: 9 * DAY },
          { orderId: 'SOONER', materialId: 'SEAL', quantity: 200, dueAt: 5 * DAY },
        ],
      }),
    );
    expect(releases.map((r) => [r.orderId, r.releaseAt])).toEqual([
      ['SOONER', 0],
      ['LATER', 3 * DAY],
    ]);
    expect(releases[1]?.constraints).toEqual([
      { itemId: 'NBR', requiredQuantity: 100, availableAt: 3 * DAY, coveredBy: 'PO-1' },
    ]);
  });

  it('counts scrap in the requirement and falls back to the lead time when no receipt covers it', () => {
    const [release] = materialReleases(
      plant({
        components: [{ parentId: 'SEAL', itemId: 'NBR', quantityPer: 0.5, scrapPercent: 10 }],
        orders: [{ orderId: 'BIG', materialId: 'SEAL', quantity: 400 }],
      }),
    );
    // 400 × 0.5 × 1.1 = 220 > 100 in stock + 100 on order.
    expect(release?.releaseAt).toBe(10 * DAY);
    expect(release?.constraints[0]?.coveredBy).toBe('lead_time');
    expect(release?.constraints[0]?.requiredQuantity).toBeCloseTo(220);
  });

  it('ignores components made in house: their own orders and routings gate them', () => {
    const [release] = materialReleases(
      plant({
        purchasedItemIds: new Set(),
        availableStock: new Map(),
        orders: [{ orderId: 'A', materialId: 'SEAL', quantity: 1000 }],
      }),
    );
    expect(release?.releaseAt).toBe(0);
  });

  it('treats a receipt already overdue as arriving now', () => {
    const [release] = materialReleases(
      plant({
        availableStock: new Map(),
        receipts: [{ itemId: 'NBR', at: -2 * DAY, quantity: 500, reference: 'PO-LATE' }],
        orders: [{ orderId: 'A', materialId: 'SEAL', quantity: 10 }],
      }),
    );
    expect(release).toMatchObject({ releaseAt: 0, constraints: [] });
  });
});
