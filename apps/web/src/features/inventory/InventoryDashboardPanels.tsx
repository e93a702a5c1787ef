import type {
  InventoryAlert,
  InventoryItem,
  InventoryValueResponse,
  StockMovementEntry,
} from '@takt/contract';
import { formatPlantDateTime, formatStock, formatUsd } from './inventory-format.ts';

/** Stock value per location, with a bar for each location's share of the total. */
export function ValueByLocation({ value }: { value: InventoryValueResponse }) {
  const largest = Math.max(1, ...value.by_location.map((l) => l.total_value));
  return (
    <section className="panel" aria-labelledby="inv-value-title">
      <h2 id="inv-value-title" className="panel__title">
        Value by location
      </h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Location</th>
            <th scope="col" className="num">
              Items
            </th>
            <th scope="col" className="num">
              Quantity
            </th>
            <th scope="col" className="num">
              Value
            </th>
            <th scope="col">
              <span className="visually-hidden">Share</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {value.by_location.map((l) => (
            <tr key={l.location_id}>
              <td>
                {l.location_name} <span className="muted mono">{l.location_id}</span>
              </td>
              <td className="num">{l.item_count}</td>
              <td className="num">{formatStock(l.total_quantity)}</td>
              <td className="num">{formatUsd(l.total_value)}</td>
              <td className="inventory-bar-cell">
                <span className="inventory-bar" style={{ width: `${(l.total_value / largest) * 100}%` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Alerts as the server computed them, HIGH first. */
export function AlertsPanel({ alerts }: { alerts: InventoryAlert[] }) {
  return (
    <section className="panel" aria-labelledby="inv-alerts-title">
      <h2 id="inv-alerts-title" className="panel__title">
        Alerts ({alerts.length})
      </h2>
      {alerts.length === 0 ? (
        <p className="panel__empty">No inventory alerts.</p>
      ) : (
        <ul className="inventory-alerts" aria-label="Inventory alerts">
          {alerts.map((alert) => (
            <li
              key={alert.alert_id}
              className={`inventory-alert inventory-alert--${alert.severity.toLowerCase()}`}
            >
              <span className="inventory-alert__severity">{alert.severity}</span> {alert.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Items at or below their reorder point, with the server's stock status. */
export function LowStockList({ items }: { items: InventoryItem[] }) {
  return (
    <section className="panel" aria-labelledby="inv-low-title">
      <h2 id="inv-low-title" className="panel__title">
        Low stock ({items.length})
      </h2>
      {items.length === 0 ? (
        <p className="panel__empty">No item is at or below its reorder point.</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-label="Low stock items">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Description</th>
                <th scope="col" className="num">
                  Available
                </th>
                <th scope="col" className="num">
                  Reorder point
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.item_id}>
                  <td className="mono">{item.item_id}</td>
                  <td className="wrap">{item.description}</td>
                  <td className="num">
                    {formatStock(item.available)} {item.unit_of_measure}
                  </td>
                  <td className="num">{formatStock(item.reorder_point)}</td>
                  <td>
                    <span className={`stock-badge stock-badge--${item.stock_status}`}>
                      {item.stock_status}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The latest movements, newest first, in plant time. */
export function RecentMovements({
  movements,
  timeZone,
}: {
  movements: StockMovementEntry[];
  timeZone: string | undefined;
}) {
  return (
    <section className="panel" aria-labelledby="inv-moves-title">
      <h2 id="inv-moves-title" className="panel__title">
        Recent movements
      </h2>
      {movements.length === 0 ? (
        <p className="panel__empty">No stock has moved yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-label="Recent movements">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Item</th>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col" className="num">
                  Quantity
                </th>
                <th scope="col">Reason</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {movements.map((m) => (
                <tr key={m.movement_id}>
                  <td>{formatPlantDateTime(m.created_at, timeZone)}</td>
                  <td className="mono">{m.item_id}</td>
                  <td>{m.from_location ?? '-'}</td>
                  <td>{m.to_location ?? '-'}</td>
                  <td className="num">{formatStock(m.quantity)}</td>
                  <td className="wrap">
                    {m.reason}
                    {m.reference ? <span className="muted"> ({m.reference})</span> : null}
                  </td>
                  <td>{m.created_by ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
