import type { PlannedOrder } from '../../api/bom-api.ts';
import { formatNumber } from './bom-format.ts';

const ORDER_TYPE_LABELS: Record<PlannedOrder['order_type'], string> = {
  PLANNED_ORDER: 'Planned order',
  PURCHASE_REQUISITION: 'Purchase req.',
};

/** The run's planned orders and purchase requisitions, by release date. */
export function PlannedOrdersTable({
  orders,
  planningDate,
}: {
  orders: readonly PlannedOrder[];
  planningDate: string;
}) {
  if (orders.length === 0) {
    return <p className="empty-state">No planned orders: stock and open receipts cover the demand.</p>;
  }
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label="Planned orders">
        <thead>
          <tr>
            <th>Order ID</th>
            <th>Type</th>
            <th>Item</th>
            <th>Item Name</th>
            <th className="num">Quantity</th>
            <th>Release Date</th>
            <th>Due Date</th>
            <th className="num">Lead Time</th>
            <th>Lot Sizing</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.order_id}>
              <td className="mono">{order.order_id}</td>
              <td>{ORDER_TYPE_LABELS[order.order_type] ?? order.order_type}</td>
              <td className="mono">{order.item_id}</td>
              <td className="wrap">{order.item_name}</td>
              <td className="num">{formatNumber(order.order_quantity)}</td>
              <td className={order.release_date < planningDate ? 'date--late' : undefined}>
                {order.release_date}
                {order.release_date < planningDate && <span className="visually-hidden"> (in the past)</span>}
              </td>
              <td>{order.due_date}</td>
              <td className="num">{order.lead_time_days} d</td>
              <td>{order.lot_sizing_method}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
