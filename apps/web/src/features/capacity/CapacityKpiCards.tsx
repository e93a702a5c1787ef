import type { CapacityResponse } from '../../api/capacity-api.ts';
import { formatHours, formatPercent } from './capacity-format.ts';

/** CM01's KPI cards (enterprise-shell §2) over every period shown, as the server totals them. */
export function CapacityKpiCards({ totals }: { totals: CapacityResponse['totals'] }) {
  const cards = [
    { label: 'Overall Utilization', value: formatPercent(totals.overall_utilization) },
    { label: 'Total Capacity', value: formatHours(totals.total_capacity) },
    { label: 'Planned Load', value: formatHours(totals.planned_load) },
    {
      label: 'Bottlenecks',
      value: String(totals.bottlenecks.length),
      tone: totals.bottlenecks.length ? 'danger' : '',
    },
    { label: 'Free Capacity', value: formatHours(totals.free_capacity) },
  ];
  return (
    <dl className="summary-cards" aria-label="Capacity KPIs">
      {cards.map((card) => (
        <div key={card.label} className={`summary-card${card.tone ? ` summary-card--${card.tone}` : ''}`}>
          <dt>{card.label}</dt>
          <dd>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
