import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ORDERS } from '@takt/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { importCalls, order } from './masterdata-import.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const { importAs, customOrders } = importCalls(() => t.app);

describe('CSV and XLSX imports (issue 14)', () => {
  const ordersCsv =
    'order_id,material,quantity,unit,basic_start_date\nC-1,STD-101,12,PC,2026-12-01\nC-2,STD-101,3,KG,\n';
  const operationsCsv =
    'order_id,operation_id,work_center,duration_mins\nC-1,10,PRS-01,45\nC-1,20,AUT-01,30\n';

  it('reads a CSV per table, numbers from text and empty cells as not given', async () => {
    const res = await importAs('cleo', {
      format: 'csv',
      orders_csv: ordersCsv,
      operations_csv: operationsCsv,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported_orders: 2, imported_operations: 2 });
    const orders = await customOrders('cleo');
    expect(orders[0]?.operations.map((op) => op.duration_mins)).toEqual([45, 30]);
  });

  it('reads headers as a person writes them (Order ID, Duration-Mins)', async () => {
    const res = await importAs('cleo4', {
      format: 'csv',
      orders_csv: 'Order ID,Material,Quantity\nH-1,STD-101,5\n',
      operations_csv: 'Order ID,Operation ID,Work Center,Duration-Mins\nH-1,10,PRS-01,15\n',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported_orders: 1, imported_operations: 1 });
  });

  it('reports a bad CSV cell by its line in the sheet (the header is line 1)', async () => {
    const bad = `${ordersCsv}C-3,STD-101,-4,PC,\n`;
    const res = await importAs('cleo2', { format: 'csv', orders_csv: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      expect.objectContaining({ field: 'orders.row 4.quantity', row: 4, rule: 'min:1' }),
    ]);
    expect(await customOrders('cleo2')).toEqual([]);
  });

  it('refuses a CSV that cannot be parsed, naming why', async () => {
    const res = await importAs('cleo3', { format: 'csv', orders_csv: 'order_id,material\n"C-1,STD-101\n' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'IMPORT_FILE_UNREADABLE',
      details: [{ field: 'orders_csv', rule: 'readable' }],
    });
  });

  it('reads an XLSX workbook with sheets orders and operations', async () => {
    const workbook = new ExcelJS.Workbook();
    const orders = workbook.addWorksheet('orders');
    orders.addRows([
      ['order_id', 'material', 'quantity', 'basic_start_date'],
      ['X-1', 'STD-101', 8, new Date('2026-12-01T00:00:00Z')],
      ['X-2', 'STD-101', 0, null],
    ]);
    const operations = workbook.addWorksheet('operations');
    operations.addRows([
      ['order_id', 'operation_id', 'work_center', 'duration_mins'],
      ['X-1', '10', 'PRS-01', 20],
    ]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const bad = await importAs('xena', { format: 'xlsx', file_base64: file });
    expect(bad.json().details).toEqual([
      expect.objectContaining({ field: 'orders.row 3.quantity', row: 3, rule: 'min:1' }),
    ]);

    orders.getCell('C3').value = 4;
    const good = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const res = await importAs('xena', { format: 'xlsx', file_base64: good });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported_orders: 2, imported_operations: 1 });
  });

  it('refuses a small workbook that unpacks past the limit, before unpacking it', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('orders');
    sheet.addRow(['order_id', 'material', 'quantity']);
    // Long, repetitive cells (each its own text, so none is shared): they zip small and unpack to 40 MB.
    for (let i = 0; i < 1300; i++) sheet.addRow([`B-${i}`, 'STD-101', `${i}${'x'.repeat(32_000)}`]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer({ zip: { compression: 'DEFLATE' } }));
    expect(file.length).toBeLessThan(MAX_IMPORT_FILE_BYTES);
    const res = await importAs('zed', { format: 'xlsx', file_base64: file.toString('base64') });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'IMPORT_FILE_TOO_LARGE',
      error: expect.stringContaining('32 MB unpacked'),
    });
  });

  it('refuses bytes that are not a workbook', async () => {
    const res = await importAs('xena2', {
      format: 'xlsx',
      file_base64: Buffer.from('hello').toString('base64'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('IMPORT_FILE_UNREADABLE');
  });
});

describe('import limits (issue 14)', () => {
  it('refuses a file over the size limit with 413 naming it', async () => {
    const big = `order_id,material,quantity\n${'x'.repeat(MAX_IMPORT_FILE_BYTES)}\n`;
    const res = await importAs('lena', { format: 'csv', orders_csv: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'IMPORT_FILE_TOO_LARGE',
      error: expect.stringContaining('512 KB'),
    });
  });

  it('refuses more rows than the limit, naming it', async () => {
    const rows = Array.from({ length: MAX_IMPORT_ORDERS + 1 }, (_, i) => `L-${i},STD-101,1`).join('\n');
    const res = await importAs('lena', {
      format: 'csv',
      orders_csv: `order_id,material,quantity\n${rows}\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'IMPORT_TOO_MANY_ROWS',
      error: expect.stringContaining(`limit of ${MAX_IMPORT_ORDERS}`),
      details: [{ field: 'orders', rule: `max_rows:${MAX_IMPORT_ORDERS}` }],
    });
  });

  it('refuses an import with no order rows and one whose format lacks its file', async () => {
    expect(
      (await importAs('lena', { format: 'csv', orders_csv: 'order_id,material,quantity\n' })).json().code,
    ).toBe('IMPORT_EMPTY');
    const missing = await importAs('lena', { format: 'xlsx' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([expect.objectContaining({ field: 'body.file_base64' })]);
  });

  it('needs an identified caller', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/masterdata/import',
      payload: { orders: [order('A')] },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /masterdata/clear', () => {
  it("clears the caller's custom data only, never the playground or another caller's", async () => {
    const withMaterial = await importAs('cora', {
      materials: [{ material_id: 'CORA-1', description: 'Cora gasket' }],
      orders: [order('K-1'), order('K-2', { material: 'CORA-1' })],
    });
    expect(withMaterial.statusCode, withMaterial.body).toBe(200);
    expect((await importAs('dina', { orders: [order('K-1')] })).statusCode).toBe(200);
    const playground = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: asUser('cora'),
      payload: order('PG-1'),
    });
    expect(playground.statusCode).toBe(200);
    const cleared = await t.app.inject({
      method: 'POST',
      url: '/api/masterdata/clear',
      headers: asUser('cora'),
    });
    expect(cleared.json()).toEqual({ removed_orders: 2, removed_materials: 1 });
    const again = await importAs('cora', { mode: 'append', orders: [order('K-3', { material: 'CORA-1' })] });
    expect(again.json().details).toEqual([
      expect.objectContaining({ field: 'orders.0.material', rule: 'unknown_material' }),
    ]);
    expect(await customOrders('cora')).toEqual([]);
    expect((await customOrders('dina')).map((o) => o.order_id)).toEqual(['K-1']);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/masterdata/orders?source=playground&limit=1000',
      headers: asUser('cora'),
    });
    expect(own.json().orders.map((o: { order_id: string }) => o.order_id)).toContain('PG-1');
  });

  it('refuses an anonymous caller (the default dataset is read-only)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/masterdata/clear' });
    expect(res.statusCode).toBe(403);
  });
});
