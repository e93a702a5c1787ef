import type { ScheduledOrder } from '@takt/contract';
import { useT } from '../../i18n/t.ts';
import { orderOperationRows, TABLE_ORDER_LIMIT } from './order-rows.ts';

const COLUMNS = [
  'pp.col.order',
  'pp.col.material',
  'pp.col.quantity',
  'pp.col.workCenter',
  'pp.col.operation',
  'pp.col.start',
  'pp.col.end',
] as const;

/** The first 10 scheduled orders, one row per operation, '-' where a value is missing (enterprise-shell §2). */
export function ScheduledOrdersTable({ orders }: { orders: readonly ScheduledOrder[] }) {
  const rows = orderOperationRows(orders);
  const t = useT();
  if (rows.length === 0) return null;
  const shown = Math.min(orders.length, TABLE_ORDER_LIMIT);
  return (
    <section className="schedule-card" aria-labelledby="scheduled-orders-title">
      <h2 id="scheduled-orders-title">{t('pp.scheduled')}</h2>
      <p className="table-caption">{t('pp.scheduled.caption', { shown, total: orders.length })}</p>
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={column === 'pp.col.quantity' ? 'num' : undefined}>
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td className="mono">{row.order}</td>
                <td>{row.material}</td>
                <td className="num">{row.quantity}</td>
                <td className="mono">{row.workCenter}</td>
                <td className="mono">{row.operation}</td>
                <td>{row.start}</td>
                <td>{row.end}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
