import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { scoped } from '../db/scoped.ts';
import { TEST_NOW } from '../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Order = { order_id: string; status: string; version: number; completion_percentage: number };

const create = async (user: string, order_id: string, quantity = 100, material = 'FG-OS-3552') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: asUser(user),
    payload: { order_id, material, quantity },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Order;
};

const act = (user: string, action: string, order: Pick<Order, 'order_id' | 'version'>, lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${action}`,
    headers: { ...asUser(user), ...(lang ? { 'accept-language': lang } : {}) },
    payload: { order_id: order.order_id, version: order.version },
  });

async function step(user: string, action: string, order: Order): Promise<Order> {
  const res = await act(user, action, order);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function datasetOf(user: string) {
  const row = await t.database.db
    .selectFrom('datasets')
    .select('dataset_id')
    .where('owner_id', '=', user)
    .where('kind', '=', 'playground')
    .executeTakeFirstOrThrow();
  return row.dataset_id;
}

async function onHand(user: string, materialId: string) {
  const rows = await scoped(t.database.db, await datasetOf(user))
    .selectFrom('inventory')
    .select(['location_id', 'on_hand'])
    .where('material_id', '=', materialId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.location_id, Number(r.on_hand)]));
}

describe('an order goes Created → Released → In Process → Completed → Closed (enterprise-shell §4)', () => {
  it('releases, confirms in 20 % steps capped at 100 without completing, completes and closes', async () => {
    let order = await create('rita', 'LC-1');
    expect(order).toMatchObject({ status: 'Created', completion_percentage: 0 });
    order = await step('rita', 'release', order);
    expect(order).toMatchObject({ status: 'Released', completion_percentage: 0, actual_start: null });
    order = await step('rita', 'confirm', order);
    expect(order).toMatchObject({
      status: 'In Process',
      completion_percentage: 20,
      actual_start: TEST_NOW.toISOString(),
    });
    for (const expected of [40, 60, 80, 100, 100]) {
      order = await step('rita', 'confirm', order);
      expect(order).toMatchObject({ status: 'In Process', completion_percentage: expected });
    }
    order = await step('rita', 'complete', order);
    expect(order).toMatchObject({ status: 'Completed', actual_end: TEST_NOW.toISOString() });
    order = await step('rita', 'close', order);
    expect(order.status).toBe('Closed');
  });

  it('refuses a step its status does not allow with 409 naming both states', async () => {
    const order = await create('rita', 'LC-2');
    const confirm = await act('rita', 'confirm', order);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().code).toBe('ORDER_TRANSITION_INVALID');
    expect(confirm.json().error).toContain('Created');
    expect(confirm.json().error).toContain('In Process');
    const close = await act('rita', 'close', order, 'pt-BR');
    expect(close.statusCode).toBe(409);
    expect(close.json().error).toMatch(/está Created; não pode passar para Closed/);
    for (const action of ['complete']) expect((await act('rita', action, order)).statusCode).toBe(409);
    const released = await step('rita', 'release', order);
    expect((await act('rita', 'release', released)).json().code).toBe('ORDER_TRANSITION_INVALID');
  });

  it('answers 409 VERSION_CONFLICT for a stale version and 404 for an unknown order', async () => {
    const order = await create('rita', 'LC-3');
    await step('rita', 'release', order);
    const stale = await act('rita', 'confirm', order);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
    const missing = await act('rita', 'release', { order_id: 'NOPE', version: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('ORDER_NOT_FOUND');
  });

  it('names the field of a bad request and refuses the read-only default dataset', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/orders/release',
      headers: asUser('rita'),
      payload: { order_id: 'LC-3', version: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toContain('version');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/orders/release',
      payload: { order_id: '1001', version: 1 },
    });
    expect(anonymous.statusCode).toBe(403);
  });

  it('creates an order only as Created: later states come by the steps, which book stock', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: asUser('rita'),
      payload: { order_id: 'LC-5', material: 'FG-OS-3552', quantity: 5, status: 'Completed' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().details)).toContain('status');
  });

  it('lets an update change the status only by a legal step (no skipping to Completed)', async () => {
    const order = await create('rita', 'LC-4');
    const skip = await t.app.inject({
      method: 'POST',
      url: '/api/orders/update',
      headers: asUser('rita'),
      payload: { order_id: 'LC-4', version: order.version, changes: { status: 'Completed' } },
    });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().code).toBe('ORDER_TRANSITION_INVALID');
    const release = await t.app.inject({
      method: 'POST',
      url: '/api/orders/update',
      headers: asUser('rita'),
      payload: { order_id: 'LC-4', version: order.version, changes: { status: 'Released' } },
    });
    expect(release.statusCode).toBe(200);
  });
});

describe('completing an order books its output and backflushes its BOM in one transaction', () => {
  it('puts the output into MAIN and takes components from PRODUCTION first, then MAIN', async () => {
    let order = await create('bea', 'BF-1', 1000);
    const [nbrBefore, bondBefore, fgBefore] = [
      await onHand('bea', 'CMP-NBR70'),
      await onHand('bea', 'RM-BOND'),
      await onHand('bea', 'FG-OS-3552'),
    ];
    order = await step('bea', 'release', order);
    order = await step('bea', 'confirm', order);
    order = await step('bea', 'complete', order);

    expect((await onHand('bea', 'FG-OS-3552')).MAIN).toBeCloseTo(fgBefore.MAIN! + 1000, 2);
    // 1000 × 0.018 kg × 1.10 scrap = 19.8 kg of compound, all on the production floor.
    expect((await onHand('bea', 'CMP-NBR70')).PRODUCTION).toBeCloseTo(nbrBefore.PRODUCTION! - 19.8, 2);
    // 1000 × 0.0004 L of bonding agent = 0.4 L, from the floor before the warehouse.
    const bond = await onHand('bea', 'RM-BOND');
    expect(bond.PRODUCTION).toBeCloseTo(bondBefore.PRODUCTION! - 0.4, 2);
    expect(bond.MAIN).toBeCloseTo(bondBefore.MAIN!, 2);

    const detail = (
      await t.app.inject({ method: 'GET', url: '/api/orders/BF-1', headers: asUser('bea') })
    ).json();
    const nbr = detail.materials.find((m: { item_id: string }) => m.item_id === 'CMP-NBR70');
    expect(nbr).toMatchObject({ required_quantity: 19.8, consumed_quantity: 19.8, unit: 'KG' });
    for (const m of detail.materials) expect(m.consumed_quantity).toBeCloseTo(m.required_quantity, 2);
    expect(detail.movements).toContainEqual(
      expect.objectContaining({
        material_id: 'FG-OS-3552',
        to_location: 'MAIN',
        quantity: 1000,
        kind: 'production',
      }),
    );
  });

  it('takes the rest from MAIN when the production floor runs out', async () => {
    // 250,000 × 0.0004 L = 100 L of bonding agent: more than the floor's 88.3 L.
    let order = await create('bea', 'BF-2', 250_000);
    const bondBefore = await onHand('bea', 'RM-BOND');
    await scoped(t.database.db, await datasetOf('bea'))
      .updateTable('inventory')
      .set({ on_hand: 1_000_000 })
      .where('material_id', 'in', ['CMP-NBR70', 'INS-OS-35', 'INS-SPRING-35', 'PKG-CARTON-S', 'PKG-LABEL'])
      .execute();
    order = await step('bea', 'release', order);
    order = await step('bea', 'confirm', order);
    await step('bea', 'complete', order);
    const bond = await onHand('bea', 'RM-BOND');
    expect(bond.PRODUCTION).toBe(0);
    expect(bond.MAIN).toBeCloseTo(bondBefore.MAIN! - (100 - bondBefore.PRODUCTION!), 2);
  });

  it('refuses a completion the stock cannot cover with 409 STOCK_SHORT and writes nothing', async () => {
    // Order 1001 (48,000 seals) needs 950.4 kg of compound; the plant holds 571.7 kg.
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/orders?filter=open&limit=500', headers: asUser('sam') })
    ).json();
    const order = list.orders.find((o: Order) => o.order_id === '1001') as Order;
    expect(order.status).toBe('In Process');
    await step('sam', 'release', await create('sam', 'SAM-0')); // makes sam's playground
    const fgBefore = await onHand('sam', 'FG-OS-3552');
    const res = await act('sam', 'complete', order);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'STOCK_SHORT' });
    expect(res.json().error).toContain('CMP-NBR70');
    expect(await onHand('sam', 'FG-OS-3552')).toEqual(fgBefore);
    const detail = (
      await t.app.inject({ method: 'GET', url: '/api/orders/1001', headers: asUser('sam') })
    ).json();
    expect(detail.order).toMatchObject({ status: 'In Process', version: order.version });
    expect(detail.movements).toEqual([]);
  });

  it("consumes a phantom's components, never the phantom itself", async () => {
    // CMP-NR70 holds the phantom masterbatch MB-NR-N330 (0.873269 kg per kg), itself 0.609756 kg of SMR 20 per kg.
    let order = await create('bea', 'BF-4', 100, 'CMP-NR70');
    const rubberBefore = await onHand('bea', 'RM-NR-SMR20');
    order = await step('bea', 'release', order);
    order = await step('bea', 'confirm', order);
    await step('bea', 'complete', order);
    const detail = (
      await t.app.inject({ method: 'GET', url: '/api/orders/BF-4', headers: asUser('bea') })
    ).json();
    const ids = detail.materials.map((m: { item_id: string }) => m.item_id);
    expect(ids).not.toContain('MB-NR-N330');
    const rubber = detail.materials.find((m: { item_id: string }) => m.item_id === 'RM-NR-SMR20');
    expect(rubber.required_quantity).toBeCloseTo(100 * 0.873269 * 0.609756, 2);
    const rubberAfter = await onHand('bea', 'RM-NR-SMR20');
    const total = (balances: Record<string, number>) => Object.values(balances).reduce((a, b) => a + b, 0);
    expect(total(rubberAfter)).toBeCloseTo(total(rubberBefore) - rubber.required_quantity, 1);
  });
});

/**
 * Check-then-write races with real parallel requests (on PostgreSQL they overlap; PGlite runs them
 * one by one, so there only the outcome rules are checked): one winner, the rest 409, nothing twice.
 */
describe('parallel steps on one order end with exactly one winner', () => {
  it('of five confirms at the same version, one counts (+20 %) and four are told the version is stale', async () => {
    let order = await create('cid', 'CC-1');
    order = await step('cid', 'release', order);
    const results = await Promise.all(Array.from({ length: 5 }, () => act('cid', 'confirm', order)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409))
      expect(r.json().code).toBe('VERSION_CONFLICT');
    const detail = (
      await t.app.inject({ method: 'GET', url: '/api/orders/CC-1', headers: asUser('cid') })
    ).json();
    expect(detail.order).toMatchObject({ completion_percentage: 20, version: order.version + 1 });
  });

  it('books a completion once when four requests complete the same order at once', async () => {
    let order = await create('cid', 'BF-3', 10);
    order = await step('cid', 'release', order);
    order = await step('cid', 'confirm', order);
    const fgBefore = (await onHand('cid', 'FG-OS-3552')).MAIN!;
    const results = await Promise.all(Array.from({ length: 4 }, () => act('cid', 'complete', order)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await onHand('cid', 'FG-OS-3552')).MAIN).toBeCloseTo(fgBefore + 10, 2);
    const detail = (
      await t.app.inject({ method: 'GET', url: '/api/orders/BF-3', headers: asUser('cid') })
    ).json();
    expect(detail.movements.filter((m: { kind: string }) => m.kind === 'production')).toHaveLength(1);
  });
});
