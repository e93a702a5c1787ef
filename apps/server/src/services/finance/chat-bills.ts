import type { FinancialChatResponse } from '@takt/contract';
import { roundMoney } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { formatDay } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { plantDate } from '../../time/plant-clock.ts';
import { plantTimeZone } from '../plant-time.ts';
import { listBills } from './bills.ts';
import { isCashAccount, loadAccounts } from './ledger-read.ts';

type Language = FinancialChatResponse['language'];
type Answer = Pick<FinancialChatResponse, 'reply' | 'figures' | 'bill_payment'>;

const LISTED = 10;

/** "What do we owe suppliers?": the open bills' total, how much is overdue, and the vendors owed most. */
export async function answerPayables(
  db: Kysely<Database>,
  datasetId: string | null,
  now: Date,
  language: Language,
): Promise<Answer> {
  const { bills, total_count, total_due } = await listBills(db, datasetId, now, {
    status: 'Pending',
    limit: 500,
  });
  const overdue = bills.filter((b) => b.is_overdue);
  const byVendor = new Map<string, number>();
  for (const bill of bills)
    byVendor.set(bill.vendor_name, (byVendor.get(bill.vendor_name) ?? 0) + bill.amount_due);
  const top = [...byVendor].sort((a, b) => b[1] - a[1]).slice(0, 5);
  const timeZone = await plantTimeZone(db, datasetId);
  const next = bills[0];
  const overdueTotal = roundMoney(overdue.reduce((s, b) => s + b.amount_due, 0));
  const lines = [
    t(language, 'finance.payablesBills', { total: total_due, open: total_count, overdue: overdueTotal }),
    ...top.map(([vendor, amount]) =>
      t(language, 'finance.payablesVendor', { vendor, amount: roundMoney(amount) }),
    ),
  ];
  if (next)
    lines.push(
      t(language, 'finance.payablesNext', {
        bill: next.bill_number,
        vendor: next.vendor_name,
        amount: next.amount_due,
        date: formatDay(language, plantDate(new Date(next.due_date), timeZone)),
      }),
    );
  return {
    reply: lines.join('\n'),
    figures: {
      payables: total_due,
      open_bills: total_count,
      overdue: overdueTotal,
      overdue_bills: overdue.length,
    },
  };
}

/** "Which bills are overdue?": each bill past its due date, the latest first. */
export async function answerOverdueBills(
  db: Kysely<Database>,
  datasetId: string | null,
  now: Date,
  language: Language,
): Promise<Answer> {
  const { bills, total_count, total_due } = await listBills(db, datasetId, now, {
    overdue_only: true,
    limit: 500,
  });
  const lines = [...bills]
    .sort((a, b) => b.days_overdue - a.days_overdue)
    .slice(0, LISTED)
    .map((b) =>
      t(language, 'finance.overdueBillLine', {
        vendor: b.vendor_name,
        bill: b.bill_number,
        amount: b.amount_due,
        days: b.days_overdue,
      }),
    );
  return {
    reply: [
      t(language, 'finance.overdueBillsHeader', { count: total_count, total: total_due }),
      ...lines,
    ].join('\n'),
    figures: { overdue_bills: total_count, overdue: total_due },
  };
}

const BILL_NUMBER = /\bB-\d{1,9}\b/i;
const AMOUNT = /(?:\$|R\$|\bamount\b|\bvalor\b)\s*([\d.,]+)/i;
/** "petty cash", "cash on hand", "caixa" name the Cash account; else the operating bank account. */
const PETTY_CASH = /\b(petty cash|cash on hand|caixa pequeno|caixinha|dinheiro)\b/i;

/** Whether the message asks to pay a supplier bill named by its number. */
export const asksToPayBill = (message: string) =>
  /\b(pay|pagar|pague|paga|quitar|quite)\b/i.test(message) && BILL_NUMBER.test(message);

/**
 * "pay bill B-30006 from operating cash": a proposal, never a payment. It names the bill, the amount
 * (the one asked for, else all that is due) and the cash account, and says how to make it: the Pay
 * button of the Bills list, which sends exactly these fields.
 */
export async function proposeBillPayment(
  db: Kysely<Database>,
  datasetId: string | null,
  now: Date,
  language: Language,
  message: string,
): Promise<Answer> {
  const number = message.match(BILL_NUMBER)?.[0].toUpperCase() ?? '';
  const { bills } = await listBills(db, datasetId, now, { limit: 500 });
  const bill = bills.find((b) => b.bill_number === number);
  if (!bill) return { reply: t(language, 'finance.billUnknown', { bill: number }), figures: {} };
  if (bill.status === 'Paid')
    return { reply: t(language, 'finance.billAlreadyPaid', { bill: number }), figures: {} };
  const accounts = (await loadAccounts(db, datasetId)).filter((a) => isCashAccount(a) && a.is_active);
  const cash =
    accounts.find((a) =>
      PETTY_CASH.test(message) ? a.account_number === '1000' : a.account_number === '1010',
    ) ?? accounts[0];
  if (!cash) return { reply: t(language, 'finance.help'), figures: {} };
  const asked = Number(message.match(AMOUNT)?.[1]?.replace(/,/g, '') ?? Number.NaN);
  const amount =
    Number.isFinite(asked) && asked > 0 && asked <= bill.amount_due ? roundMoney(asked) : bill.amount_due;
  return {
    reply: t(language, 'finance.payBillProposal', {
      bill: bill.bill_number,
      vendor: bill.vendor_name,
      amount,
      due: bill.amount_due,
      account: cash.account_name,
    }),
    figures: { amount, amount_due: bill.amount_due },
    bill_payment: {
      bill_id: bill.bill_id,
      bill_number: bill.bill_number,
      amount,
      cash_account_id: cash.account_id,
    },
  };
}
