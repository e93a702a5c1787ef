import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchInvoices } from '../../api/financial-api.ts';
import { usePlantTimeZone } from '../../i18n/plant-time.ts';
import { FinancialLoadError, FinancialLoading } from './FinancialLoadState.tsx';
import { formatDay, formatMoney } from './financial-format.ts';
import { FINANCIAL_LABELS } from './labels.ts';

const L = FINANCIAL_LABELS.invoices;

/** F.01's invoice list: the customer invoices (§9: 20 at most), overdue ones marked. */
export function InvoiceList() {
  const [overdueOnly, setOverdueOnly] = useState(false);
  const timeZone = usePlantTimeZone();
  const invoices = useQuery({
    queryKey: ['financial', 'invoices', overdueOnly],
    queryFn: ({ signal }) => fetchInvoices({ overdueOnly }, signal),
  });

  return (
    <section className="panel" aria-labelledby="financial-invoices-title">
      <div className="financial-panel__head">
        <h2 id="financial-invoices-title" className="panel__title">
          {L.title}
          {invoices.data && (
            <span className="muted">
              {' '}
              (
              {invoices.data.invoices.length < invoices.data.total_count
                ? L.shownOf(invoices.data.invoices.length, invoices.data.total_count)
                : invoices.data.total_count}
              )
            </span>
          )}
        </h2>
        <label className="financial-check">
          <input
            type="checkbox"
            checked={overdueOnly}
            onChange={(event) => setOverdueOnly(event.target.checked)}
          />{' '}
          {L.overdueOnly}
        </label>
      </div>
      {invoices.isPending ? (
        <FinancialLoading />
      ) : invoices.isError ? (
        <FinancialLoadError error={invoices.error} onRetry={() => invoices.refetch()} />
      ) : invoices.data.invoices.length === 0 ? (
        <p className="empty-state">{L.empty}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-label={L.title}>
            <thead>
              <tr>
                <th scope="col">{L.number}</th>
                <th scope="col">{L.customer}</th>
                <th scope="col" className="num">
                  {L.total}
                </th>
                <th scope="col" className="num">
                  {L.due}
                </th>
                <th scope="col">{L.dueDate}</th>
                <th scope="col">{L.status}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.invoices.map((invoice) => (
                <tr key={invoice.invoice_id}>
                  <td className="mono">{invoice.invoice_number}</td>
                  <td>{invoice.customer_name}</td>
                  <td className="num">{formatMoney(invoice.total_amount)}</td>
                  <td className="num">{formatMoney(invoice.amount_due)}</td>
                  <td>{formatDay(invoice.due_date, timeZone)}</td>
                  <td>
                    {L.statuses[invoice.status]}
                    {invoice.is_overdue && (
                      <span className="financial-badge financial-badge--overdue">{L.overdue}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
