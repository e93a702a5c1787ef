import type { DataSource, ProductionOrderWithOperations } from '@takt/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchMasterdataOrders, MASTERDATA_LIST_LIMIT } from '../../api/takt-api.ts';
import { ErrorNote, LoadingNote } from '../../ui/LoadState.tsx';
import { formatDate } from '../../ui/table-format.ts';
import { OrderPager } from '../orders/OrderPager.tsx';

function OperationsCell({ order }: { order: ProductionOrderWithOperations }) {
  const count = order.operations.length;
  if (count === 0) return <span className="muted">none</span>;
  return (
    <details className="operations">
      <summary>
        {count} operation{count === 1 ? '' : 's'}
      </summary>
      <ol>
        {order.operations.map((operation) => (
          <li key={operation.operation_id}>
            <span className="mono">{operation.operation_id}</span> at{' '}
            <span className="mono">{operation.work_center}</span>, {operation.duration_mins} min
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The dataset's production orders with their operations, 20 a page (enterprise-shell §3, §9). */
export function ProductionOrdersTab({ source }: { source: DataSource }) {
  // A page belongs to the dataset it was turned in: another dataset starts on its first page.
  const [page, setPage] = useState({ source, offset: 0 });
  const offset = page.source === source ? page.offset : 0;
  const orders = useQuery({
    queryKey: ['masterdata', 'orders', source, offset],
    queryFn: ({ signal }) => fetchMasterdataOrders(source, signal, offset),
    placeholderData: keepPreviousData,
  });

  if (orders.isPending) return <LoadingNote what="master data" />;
  if (orders.isError) return <ErrorNote prefix="Failed to load master data" error={orders.error} />;
  if (orders.data.orders.length === 0) {
    return (
      <p className="empty-state">
        {source === 'custom'
          ? 'No orders found in the custom dataset.'
          : 'No orders found in the default dataset.'}
      </p>
    );
  }

  return (
    <>
      <OrderPager
        total={orders.data.total}
        offset={offset}
        limit={MASTERDATA_LIST_LIMIT}
        onOffset={(next) => setPage({ source, offset: next })}
        what="production orders"
      />
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Material</th>
              <th scope="col">Description</th>
              <th scope="col" className="num">
                Quantity
              </th>
              <th scope="col">Status</th>
              <th scope="col">Priority</th>
              <th scope="col">Start</th>
              <th scope="col">End</th>
              <th scope="col">Work center</th>
              <th scope="col">Operations</th>
            </tr>
          </thead>
          <tbody>
            {orders.data.orders.map((order) => (
              <tr key={order.order_id}>
                <td className="mono">{order.order_id}</td>
                <td className="mono">{order.material}</td>
                <td className="wrap">{order.material_description ?? '-'}</td>
                <td className="num">
                  {order.quantity.toLocaleString()} {order.unit}
                </td>
                <td>
                  <span className={`status-tag status-tag--${order.status.replace(' ', '-').toLowerCase()}`}>
                    {order.status}
                  </span>
                </td>
                <td>{order.priority}</td>
                <td>{formatDate(order.basic_start_date)}</td>
                <td>{formatDate(order.basic_end_date)}</td>
                <td className="mono">{order.work_center ?? '-'}</td>
                <td>
                  <OperationsCell order={order} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
