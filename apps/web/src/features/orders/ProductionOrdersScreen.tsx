import {
  ORDER_PAGE_SIZE,
  type OrderAction,
  type OrderFilter,
  type OrderSortField,
  type ProductionOrder,
  type SortDirection,
} from '@takt/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchOrderBook, takeOrderAction } from '../../api/orders-api.ts';
import { usePlantTimeZone } from '../../i18n/plant-time.ts';
import { ErrorNote, LoadingNote } from '../../ui/LoadState.tsx';
import { CreateOrderDialog } from './CreateOrderDialog.tsx';
import { OrderDetailPanel } from './OrderDetailPanel.tsx';
import { OrderKpiCards } from './OrderKpiCards.tsx';
import { OrderPager } from './OrderPager.tsx';
import { OrderStatusLegend } from './OrderStatusLegend.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { plantDate } from './order-dates.ts';
import './orders.css';
import { type UiKey, useT } from '../../i18n/t.ts';

const SOURCE = 'playground';
const FILTERS: { value: OrderFilter; label: UiKey }[] = [
  { value: 'all', label: 'co.filter.all' },
  { value: 'open', label: 'co.filter.open' },
  { value: 'completed', label: 'co.filter.completed' },
];

/** CO01 Production Orders (enterprise-shell §2), the same in both faces; `initialFilter` comes from a dashboard card. */
export function ProductionOrdersScreen({
  initialFilter = 'all',
  initialSort = 'order_id',
}: {
  initialFilter?: OrderFilter | undefined;
  initialSort?: OrderSortField | undefined;
}) {
  const [filter, setFilter] = useState<OrderFilter>(initialFilter);
  const [sort, setSort] = useState<OrderSortField>(initialSort);
  const [direction, setDirection] = useState<SortDirection>('asc');
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [isCreating, setCreating] = useState(false);
  const timeZone = usePlantTimeZone();
  const queryClient = useQueryClient();
  const t = useT();

  const request = { source: SOURCE, filter, sort, direction, limit: ORDER_PAGE_SIZE, offset } as const;
  const book = useQuery({
    queryKey: ['orders', 'book', request],
    queryFn: ({ signal }) => fetchOrderBook(request, signal),
    placeholderData: keepPreviousData,
  });
  const refreshOrders = () => queryClient.invalidateQueries({ queryKey: ['orders'] });

  const action = useMutation({
    mutationFn: ({ step, order }: { step: OrderAction; order: ProductionOrder }) =>
      takeOrderAction(step, order, SOURCE),
    onSettled: refreshOrders,
  });

  function changeFilter(next: OrderFilter) {
    setFilter(next);
    setOffset(0);
  }

  function changeSort(field: OrderSortField) {
    setDirection(field === sort && direction === 'asc' ? 'desc' : 'asc');
    setSort(field);
    setOffset(0);
  }

  return (
    <div className="orders-screen">
      {book.data && <OrderKpiCards kpis={book.data.kpis} />}
      <div className="orders-toolbar">
        <fieldset className="orders-filter" aria-label={t('co.filter')}>
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              className={`button ${filter === f.value ? 'button--primary' : ''}`}
              aria-pressed={filter === f.value}
              onClick={() => changeFilter(f.value)}
            >
              {t(f.label)}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          className="button"
          onClick={() => void refreshOrders()}
          disabled={book.isFetching}
        >
          {t('co.refresh')}
        </button>
        <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
          {t('co.create')}
        </button>
      </div>
      {action.isError && (
        <ErrorNote
          prefix={t('co.actionFailed', {
            action: t(`co.action.${action.variables.step}`),
            order: action.variables.order.order_id,
          })}
          error={action.error}
        />
      )}
      {book.isPending && <LoadingNote what={t('co.loading')} />}
      {book.isError && (
        <ErrorNote prefix={t('co.failed')} error={book.error} onRetry={() => book.refetch()} />
      )}
      {book.data &&
        (book.data.orders.length === 0 ? (
          <p className="empty-state">{t('co.empty')}</p>
        ) : (
          <>
            <OrdersTable
              orders={book.data.orders}
              sort={sort}
              direction={direction}
              timeZone={timeZone}
              busyOrderId={action.isPending ? action.variables.order.order_id : null}
              selectedOrderId={selected}
              onSort={changeSort}
              onAction={(step, order) => action.mutate({ step, order })}
              onOpen={(order) => setSelected(order.order_id)}
            />
            <OrderPager
              total={book.data.total}
              offset={offset}
              limit={ORDER_PAGE_SIZE}
              onOffset={setOffset}
            />
          </>
        ))}
      <OrderStatusLegend />
      {selected && (
        <OrderDetailPanel
          orderId={selected}
          source={SOURCE}
          timeZone={timeZone}
          onClose={() => setSelected(null)}
        />
      )}
      {isCreating && (
        <CreateOrderDialog
          today={plantDate(new Date(), timeZone)}
          timeZone={timeZone}
          onClose={() => setCreating(false)}
          onCreated={(order) => {
            setCreating(false);
            setSelected(order.order_id);
            void refreshOrders();
          }}
        />
      )}
    </div>
  );
}
