import type { Invoice, InvoicesQuery, JournalEntriesQuery, JournalEntry } from '@takt/contract';
import { roundMoney } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { plantToday } from './ledger-read.ts';

const DAY_MS = 86_400_000;

/** Customer invoices, latest due first; overdue = still owed after its due date (at the server's clock). */
export async function listInvoices(
  db: Kysely<Database>,
  datasetId: string | null,
  now: Date,
  filter: Omit<InvoicesQuery, 'source'> & { invoice_id?: string },
): Promise<{ invoices: Invoice[]; total_count: number }> {
  if (!datasetId) return { invoices: [], total_count: 0 };
  let query = scoped(db, datasetId)
    .selectFrom('invoices')
    .leftJoin('customers', (join) =>
      join
        .onRef('customers.customer_id', '=', 'invoices.customer_id')
        .onRef('customers.dataset_id', '=', 'invoices.dataset_id'),
    )
    .select([
      'invoices.invoice_id',
      'invoices.invoice_number',
      'invoices.customer_id',
      'customers.name as customer_name',
      'invoices.invoice_date',
      'invoices.due_date',
      'invoices.total_amount',
      'invoices.amount_due',
      'invoices.status',
    ]);
  if (filter.invoice_id) query = query.where('invoices.invoice_id', '=', filter.invoice_id);
  if (filter.status) query = query.where('invoices.status', '=', filter.status);
  if (filter.customer_id) query = query.where('invoices.customer_id', '=', filter.customer_id);
  if (filter.overdue_only)
    query = query.where('invoices.status', '=', 'Pending').where('invoices.due_date', '<', now);
  const rows = await query.orderBy('invoices.due_date', 'desc').orderBy('invoices.invoice_id').execute();
  const invoices = rows.map((r): Invoice => {
    const late = r.status === 'Pending' && r.due_date.getTime() < now.getTime();
    return {
      invoice_id: r.invoice_id,
      invoice_number: r.invoice_number,
      customer_id: r.customer_id,
      customer_name: r.customer_name ?? r.customer_id,
      invoice_date: r.invoice_date.toISOString(),
      due_date: r.due_date.toISOString(),
      total_amount: roundMoney(Number(r.total_amount)),
      amount_due: roundMoney(Number(r.amount_due)),
      is_overdue: late,
      days_overdue: late ? Math.floor((now.getTime() - r.due_date.getTime()) / DAY_MS) : 0,
      status: r.status,
    };
  });
  return { invoices: invoices.slice(0, filter.limit), total_count: invoices.length };
}

/** Journal entries with their lines, latest first; dates are plant days, both ends included. */
export async function listJournalEntries(
  db: Kysely<Database>,
  datasetId: string | null,
  now: Date,
  filter: Omit<JournalEntriesQuery, 'source'>,
): Promise<{ entries: JournalEntry[]; total_count: number }> {
  if (!datasetId) return { entries: [], total_count: 0 };
  const clock = await plantToday(db, datasetId, now);
  const q = scoped(db, datasetId);
  let query = q.selectFrom('journal_entries').selectAll();
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.from_date) {
    const dayBefore = new Date(Date.parse(`${filter.from_date}T00:00:00Z`) - DAY_MS)
      .toISOString()
      .slice(0, 10);
    query = query.where('entry_date', '>', clock.endOfDay(dayBefore));
  }
  if (filter.to_date) query = query.where('entry_date', '<=', clock.endOfDay(filter.to_date));
  const all = await query.orderBy('entry_date', 'desc').orderBy('entry_id', 'desc').execute();
  const page = all.slice(0, filter.limit);
  const lines = page.length
    ? await q
        .selectFrom('journal_lines')
        .innerJoin('accounts', (join) =>
          join
            .onRef('accounts.account_id', '=', 'journal_lines.account_id')
            .onRef('accounts.dataset_id', '=', 'journal_lines.dataset_id'),
        )
        .select([
          'journal_lines.entry_id',
          'journal_lines.line_no',
          'journal_lines.account_id',
          'accounts.account_number',
          'accounts.account_name',
          'journal_lines.debit',
          'journal_lines.credit',
        ])
        .where(
          'journal_lines.entry_id',
          'in',
          page.map((e) => e.entry_id),
        )
        .orderBy('journal_lines.line_no')
        .execute()
    : [];
  const entries = page.map((entry): JournalEntry => {
    const own = lines
      .filter((l) => l.entry_id === entry.entry_id)
      .map(({ entry_id: _, ...line }) => ({
        ...line,
        debit: Number(line.debit),
        credit: Number(line.credit),
      }));
    return {
      entry_id: entry.entry_id,
      entry_date: entry.entry_date.toISOString(),
      description: entry.description,
      reference: entry.reference,
      status: entry.status,
      total_debit: roundMoney(own.reduce((s, l) => s + l.debit, 0)),
      total_credit: roundMoney(own.reduce((s, l) => s + l.credit, 0)),
      lines: own,
    };
  });
  return { entries, total_count: all.length };
}
