import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BomSaveRequest, BomUpdateRequest, CostQuery, ExplodeRequest, MrpRequest } from './bom.ts';
import { ContactRequest } from './contact.ts';
import { AccountsQuery } from './finance.ts';
import { InventoryChatRequest } from './inventory.ts';
import { TransferRequest } from './inventory-stock.ts';
import { ImportOperationRow } from './masterdata-import.ts';
import { CreateOrderRequest, UpdateOrderRequest } from './orders.ts';
import { ScheduleRunRequest } from './schedule.ts';

/**
 * Issue 11, point 6: every bound of the contract has a request that breaks it, refused with the
 * field named (these are the values that reached the database and answered 500 before).
 */
const order = { order_id: 'N-1', material: 'STD-101', quantity: 5 };
const update = (changes: object, extra: object = {}) => ({ order_id: '1044', version: 1, changes, ...extra });
const mrp = (o: object) => ({
  orders: [{ product_id: 'FG-1', quantity: 5, required_date: '2026-12-01', ...o }],
});

const transfer = { item_id: 'STD-101', quantity: 1, from_location: 'MAIN', to_location: 'SHIPPING' };

const cases: [string, z.ZodType, unknown, string][] = [
  [
    'a transfer of 4e-323 (passes a float step check)',
    TransferRequest,
    { ...transfer, quantity: 4e-323 },
    'quantity',
  ],
  ['a transfer of 0.005', TransferRequest, { ...transfer, quantity: 0.005 }, 'quantity'],
  ['a NUL in an order id', CreateOrderRequest, { ...order, order_id: 'N\u00001' }, 'order_id'],
  ['a 41-character material', CreateOrderRequest, { ...order, material: 'x'.repeat(41) }, 'material'],
  [
    'an escape in a description',
    CreateOrderRequest,
    { ...order, material_description: '\u001b[2J' },
    'material_description',
  ],
  ['a quantity of 2^31', CreateOrderRequest, { ...order, quantity: 2 ** 31 }, 'quantity'],
  ['a lone surrogate in an order id', CreateOrderRequest, { ...order, order_id: 'N-\uD800' }, 'order_id'],
  [
    'a lone low surrogate in a description',
    CreateOrderRequest,
    { ...order, material_description: 'seal \uDC00' },
    'material_description',
  ],
  ['a quantity above 10^9', CreateOrderRequest, { ...order, quantity: 1e9 + 1 }, 'quantity'],
  ['a start in year 0', CreateOrderRequest, { ...order, basic_start_date: '0000-01-01' }, 'basic_start_date'],
  [
    'an end in year 9999',
    CreateOrderRequest,
    { ...order, basic_end_date: '9999-12-31T00:00:00Z' },
    'basic_end_date',
  ],
  ['a date before 1970', CreateOrderRequest, { ...order, basic_end_date: '1969-12-31' }, 'basic_end_date'],
  [
    'an end before the start',
    CreateOrderRequest,
    { ...order, basic_start_date: '2026-12-10', basic_end_date: '2026-12-01' },
    'basic_end_date',
  ],
  ['a version of 2^31', UpdateOrderRequest, update({ priority: 'High' }, { version: 2 ** 31 }), 'version'],
  ['a changed quantity of 1e308', UpdateOrderRequest, update({ quantity: 1e308 }), 'changes.quantity'],
  [
    'a changed end in year 10000',
    UpdateOrderRequest,
    update({ basic_end_date: '+010000-01-01' }),
    'changes.basic_end_date',
  ],
  [
    'changed dates ending before they start',
    UpdateOrderRequest,
    update({ basic_start_date: '2026-12-10', basic_end_date: '2026-12-01' }),
    'changes.basic_end_date',
  ],
  [
    'a NUL in a changed work center',
    UpdateOrderRequest,
    update({ work_center: 'P\u0000' }),
    'changes.work_center',
  ],
  [
    'an imported operation a year and a day long',
    ImportOperationRow,
    { order_id: 'N-1', operation_id: '10', work_center: 'P1', duration_mins: 527_041 },
    'duration_mins',
  ],
  [
    'an imported operation starting in year 0',
    ImportOperationRow,
    { order_id: 'N-1', operation_id: '10', work_center: 'P1', duration_mins: 5, start_time: '0000-01-01' },
    'start_time',
  ],
  [
    'a BOM base quantity of 1e308',
    BomSaveRequest,
    { product_id: 'FG-1', base_quantity: 1e308 },
    'base_quantity',
  ],
  [
    'a component quantity of 1e308',
    BomSaveRequest,
    { product_id: 'FG-1', components: [{ item_id: 'R-1', quantity_per: 1e308 }] },
    'components.0.quantity_per',
  ],
  [
    'a NUL in a BOM description',
    BomSaveRequest,
    { product_id: 'FG-1', description: 'a\u0000' },
    'description',
  ],
  [
    'a BOM effective in year 10000',
    BomSaveRequest,
    { product_id: 'FG-1', effective_date: '9999-12-31' },
    'effective_date',
  ],
  ['a BOM version of 2^31', BomUpdateRequest, { product_id: 'FG-1', version: 2 ** 31 }, 'version'],
  ['an explosion of 1e308 pieces', ExplodeRequest, { product_id: 'FG-1', quantity: 1e308 }, 'quantity'],
  ['a cost for 1e308 pieces', CostQuery, { quantity: '1e308' }, 'quantity'],
  ['an MRP demand of 1e308', MrpRequest, mrp({ quantity: 1e308 }), 'orders.0.quantity'],
  ['an MRP demand due in year 0', MrpRequest, mrp({ required_date: '0000-01-01' }), 'orders.0.required_date'],
  ['a NUL in a prompt', ScheduleRunRequest, { prompt: 'plan\u0000' }, 'prompt'],
  ['a bell in a chat message', InventoryChatRequest, { message: 'stock\u0007' }, 'message'],
  ['a NUL in a contact name', ContactRequest, { name: 'A\u0000', email: 'a@b.co' }, 'name'],
  ['a NUL in an account type', AccountsQuery, { type: 'ASSET\u0000' }, 'type'],
];

describe('contract bounds refuse what the database cannot hold (issue 11)', () => {
  it.each(cases)('%s', (_name, schema, input, field) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });

  it.each<[string, z.ZodType, unknown]>([
    ['tabs and line breaks in a prompt', ScheduleRunRequest, { prompt: 'plan\tall\r\norders' }],
    [
      'dates at 1970 and 2200',
      CreateOrderRequest,
      { ...order, basic_start_date: '1970-01-01', basic_end_date: '2200-12-31' },
    ],
    ['a quantity of exactly 10^9', CreateOrderRequest, { ...order, quantity: 1e9 }],
    ['a version of 2^31 - 1', UpdateOrderRequest, update({ priority: 'High' }, { version: 2 ** 31 - 1 })],
    [
      'an emoji and accents (surrogate pairs) in a prompt',
      ScheduleRunRequest,
      { prompt: 'reprograma a PRS-03 😀 já' },
    ],
  ])('still accepts %s', (_name, schema, input) => {
    expect(schema.safeParse(input).success).toBe(true);
  });
});
