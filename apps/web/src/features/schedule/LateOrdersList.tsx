import type { ScheduleResult } from '@takt/contract';
import { useT } from '../../i18n/t.ts';
import { formatDateTime, formatMinutes } from './schedule-format.ts';

/** The late orders of the schedule with their tardiness, latest first as the server sorted them. */
export function LateOrdersList({ lateOrders }: { lateOrders: ScheduleResult['late_orders'] }) {
  const t = useT();
  return (
    <section className="schedule-card late-orders" aria-labelledby="late-orders-title">
      <h2 id="late-orders-title">{t('pp.late')}</h2>
      {lateOrders.length === 0 ? (
        <p className="muted">{t('pp.late.none')}</p>
      ) : (
        <div className="table-scroll late-orders__scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('pp.col.order')}</th>
                <th scope="col">{t('pp.col.material')}</th>
                <th scope="col">{t('pp.late.due')}</th>
                <th scope="col" className="num">
                  {t('pp.late.tardiness')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lateOrders.map((order) => (
                <tr key={order.order_id}>
                  <td className="mono">{order.order_id}</td>
                  <td>{order.material}</td>
                  <td>{formatDateTime(order.due_date)}</td>
                  <td className="num late-orders__tardiness">
                    {t('pp.late.by', { duration: formatMinutes(order.tardiness_minutes) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
