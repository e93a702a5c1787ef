import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { DEFAULT_DATASET_ID } from '../db/scope.ts';
import { TEST_NOW } from '../test/fixtures.ts';

/** POST /api/inventory/transfer (enterprise-shell §3, §5, §8; issue 14): free stock moves, as a movement row. */
let t: TestApp;
const headers = asUser('tomas');
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const transfer = (payload: Record<string, unknown>, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/inventory/transfer',
    headers: { ...headers, ...extra },
    payload,
  });
const levels = async (itemId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/inventory/levels/${itemId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    levels: { location_id: string; on_hand: number; reserved: number; available: number }[];
  };
};
const at = async (itemId: string, location: string) =>
  (await levels(itemId)).levels.find((l) => l.location_id === location) ?? {
    on_hand: 0,
    reserved: 0,
    available: 0,
  };
const movements = async (itemId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/inventory/movements?item_id=${itemId}`, headers })).json()
    .movements as Record<string, unknown>[];

describe('POST /api/inventory/transfer', () => {
  it('moves the quantity out of one location into the other and records who, when, why', async () => {
    const main = await at('RM-SBR-1502', 'MAIN');
    const production = await at('RM-SBR-1502', 'PRODUCTION');
    const res = await transfer({
      item_id: 'RM-SBR-1502',
      quantity: 125.25,
      from_location: 'MAIN',
      to_location: 'PRODUCTION',
      reference: 'TN-001',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toContain('125.25 KG of RM-SBR-1502 from MAIN to PRODUCTION');
    expect(body.is_quality_release).toBe(false);
    expect(body.from_balance.on_hand).toBe(Math.round((main.on_hand - 125.25) * 100) / 100);
    expect(body.to_balance.on_hand).toBe(Math.round((production.on_hand + 125.25) * 100) / 100);
    expect((await at('RM-SBR-1502', 'MAIN')).on_hand).toBe(body.from_balance.on_hand);
    expect((await movements('RM-SBR-1502'))[0]).toMatchObject({
      from_location: 'MAIN',
      to_location: 'PRODUCTION',
      quantity: 125.25,
      kind: 'transfer',
      reason: 'Stock transfer',
      reference: 'TN-001',
      created_by: 'tomas',
      created_at: TEST_NOW.toISOString(),
    });
  });

  it("answers in the caller's language", async () => {
    const res = await transfer(
      { item_id: 'RM-SBR-1502', quantity: 1, from_location: 'PRODUCTION', to_location: 'MAIN' },
      { 'accept-language': 'pt-BR' },
    );
    expect(res.json().message).toContain('transferidos de PRODUCTION para MAIN');
  });

  it('takes only free stock: more than on hand − reserved is a 409 naming the shortfall, and nothing moves', async () => {
    // RM-778 at MAIN: 10.9 on hand, 15 reserved, so nothing is free.
    const before = await at('RM-778', 'MAIN');
    const count = (await movements('RM-778')).length;
    const res = await transfer({
      item_id: 'RM-778',
      quantity: 0.5,
      from_location: 'MAIN',
      to_location: 'SHIPPING',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'STOCK_SHORT', details: [{ field: 'body.quantity' }] });
    expect(res.json().error).toContain('0.5 short');
    expect(await at('RM-778', 'MAIN')).toEqual(before);
    expect(await movements('RM-778')).toHaveLength(count);
  });

  it('moves exactly all free stock, leaving zero free and never a negative balance', async () => {
    const main = await at('RM-EPDM-50', 'PRODUCTION');
    const res = await transfer({
      item_id: 'RM-EPDM-50',
      quantity: main.available,
      from_location: 'PRODUCTION',
      to_location: 'MAIN',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().from_balance).toMatchObject({ available: 0, on_hand: main.reserved });
    const again = await transfer({
      item_id: 'RM-EPDM-50',
      quantity: 0.01,
      from_location: 'PRODUCTION',
      to_location: 'MAIN',
    });
    expect(again.statusCode).toBe(409);
  });

  it('out of QUARANTINE is a quality release: the stock becomes available where it lands', async () => {
    // The seed reserves each quarantined lot whole (a hold); lifting the hold is what makes it releasable.
    const own = await t.database.db
      .selectFrom('datasets')
      .select('dataset_id')
      .where('owner_id', '=', 'tomas')
      .executeTakeFirstOrThrow();
    expect(own.dataset_id).not.toBe(DEFAULT_DATASET_ID);
    await t.database.db
      .updateTable('inventory')
      .set({ reserved: 0 })
      .where('dataset_id', '=', own.dataset_id)
      .where('material_id', '=', 'RM-NBR-33')
      .where('location_id', '=', 'QUARANTINE')
      .execute();
    const itemBefore = (await levels('RM-NBR-33')) as unknown as { available: number };
    const res = await transfer({
      item_id: 'RM-NBR-33',
      quantity: 400,
      from_location: 'QUARANTINE',
      to_location: 'MAIN',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ is_quality_release: true, from_balance: { on_hand: 600 } });
    expect(res.json().message).toContain('Quality release');
    const itemAfter = (await levels('RM-NBR-33')) as unknown as { available: number };
    expect(itemAfter.available).toBeCloseTo(itemBefore.available + 400, 2);
    expect((await movements('RM-NBR-33'))[0]).toMatchObject({
      reason: 'Quality release',
      from_location: 'QUARANTINE',
    });
  });

  it('receives into a location the item had no record at', async () => {
    const res = await transfer({
      item_id: 'RM-SULFUR',
      quantity: 6.5,
      from_location: 'PRODUCTION',
      to_location: 'SHIPPING',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().to_balance).toMatchObject({
      location_id: 'SHIPPING',
      location_name: 'Shipping',
      on_hand: 6.5,
    });
  });

  it.each([
    [
      'the same location twice',
      { from_location: 'MAIN', to_location: 'MAIN' },
      'body.to_location',
      'must differ',
    ],
    ['a quantity of 0', { quantity: 0 }, 'body.quantity', 'above 0'],
    ['a negative quantity', { quantity: -1 }, 'body.quantity', 'above 0'],
    ['a quantity finer than 0.01', { quantity: 1.005 }, 'body.quantity', 'steps of 0.01'],
    ['an unknown location', { to_location: 'ROOF' }, 'body.to_location', ''],
    ['no item', { item_id: '' }, 'body.item_id', ''],
    ['a chat proposal id that is no id', { proposal_id: 'latest' }, 'body.proposal_id', ''],
  ])('refuses %s with a 400 naming the field (enterprise-shell §5)', async (_, patch, field, rule) => {
    const res = await transfer({
      item_id: 'RM-SBR-1502',
      quantity: 1,
      from_location: 'MAIN',
      to_location: 'PRODUCTION',
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    const detail = res.json().details.find((d: { field: string }) => d.field === field);
    expect(detail, res.body).toBeDefined();
    expect(detail.message).toContain(rule);
  });

  it('answers 404 for an item the dataset does not hold', async () => {
    const res = await transfer({
      item_id: 'NO-SUCH',
      quantity: 1,
      from_location: 'MAIN',
      to_location: 'PRODUCTION',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ITEM_NOT_FOUND');
  });

  it('refuses a transfer on the read-only default dataset', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/transfer',
      payload: { item_id: 'RM-SBR-1502', quantity: 1, from_location: 'MAIN', to_location: 'PRODUCTION' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('DATASET_READ_ONLY');
  });
});
