import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchInvoices } from '../../api/financial-api.ts';
import { useLocale } from '../../i18n/language.ts';
import { usePlantTimeZone } from '../../i18n/plant-time.ts';
import { useT } from '../../i18n/t.ts';
import { FinancialLoadError, FinancialLoading } from './FinancialLoadState.tsx';
import { formatDay, formatMoney } from './financial-format.ts';

/** F.01's invoice list: the customer invoices (§9: 20 at most), overdue ones marked. */
export function InvoiceList() {
  const t = useT();
  const locale = useLocale();
  const money = (value: number) => formatMoney(value, locale);
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
          {t('fi.inv.title')}
          {invoices.data && (
            <span className="muted">
              {' '}
              {invoices.data.invoices.length < invoices.data.total_count
                ? t('fi.inv.shownOf', {
                    shown: invoices.data.invoices.length,
                    total: invoices.data.total_count,
                  })
                : t('fi.inv.count', { count: invoices.data.total_count })}
            </span>
          )}
        </h2>
        <label className="financial-check">
          <input
            type="checkbox"
            checked={overdueOnly}
            onChange={(event) => setOverdueOnly(event.target.checked)}
          />{' '}
          {t('fi.inv.overdueOnly')}
        </label>
      </div>
      {invoices.isPending ? (
        <FinancialLoading />
      ) : invoices.isError ? (
        <FinancialLoadError error={invoices.error} onRetry={() => invoices.refetch()} />
      ) : invoices.data.invoices.length === 0 ? (
        <p className="empty-state">{t('fi.inv.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-label={t('fi.inv.title')}>
            <thead>
              <tr>
                <th scope="col">{t('fi.inv.number')}</th>
                <th scope="col">{t('fi.inv.customer')}</th>
                <th scope="col" className="num">
                  {t('fi.inv.total')}
                </th>
                <th scope="col" className="num">
                  {t('fi.inv.due')}
                </th>
                <th scope="col">{t('fi.inv.dueDate')}</th>
                <th scope="col">{t('fi.inv.status')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.invoices.map((invoice) => (
                <tr key={invoice.invoice_id}>
                  <td className="mono">{invoice.invoice_number}</td>
                  <td>{invoice.customer_name}</td>
                  <td className="num">{money(invoice.total_amount)}</td>
                  <td className="num">{money(invoice.amount_due)}</td>
                  <td>{formatDay(invoice.due_date, timeZone, locale)}</td>
                  <td>
                    {t(`fi.inv.status.${invoice.status}`)}
                    {invoice.is_overdue && (
                      <span className="financial-badge financial-badge--overdue">{t('fi.inv.overdue')}</span>
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
