import type { Random } from './prng.ts';
import { NOW_MS } from './production-orders.ts';
import type { AccountRow, CustomerRow, InvoiceRow, SalesOrderRow } from './rows.ts';
import { atDay, DAY_MS, iso, money } from './time.ts';

type AccountSpec = [
  number: string,
  name: string,
  type: AccountRow['account_type'],
  description: string,
  normal?: 'DEBIT' | 'CREDIT',
];

// biome-ignore format: one row per line reads as a table
const ACCOUNT_SPECS: AccountSpec[] = [
  ['1000', 'Cash', 'ASSET', 'Petty cash and cash on hand'],
  ['1010', 'Bank - Operating Account', 'ASSET', 'Main operating bank account'],
  ['1100', 'Accounts Receivable', 'ASSET', 'Trade receivables from customers'],
  ['1200', 'Inventory - Raw Materials', 'ASSET', 'Polymers, fillers, chemicals, inserts and packaging'],
  ['1210', 'Inventory - Work in Process', 'ASSET', 'Compounds, semi-finished goods and open production orders'],
  ['1220', 'Inventory - Finished Goods', 'ASSET', 'Finished rubber products in stock'],
  ['1500', 'Machinery and Equipment', 'ASSET', 'Mixers, presses, extruders, autoclaves'],
  ['1510', 'Molds and Tooling', 'ASSET', 'Press molds, extrusion dies, mandrels'],
  ['1590', 'Accumulated Depreciation', 'ASSET', 'Contra account to machinery, molds and tooling', 'CREDIT'],
  ['2000', 'Accounts Payable', 'LIABILITY', 'Trade payables to vendors'],
  ['2100', 'Accrued Wages', 'LIABILITY', 'Wages earned and not yet paid'],
  ['2200', 'Taxes Payable', 'LIABILITY', 'Sales and payroll taxes due'],
  ['3000', 'Share Capital', 'EQUITY', 'Paid-in capital'],
  ['3100', 'Retained Earnings', 'EQUITY', 'Accumulated earnings'],
  ['4000', 'Sales Revenue', 'REVENUE', 'Sales of finished rubber products'],
  ['4100', 'Scrap Sales', 'REVENUE', 'Sales of rubber scrap and trimmings'],
  ['5000', 'Cost of Goods Sold', 'EXPENSE', 'Standard cost of products shipped'],
  ['5100', 'Production Variances', 'EXPENSE', 'Differences between actual and standard cost'],
  ['6000', 'Salaries and Wages', 'EXPENSE', 'Production and staff payroll'],
  ['6100', 'Energy and Utilities', 'EXPENSE', 'Electricity, steam and water'],
  ['6200', 'Maintenance and Repairs', 'EXPENSE', 'Planned maintenance and breakdown repairs'],
  ['6300', 'Depreciation', 'EXPENSE', 'Depreciation of machinery, molds and tooling'],
  ['6400', 'Freight Out', 'EXPENSE', 'Outbound freight to customers'],
  ['6500', 'Office and Administration', 'EXPENSE', 'Office, IT and administration'],
  ['6900', 'Bank Charges', 'EXPENSE', 'Bank fees', 'DEBIT'],
];

export const ACCOUNTS: AccountRow[] = ACCOUNT_SPECS.map(([number, name, type, description, normal]) => ({
  account_id: `ACC-${number}`,
  account_number: number,
  account_name: name,
  account_type: type,
  description,
  normal_balance: normal ?? (type === 'ASSET' || type === 'EXPENSE' ? 'DEBIT' : 'CREDIT'),
  is_active: true,
}));

/** An invoice and, when paid, the day it was paid. */
export interface InvoiceRecord {
  invoice: InvoiceRow;
  paidMs: number | null;
}

/**
 * Invoices for shipped sales orders plus older ones from before the order history; those due more
 * than a few days ago are mostly paid, some are pending and overdue.
 */
export function buildInvoices(
  salesOrders: readonly SalesOrderRow[],
  customers: readonly CustomerRow[],
  random: Random,
): InvoiceRecord[] {
  const termsOf = new Map(customers.map((c) => [c.customer_id, c.payment_terms_days]));
  const billed = salesOrders
    .filter((so) => so.status === 'Shipped')
    .map((so) => ({
      customerId: so.customer_id,
      dateMs: Date.parse(so.requested_date),
      amount: so.quantity * so.unit_price,
    }));
  for (let i = 0; i < 14; i++) {
    billed.push({
      customerId: random.pick(customers).customer_id,
      dateMs: atDay(-random.int(45, 110), 9),
      amount: random.between(8_000, 140_000),
    });
  }
  return billed
    .sort((a, b) => a.dateMs - b.dateMs)
    .map(({ customerId, dateMs, amount }, i) => {
      const dueMs = dateMs + (termsOf.get(customerId) ?? 30) * DAY_MS;
      const paidMs = dueMs + random.int(-10, 8) * DAY_MS;
      const isPaid = paidMs < NOW_MS && random.chance(0.85);
      const total = money(amount);
      return {
        invoice: {
          invoice_id: `INV-${String(i + 1).padStart(5, '0')}`,
          invoice_number: `SI-${7001 + i}`,
          customer_id: customerId,
          invoice_date: iso(dateMs),
          due_date: iso(dueMs),
          total_amount: total,
          amount_due: isPaid ? 0 : total,
          status: isPaid ? 'Paid' : 'Pending',
        },
        paidMs: isPaid ? paidMs : null,
      };
    });
}
