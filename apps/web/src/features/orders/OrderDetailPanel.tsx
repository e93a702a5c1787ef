import type { DataSource, OrderDetailResponse, ScheduledOrder } from '@takt/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchOrderDetail } from '../../api/orders-api.ts';
import { ErrorNote, LoadingNote } from '../../ui/LoadState.tsx';
import { formatQuantity } from '../../ui/table-format.ts';
import { GanttChart } from '../schedule/GanttChart.tsx';
import { statusClass } from './OrderStatusLegend.tsx';
import { formatPlantTime } from './order-dates.ts';

/** A quantity per unit keeps its small digits (0.0004 L of bonding agent a seal). */
const formatPerUnit = (value: number) => value.toLocaleString('en-US', { maximumSignificantDigits: 4 });

/** The order's planned operations as the schedule's Gantt reads them; unplanned ones have no bar. */
function ganttOrder(detail: OrderDetailResponse): ScheduledOrder[] {
  const planned = detail.operations.flatMap((op) =>
    op.planned_start && op.planned_end
      ? [
          {
            operation_id: op.operation_id,
            work_center: op.work_center,
            start_time: op.planned_start,
            end_time: op.planned_end,
            duration_mins: op.duration_mins,
            setup_minutes: op.setup_minutes,
          },
        ]
      : [],
  );
  if (planned.length === 0) return [];
  const { order } = detail;
  return [
    {
      order_id: order.order_id,
      material: order.material,
      quantity: order.quantity,
      due_date: order.basic_end_date,
      operations: planned,
    },
  ];
}

function OperationsTable({
  detail,
  timeZone,
}: {
  detail: OrderDetailResponse;
  timeZone: string | undefined;
}) {
  if (detail.operations.length === 0) return <p className="muted">This order has no operations.</p>;
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">Operation</th>
          <th scope="col">Work center</th>
          <th scope="col" className="num">
            Minutes
          </th>
          <th scope="col">Planned start</th>
          <th scope="col">Planned end</th>
          <th scope="col">Actual start</th>
          <th scope="col">Actual end</th>
        </tr>
      </thead>
      <tbody>
        {detail.operations.map((op) => (
          <tr key={op.operation_id}>
            <td>
              <span className="mono">{op.operation_id}</span> {op.description ?? ''}
            </td>
            <td className="mono">{op.work_center}</td>
            <td className="num">{formatQuantity(op.duration_mins)}</td>
            <td>{formatPlantTime(op.planned_start, timeZone)}</td>
            <td>{formatPlantTime(op.planned_end, timeZone)}</td>
            <td>{formatPlantTime(op.actual_start, timeZone)}</td>
            <td>{formatPlantTime(op.actual_end, timeZone)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MaterialsTable({ detail }: { detail: OrderDetailResponse }) {
  if (detail.materials.length === 0)
    return <p className="muted">No BOM: this order consumes no components.</p>;
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">Component</th>
          <th scope="col">Type</th>
          <th scope="col" className="num">
            Per unit
          </th>
          <th scope="col" className="num">
            Scrap %
          </th>
          <th scope="col" className="num">
            Required
          </th>
          <th scope="col" className="num">
            Backflushed
          </th>
        </tr>
      </thead>
      <tbody>
        {detail.materials.map((m) => (
          <tr key={m.item_id} data-item-id={m.item_id}>
            <td>
              <span className="mono">{m.item_id}</span> {m.item_name}
            </td>
            <td>{m.component_type ?? '-'}</td>
            <td className="num">{formatPerUnit(m.quantity_per)}</td>
            <td className="num">{formatQuantity(m.scrap_percent)}</td>
            <td className="num">
              {formatQuantity(m.required_quantity)} {m.unit ?? ''}
            </td>
            <td className="num">
              {formatQuantity(m.consumed_quantity)} {m.unit ?? ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MovementsTable({ detail, timeZone }: { detail: OrderDetailResponse; timeZone: string | undefined }) {
  if (detail.movements.length === 0)
    return <p className="muted">Nothing booked yet: stock moves when the order is completed.</p>;
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Kind</th>
          <th scope="col">Material</th>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col" className="num">
            Quantity
          </th>
        </tr>
      </thead>
      <tbody>
        {detail.movements.map((m) => (
          <tr key={m.movement_id}>
            <td>{formatPlantTime(m.created_at, timeZone)}</td>
            <td>{m.kind}</td>
            <td className="mono">{m.material_id}</td>
            <td>{m.from_location ?? '-'}</td>
            <td>{m.to_location ?? '-'}</td>
            <td className="num">{formatQuantity(m.quantity)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface OrderDetailPanelProps {
  orderId: string;
  source: DataSource;
  timeZone: string | undefined;
  onClose: () => void;
}

/** One order opened from the list: its operations, its materials and its bars on the Gantt. */
export function OrderDetailPanel({ orderId, source, timeZone, onClose }: OrderDetailPanelProps) {
  const detail = useQuery({
    queryKey: ['orders', 'detail', source, orderId],
    queryFn: ({ signal }) => fetchOrderDetail(orderId, source, signal),
  });
  return (
    <section className="order-detail" aria-labelledby="order-detail-title">
      <header className="order-detail__header">
        <h2 id="order-detail-title">Order {orderId}</h2>
        <button type="button" className="button" onClick={onClose}>
          Close detail
        </button>
      </header>
      {detail.isPending && <LoadingNote what="the order" />}
      {detail.isError && <ErrorNote prefix="Failed to load the order" error={detail.error} />}
      {detail.data && (
        <>
          <p className="order-detail__facts">
            <span className={statusClass(detail.data.order.status)}>{detail.data.order.status}</span>{' '}
            <span className="mono">{detail.data.order.material}</span>{' '}
            {detail.data.order.material_description ?? ''} · {formatQuantity(detail.data.order.quantity)}{' '}
            {detail.data.order.unit} · {detail.data.order.completion_percentage}% · actual start{' '}
            {formatPlantTime(detail.data.order.actual_start, timeZone)}, actual end{' '}
            {formatPlantTime(detail.data.order.actual_end, timeZone)}
          </p>
          <h3>Operations</h3>
          <OperationsTable detail={detail.data} timeZone={timeZone} />
          <h3>Materials</h3>
          <MaterialsTable detail={detail.data} />
          <h3>Stock movements</h3>
          <MovementsTable detail={detail.data} timeZone={timeZone} />
          <GanttChart orders={ganttOrder(detail.data)} />
        </>
      )}
    </section>
  );
}
