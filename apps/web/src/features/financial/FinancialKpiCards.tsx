import type { FinancialSummaryResponse } from '../../api/financial-api.ts';
import { useLocale } from '../../i18n/language.ts';
import { useT } from '../../i18n/t.ts';
import { formatMoney } from './financial-format.ts';

/** F.01's KPI cards from GET /financial/summary (enterprise-shell §3 financial summary), counts beside the sums. */
export function FinancialKpiCards({ summary }: { summary: FinancialSummaryResponse }) {
  const t = useT();
  const locale = useLocale();
  const money = (value: number) => formatMoney(value, locale);
  const receivable = summary.accounts_receivable;
  const cards = [
    { label: t('fi.kpi.totalCash'), value: money(summary.cash_position.total_cash), tone: '' },
    {
      label: t('fi.kpi.receivables'),
      value: money(receivable.total),
      note: t('fi.kpi.openInvoices', { count: receivable.open_count }),
      tone: '',
    },
    {
      label: t('fi.kpi.overdue'),
      value: money(receivable.overdue),
      note: t('fi.kpi.overdueInvoices', { count: receivable.overdue_count }),
      tone: receivable.overdue > 0 ? 'danger' : '',
    },
    {
      label: t('fi.kpi.payables'),
      value: money(summary.accounts_payable.total),
      note: t('fi.kpi.openBills', {
        count: summary.accounts_payable.open_count,
        overdue: summary.accounts_payable.overdue_count,
      }),
      tone: summary.accounts_payable.overdue > 0 ? 'danger' : '',
    },
    {
      label: t('fi.kpi.pendingPayments'),
      value: money(summary.pending_payments.amount),
      note: t('fi.kpi.payments', { count: summary.pending_payments.count }),
      tone: '',
    },
  ];
  return (
    <section aria-label={t('fi.kpis')}>
      <dl className="summary-cards">
        {cards.map((card) => (
          <div key={card.label} className={`summary-card${card.tone ? ` summary-card--${card.tone}` : ''}`}>
            <dt>{card.label}</dt>
            <dd>
              {card.value}
              {card.note !== undefined && <span className="financial-kpi__count"> ({card.note})</span>}
            </dd>
          </div>
        ))}
      </dl>
      {summary.cash_position.by_account.length > 0 && (
        <p className="financial-cash-accounts muted">
          {t('fi.cashByAccount')}:{' '}
          {summary.cash_position.by_account
            .map((account) => `${account.account_number} ${account.account_name} ${money(account.balance)}`)
            .join(' · ')}
        </p>
      )}
    </section>
  );
}
