import type { ShipmentRequest, ShipmentResponse } from '@takt/contract';
import { fromCents, toCents } from '@takt/engine';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Caller, withWriteScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { postMovements } from '../inventory/stock-movements.ts';
import { postJournalEntry } from './ledger-posting.ts';

/** The sample chart's accounts a shipment posts to, by number. */
export const SHIPMENT_ACCOUNTS = {
  receivables: '1100',
  finishedGoods: '1220',
  revenue: '4000',
  costOfSales: '5000',
} as const;

/** Shipments leave from the main warehouse, from its free stock (what is not promised to others). */
export const SHIPPING_FROM = 'MAIN';

const SHIPPABLE = ['Open', 'Confirmed'];
const DAY_MS = 86_400_000;

const nextNumber = (ids: string[], prefix: string) =>
  Math.max(0, ...ids.map((id) => Number(id.slice(prefix.length))).filter(Number.isFinite)) + 1;

/**
 * Ships a sales order whole: its status turns Shipped in one conditional statement (one winner of
 * concurrent shipments), the goods leave MAIN by postMovements (STOCK_SHORT when the free stock is
 * short, and nothing is written), a customer invoice is raised due after the customer's payment
 * terms, and two entries are posted in the same transaction, as the sample ledger books a sale: the
 * invoice (receivables against revenue) and the cost of sales at standard cost (against finished goods).
 */
export async function shipSalesOrder(
  db: Kysely<Database>,
  caller: Caller,
  request: ShipmentRequest,
  now: Date,
): Promise<ShipmentResponse> {
  const { result, version } = await withWriteScope(db, caller, request.source, (trx, datasetId) =>
    bookShipment(trx, datasetId, request.sales_order_id, caller.userId, now),
  );
  return { ...result, version };
}

/**
 * A shipment in the caller's transaction (what `shipSalesOrder` books, and the sample plant's
 * roll-forward for the sales orders due while it runs): SALES_ORDER_NOT_FOUND, SALES_ORDER_SHIPPED
 * when it is not open or confirmed, STOCK_SHORT when MAIN's free stock is short.
 */
export async function bookShipment(
  trx: Transaction<Database>,
  datasetId: string,
  salesOrderId: string,
  userId: string | null,
  now: Date,
): Promise<Omit<ShipmentResponse, 'version'>> {
  const q = scoped(trx, datasetId);
  const order = await q
    .updateTable('sales_orders')
    .set({ status: 'Shipped' })
    .where('sales_order_id', '=', salesOrderId)
    .where('status', 'in', SHIPPABLE)
    .returning(['sales_order_id', 'customer_id', 'material_id', 'quantity', 'unit_price'])
    .executeTakeFirst();
  if (!order) {
    const existing = await q
      .selectFrom('sales_orders')
      .select('status')
      .where('sales_order_id', '=', salesOrderId)
      .executeTakeFirst();
    if (!existing)
      throw new AppError('SALES_ORDER_NOT_FOUND', { salesOrderId: salesOrderId }, [
        { field: 'body.sales_order_id', message: 'no such sales order' },
      ]);
    throw new AppError('SALES_ORDER_SHIPPED', {
      salesOrderId: salesOrderId,
      status: existing.status,
    });
  }
  const quantity = Number(order.quantity);
  await postMovements(trx, datasetId, [
    {
      materialId: order.material_id,
      from: SHIPPING_FROM,
      to: null,
      quantity,
      kind: 'issue',
      reason: `Shipment of sales order ${order.sales_order_id}`,
      reference: order.sales_order_id,
      userId,
      at: now,
    },
  ]);
  const [customer, material, invoices, accounts] = await Promise.all([
    q
      .selectFrom('customers')
      .select('payment_terms_days')
      .where('customer_id', '=', order.customer_id)
      .executeTakeFirst(),
    q
      .selectFrom('materials')
      .select('standard_cost')
      .where('material_id', '=', order.material_id)
      .executeTakeFirst(),
    q.selectFrom('invoices').select(['invoice_id', 'invoice_number']).execute(),
    q
      .selectFrom('accounts')
      .select(['account_id', 'account_number'])
      .where('account_number', 'in', Object.values(SHIPMENT_ACCOUNTS))
      .execute(),
  ]);
  const account = (key: keyof typeof SHIPMENT_ACCOUNTS) => {
    const id = accounts.find((a) => a.account_number === SHIPMENT_ACCOUNTS[key])?.account_id;
    if (!id) throw new Error(`the chart lacks account ${SHIPMENT_ACCOUNTS[key]} to post a shipment`);
    return id;
  };
  const invoiceId = `INV-${String(
    nextNumber(
      invoices.map((i) => i.invoice_id),
      'INV-',
    ),
  ).padStart(5, '0')}`;
  const invoiceNumber = `SI-${nextNumber(
    invoices.map((i) => i.invoice_number),
    'SI-',
  )}`;
  const amount = fromCents(toCents(quantity * Number(order.unit_price)));
  const cost = fromCents(toCents(quantity * Number(material?.standard_cost ?? 0)));
  const due = new Date(now.getTime() + (customer?.payment_terms_days ?? 30) * DAY_MS);
  await q
    .insertInto('invoices', {
      invoice_id: invoiceId,
      invoice_number: invoiceNumber,
      customer_id: order.customer_id,
      invoice_date: now,
      due_date: due,
      total_amount: amount,
      amount_due: amount,
      status: 'Pending',
    })
    .execute();
  const entryIds = [
    await postJournalEntry(trx, datasetId, {
      date: now,
      description: `Customer invoice ${invoiceNumber}`,
      reference: invoiceNumber,
      lines: [
        { accountId: account('receivables'), debit: amount, credit: 0 },
        { accountId: account('revenue'), debit: 0, credit: amount },
      ],
    }),
  ];
  if (cost > 0)
    entryIds.push(
      await postJournalEntry(trx, datasetId, {
        date: now,
        description: `Cost of sales ${invoiceNumber}`,
        reference: invoiceNumber,
        lines: [
          { accountId: account('costOfSales'), debit: cost, credit: 0 },
          { accountId: account('finishedGoods'), debit: 0, credit: cost },
        ],
      }),
    );
  return {
    sales_order_id: order.sales_order_id,
    material_id: order.material_id,
    quantity,
    invoice_id: invoiceId,
    invoice_number: invoiceNumber,
    invoice_amount: amount,
    due_date: due.toISOString(),
    cost_of_sales: cost,
    entry_ids: entryIds,
  };
}
