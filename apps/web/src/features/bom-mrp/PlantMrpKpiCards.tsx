import { useT } from '../../i18n/t.ts';
import { formatMoney, formatNumber } from './bom-format.ts';
import type { PlantMrpSummary } from './plant-mrp.ts';

/** The KPI cards of MD01, from the run's summary (enterprise-shell §3). */
export function PlantMrpKpiCards({ summary }: { summary: PlantMrpSummary }) {
  const t = useT();
  const cards = [
    { label: t('md01.kpi.materials'), value: formatNumber(summary.materials_analyzed) },
    {
      label: t('md01.kpi.shortages'),
      value: formatNumber(summary.shortages_detected),
      tone: summary.shortages_detected ? 'danger' : '',
    },
    { label: t('md01.kpi.requisitions'), value: formatNumber(summary.purchase_requisitions_created) },
    { label: t('md01.kpi.planned'), value: formatNumber(summary.planned_orders_created) },
    {
      label: t('md01.kpi.value'),
      value: summary.total_value === null ? '-' : formatMoney(summary.total_value),
    },
    {
      label: t('md01.kpi.critical'),
      value: formatNumber(summary.critical_materials.length),
      tone: summary.critical_materials.length ? 'danger' : '',
    },
  ];
  return (
    <dl className="summary-cards" aria-label={t('md01.kpis')}>
      {cards.map((card) => (
        <div key={card.label} className={`summary-card${card.tone ? ` summary-card--${card.tone}` : ''}`}>
          <dt>{card.label}</dt>
          <dd>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
