import { MrpRequest } from '@takt/contract';
import { runMrp } from '@takt/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { DEFAULT_DATASET_ID } from '../db/scope.ts';
import { mrpRequestInput } from '../services/bom/mrp-service.ts';
import { mrpResultToWire } from '../services/bom/mrp-wire.ts';
import { TEST_NOW } from '../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const kit = {
  product_id: 'KIT-NEW',
  product_name: 'Seal kit, new',
  components: [
    { item_id: 'STD-101', quantity_per: 4, uom: 'PC', component_type: 'MANUFACTURED_PART' },
    { item_id: 'PKG-CARTON-L', quantity_per: 1, uom: 'PC', component_type: 'PACKAGING', scrap_percent: 2 },
  ],
};

describe('BOM maintenance (CS01/CS02/CS03)', () => {
  it('reads a stored BOM with names, costs and totals, and 404 for a product without one', async () => {
    const res = await get('/api/bom/PRODUCT-001');
    expect(res.statusCode).toBe(200);
    const bom = res.json();
    expect(bom).toMatchObject({ product_id: 'PRODUCT-001', version: 1 });
    expect(bom.components[0]).toMatchObject({
      line_no: 10,
      item_name: expect.any(String),
      unit_cost: expect.any(Number),
    });
    expect(bom.totals.component_count).toBe(bom.components.length);
    const none = await get('/api/bom/NO-SUCH-PRODUCT');
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('BOM_NOT_FOUND');
  });

  it('lists every save failure at once with the spec messages (planning-workspaces §5)', async () => {
    const res = await post(
      '/api/bom/create',
      {
        product_id: '',
        product_name: '',
        components: [
          { item_id: '', quantity_per: 0, scrap_percent: 120 },
          { item_id: 'X', quantity_per: -1 },
        ],
      },
      asUser('bea'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'body.product_id', message: 'Product ID is required' },
      { field: 'body.product_name', message: 'Product name is required' },
      { field: 'body.components.0.item_id', message: 'Component 1: Item ID is required' },
      { field: 'body.components.0.quantity_per', message: 'Component 1: Quantity must be positive' },
      { field: 'body.components.0.scrap_percent', message: 'Component 1: Scrap % must be between 0 and 100' },
      { field: 'body.components.1.quantity_per', message: 'Component 2: Quantity must be positive' },
    ]);
  });

  it('refuses a component that closes a cycle anywhere in the structure', async () => {
    // CMP-NBR70 goes into STD-101; making STD-101 a component of CMP-NBR70 closes a loop.
    const bom = (await get('/api/bom/CMP-NBR70', asUser('bea'))).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/bom/CMP-NBR70',
      headers: asUser('bea'),
      payload: {
        ...bom,
        components: [...bom.components, { item_id: 'STD-101', quantity_per: 1 }],
        version: bom.version,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().details)).toMatch(
      /Circular reference detected: .*STD-101.*CMP-NBR70|CMP-NBR70.*STD-101/,
    );
  });

  it('creates a BOM in the playground (403 on the default dataset) and refuses a second create', async () => {
    expect((await post('/api/bom/create', kit)).statusCode).toBe(403);
    const created = await post('/api/bom/create', kit, asUser('bea'));
    expect(created.statusCode, created.body).toBe(200);
    const stored = (await get('/api/bom/KIT-NEW', asUser('bea'))).json();
    expect(
      stored.components.map((c: { line_no: number; item_id: string }) => [c.line_no, c.item_id]),
    ).toEqual([
      [10, 'STD-101'],
      [20, 'PKG-CARTON-L'],
    ]);
    expect((await post('/api/bom/create', kit, asUser('bea'))).statusCode).toBe(409);
    expect((await get('/api/bom/KIT-NEW')).statusCode).toBe(404);
  });

  it('changes a BOM at the version read; a stale version answers 409', async () => {
    const bom = (await get('/api/bom/KIT-NEW', asUser('bea'))).json();
    const change = (quantity: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/bom/KIT-NEW',
        headers: asUser('bea'),
        payload: {
          ...kit,
          components: [{ ...kit.components[0], quantity_per: quantity }],
          version: bom.version,
        },
      });
    const [a, b] = await Promise.all([change(6), change(8)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const after = (await get('/api/bom/KIT-NEW', asUser('bea'))).json();
    expect(after.version).toBe(bom.version + 1);
    expect(after.components).toHaveLength(1);
  });
});

