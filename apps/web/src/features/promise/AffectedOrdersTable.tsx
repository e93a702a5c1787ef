import type { PromiseAffectedOrder } from '../../api/promise-api.ts';
import { currentLocale } from '../../i18n/locale.ts';
import { useT } from '../../i18n/t.ts';

/** The other orders the promise pushes (issue 13): order, how many hours it slips, whether it becomes late. */
export function AffectedOrdersTable({ orders }: { orders: PromiseAffectedOrder[] }) {
  const t = useT();
  return (
    <div className="promise-details__block">
      <h4>{t('pr.affected')}</h4>
      {orders.length === 0 ? (
        <p className="muted">{t('pr.affected.none')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-label={t('pr.affected')}>
            <thead>
              <tr>
                <th scope="col">{t('pr.affected.order')}</th>
                <th scope="col" className="num">
                  {t('pr.affected.slip')}
                </th>
                <th scope="col">{t('pr.affected.late')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.order_id}>
                  <td className="mono">{order.order_id}</td>
                  <td className="num">
                    {order.slip_hours.toLocaleString(currentLocale(), { maximumFractionDigits: 1 })}
                  </td>
                  <td className={order.becomes_late ? 'promise-affected__late' : undefined}>
                    {t(order.becomes_late ? 'common.yes' : 'common.no')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
