import type { FinancialSummaryResponse } from '../../api/financial-api.ts';
import { formatMoney } from './financial-format.ts';
import { FINANCIAL_LABELS } from './labels.ts';

const L = FINANCIAL_LABELS.kpis;

/** F.01's KPI cards from GET /financial/summary (enterprise-shell §3 financial summary). */
export function FinancialKpiCards({ summary }: { summary: FinancialSummaryResponse }) {
  const receivable = summary.accounts_receivable;
  const cards = [
    { label: L.totalCash, value: formatMoney(summary.cash_position.total_cash), tone: '' },
    {
      label: L.receivables,
      value: formatMoney(receivable.total),
      note: `${receivable.open_count}`,
      tone: '',
    },
    {
      label: L.overdue,
      value: formatMoney(receivable.overdue),
      note: `${receivable.overdue_count}`,
      tone: receivable.overdue > 0 ? 'danger' : '',
    },
    { label: L.payables, value: formatMoney(summary.accounts_payable.total), tone: '' },
    {
      label: L.pendingPayments,
      value: formatMoney(summary.pending_payments.amount),
      note: `${summary.pending_payments.count}`,
      tone: '',
    },
  ];
  return (
    <section aria-label={L.label}>
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
          {FINANCIAL_LABELS.cashByAccount}:{' '}
          {summary.cash_position.by_account
            .map(
              (account) =>
                `${account.account_number} ${account.account_name} ${formatMoney(account.balance)}`,
            )
            .join(' · ')}
        </p>
      )}
    </section>
  );
}
