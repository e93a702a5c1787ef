import { OrderStatus } from '@takt/contract';

const MEANING: Record<OrderStatus, string> = {
  Created: 'entered, not yet released',
  Released: 'released to the shop floor',
  'In Process': 'confirmed, in production',
  Completed: 'output booked, components backflushed',
  Closed: 'finished and closed',
};

export const statusClass = (status: OrderStatus) =>
  `status-tag status-tag--${status.replace(' ', '-').toLowerCase()}`;

/** What each status means, in the order an order goes through them (enterprise-shell §4). */
export function OrderStatusLegend() {
  return (
    <section className="order-legend" aria-label="Status legend">
      <h3>Status legend</h3>
      <ul>
        {OrderStatus.options.map((status) => (
          <li key={status}>
            <span className={statusClass(status)}>{status}</span> {MEANING[status]}
          </li>
        ))}
      </ul>
    </section>
  );
}
