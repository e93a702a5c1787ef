import type { OrderKpis } from '@takt/contract';
import { useT } from '../../i18n/t.ts';

/** CO01's KPI cards (enterprise-shell §2), as the server counted them over every order. */
export function OrderKpiCards({ kpis }: { kpis: OrderKpis }) {
  const t = useT();
  const cards = [
    { label: t('co.kpi.total'), value: String(kpis.total_orders) },
    { label: t('co.kpi.inProcess'), value: String(kpis.in_process) },
    { label: t('co.kpi.urgent'), value: String(kpis.urgent) },
    { label: t('co.kpi.completion'), value: t('co.kpi.percent', { value: kpis.completion_rate }) },
  ];
  return (
    <div className="order-kpis">
      {cards.map((card) => (
        <section key={card.label} className="order-kpi" aria-label={card.label}>
          <h3 className="order-kpi__label">{card.label}</h3>
          <p className="order-kpi__value">{card.value}</p>
        </section>
      ))}
    </div>
  );
}
