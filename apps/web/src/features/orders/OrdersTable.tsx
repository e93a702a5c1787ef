import {
  canTakeAction,
  ORDER_ACTIONS,
  OrderAction,
  type OrderSortField,
  type ProductionOrder,
  type SortDirection,
} from '@takt/contract';
import { statusClass } from './OrderStatusLegend.tsx';
import { formatPlantDay } from './order-dates.ts';

/** The row actions CO01 offers: Release and Confirm (§2), and the Complete and Close steps after them. */
const ROW_ACTIONS = OrderAction.options;

const COLUMNS: { field: OrderSortField; label: string; numeric?: boolean }[] = [
  { field: 'order_id', label: 'Order' },
  { field: 'material', label: 'Material' },
  { field: 'quantity', label: 'Quantity', numeric: true },
  { field: 'status', label: 'Status' },
  { field: 'priority', label: 'Priority' },
  { field: 'basic_start_date', label: 'Start' },
  { field: 'basic_end_date', label: 'End' },
  { field: 'completion_percentage', label: 'Progress' },
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
                  {column.label}
                  <span aria-hidden="true">
                    {sort === column.field ? (direction === 'asc' ? ' ▲' : ' ▼') : ''}
                  </span>
                </button>
              </th>
            ))}
            <th scope="col">Actions</th>
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
                {order.quantity.toLocaleString('en-US')} {order.unit}
              </td>
              <td>
                <span className={statusClass(order.status)}>{order.status}</span>
              </td>
              <td className={order.priority === 'Urgent' ? 'priority-urgent' : undefined}>
                {order.priority}
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
                    aria-label={`${ORDER_ACTIONS[action].label} ${order.order_id}`}
                  >
                    {ORDER_ACTIONS[action].label}
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
