import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { fetchFinancialSummary } from '../../api/financial-api.ts';
import { type Bill, type BillPaymentResponse, payBill } from '../../api/financial-bills-api.ts';
import { useT } from '../../i18n/t.ts';
import { formatMoney } from './financial-format.ts';

/** Whole cents between 0.01 and what is due: the bounds the server checks too (it answers 409 past them). */
function isPayable(amount: number, due: number): boolean {
  return (
    Number.isFinite(amount) &&
    amount > 0 &&
    amount <= due &&
    Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6
  );
}

/**
 * Pays one supplier bill: the cash account (the summary's cash and bank accounts, the operating bank
 * first) and the amount, which defaults to what is due. The server posts payables against cash.
 */
export function BillPaymentForm({
  bill,
  initial,
  onPaid,
  onCancel,
}: {
  bill: Bill;
  /** A payment the finance chat proposed: its amount and cash account fill the form. */
  initial?: { amount: number; cashAccountId: string } | undefined;
  onPaid: (result: BillPaymentResponse, amount: number) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const summary = useQuery({
    queryKey: ['financial', 'summary'],
    queryFn: ({ signal }) => fetchFinancialSummary(signal),
  });
  const accounts = summary.data?.cash_position.by_account ?? [];
  const [accountId, setAccountId] = useState(initial?.cashAccountId ?? '');
  const [amountText, setAmountText] = useState(String(initial?.amount ?? bill.amount_due));
  const [problem, setProblem] = useState<string | null>(null);
  const chosen =
    accountId ||
    accounts.find((a) => a.account_number === '1010')?.account_id ||
    accounts[0]?.account_id ||
    '';
  const payment = useMutation({
    mutationFn: (amount: number) => payBill({ billId: bill.bill_id, amount, cashAccountId: chosen }),
    onSuccess: (result, amount) => onPaid(result, amount),
    onError: (error) =>
      setProblem(error instanceof ApiError ? (error.serverMessage ?? error.message) : t('fb.form.failed')),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const amount = Number(amountText.replace(',', '.'));
    if (!isPayable(amount, bill.amount_due)) {
      setProblem(t('fb.form.amountRule', { amount: formatMoney(bill.amount_due) }));
      return;
    }
    setProblem(null);
    payment.mutate(amount);
  }

  const title = t('fb.form.title', { bill: bill.bill_number, vendor: bill.vendor_name });
  return (
    <form className="bill-payment" aria-label={title} onSubmit={submit} noValidate>
      <h3 className="bill-payment__title">{title}</h3>
      <label>
        {t('fb.form.account')}
        <select value={chosen} onChange={(event) => setAccountId(event.target.value)}>
          {accounts.map((a) => (
            <option key={a.account_id} value={a.account_id}>
              {a.account_number} {a.account_name} ({formatMoney(a.balance)})
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('fb.form.amount')}
        <input
          type="number"
          inputMode="decimal"
          min={0.01}
          max={bill.amount_due}
          step={0.01}
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
        />
      </label>
      <span className="muted">{t('fb.form.due', { amount: formatMoney(bill.amount_due) })}</span>
      <div className="bill-payment__actions">
        <button type="submit" className="button button--primary" disabled={payment.isPending || !chosen}>
          {payment.isPending ? t('fb.form.paying') : t('fb.form.submit')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('fb.form.cancel')}
        </button>
      </div>
      {problem && (
        <p className="error-note__detail" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
