import {
  canTakeAction,
  OrderAction,
  type OrderSortField,
  type ProductionOrder,
  type SortDirection,
} from '@takt/contract';
import { useT } from '../../i18n/t.ts';
import { formatQuantity } from '../../ui/table-format.ts';
import { statusClass } from './OrderStatusLegend.tsx';
import { formatPlantDay } from './order-dates.ts';

/** The row actions CO01 offers: Release and Confirm (§2), and the Complete and Close steps after them. */
const ROW_ACTIONS = OrderAction.options;

const COLUMNS: { field: OrderSortField; numeric?: boolean }[] = [
  { field: 'order_id' },
  { field: 'material' },
  { field: 'quantity', numeric: true },
  { field: 'status' },
  { field: 'priority' },
  { field: 'basic_start_date' },
  { field: 'basic_end_date' },
  { field: 'completion_percentage' },
];

interface OrdersTableProps {
  orders: readonly ProductionOrder[];
  sort: OrderSortField;
  direction: SortDirection;
  timeZone: string | undefined;
  busyOrderId: string | null;
  selectedOrderId: string | null;
  onSort: (field: OrderSortField) => void;
  onAction: (action: OrderAction, order: ProductionOrder) => void;
  onOpen: (order: ProductionOrder) => void;
}

function ProgressBar({ percent }: { percent: number }) {
  return (
    <div
      className="order-progress"
      role="progressbar"
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className="order-progress__fill" style={{ width: `${percent}%` }} />
      <span className="order-progress__text">{percent}%</span>
    </div>
  );
}

/** One page of orders: sortable columns, progress bars, and the steps each order may take now. */
export function OrdersTable(props: OrdersTableProps) {
  const { orders, sort, direction, timeZone } = props;
  const t = useT();
  return (
    <div className="table-scroll">
      <table className="data-table orders-table">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.field}
                scope="col"
                className={column.numeric ? 'num' : undefined}
                aria-sort={
                  sort === column.field ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'
                }
              >
                <button type="button" className="sort-button" onClick={() => props.onSort(column.field)}>
                  {t(`co.col.${column.field}`)}
                  <span aria-hidden="true">
                    {sort === column.field ? (direction === 'asc' ? ' ▲' : ' ▼') : ''}
                  </span>
                </button>
              </th>
            ))}
            <th scope="col">{t('co.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr
              key={order.order_id}
              data-order-id={order.order_id}
              className={props.selectedOrderId === order.order_id ? 'is-selected' : undefined}
            >
              <td className="mono">
                <button type="button" className="link-button" onClick={() => props.onOpen(order)}>
                  {order.order_id}
                </button>
              </td>
              <td className="order-material">
                <span className="mono">{order.material}</span>
                {order.material_description && (
                  <div className="muted small">{order.material_description}</div>
                )}
              </td>
              <td className="num">
                {formatQuantity(order.quantity)} {order.unit}
              </td>
              <td>
                <span className={statusClass(order.status)}>{t(`status.order.${order.status}`)}</span>
              </td>
              <td className={order.priority === 'Urgent' ? 'priority-urgent' : undefined}>
                {t(`status.priority.${order.priority}`)}
              </td>
              <td>{formatPlantDay(order.basic_start_date, timeZone)}</td>
              <td>{formatPlantDay(order.basic_end_date, timeZone)}</td>
              <td>
                <ProgressBar percent={order.completion_percentage} />
              </td>
              <td className="order-actions">
                {ROW_ACTIONS.filter((action) => canTakeAction(action, order.status)).map((action) => (
                  <button
                    key={action}
                    type="button"
                    className="button button--small"
                    disabled={props.busyOrderId === order.order_id}
                    onClick={() => props.onAction(action, order)}
                    aria-label={t('co.action.on', {
                      action: t(`co.action.${action}`),
                      order: order.order_id,
                    })}
                  >
                    {t(`co.action.${action}`)}
                  </button>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
