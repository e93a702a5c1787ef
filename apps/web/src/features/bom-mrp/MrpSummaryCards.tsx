import type { MrpResult } from '../../api/bom-api.ts';
import { formatNumber } from './bom-format.ts';

/** The run's summary (planning-workspaces §3): planned orders, quantity, items, average lead time. */
export function MrpSummaryCards({ result }: { result: MrpResult }) {
  const { summary } = result;
  const cards = [
    { label: 'Planned Orders', value: formatNumber(summary.total_planned_orders) },
    { label: 'Total Quantity', value: formatNumber(summary.total_quantity) },
    { label: 'Unique Items', value: formatNumber(summary.unique_items) },
    { label: 'Average Lead Time', value: `${formatNumber(summary.average_lead_time, 1)} days` },
  ];
  return (
    <dl className="summary-cards" aria-label="MRP summary">
      {cards.map((card) => (
        <div key={card.label} className="summary-card">
          <dt>{card.label}</dt>
          <dd>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
