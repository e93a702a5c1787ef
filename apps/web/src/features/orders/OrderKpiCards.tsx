import type { OrderKpis } from '@takt/contract';

/** CO01's KPI cards (enterprise-shell §2), as the server counted them over every order. */
export function OrderKpiCards({ kpis }: { kpis: OrderKpis }) {
  const cards = [
    { label: 'Total Orders', value: String(kpis.total_orders) },
    { label: 'In Process', value: String(kpis.in_process) },
    { label: 'Urgent', value: String(kpis.urgent) },
    { label: 'Completion Rate', value: `${kpis.completion_rate}%` },
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
