import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FinancialChatResponse } from '../../api/financial-api.ts';
import { type BillPaymentResponse, fetchBills } from '../../api/financial-bills-api.ts';
import { usePlantTimeZone } from '../../i18n/plant-time.ts';
import { useT } from '../../i18n/t.ts';
import { BillPaymentForm } from './BillPaymentForm.tsx';
import { FinancialLoadError, FinancialLoading } from './FinancialLoadState.tsx';
import { formatDay, formatMoney } from './financial-format.ts';
import './financial-bills.css';

/** A payment the finance chat read from "pay bill B-… from …": a new object for each answer. */
export type ProposedBillPayment = NonNullable<FinancialChatResponse['bill_payment']>;

/**
 * F.01's supplier bills (§9: 20 at most), earliest due first, overdue ones marked; Pay opens the
 * payment form under the list. A payment refreshes the whole ledger (cash, payables, forecast).
 */
export function BillList({ proposal = null }: { proposal?: ProposedBillPayment | null }) {
  const t = useT();
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [paying, setPaying] = useState<string | null>(null);
  const [paid, setPaid] = useState<string | null>(null);
  const timeZone = usePlantTimeZone();
  const queryClient = useQueryClient();
  const bills = useQuery({
    queryKey: ['financial', 'bills', overdueOnly],
    queryFn: ({ signal }) => fetchBills({ overdueOnly }, signal),
  });
  const billToPay = bills.data?.bills.find((b) => b.bill_id === paying);
  const proposed = proposal && proposal.bill_id === paying ? proposal : null;

  // Each proposal (a new object per chat answer) opens a fresh form, even for the bill already open.
  const [proposalCount, setProposalCount] = useState(0);
  useEffect(() => {
    if (!proposal) return;
    setPaid(null);
    setPaying(proposal.bill_id);
    setProposalCount((count) => count + 1);
  }, [proposal]);

  function onPaid(result: BillPaymentResponse, amount: number) {
    setPaying(null);
    setPaid(
      t('fb.form.paid', {
        bill: result.bill.bill_number,
        amount: formatMoney(amount),
        due: formatMoney(result.bill.amount_due),
      }),
    );
    void queryClient.invalidateQueries({ queryKey: ['financial'] });
  }

  return (
    <section className="panel" aria-labelledby="financial-bills-title">
      <div className="financial-panel__head">
        <h2 id="financial-bills-title" className="panel__title">
          {t('fb.title')}
          {bills.data && (
            <span className="muted">
              {' '}
              {t('fb.count', { shown: bills.data.bills.length, total: bills.data.total_count })}{' '}
              {t('fb.totalDue', { amount: formatMoney(bills.data.total_due) })}
            </span>
          )}
        </h2>
        <label className="financial-check">
          <input
            type="checkbox"
            checked={overdueOnly}
            onChange={(event) => setOverdueOnly(event.target.checked)}
          />{' '}
          {t('fb.overdueOnly')}
        </label>
      </div>
      {paid && (
        <p className="muted" role="status">
          {paid}
        </p>
      )}
      {bills.isPending ? (
        <FinancialLoading />
      ) : bills.isError ? (
        <FinancialLoadError error={bills.error} onRetry={() => bills.refetch()} />
      ) : bills.data.bills.length === 0 ? (
        <p className="empty-state">{t('fb.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-label={t('fb.title')}>
            <thead>
              <tr>
                <th scope="col">{t('fb.col.number')}</th>
                <th scope="col">{t('fb.col.vendor')}</th>
                <th scope="col">{t('fb.col.dueDate')}</th>
                <th scope="col" className="num">
                  {t('fb.col.amountDue')}
                </th>
                <th scope="col">{t('fb.col.status')}</th>
                <th scope="col">{t('fb.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {bills.data.bills.map((bill) => (
                <tr key={bill.bill_id} className={bill.is_overdue ? 'financial-row--overdue' : undefined}>
                  <td className="mono">{bill.bill_number}</td>
                  <td>{bill.vendor_name}</td>
                  <td>{formatDay(bill.due_date, timeZone)}</td>
                  <td className="num">{formatMoney(bill.amount_due)}</td>
                  <td>
                    {t(bill.status === 'Paid' ? 'fb.status.Paid' : 'fb.status.Pending')}
                    {bill.is_overdue && (
                      <span className="financial-badge financial-badge--overdue">
                        {t('fb.overdue', { days: bill.days_overdue })}
                      </span>
                    )}
                  </td>
                  <td>
                    {bill.status === 'Pending' && (
                      <button
                        type="button"
                        className="button bill-pay"
                        aria-label={t('fb.payBill', { bill: bill.bill_number })}
                        onClick={() => {
                          setPaid(null);
                          setPaying(bill.bill_id);
                        }}
                      >
                        {t('fb.pay')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {billToPay && (
        <BillPaymentForm
          key={`${billToPay.bill_id}-${proposalCount}`}
          bill={billToPay}
          initial={
            proposed ? { amount: proposed.amount, cashAccountId: proposed.cash_account_id } : undefined
          }
          onPaid={onPaid}
          onCancel={() => setPaying(null)}
        />
      )}
    </section>
  );
}