describe('BOM analysis', () => {
  it('explodes with cumulative quantities and the critical path; a missing product id is refused', async () => {
    const res = await post('/api/bom/explode', { product_id: 'PRODUCT-001', quantity: 10, max_level: 99 });
    expect(res.statusCode).toBe(200);
    const explosion = res.json();
    expect(explosion.structure.item_id).toBe('PRODUCT-001');
    expect(explosion.lead_time_analysis.critical_path).toMatch(/^PRODUCT-001 -> /);
    expect(explosion.depth).toBeGreaterThanOrEqual(2);
    const bad = await post('/api/bom/explode', { product_id: ' ', max_level: 4 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { message: string }) => d.message)).toContain(
      'Please enter a product ID',
    );
  });

  it('answers where-used, cost, alternatives, validation and optimisation from the dataset', async () => {
    const used = (await post('/api/bom/where-used', { item_id: 'RM-778' })).json();
    expect(used.finished_goods.length).toBeGreaterThan(0);
    const cost = (await get('/api/bom/cost/PRODUCT-001?quantity=100')).json();
    expect(cost.total_material_cost).toBeCloseTo(cost.unit_material_cost * 100, 4);
    const alternatives = await get('/api/bom/alternatives/CMP-NBR70');
    expect(alternatives.statusCode).toBe(200);
    const missing = await get('/api/bom/alternatives/NOPE');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Item NOPE does not exist in this dataset');
    const noBom = await post('/api/bom/explode', { product_id: 'NOPE' });
    expect(noBom.json().error).toBe('No BOM exists for NOPE');
    const validation = (await post('/api/bom/validate/PRODUCT-001', {})).json();
    expect(validation).toMatchObject({ product_id: 'PRODUCT-001', valid: true, errors: [] });
    const optimized = await post('/api/bom/optimize', { product_id: 'PRODUCT-001' });
    expect(optimized.statusCode).toBe(200);
  });

  it('answers chat questions through the assistant, with suggested components from similar products', async () => {
    const cost = (
      await post('/api/bom/chat', {
        query: 'What does it cost for 500 units?',
        context: { product_id: 'STD-101' },
      })
    ).json();
    expect(cost).toMatchObject({ success: true, intent: 'cost' });
    expect(cost.explanation).toContain('500 × STD-101');
    const suggest = (
      await post('/api/bom/chat', {
        query: 'Suggest components',
        context: { product_id: 'STD-101', bom_data: { components: [] } },
      })
    ).json();
    expect(suggest.intent).toBe('suggest_components');
    const used = (await post('/api/bom/chat', { query: 'Where is RM-778 used?', context: {} })).json();
    expect(used.explanation).not.toContain('[object Object]');
    expect(used.explanation).toMatch(/RM-778 goes into \d+ finished goods: [A-Z]/);
    expect(suggest.data.suggested_components.length).toBeGreaterThan(0);
    expect(suggest.data.suggested_components[0]).toMatchObject({
      item_id: expect.any(String),
      used_by_similar_products: expect.any(Number),
    });
  });
});

describe('MRP (MD01) and stock/requirements (MD04)', () => {
  it('plans demand orders through the BOM levels with action messages and a capacity check', async () => {
    const res = await post('/api/bom/mrp', {
      orders: [{ product_id: 'PRODUCT-001', quantity: 5000, required_date: '2026-12-10' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const mrp = res.json();
    expect(mrp.summary.total_planned_orders).toBe(mrp.planned_orders.length);
    expect(mrp.planned_orders.length).toBeGreaterThan(1);
    for (const order of mrp.planned_orders) expect(order.release_date <= order.due_date).toBe(true);
    expect(mrp.action_messages.length).toBeGreaterThan(0);
    expect(mrp.capacity_check).toMatchObject({ capacity_per_week: expect.any(Number) });
  });

  it('plans the plant from its open sales orders when no demand order is typed (MD01)', async () => {
    const res = await post('/api/bom/mrp', {
      orders: [],
      include_sales_orders: true,
      planning_horizon_days: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().action_messages.length).toBeGreaterThan(0);
  });

  it.each([
    [{ orders: [] }, 'body.orders', 'Please add at least one valid order'],
    [
      { orders: [{ product_id: 'X', quantity: 1, required_date: '2026-12-01' }], planning_horizon_days: 400 },
      'body.planning_horizon_days',
      undefined,
    ],
    [
      { orders: [{ product_id: 'X', quantity: 1, required_date: '2026-12-01' }], time_bucket_days: 5 },
      'body.time_bucket_days',
      undefined,
    ],
  ])('refuses bad MRP input %j', async (payload, field, message) => {
    const res = await post('/api/bom/mrp', payload);
    expect(res.statusCode).toBe(400);
    const details = res.json().details as { field: string; message: string }[];
    expect(details.map((d) => d.field)).toContain(field);
    if (message) expect(details.map((d) => d.message)).toContain(message);
  });

  it('shows an item’s stock/requirements list with a running balance', async () => {
    const res = await get('/api/mrp/stock-requirements/RM-778');
    expect(res.statusCode, res.body).toBe(200);
    const md04 = res.json();
    expect(md04).toMatchObject({ item_id: 'RM-778', planning_date: '2026-11-25' });
    expect(md04.record.elements.length).toBeGreaterThan(0);
    expect((await get('/api/mrp/stock-requirements/NOPE')).statusCode).toBe(404);
  });
});

describe('MRP in a worker thread (issue 12, point 6)', () => {
  it('answers exactly what the engine plans on the request thread, in plant time', async () => {
    const payload = {
      orders: [{ product_id: 'PRODUCT-001', quantity: 5000, required_date: '2026-12-10' }],
      include_sales_orders: true,
      planning_horizon_days: 60,
      source: 'default',
    };
    const res = await post('/api/bom/mrp', payload, asUser('wes'));
    expect(res.statusCode, res.body).toBe(200);
    const scope = { source: 'default' as const, datasetId: DEFAULT_DATASET_ID };
    const { input } = await mrpRequestInput(t.database.db, scope, MrpRequest.parse(payload), TEST_NOW);
    // The plant's clock (a function) cannot travel to the worker: a lost clock would plan in UTC weeks.
    expect(input.capacity?.utcOffsetAt).toBeTypeOf('function');
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(mrpResultToWire(runMrp(input)))));
  });
});
