import type { PlannedOrder } from '../../api/bom-api.ts';
import { type UiKey, useT } from '../../i18n/t.ts';
import { formatDay, formatNumber } from './bom-format.ts';

const ORDER_TYPE_LABELS: Record<PlannedOrder['order_type'], UiKey> = {
  PLANNED_ORDER: 'mrp.orderType.PLANNED_ORDER',
  PURCHASE_REQUISITION: 'mrp.orderType.PURCHASE_REQUISITION',
};

/** The run's planned orders and purchase requisitions, by release date. */
export function PlannedOrdersTable({
  orders,
  planningDate,
}: {
  orders: readonly PlannedOrder[];
  planningDate: string;
}) {
  const t = useT();
  if (orders.length === 0) {
    return <p className="empty-state">{t('mrp.orders.none')}</p>;
  }
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label={t('mrp.orders')}>
        <thead>
          <tr>
            <th>{t('mrp.orders.orderId')}</th>
            <th>{t('mrp.orders.type')}</th>
            <th>{t('mrp.orders.item')}</th>
            <th>{t('mrp.orders.itemName')}</th>
            <th className="num">{t('mrp.orders.quantity')}</th>
            <th>{t('mrp.orders.release')}</th>
            <th>{t('mrp.orders.due')}</th>
            <th className="num">{t('mrp.orders.leadTime')}</th>
            <th>{t('mrp.orders.lotSizing')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.order_id}>
              <td className="mono">{order.order_id}</td>
              <td>
                {ORDER_TYPE_LABELS[order.order_type]
                  ? t(ORDER_TYPE_LABELS[order.order_type])
                  : order.order_type}
              </td>
              <td className="mono">{order.item_id}</td>
              <td className="wrap" translate="no">
                {order.item_name}
              </td>
              <td className="num">{formatNumber(order.order_quantity)}</td>
              <td className={order.release_date < planningDate ? 'date--late' : undefined}>
                {formatDay(order.release_date)}
                {order.release_date < planningDate && (
                  <span className="visually-hidden"> {t('mrp.orders.past')}</span>
                )}
              </td>
              <td>{formatDay(order.due_date)}</td>
              <td className="num">{t('mrp.daysShort', { days: formatNumber(order.lead_time_days) })}</td>
              <td>{order.lot_sizing_method}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
