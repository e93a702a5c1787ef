import type { MrpResult } from '../../api/bom-api.ts';
import { useT } from '../../i18n/t.ts';
import { formatNumber } from './bom-format.ts';

/** The run's summary (planning-workspaces §3): planned orders, quantity, items, average lead time. */
export function MrpSummaryCards({ result }: { result: MrpResult }) {
  const t = useT();
  const { summary } = result;
  const cards = [
    { label: t('mrp.summary.orders'), value: formatNumber(summary.total_planned_orders) },
    { label: t('mrp.summary.quantity'), value: formatNumber(summary.total_quantity) },
    { label: t('mrp.summary.items'), value: formatNumber(summary.unique_items) },
    {
      label: t('mrp.summary.leadTime'),
      value: t('mrp.days', { days: formatNumber(summary.average_lead_time, 1) }),
    },
  ];
  return (
    <dl className="summary-cards" aria-label={t('mrp.summary')}>
      {cards.map((card) => (
        <div key={card.label} className="summary-card">
          <dt>{card.label}</dt>
          <dd>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
