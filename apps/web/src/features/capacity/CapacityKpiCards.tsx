import type { CapacityResponse } from '../../api/capacity-api.ts';
import { useT } from '../../i18n/t.ts';
import { formatHours, formatPercent } from './capacity-format.ts';

/** CM01's KPI cards (enterprise-shell §2) over every period shown, as the server totals them. */
export function CapacityKpiCards({ totals }: { totals: CapacityResponse['totals'] }) {
  const t = useT();
  const cards = [
    { label: t('cm.kpi.utilization'), value: formatPercent(totals.overall_utilization) },
    { label: t('cm.kpi.capacity'), value: formatHours(totals.total_capacity) },
    { label: t('cm.kpi.load'), value: formatHours(totals.planned_load) },
    {
      label: t('cm.kpi.bottlenecks'),
      value: String(totals.bottlenecks.length),
      tone: totals.bottlenecks.length ? 'danger' : '',
    },
    { label: t('cm.kpi.free'), value: formatHours(totals.free_capacity) },
  ];
  return (
    <dl className="summary-cards" aria-label={t('cm.kpis')}>
      {cards.map((card) => (
        <div key={card.label} className={`summary-card${card.tone ? ` summary-card--${card.tone}` : ''}`}>
          <dt>{card.label}</dt>
          <dd>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
