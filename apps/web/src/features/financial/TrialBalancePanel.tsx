import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchTrialBalance } from '../../api/financial-api.ts';
import { useLocale } from '../../i18n/language.ts';
import { type Translate, type UiKey, useT } from '../../i18n/t.ts';
import { FinancialLoadError, FinancialLoading } from './FinancialLoadState.tsx';
import { formatDay, formatMoney } from './financial-format.ts';

const ACCOUNT_TYPES = new Set(['ASSET', 'LIABILITY', 'EQUITY', 'REVENUE', 'EXPENSE']);

/** An account type's label in the stored language; a type the catalog does not know is shown as stored. */
function accountTypeLabel(type: string, t: Translate): string {
  return ACCOUNT_TYPES.has(type) ? t(`fi.type.${type}` as UiKey) : type;
}

/** The trial balance at a plant-local date: each account's posted balance on its side, with the totals. */
export function TrialBalancePanel() {
  const t = useT();
  const locale = useLocale();
  const money = (value: number) => formatMoney(value, locale);
  const [asOfDate, setAsOfDate] = useState('');
  const balance = useQuery({
    queryKey: ['financial', 'trial-balance', asOfDate],
    queryFn: ({ signal }) => fetchTrialBalance(asOfDate || undefined, signal),
  });

  return (
    <section className="panel" aria-labelledby="financial-trial-title">
      <div className="financial-panel__head">
        <h2 id="financial-trial-title" className="panel__title">
          {t('fi.tb.title')}
          {balance.data && (
            <span className="muted"> · {formatDay(balance.data.as_of_date, undefined, locale)}</span>
          )}
        </h2>
        <label className="financial-field">
          {t('fi.tb.asOf')}
          <input type="date" value={asOfDate} onChange={(event) => setAsOfDate(event.target.value)} />
        </label>
      </div>
      {balance.isPending ? (
        <FinancialLoading />
      ) : balance.isError ? (
        <FinancialLoadError error={balance.error} onRetry={() => balance.refetch()} />
      ) : balance.data.rows.length === 0 ? (
        <p className="empty-state">{t('fi.tb.empty')}</p>
      ) : (
        <div className="table-scroll financial-trial">
          <table className="data-table" aria-label={t('fi.tb.title')}>
            <thead>
              <tr>
                <th scope="col">{t('fi.tb.account')}</th>
                <th scope="col">{t('fi.tb.name')}</th>
                <th scope="col">{t('fi.tb.type')}</th>
                <th scope="col" className="num">
                  {t('fi.tb.debit')}
                </th>
                <th scope="col" className="num">
                  {t('fi.tb.credit')}
                </th>
              </tr>
            </thead>
            <tbody>
              {balance.data.rows.map((row) => (
                <tr key={row.account_id}>
                  <td className="mono">{row.account_number}</td>
                  <td>{row.account_name}</td>
                  <td>{accountTypeLabel(row.account_type, t)}</td>
                  <td className="num">{row.debit ? money(row.debit) : ''}</td>
                  <td className="num">{row.credit ? money(row.credit) : ''}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('fi.tb.totals')}
                </th>
                <td className="num" data-testid="trial-total-debit">
                  {money(balance.data.total_debit)}
                </td>
                <td className="num" data-testid="trial-total-credit">
                  {money(balance.data.total_credit)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {balance.data && balance.data.rows.length > 0 && (
        <p className={balance.data.balanced ? 'financial-ok' : 'financial-bad'}>
          {balance.data.balanced ? t('fi.tb.balanced') : t('fi.tb.unbalanced')}
        </p>
      )}
    </section>
  );
}
