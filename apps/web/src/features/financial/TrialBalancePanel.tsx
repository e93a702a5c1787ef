import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchTrialBalance } from '../../api/financial-api.ts';
import { FinancialLoadError, FinancialLoading } from './FinancialLoadState.tsx';
import { formatDay, formatMoney } from './financial-format.ts';
import { FINANCIAL_LABELS } from './labels.ts';

const L = FINANCIAL_LABELS.trialBalance;

/** The trial balance at a plant-local date: each account's posted balance on its side, with the totals. */
export function TrialBalancePanel() {
  const [asOfDate, setAsOfDate] = useState('');
  const balance = useQuery({
    queryKey: ['financial', 'trial-balance', asOfDate],
    queryFn: ({ signal }) => fetchTrialBalance(asOfDate || undefined, signal),
  });

  return (
    <section className="panel" aria-labelledby="financial-trial-title">
      <div className="financial-panel__head">
        <h2 id="financial-trial-title" className="panel__title">
          {L.title}
          {balance.data && <span className="muted"> · {formatDay(balance.data.as_of_date)}</span>}
        </h2>
        <label className="financial-field">
          {L.asOf}
          <input type="date" value={asOfDate} onChange={(event) => setAsOfDate(event.target.value)} />
        </label>
      </div>
      {balance.isPending ? (
        <FinancialLoading />
      ) : balance.isError ? (
        <FinancialLoadError error={balance.error} onRetry={() => balance.refetch()} />
      ) : balance.data.rows.length === 0 ? (
        <p className="empty-state">{L.empty}</p>
      ) : (
        <div className="table-scroll financial-trial">
          <table className="data-table" aria-label={L.title}>
            <thead>
              <tr>
                <th scope="col">{L.account}</th>
                <th scope="col">{L.name}</th>
                <th scope="col">{L.type}</th>
                <th scope="col" className="num">
                  {L.debit}
                </th>
                <th scope="col" className="num">
                  {L.credit}
                </th>
              </tr>
            </thead>
            <tbody>
              {balance.data.rows.map((row) => (
                <tr key={row.account_id}>
                  <td className="mono">{row.account_number}</td>
                  <td>{row.account_name}</td>
                  <td>{row.account_type}</td>
                  <td className="num">{row.debit ? formatMoney(row.debit) : ''}</td>
                  <td className="num">{row.credit ? formatMoney(row.credit) : ''}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {L.totals}
                </th>
                <td className="num" data-testid="trial-total-debit">
                  {formatMoney(balance.data.total_debit)}
                </td>
                <td className="num" data-testid="trial-total-credit">
                  {formatMoney(balance.data.total_credit)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {balance.data && balance.data.rows.length > 0 && (
        <p className={balance.data.balanced ? 'financial-ok' : 'financial-bad'}>
          {balance.data.balanced ? L.balanced : L.unbalanced}
        </p>
      )}
    </section>
  );
}
