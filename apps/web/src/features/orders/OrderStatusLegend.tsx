import { OrderStatus } from '@takt/contract';
import { useT } from '../../i18n/t.ts';

export const statusClass = (status: OrderStatus) =>
  `status-tag status-tag--${status.replace(' ', '-').toLowerCase()}`;

/** What each status means, in the order an order goes through them (enterprise-shell §4). */
export function OrderStatusLegend() {
  const t = useT();
  return (
    <section className="order-legend" aria-label={t('co.legend')}>
      <h3>{t('co.legend')}</h3>
      <ul>
        {OrderStatus.options.map((status) => (
          <li key={status}>
            <span className={statusClass(status)}>{t(`status.order.${status}`)}</span>{' '}
            {t(`co.legend.${status}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
