import type { PromiseAffectedOrder } from '../../api/promise-api.ts';

/** The other orders the promise pushes (issue 13): order, how many hours it slips, whether it becomes late. */
export function AffectedOrdersTable({ orders }: { orders: PromiseAffectedOrder[] }) {
  return (
    <div className="promise-details__block">
      <h4>Affected orders</h4>
      {orders.length === 0 ? (
        <p className="muted">No other order slips.</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-label="Affected orders">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col" className="num">
                  Slip (h)
                </th>
                <th scope="col">Becomes late</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.order_id}>
                  <td className="mono">{order.order_id}</td>
                  <td className="num">
                    {order.slip_hours.toLocaleString('en-US', { maximumFractionDigits: 1 })}
                  </td>
                  <td className={order.becomes_late ? 'promise-affected__late' : undefined}>
                    {order.becomes_late ? 'Yes' : 'No'}
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
