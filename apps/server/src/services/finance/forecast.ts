import type { CashFlowItem, CashForecastResponse } from '@takt/contract';
import { addDays, DEFAULT_PAYMENT_TERMS_DAYS, forecastCash } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { plantDate } from '../../time/plant-clock.ts';
import { plantTimeZone } from '../plant-time.ts';
import { openBills } from './bills.ts';
import { cashPositionOf } from './cash-and-balances.ts';
import { ledgerSnapshot } from './ledger-read.ts';

/**
 * Cash over the next `days` days: today's cash position, customers paying open invoices on their due
 * dates, the plant paying its open supplier bills on their due dates (overdue ones on the first day),
 * its open and in-transit purchase orders at expected receipt plus the vendor terms, and the purchase
 * requisitions of the caller's latest MRP run at their due date plus the terms. A received order is
 * owed through its bill only: an order that has a bill is never counted as an open order too.
 */
export async function cashForecast(
  db: Kysely<Database>,
  datasetId: string | null,
  now: Date,
  days: number,
  ownerKey: string | null = null,
): Promise<CashForecastResponse> {
  const snapshot = await ledgerSnapshot(db, datasetId, now);
  const start = snapshot.asOfDate;
  const items: CashFlowItem[] = [];
  if (datasetId) {
    const q = scoped(db, datasetId);
    const [invoices, bills, purchases, materials] = await Promise.all([
      q
        .selectFrom('invoices')
        .leftJoin('customers', (join) =>
          join
            .onRef('customers.customer_id', '=', 'invoices.customer_id')
            .onRef('customers.dataset_id', '=', 'invoices.dataset_id'),
        )
        .select([
          'invoices.invoice_number',
          'invoices.customer_id',
          'customers.name',
          'invoices.due_date',
          'invoices.amount_due',
        ])
        .where('invoices.status', '=', 'Pending')
        .execute(),
      openBills(db, datasetId),
      q
        .selectFrom('purchase_orders')
        .leftJoin('vendors', (join) =>
          join
            .onRef('vendors.vendor_id', '=', 'purchase_orders.vendor_id')
            .onRef('vendors.dataset_id', '=', 'purchase_orders.dataset_id'),
        )
        .select([
          'purchase_orders.po_id',
          'purchase_orders.vendor_id',
          'vendors.name',
          'purchase_orders.expected_date',
          'purchase_orders.quantity',
          'purchase_orders.unit_price',
        ])
        .where('purchase_orders.status', 'in', ['Open', 'In Transit'])
        .execute(),
      q.selectFrom('materials').select(['material_id', 'standard_cost']).execute(),
    ]);
    const standardCost = new Map(materials.map((m) => [m.material_id, Number(m.standard_cost)]));
    const timeZone = await plantTimeZone(db, datasetId);
    const day = (at: Date) => plantDate(at, timeZone);
    for (const invoice of invoices) {
      const date = day(invoice.due_date);
      items.push({
        date,
        kind: 'invoice',
        reference: invoice.invoice_number,
        party: invoice.name ?? invoice.customer_id,
        amount: Number(invoice.amount_due),
        overdue: date < start,
      });
    }
    const billed = new Set<string>();
    for (const bill of bills) {
      if (bill.po_id) billed.add(bill.po_id);
      const date = day(bill.due_date);
      items.push({
        date,
        kind: 'bill',
        reference: bill.bill_number,
        party: bill.name ?? bill.vendor_id,
        amount: -bill.amount_due,
        overdue: date < start,
      });
    }
    for (const po of purchases) {
      if (billed.has(po.po_id)) continue;
      const date = addDays(day(po.expected_date), DEFAULT_PAYMENT_TERMS_DAYS);
      items.push({
        date,
        kind: 'purchase_order',
        reference: po.po_id,
        party: po.name ?? po.vendor_id,
        amount: -Math.round(Number(po.quantity) * Number(po.unit_price) * 100) / 100,
        overdue: date < start,
      });
    }
    for (const requisition of await plannedPurchases(db, datasetId, ownerKey)) {
      const date = addDays(requisition.due_date, DEFAULT_PAYMENT_TERMS_DAYS);
      items.push({
        date,
        kind: 'purchase_requisition',
        reference: requisition.order_id,
        party: requisition.item_id,
        amount:
          -Math.round(requisition.order_quantity * (standardCost.get(requisition.item_id) ?? 0) * 100) / 100,
        overdue: date < start,
      });
    }
  }
  const forecast = forecastCash(cashPositionOf(snapshot).total_cash, start, days, items);
  const inWindow = items
    .filter((i) => i.date <= forecast.endDate && i.amount !== 0)
    .sort((a, b) => a.date.localeCompare(b.date) || a.reference.localeCompare(b.reference));
  return {
    days,
    start_date: forecast.startDate,
    end_date: forecast.endDate,
    opening_cash: forecast.openingCash,
    total_inflow: forecast.totalInflow,
    total_outflow: forecast.totalOutflow,
    closing_cash: forecast.closingCash,
    lowest_balance: forecast.lowestBalance,
    lowest_balance_date: forecast.lowestBalanceDate,
    daily: forecast.daily,
    items: inWindow,
  };
}

interface WirePlannedOrder {
  order_id: string;
  item_id: string;
  order_quantity: number;
  due_date: string;
  order_type: string;
}

/**
 * The purchase requisitions of the caller's latest finished MRP run on this dataset: the planned
 * purchases MRP found. None when the caller has not run MRP (the forecast then has the open orders).
 */
async function plannedPurchases(
  db: Kysely<Database>,
  datasetId: string,
  ownerKey: string | null,
): Promise<WirePlannedOrder[]> {
  if (!ownerKey) return [];
  const run = await db
    .selectFrom('schedule_runs')
    .select('result')
    .where('kind', '=', 'mrp')
    .where('status', '=', 'done')
    .where('owner_key', '=', ownerKey)
    .where('dataset_id', '=', datasetId)
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const result = (typeof run?.result === 'string' ? JSON.parse(run.result) : run?.result) as
    | { planned_orders?: WirePlannedOrder[] }
    | null
    | undefined;
  return (result?.planned_orders ?? []).filter((o) => o.order_type === 'PURCHASE_REQUISITION');
}
