import type { InvoiceRecord } from './finance.ts';
import type { Random } from './prng.ts';
import { NOW_MS } from './production-orders.ts';
import type { JournalEntryRow, JournalLineRow, PurchaseOrderRow } from './rows.ts';
import { atDay, DAY_MS, iso, money, onDayAt, weekStart } from './time.ts';

/** Account ids by number. */
const account = (number: string) => `ACC-${number}`;

interface EntryDraft {
  dateMs: number;
  description: string;
  reference: string | null;
  status: JournalEntryRow['status'];
  /** [account, debit, credit] */
  lines: [string, number, number][];
}

/** A two-line entry: debit one account, credit another, the same amount. */
function transfer(
  dateMs: number,
  description: string,
  reference: string | null,
  debit: string,
  credit: string,
  amount: number,
): EntryDraft {
  const value = money(amount);
  return {
    dateMs,
    description,
    reference,
    status: 'Posted',
    lines: [
      [account(debit), value, 0],
      [account(credit), 0, value],
    ],
  };
}

/** Opening balances twelve weeks back; retained earnings close the entry so it balances. */
function openingBalances(): EntryDraft {
  const debits: [string, number][] = [
    ['1010', 1_240_000],
    ['1000', 8_500],
    ['1100', 612_000],
    ['1200', 418_000],
    ['1210', 96_500],
    ['1220', 384_000],
    ['1500', 6_850_000],
    ['1510', 942_000],
  ];
  const credits: [string, number][] = [
    ['1590', 2_140_000],
    ['2000', 318_000],
    ['2100', 74_000],
    ['3000', 5_000_000],
  ];
  const retained = debits.reduce((a, [, v]) => a + v, 0) - credits.reduce((a, [, v]) => a + v, 0);
  return {
    dateMs: atDay(-84, 0),
    description: 'Opening balances',
    reference: 'OPEN',
    status: 'Posted',
    lines: [
      ...debits.map(([n, v]): [string, number, number] => [account(n), v, 0]),
      ...credits.map(([n, v]): [string, number, number] => [account(n), 0, v]),
      [account('3100'), 0, retained],
    ],
  };
}

/**
 * The ledger of the last twelve weeks: opening balances, invoices and their cost of sales,
 * customer payments, goods receipts, weekly payroll, monthly energy, depreciation and production
 * settlement, and two draft entries for this week. Every entry balances to the cent.
 */
export function buildJournal(
  invoices: readonly InvoiceRecord[],
  purchaseOrders: readonly PurchaseOrderRow[],
  random: Random,
): { entries: JournalEntryRow[]; lines: JournalLineRow[] } {
  const drafts: EntryDraft[] = [openingBalances()];
  for (const { invoice, paidMs } of invoices) {
    const dateMs = Date.parse(invoice.invoice_date);
    if (dateMs < atDay(-84, 1)) continue;
    const ref = invoice.invoice_number;
    drafts.push(transfer(dateMs, `Customer invoice ${ref}`, ref, '1100', '4000', invoice.total_amount));
    drafts.push(
      transfer(
        dateMs,
        `Cost of sales ${ref}`,
        ref,
        '5000',
        '1220',
        invoice.total_amount * random.between(0.58, 0.7),
      ),
    );
    if (paidMs !== null)
      drafts.push(transfer(paidMs, `Payment received ${ref}`, ref, '1010', '1100', invoice.total_amount));
  }
  for (const po of purchaseOrders.filter((p) => p.status === 'Received')) {
    const dateMs = Date.parse(po.expected_date);
    drafts.push(
      transfer(
        dateMs,
        `Goods receipt ${po.po_id} ${po.material_id}`,
        po.po_id,
        '1200',
        '2000',
        po.quantity * po.unit_price,
      ),
    );
  }
  for (let week = -12; week < 0; week++) {
    const friday = onDayAt(weekStart(week), 4 * 24 + 15);
    drafts.push(
      transfer(friday, 'Weekly payroll', `PAY-W${week + 13}`, '6000', '1010', random.between(38_000, 44_000)),
    );
    drafts.push(
      transfer(
        friday,
        'Material issues to production',
        `ISS-W${week + 13}`,
        '1210',
        '1200',
        random.between(85_000, 120_000),
      ),
    );
    drafts.push(
      transfer(
        friday,
        'Production receipts to finished goods',
        `GR-W${week + 13}`,
        '1220',
        '1210',
        random.between(150_000, 210_000),
      ),
    );
    if (random.chance(0.5))
      drafts.push(
        transfer(
          friday,
          'Vendor payments run',
          `PAYRUN-W${week + 13}`,
          '2000',
          '1010',
          random.between(60_000, 140_000),
        ),
      );
  }
  for (const day of [-77, -49, -21]) {
    drafts.push(
      transfer(
        atDay(day, 8),
        'Energy and steam, monthly invoice',
        `UTIL${day}`,
        '6100',
        '2000',
        random.between(52_000, 61_000),
      ),
    );
    drafts.push(transfer(atDay(day, 9), 'Monthly depreciation', `DEP${day}`, '6300', '1590', 71_250));
    drafts.push(
      transfer(
        atDay(day, 10),
        'Maintenance contracts and spare parts',
        `MNT${day}`,
        '6200',
        '2000',
        random.between(14_000, 26_000),
      ),
    );
  }
  drafts.push(
    transfer(atDay(-4, 16), 'Emergency repair, PRS-06 hydraulic pump', 'DT-001', '6200', '2000', 18_430),
  );
  drafts.push({
    ...transfer(
      NOW_MS + 2 * DAY_MS,
      'Accrual: planned maintenance, week 1',
      'MNT-ACCR',
      '6200',
      '2100',
      9_800,
    ),
    status: 'Draft',
  });
  drafts.push({
    ...transfer(NOW_MS + DAY_MS, 'Freight accrual, November shipments', 'FRT-ACCR', '6400', '2000', 12_650),
    status: 'Draft',
  });
  const ordered = drafts.sort((a, b) => a.dateMs - b.dateMs);
  const entries: JournalEntryRow[] = [];
  const lines: JournalLineRow[] = [];
  ordered.forEach((draft, i) => {
    const entryId = `JE-${String(i + 1).padStart(6, '0')}`;
    entries.push({
      entry_id: entryId,
      entry_date: iso(draft.dateMs),
      description: draft.description,
      reference: draft.reference,
      status: draft.status,
    });
    draft.lines.forEach(([accountId, debit, credit], j) => {
      lines.push({
        entry_id: entryId,
        line_no: j + 1,
        account_id: accountId,
        debit: money(debit),
        credit: money(credit),
      });
    });
  });
  return { entries, lines };
}
