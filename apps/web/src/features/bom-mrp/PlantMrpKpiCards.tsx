import { formatMoney, formatNumber } from './bom-format.ts';
import type { PlantMrpSummary } from './plant-mrp.ts';

/** The KPI cards of MD01, from the run's summary (enterprise-shell §3). */
export function PlantMrpKpiCards({ summary }: { summary: PlantMrpSummary }) {
  const cards = [
    { label: 'Materials Analyzed', value: formatNumber(summary.materials_analyzed) },
    {
      label: 'Shortages Detected',
      value: formatNumber(summary.shortages_detected),
      tone: summary.shortages_detected ? 'danger' : '',
    },
    { label: 'Purchase Requisitions', value: formatNumber(summary.purchase_requisitions_created) },
    { label: 'Planned Orders', value: formatNumber(summary.planned_orders_created) },
    { label: 'Total Value', value: summary.total_value === null ? '-' : formatMoney(summary.total_value) },
    {
      label: 'Critical Materials',
      value: formatNumber(summary.critical_materials.length),
      tone: summary.critical_materials.length ? 'danger' : '',
    },
  ];
  return (
    <dl className="summary-cards" aria-label="MRP KPIs">
      {cards.map((card) => (
        <div key={card.label} className={`summary-card${card.tone ? ` summary-card--${card.tone}` : ''}`}>
          <dt>{card.label}</dt>
          <dd>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
