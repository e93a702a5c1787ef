import type { DataSource, ProductionOrderWithOperations } from '@takt/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchMasterdataOrders, MASTERDATA_LIST_LIMIT } from '../../api/takt-api.ts';
import { useT } from '../../i18n/t.ts';
import { ErrorNote, LoadingNote } from '../../ui/LoadState.tsx';
import { formatDate, formatQuantity } from '../../ui/table-format.ts';
import { OrderPager } from '../orders/OrderPager.tsx';

function OperationsCell({ order }: { order: ProductionOrderWithOperations }) {
  const count = order.operations.length;
  const t = useT();
  if (count === 0) return <span className="muted">{t('md.orders.none')}</span>;
  return (
    <details className="operations">
      <summary>{t('md.orders.operationCount', { count })}</summary>
      <ol>
        {order.operations.map((operation) => (
          <li key={operation.operation_id}>
            {t('md.orders.operationAt', {
              operation: operation.operation_id,
              workCenter: operation.work_center,
              minutes: operation.duration_mins,
            })}
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
  const t = useT();
  const orders = useQuery({
    queryKey: ['masterdata', 'orders', source, offset],
    queryFn: ({ signal }) => fetchMasterdataOrders(source, signal, offset),
    placeholderData: keepPreviousData,
  });

  if (orders.isPending) return <LoadingNote what={t('md.loading')} />;
  if (orders.isError) return <ErrorNote prefix={t('md.failed')} error={orders.error} />;
  if (orders.data.orders.length === 0) {
    return (
      <p className="empty-state">
        {t(source === 'custom' ? 'md.orders.emptyCustom' : 'md.orders.emptyDefault')}
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
        what={t('md.orders.what')}
      />
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('md.orders.order')}</th>
              <th scope="col">{t('md.orders.material')}</th>
              <th scope="col">{t('md.orders.description')}</th>
              <th scope="col" className="num">
                {t('md.orders.quantity')}
              </th>
              <th scope="col">{t('md.orders.status')}</th>
              <th scope="col">{t('md.orders.priority')}</th>
              <th scope="col">{t('md.orders.start')}</th>
              <th scope="col">{t('md.orders.end')}</th>
              <th scope="col">{t('md.orders.workCenter')}</th>
              <th scope="col">{t('md.orders.operations')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.data.orders.map((order) => (
              <tr key={order.order_id}>
                <td className="mono">{order.order_id}</td>
                <td className="mono">{order.material}</td>
                <td className="wrap">{order.material_description ?? '-'}</td>
                <td className="num">
                  {formatQuantity(order.quantity)} {order.unit}
                </td>
                <td>
                  <span className={`status-tag status-tag--${order.status.replace(' ', '-').toLowerCase()}`}>
                    {t(`status.order.${order.status}`)}
                  </span>
                </td>
                <td>{t(`status.priority.${order.priority}`)}</td>
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
