import { type MrpInput, MrpInputError, runMrp } from '@takt/engine';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { toAppError } from './engine-errors.ts';
import { actionMessageText, mrpWarningText } from './mrp-wording.ts';

const base: MrpInput = { today: '2026-01-05', items: [], bomLines: [], planningHorizonDays: 35 };

/** The API error an input gets: the engine's failure codes worded into the error's details. */
function apiErrorOf(input: MrpInput): AppError {
  try {
    toAppError(catchOf(() => runMrp(input)));
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

function catchOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the engine to refuse the input');
}

describe('MRP wording', () => {
  it('lists every field out of range in the words the API has always used', () => {
    const error = apiErrorOf({
      ...base,
      today: '2026-02-30',
      planningHorizonDays: 366,
      timeBucketDays: 5,
      poqPeriodDays: 0,
      items: [
        { itemId: 'A', itemName: 'A', lotSizeMethod: 'FOQ' },
        { itemId: 'B', itemName: 'B', lotSizeMethod: 'POQ', lotSize: 1.5 },
        { itemId: 'E', itemName: 'E', lotSizeMethod: 'EOQ', lotSize: 5, leadTimeDays: 1.5, safetyStock: -1 },
      ],
      scheduledReceipts: [
        { receiptId: 'R1', itemId: 'A', kind: 'PURCHASE_ORDER', quantity: -1, dueDate: 'x' },
      ],
      demandOrders: [{ productId: '', quantity: 0, requiredDate: 'soon' }],
      includeSalesOrders: true,
      salesOrders: [{ salesOrderId: 'SO-1', itemId: 'A', quantity: -2, requestedDate: '2026-01-09' }],
    });
    expect(error.code).toBe('MRP_INVALID');
    expect(error.params).toEqual({ count: 14 });
    expect(error.details.map((d) => d.message)).toEqual([
      "today: '2026-02-30' is not a date",
      'planning_horizon_days: 366 is not an integer from 1 to 365',
      'time_bucket_days: 5 is not one of 1, 7, 14, 30',
      'poq_period_days: not a positive integer',
      'orders[0]: product_id is required',
      'orders[0]: quantity must be above 0',
      "orders[0]: required_date 'soon' is not a date",
      'sales order SO-1: quantity must be above 0',
      'receipt R1: quantity must not be negative',
      'receipt R1: due date is not a date',
      'item A: FOQ needs a lot size above 0',
      'item B: POQ needs a whole number of periods of at least 1',
      'item E: safetyStock must not be negative',
      'item E: leadTimeDays must be whole days',
    ]);
    expect(new Set(error.details.map((d) => d.field))).toEqual(new Set(['body']));
  });

  it('points a run without demand at the orders (planning-workspaces §5)', () => {
    const error = apiErrorOf(base);
    expect(error.code).toBe('MRP_INVALID');
    expect(error.details).toEqual([{ field: 'body.orders', message: 'orders: none' }]);
  });

  it('words a receipt’s cancel and reschedule-out messages, with no unit when the item has none', () => {
    const result = runMrp({
      ...base,
      items: [{ itemId: 'A', itemName: 'A' }],
      stock: [{ itemId: 'A', onHand: 100 }],
      scheduledReceipts: [
        { receiptId: 'MO-1', itemId: 'A', kind: 'PRODUCTION_ORDER', quantity: 50, dueDate: '2026-01-06' },
        { receiptId: 'PO-2', itemId: 'A', kind: 'PURCHASE_ORDER', quantity: 50, dueDate: '2026-01-15' },
      ],
      demandOrders: [{ productId: 'A', quantity: 140, requiredDate: '2026-01-27' }],
    });
    expect(result.actionMessages.map((m) => actionMessageText(m))).toEqual([
      'Cancel Purchase order PO-2 for 50 of A due 2026-01-15: not needed within the planning horizon',
      'Reschedule out Production order MO-1 for 50 of A from 2026-01-06 to 2026-01-27',
    ]);
  });

  it('words an in-process order that is not needed as a reschedule-out past the horizon, never a cancel', () => {
    const result = runMrp({
      ...base,
      items: [{ itemId: 'A', itemName: 'A', unit: 'PC' }],
      stock: [{ itemId: 'A', onHand: 100 }],
      scheduledReceipts: [
        {
          receiptId: '1013',
          itemId: 'A',
          kind: 'PRODUCTION_ORDER',
          quantity: 50,
          dueDate: '2026-01-06',
          componentsIssued: true,
        },
      ],
      demandOrders: [{ productId: 'A', quantity: 40, requiredDate: '2026-01-27' }],
    });
    expect(result.actionMessages.map((m) => actionMessageText(m))).toEqual([
      'Reschedule out Production order 1013 for 50 PC of A from 2026-01-06 to 2026-02-09: in process, not needed within the planning horizon',
    ]);
  });

  it('words the same messages and warnings in Portuguese for a pt-BR caller, dates the Brazilian way', () => {
    const result = runMrp({
      ...base,
      items: [{ itemId: 'A', itemName: 'A', unit: 'KG' }],
      stock: [{ itemId: 'A', onHand: 100 }],
      scheduledReceipts: [
        { receiptId: 'MO-1', itemId: 'A', kind: 'PRODUCTION_ORDER', quantity: 50.5, dueDate: '2026-01-06' },
        { receiptId: 'PO-2', itemId: 'A', kind: 'PURCHASE_ORDER', quantity: 50, dueDate: '2026-01-15' },
      ],
      demandOrders: [{ productId: 'A', quantity: 140, requiredDate: '2026-01-27' }],
    });
    expect(result.actionMessages.map((m) => actionMessageText(m, 'pt-BR'))).toEqual([
      'Cancelar Pedido de compra PO-2 de 50 KG de A com entrega em 15/01/2026: não é necessária no horizonte de planejamento',
      'Adiar Ordem de produção MO-1 de 50,5 KG de A de 06/01/2026 para 27/01/2026',
    ]);
    expect(mrpWarningText({ code: 'ITEM_NOT_IN_MASTER', itemId: 'X-9' }, 'pt-BR')).toBe(
      'O item X-9 não está no cadastro de itens: planejado com lead time 0, lote a lote',
    );
    expect(mrpWarningText({ code: 'ITEM_NOT_IN_MASTER', itemId: 'X-9' })).toBe(
      'Item X-9 is not in the item master: planned with lead time 0, lot-for-lot',
    );
  });

  it('keeps the engine’s error codes apart from the words', () => {
    const error = catchOf(() => runMrp(base));
    expect(error).toBeInstanceOf(MrpInputError);
    expect((error as MrpInputError).code).toBe('MRP_NO_DEMAND');
  });
});
