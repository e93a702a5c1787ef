import type { ScheduleResult } from '@takt/contract';
import { formatDateTime, formatMinutes } from './schedule-format.ts';

/** The late orders of the schedule with their tardiness, latest first as the server sorted them. */
export function LateOrdersList({ lateOrders }: { lateOrders: ScheduleResult['late_orders'] }) {
  return (
    <section className="schedule-card late-orders" aria-labelledby="late-orders-title">
      <h2 id="late-orders-title">Late Orders</h2>
      {lateOrders.length === 0 ? (
        <p className="muted">No order is late in this schedule.</p>
      ) : (
        <div className="table-scroll late-orders__scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Material</th>
                <th scope="col">Due</th>
                <th scope="col" className="num">
                  Tardiness
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
                    {formatMinutes(order.tardiness_minutes)} late
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
