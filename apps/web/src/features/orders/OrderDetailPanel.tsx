import type { DataSource, OrderDetailResponse, ScheduledOrder } from '@takt/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchOrderDetail } from '../../api/orders-api.ts';
import { currentLocale } from '../../i18n/locale.ts';
import { type Translate, UI_CATALOGS, type UiKey, useT } from '../../i18n/t.ts';
import { ErrorNote, LoadingNote } from '../../ui/LoadState.tsx';
import { formatQuantity } from '../../ui/table-format.ts';
import { GanttChart } from '../schedule/GanttChart.tsx';
import { statusClass } from './OrderStatusLegend.tsx';
import { formatPlantTime } from './order-dates.ts';

/** A quantity per unit keeps its small digits (0.0004 L of bonding agent a seal). */
const formatPerUnit = (value: number) =>
  value.toLocaleString(currentLocale(), { maximumSignificantDigits: 4 });

/** A movement kind the server writes, in the screen's language; an unknown one as sent. */
function movementKind(kind: string, t: Translate): string {
  const key = `co.kind.${kind}`;
  return key in UI_CATALOGS['en-US'] ? t(key as UiKey) : kind;
}

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
  const t = useT();
  if (detail.operations.length === 0) return <p className="muted">{t('co.detail.noOperations')}</p>;
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">{t('co.col.operation')}</th>
          <th scope="col">{t('co.col.workCenter')}</th>
          <th scope="col" className="num">
            {t('co.col.minutes')}
          </th>
          <th scope="col">{t('co.col.plannedStart')}</th>
          <th scope="col">{t('co.col.plannedEnd')}</th>
          <th scope="col">{t('co.col.actualStart')}</th>
          <th scope="col">{t('co.col.actualEnd')}</th>
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
  const t = useT();
  if (detail.materials.length === 0) return <p className="muted">{t('co.detail.noBom')}</p>;
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">{t('co.col.component')}</th>
          <th scope="col">{t('co.col.type')}</th>
          <th scope="col" className="num">
            {t('co.col.perUnit')}
          </th>
          <th scope="col" className="num">
            {t('co.col.scrap')}
          </th>
          <th scope="col" className="num">
            {t('co.col.required')}
          </th>
          <th scope="col" className="num">
            {t('co.col.backflushed')}
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
  const t = useT();
  if (detail.movements.length === 0) return <p className="muted">{t('co.detail.noMovements')}</p>;
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">{t('co.col.when')}</th>
          <th scope="col">{t('co.col.kind')}</th>
          <th scope="col">{t('co.col.material')}</th>
          <th scope="col">{t('co.col.from')}</th>
          <th scope="col">{t('co.col.to')}</th>
          <th scope="col" className="num">
            {t('co.col.quantity')}
          </th>
        </tr>
      </thead>
      <tbody>
        {detail.movements.map((m) => (
          <tr key={m.movement_id}>
            <td>{formatPlantTime(m.created_at, timeZone)}</td>
            <td>{movementKind(m.kind, t)}</td>
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
  const t = useT();
  const detail = useQuery({
    queryKey: ['orders', 'detail', source, orderId],
    queryFn: ({ signal }) => fetchOrderDetail(orderId, source, signal),
  });
  return (
    <section className="order-detail" aria-labelledby="order-detail-title">
      <header className="order-detail__header">
        <h2 id="order-detail-title">{t('co.detail.title', { order: orderId })}</h2>
        <button type="button" className="button" onClick={onClose}>
          {t('co.detail.close')}
        </button>
      </header>
      {detail.isPending && <LoadingNote what={t('co.detail.loading')} />}
      {detail.isError && <ErrorNote prefix={t('co.detail.failed')} error={detail.error} />}
      {detail.data && (
        <>
          <p className="order-detail__facts">
            <span className={statusClass(detail.data.order.status)}>
              {t(`status.order.${detail.data.order.status}`)}
            </span>{' '}
            <span className="mono">{detail.data.order.material}</span>{' '}
            {detail.data.order.material_description ?? ''} · {formatQuantity(detail.data.order.quantity)}{' '}
            {detail.data.order.unit} · {detail.data.order.completion_percentage}% ·{' '}
            {t('co.detail.actual', {
              start: formatPlantTime(detail.data.order.actual_start, timeZone),
              end: formatPlantTime(detail.data.order.actual_end, timeZone),
            })}
          </p>
          <h3>{t('co.detail.operations')}</h3>
          <OperationsTable detail={detail.data} timeZone={timeZone} />
          <h3>{t('co.detail.materials')}</h3>
          <MaterialsTable detail={detail.data} />
          <h3>{t('co.detail.movements')}</h3>
          <MovementsTable detail={detail.data} timeZone={timeZone} />
          <GanttChart orders={ganttOrder(detail.data)} />
        </>
      )}
    </section>
  );
}
