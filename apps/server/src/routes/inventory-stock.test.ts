import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { DEFAULT_DATASET_ID } from '../db/scope.ts';
import { scoped } from '../db/scoped.ts';
import { postMovements } from '../services/inventory/stock-movements.ts';

/** The MB51 reads (enterprise-shell §3, §4, §7; issue 14): levels, availability, value, alerts, movements. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const seedRows = () =>
  scoped(t.database.db, DEFAULT_DATASET_ID)
    .selectFrom('inventory as i')
    .innerJoin('materials as m', (join) =>
      join.onRef('m.dataset_id', '=', 'i.dataset_id').onRef('m.material_id', '=', 'i.material_id'),
    )
    .select(['i.material_id', 'i.location_id', 'i.on_hand', 'i.reserved', 'm.standard_cost'])
    .execute();

describe('GET /api/inventory/levels/{id}', () => {
  it('lists each location with available = on hand − reserved, quarantine not usable', async () => {
    const body = await get('/api/inventory/levels/RM-NBR-33');
    const rows = (await seedRows()).filter((r) => r.material_id === 'RM-NBR-33');
    expect(body.levels).toHaveLength(rows.length);
    for (const level of body.levels) {
      const row = rows.find((r) => r.location_id === level.location_id)!;
      expect(level.available).toBeCloseTo(row.on_hand - row.reserved, 2);
      expect(level.is_usable).toBe(level.location_id !== 'QUARANTINE');
    }
    expect(body.levels.find((l: { location_id: string }) => l.location_id === 'MAIN').location_name).toBe(
      'Main Warehouse',
    );
  });

  it('narrows to one location, keeping the item-wide availability and status', async () => {
    const all = await get('/api/inventory/levels/RM-SBR-1502');
    const one = await get('/api/inventory/levels/RM-SBR-1502?location_id=PRODUCTION');
    expect(one.levels.map((l: { location_id: string }) => l.location_id)).toEqual(['PRODUCTION']);
    expect(one.total_on_hand).toBe(one.levels[0].on_hand);
    expect(one.available).toBe(all.available);
    expect(one.stock_status).toBe(all.stock_status);
  });

  it.each([
    // available, reorder point → status (enterprise-shell §4)
    ['RM-778', 'critical'],
    ['RM-SBR-1502', 'adequate'],
  ])('gives %s the stock status %s, as the items list does', async (itemId, status) => {
    const levels = await get(`/api/inventory/levels/${itemId}`);
    const item = (await get('/api/inventory/items')).items.find(
      (i: { item_id: string }) => i.item_id === itemId,
    );
    expect(levels.stock_status).toBe(status);
    expect(item.stock_status).toBe(status);
    expect(levels.available).toBeCloseTo(item.available, 2);
  });

  it('answers 404 for an unknown item and 400 for an unknown location', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/inventory/levels/NO-SUCH' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('ITEM_NOT_FOUND');
    const bad = await t.app.inject({ method: 'GET', url: '/api/inventory/levels/RM-778?location_id=ROOF' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('querystring.location_id');
  });
});

describe('POST /api/inventory/check-availability', () => {
  const check = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/inventory/check-availability', payload });

  it('says whether a quantity is free at a location, with the shortfall', async () => {
    const main = (await get('/api/inventory/levels/RM-SBR-1502?location_id=MAIN')).levels[0];
    const enough = (
      await check({ item_id: 'RM-SBR-1502', location_id: 'MAIN', quantity: main.available })
    ).json();
    expect(enough).toMatchObject({ is_available: true, shortfall: 0, available: main.available });
    const more = (
      await check({ item_id: 'RM-SBR-1502', location_id: 'MAIN', quantity: main.available + 10 })
    ).json();
    expect(more.is_available).toBe(false);
    expect(more.shortfall).toBeCloseTo(10, 2);
  });

  it('never reports negative availability where reserved exceeds on hand', async () => {
    const body = (await check({ item_id: 'RM-778', location_id: 'MAIN' })).json();
    expect(body).toMatchObject({ available: 0, is_available: false, location_id: 'MAIN' });
    expect(body.reserved).toBeGreaterThan(body.on_hand);
  });

  it('without a location, counts the usable locations only (quarantine excluded)', async () => {
    const levels = await get('/api/inventory/levels/RM-NBR-33');
    const body = (await check({ item_id: 'RM-NBR-33', quantity: 1 })).json();
    expect(body.location_id).toBeNull();
    expect(body.available).toBeCloseTo(Math.max(0, levels.available), 2);
    const usable = levels.levels.filter((l: { is_usable: boolean }) => l.is_usable);
    expect(body.on_hand).toBeCloseTo(
      usable.reduce((s: number, l: { on_hand: number }) => s + l.on_hand, 0),
      2,
    );
  });

  it('refuses a quantity finer than 0.01 and answers 404 for an unknown item', async () => {
    const fine = await check({ item_id: 'RM-778', quantity: 0.001 });
    expect(fine.statusCode).toBe(400);
    expect(fine.json().details[0].field).toBe('body.quantity');
    expect((await check({ item_id: 'NO-SUCH' })).statusCode).toBe(404);
  });
});

describe('GET /api/inventory/value', () => {
  it('values stock on hand at standard cost, per location and in total (USD)', async () => {
    const rows = (await seedRows()).filter((r) => r.on_hand > 0);
    const body = await get('/api/inventory/value');
    const expected = rows.reduce((sum, r) => sum + r.on_hand * r.standard_cost, 0);
    expect(body.currency).toBe('USD');
    expect(body.total_value).toBeCloseTo(expected, 0);
    expect(body.item_count).toBe(new Set(rows.map((r) => r.material_id)).size);
    expect(body.by_location.map((l: { location_id: string }) => l.location_id)).toEqual([
      'MAIN',
      'PRODUCTION',
      'QUARANTINE',
      'SHIPPING',
    ]);
    const quarantine = rows.filter((r) => r.location_id === 'QUARANTINE');
    const q = body.by_location.find((l: { location_id: string }) => l.location_id === 'QUARANTINE');
    expect(q.total_value).toBeCloseTo(
      quarantine.reduce((sum, r) => sum + r.on_hand * r.standard_cost, 0),
      1,
    );
    expect(q.item_count).toBe(quarantine.length);
  });

  it('narrows to one location', async () => {
    const all = await get('/api/inventory/value');
    const shipping = await get('/api/inventory/value?location_id=SHIPPING');
    const line = all.by_location.find((l: { location_id: string }) => l.location_id === 'SHIPPING');
    expect(shipping).toMatchObject({
      location_id: 'SHIPPING',
      total_value: line.total_value,
      item_count: line.item_count,
      total_quantity: line.total_quantity,
    });
  });
});

describe('GET /api/inventory/alerts', () => {
  it('raises an alert for every item the items list flags, HIGH when critical', async () => {
    const { alerts } = await get('/api/inventory/alerts');
    const low = (await get('/api/inventory/items?low_stock_only=true')).items as {
      item_id: string;
      stock_status: string;
    }[];
    const stockAlerts = alerts.filter((a: { location_id: string | null }) => a.location_id === null);
    expect(stockAlerts).toHaveLength(low.length);
    for (const item of low) {
      const alert = stockAlerts.find((a: { item_id: string }) => a.item_id === item.item_id);
      expect(alert).toMatchObject(
        item.stock_status === 'critical'
          ? { alert_type: 'OUT_OF_STOCK', severity: 'HIGH' }
          : { alert_type: 'BELOW_REORDER_POINT', severity: 'MEDIUM' },
      );
    }
  });

  it('flags each location whose reserved exceeds its on hand', async () => {
    const { alerts } = await get('/api/inventory/alerts');
    const over = (await seedRows()).filter((r) => r.reserved > r.on_hand);
    const overAlerts = alerts.filter((a: { alert_type: string }) => a.alert_type === 'OVER_RESERVED');
    expect(overAlerts.map((a: { alert_id: string }) => a.alert_id).sort()).toEqual(
      over.map((r) => `OVER_RESERVED:${r.material_id}:${r.location_id}`).sort(),
    );
    expect(overAlerts.find((a: { item_id: string }) => a.item_id === 'RM-778').message).toContain(
      'RM-778 at MAIN: 15 KG reserved but only 10.9 on hand',
    );
  });

  it('keeps ids stable across calls, lists HIGH first, and speaks the caller language', async () => {
    const first = (await get('/api/inventory/alerts')).alerts;
    const second = (await get('/api/inventory/alerts', { 'accept-language': 'pt-BR' })).alerts;
    expect(second.map((a: { alert_id: string }) => a.alert_id)).toEqual(
      first.map((a: { alert_id: string }) => a.alert_id),
    );
    const severities = first.map((a: { severity: string }) => a.severity);
    expect(severities.indexOf('MEDIUM')).toBeGreaterThan(severities.lastIndexOf('HIGH'));
    expect(second.find((a: { alert_type: string }) => a.alert_type === 'OUT_OF_STOCK').message).toContain(
      'sem estoque',
    );
  });

  it('clears the out-of-stock alert once stock arrives, stamped with the movement time', async () => {
    const headers = asUser('alba');
    const before = (await get('/api/inventory/alerts', headers)).alerts.find(
      (a: { alert_id: string }) => a.alert_id === 'OUT_OF_STOCK:RM-778',
    );
    expect(before).toBeDefined();
    // Free stock of RM-778 over the usable locations, and its reorder point, decide what is left.
    const levels = await get('/api/inventory/levels/RM-778', headers);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/transfer',
      headers,
      payload: { item_id: 'RM-SBR-1502', quantity: 1, from_location: 'MAIN', to_location: 'PRODUCTION' },
    });
    expect(own.statusCode).toBe(200);
    const datasetId = (
      await t.database.db
        .selectFrom('datasets')
        .select('dataset_id')
        .where('owner_id', '=', 'alba')
        .executeTakeFirstOrThrow()
    ).dataset_id;
    await t.database.db.transaction().execute((trx) =>
      postMovements(trx, datasetId, [
        {
          materialId: 'RM-778',
          from: null,
          to: 'MAIN',
          quantity: Math.abs(levels.available) + 1,
          kind: 'receipt',
          reason: 'test receipt',
          reference: null,
          userId: 'alba',
          at: new Date('2026-11-25T09:30:00Z'),
        },
      ]),
    );
    const after = (await get('/api/inventory/alerts', headers)).alerts as {
      alert_id: string;
      timestamp: string;
    }[];
    expect(after.find((a) => a.alert_id === 'OUT_OF_STOCK:RM-778')).toBeUndefined();
    const low = after.find((a) => a.alert_id === 'BELOW_REORDER_POINT:RM-778');
    expect(low).toBeDefined();
    expect(low!.timestamp).toBe('2026-11-25T09:30:00.000Z');
  });
});

describe('GET /api/inventory/movements', () => {
  it('lists recent movements newest first, bounded by the limit', async () => {
    const headers = asUser('mira');
    for (const quantity of [1, 2, 3])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/inventory/transfer',
            headers,
            payload: { item_id: 'RM-CLAY', quantity, from_location: 'MAIN', to_location: 'PRODUCTION' },
          })
        ).statusCode,
      ).toBe(200);
    const body = await get('/api/inventory/movements?limit=2', headers);
    expect(body.movements.map((m: { quantity: number }) => m.quantity)).toEqual([3, 2]);
    expect((await get('/api/inventory/movements?item_id=RM-SBR-1502', headers)).movements).toEqual([]);
    const tooMany = await t.app.inject({ method: 'GET', url: '/api/inventory/movements?limit=201', headers });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details[0].field).toBe('querystring.limit');
  });

  it("shows no one else's movements", async () => {
    expect((await get('/api/inventory/movements', asUser('nobody-yet'))).movements).toEqual([]);
  });
});
