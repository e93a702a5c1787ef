import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { importCalls, operation, order } from './masterdata-import.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const { importAs, customOrders } = importCalls(() => t.app);

type Problem = { field: string; row: number; rule: string; message: string };

describe('POST /masterdata/import checks every row (issue 14)', () => {
  it('writes orders and operations of a JSON import in one go, operations given apart or inside their order', async () => {
    const res = await importAs('ida', {
      orders: [
        order('J-1', { operations: [operation('J-1', '10')] }),
        order('J-2', { unit: 'KG', priority: 'High' }),
      ],
      operations: [
        operation('J-2', '10', { work_center: 'AUT-01' }),
        operation('J-2', '20', { duration_mins: 15 }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported_orders: 2, imported_operations: 3 });
    const orders = await customOrders('ida');
    expect(orders.map((o) => [o.order_id, o.operations.map((op) => op.operation_id)])).toEqual([
      ['J-1', ['10']],
      ['J-2', ['10', '20']],
    ]);
  });

  // Each rule of a row has a fixture that breaks it; the report names the row, the field and the rule.
  it.each([
    ['order_id is required', order('', {}), 'order_id', 'required'],
    ['material is required', { order_id: 'R-1', quantity: 1 }, 'material', 'required'],
    ['quantity is required', { order_id: 'R-1', material: 'STD-101' }, 'quantity', 'required'],
    ['quantity is a number', order('R-1', { quantity: 'ten' }), 'quantity', 'number'],
    ['quantity is whole', order('R-1', { quantity: 2.5 }), 'quantity', 'integer'],
    ['quantity is at least 1', order('R-1', { quantity: 0 }), 'quantity', 'min:1'],
    ['quantity is at most 10⁹', order('R-1', { quantity: 2_000_000_000 }), 'quantity', 'max:1000000000'],
    ['unit is PC, KG, M or L', order('R-1', { unit: 'BOX' }), 'unit', 'one_of:PC|KG|M|L'],
    [
      'status is one of §4',
      order('R-1', { status: 'Done' }),
      'status',
      'one_of:Created|Released|In Process|Completed|Closed',
    ],
    [
      'priority is one of §4',
      order('R-1', { priority: 'Asap' }),
      'priority',
      'one_of:Low|Normal|High|Urgent',
    ],
    ['a start date parses', order('R-1', { basic_start_date: '31/12/2026' }), 'basic_start_date', 'date'],
    [
      'a date is within the plant years',
      order('R-1', { basic_start_date: '2301-01-01' }),
      'basic_start_date',
      'plant_years',
    ],
    [
      'the end is not before the start',
      order('R-1', { basic_start_date: '2026-12-10', basic_end_date: '2026-12-01' }),
      'basic_end_date',
      'end_not_before_start',
    ],
    ['an id has no control characters', order('R-\u0001'), 'order_id', 'no_control_characters'],
    ['an id has at most 40 characters', order('R'.repeat(41)), 'order_id', 'max_length:40'],
    [
      'the material is in the item master',
      order('R-1', { material: 'NO-SUCH' }),
      'material',
      'unknown_material',
    ],
    ['the work center exists', order('R-1', { work_center: 'PRS-99' }), 'work_center', 'unknown_work_center'],
  ])('refuses an order row where %s, writing nothing', async (_rule, bad, field, rule) => {
    const res = await importAs('rita', { orders: [order('OK-1'), bad] });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('IMPORT_INVALID');
    expect(res.json().details).toEqual([
      expect.objectContaining({
        field: `orders.1.${field}`,
        row: 2,
        rule,
      }),
    ]);
    expect(await customOrders('rita')).toEqual([]);
  });

  it.each([
    ['operation_id is required', operation('OK-1', '', {}), 'operation_id', 'required'],
    [
      'work_center is required',
      { order_id: 'OK-1', operation_id: '10', duration_mins: 5 },
      'work_center',
      'required',
    ],
    ['duration is more than 0', operation('OK-1', '10', { duration_mins: 0 }), 'duration_mins', 'gt:0'],
    [
      'duration is at most a year',
      operation('OK-1', '10', { duration_mins: 527_041 }),
      'duration_mins',
      'max:527040',
    ],
    ['duration is a number', operation('OK-1', '10', { duration_mins: 'long' }), 'duration_mins', 'number'],
    [
      'the end is not before the start',
      operation('OK-1', '10', { start_time: '2026-12-01T08:00:00Z', end_time: '2026-12-01T07:00:00Z' }),
      'end_time',
      'end_not_before_start',
    ],
    ['a start time parses', operation('OK-1', '10', { start_time: 'tomorrow' }), 'start_time', 'date'],
    [
      'the work center exists',
      operation('OK-1', '10', { work_center: 'PRS-99' }),
      'work_center',
      'unknown_work_center',
    ],
    ['the order is in the import or the dataset', operation('NOPE', '10'), 'order_id', 'unknown_order'],
  ])('refuses an operation row where %s, writing nothing', async (_rule, bad, field, rule) => {
    const res = await importAs('otto', {
      orders: [order('OK-1')],
      operations: [operation('OK-1', '5'), bad],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      expect.objectContaining({ field: `operations.1.${field}`, row: 2, rule }),
    ]);
    expect(await customOrders('otto')).toEqual([]);
  });

  it('takes a material the item master lacks when the same import defines it', async () => {
    const res = await importAs('mia', {
      materials: [{ material_id: 'NEW-GASKET', description: 'New gasket', unit: 'PC', procurement: 'BUY' }],
      orders: [order('M-1', { material: 'NEW-GASKET' })],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported_orders: 1, imported_materials: 1 });
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/masterdata/export?source=custom',
      headers: asUser('mia'),
    });
    expect(exported.json().materials).toEqual([
      expect.objectContaining({
        material_id: 'NEW-GASKET',
        description: 'New gasket',
        procurement: 'BUY',
        material_type: 'FINISHED',
      }),
    ]);
  });

  it.each([
    ['description is required', { material_id: 'N-1' }, 'description', 'required'],
    [
      'unit is PC, KG, M or L',
      { material_id: 'N-1', description: 'x', unit: 'G' },
      'unit',
      'one_of:PC|KG|M|L',
    ],
    [
      'procurement is MAKE or BUY',
      { material_id: 'N-1', description: 'x', procurement: 'LEASE' },
      'procurement',
      'one_of:MAKE|BUY',
    ],
    [
      'lead time is whole days',
      { material_id: 'N-1', description: 'x', lead_time_days: 1.5 },
      'lead_time_days',
      'integer',
    ],
    [
      'cost is not negative',
      { material_id: 'N-1', description: 'x', standard_cost: -1 },
      'standard_cost',
      'min:0',
    ],
  ])('refuses a material row where %s', async (_rule, bad, field, rule) => {
    const res = await importAs('moe', { materials: [bad], orders: [order('OK-1')] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      expect.objectContaining({ field: `materials.0.${field}`, row: 1, rule }),
    ]);
  });

  it('names a duplicate id within the file with the row it first appears on', async () => {
    const res = await importAs('dora', {
      materials: [
        { material_id: 'DM', description: 'a' },
        { material_id: 'DM', description: 'b' },
      ],
      orders: [order('D-1'), order('D-2'), order('D-1')],
      operations: [operation('D-1', '10'), operation('D-1', '10')],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      expect.objectContaining({ field: 'materials.1.material_id', row: 2, rule: 'duplicate_in_file' }),
      expect.objectContaining({
        field: 'orders.2.order_id',
        row: 3,
        rule: 'duplicate_in_file',
        message: expect.stringContaining('first in row 1'),
      }),
      expect.objectContaining({ field: 'operations.1.operation_id', row: 2, rule: 'duplicate_in_file' }),
    ]);
  });

  it('adds to the custom data in append mode, refusing ids it already holds and letting operations join its orders', async () => {
    expect((await importAs('abe', { orders: [order('A-1')] })).statusCode).toBe(200);
    const clash = await importAs('abe', { mode: 'append', orders: [order('A-2'), order('A-1')] });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().details).toEqual([
      expect.objectContaining({ field: 'orders.1.order_id', row: 2, rule: 'duplicate_existing' }),
    ]);
    const joined = await importAs('abe', {
      mode: 'append',
      orders: [order('A-2')],
      operations: [operation('A-1', '10')],
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const operationsAlone = await importAs('abe', { mode: 'append', operations: [operation('A-1', '20')] });
    expect(operationsAlone.json()).toMatchObject({ imported_orders: 0, imported_operations: 1 });
    const orders = await customOrders('abe');
    expect(orders.map((o) => [o.order_id, o.operations.length])).toEqual([
      ['A-1', 2],
      ['A-2', 0],
    ]);
  });

  it('lists every problem of every row at once, in the caller language', async () => {
    const res = await importAs(
      'paulo',
      { orders: [order('P-1', { quantity: 0 }), order('P-2', { material: 'NO-SUCH', unit: 'BOX' })] },
      'pt-BR',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Nada foi importado: 3 problema(s)');
    expect(res.json().details.map((d: Problem) => [d.row, d.field, d.rule, d.message])).toEqual([
      [1, 'orders.0.quantity', 'min:1', 'deve ser no mínimo 1'],
      [2, 'orders.1.unit', 'one_of:PC|KG|M|L', 'deve ser um de PC, KG, M, L'],
      [2, 'orders.1.material', 'unknown_material', 'o material NO-SUCH não está no cadastro de materiais'],
    ]);
  });
});

describe('imports at the same moment (issue 14)', () => {
  it('one operation appended to one order by four imports at once is stored once; the others name the clash', async () => {
    expect((await importAs('race', { orders: [order('RACE-1')] })).statusCode).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        importAs('race', {
          mode: 'append',
          orders: [order(`RACE-EXTRA-${i}`)],
          operations: [operation('RACE-1', '90')],
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
    for (const r of responses.filter((r) => r.statusCode === 400)) {
      expect(r.json().details).toEqual([
        expect.objectContaining({ field: 'operations.0.operation_id', rule: 'duplicate_existing' }),
      ]);
    }
    const orders = await customOrders('race');
    expect(orders.find((o) => o.order_id === 'RACE-1')?.operations.map((op) => op.operation_id)).toEqual([
      '90',
    ]);
    expect(orders).toHaveLength(2);
  });
});
