import { fromCents, toCents } from './money.ts';

/**
 * Vendors in the sample plant carry no payment terms of their own: a supplier bill falls due this
 * many days after it is raised (net 30). The one place the default is written.
 */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * Supplier bills are numbered B-30001, B-30002, …: the sample plant's seed bills take the first
 * numbers and each goods receipt the next; a dataset without bills starts here too.
 */
export const FIRST_BILL_NUMBER = 30_001;

/** The instant a bill raised at `billedAtMs` falls due, `termsDays` later (epoch milliseconds). */
export const billDueAtMs = (billedAtMs: number, termsDays = DEFAULT_PAYMENT_TERMS_DAYS): number =>
  billedAtMs + termsDays * DAY_MS;

/** One movement of Accounts Payable, in date order: a bill raised (credit) or a payment made (debit). */
export type PayableMovement =
  | { kind: 'bill'; reference: string; amount: number }
  | { kind: 'payment'; amount: number };

export interface OpenPayable {
  reference: string;
  amount: number;
  amountDue: number;
}

/**
 * Which payables are still open after a run of movements, paying the oldest bill first (as a
 * vendor payment run that names no bill is applied). The open amounts sum to the payables balance
 * to the cent; `unapplied` is what payments paid beyond every bill (0 in a consistent ledger).
 */
export function openPayables(movements: readonly PayableMovement[]): {
  open: OpenPayable[];
  unapplied: number;
} {
  const bills: { reference: string; cents: number; dueCents: number }[] = [];
  let unapplied = 0;
  for (const movement of movements) {
    if (movement.kind === 'bill') {
      const cents = toCents(movement.amount);
      bills.push({ reference: movement.reference, cents, dueCents: cents });
      continue;
    }
    let left = toCents(movement.amount);
    for (const bill of bills) {
      if (left <= 0) break;
      const paid = Math.min(bill.dueCents, left);
      bill.dueCents -= paid;
      left -= paid;
    }
    unapplied += left;
  }
  return {
    open: bills
      .filter((b) => b.dueCents > 0)
      .map((b) => ({ reference: b.reference, amount: fromCents(b.cents), amountDue: fromCents(b.dueCents) })),
    unapplied: fromCents(unapplied),
  };
}
