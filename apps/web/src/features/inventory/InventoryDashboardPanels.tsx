import type {
  InventoryAlert,
  InventoryItem,
  InventoryValueResponse,
  StockMovementEntry,
} from '@takt/contract';
import { type Translate, UI_CATALOGS, type UiKey, useT } from '../../i18n/t.ts';
import { formatPlantDateTime, formatStock, formatUsd, locationNameKey } from './inventory-format.ts';

/** The reasons the server writes itself, in the screen's language; a reason a person typed as typed. */
function movementReason(reason: string, t: Translate): string {
  const key = `inv.reason.${reason}`;
  return key in UI_CATALOGS['en-US'] ? t(key as UiKey) : reason;
}

/** A spec location by its name in the screen's language; another by the name the server gave. */
export function locationName(code: string, serverName: string, t: Translate): string {
  const key = locationNameKey(code);
  return key ? t(key) : serverName;
}

/** Stock value per location, with a bar for each location's share of the total. */
export function ValueByLocation({ value }: { value: InventoryValueResponse }) {
  const largest = Math.max(1, ...value.by_location.map((l) => l.total_value));
  const t = useT();
  return (
    <section className="panel" aria-labelledby="inv-value-title">
      <h2 id="inv-value-title" className="panel__title">
        {t('inv.byLocation')}
      </h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('inv.col.location')}</th>
            <th scope="col" className="num">
              {t('inv.col.items')}
            </th>
            <th scope="col" className="num">
              {t('inv.col.quantity')}
            </th>
            <th scope="col" className="num">
              {t('inv.col.value')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('inv.col.share')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {value.by_location.map((l) => (
            <tr key={l.location_id}>
              <td>
                {locationName(l.location_id, l.location_name, t)}{' '}
                <span className="muted mono">{l.location_id}</span>
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
  const t = useT();
  return (
    <section className="panel" aria-labelledby="inv-alerts-title">
      <h2 id="inv-alerts-title" className="panel__title">
        {t('inv.alerts', { count: alerts.length })}
      </h2>
      {alerts.length === 0 ? (
        <p className="panel__empty">{t('inv.alerts.empty')}</p>
      ) : (
        <ul className="inventory-alerts" aria-label={t('inv.alerts.list')}>
          {alerts.map((alert) => (
            <li
              key={alert.alert_id}
              className={`inventory-alert inventory-alert--${alert.severity.toLowerCase()}`}
            >
              <span className="inventory-alert__severity">{t(`inv.severity.${alert.severity}`)}</span>{' '}
              {alert.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Items at or below their reorder point, with the server's stock status. */
export function LowStockList({ items }: { items: InventoryItem[] }) {
  const t = useT();
  return (
    <section className="panel" aria-labelledby="inv-low-title">
      <h2 id="inv-low-title" className="panel__title">
        {t('inv.low', { count: items.length })}
      </h2>
      {items.length === 0 ? (
        <p className="panel__empty">{t('inv.low.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-label={t('inv.low.list')}>
            <thead>
              <tr>
                <th scope="col">{t('inv.col.item')}</th>
                <th scope="col">{t('inv.col.description')}</th>
                <th scope="col" className="num">
                  {t('inv.col.available')}
                </th>
                <th scope="col" className="num">
                  {t('inv.col.reorderPoint')}
                </th>
                <th scope="col">{t('inv.col.status')}</th>
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
                      {t(`status.stock.${item.stock_status}`)}
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
  const t = useT();
  return (
    <section className="panel" aria-labelledby="inv-moves-title">
      <h2 id="inv-moves-title" className="panel__title">
        {t('inv.moves')}
      </h2>
      {movements.length === 0 ? (
        <p className="panel__empty">{t('inv.moves.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-label={t('inv.moves')}>
            <thead>
              <tr>
                <th scope="col">{t('inv.col.when')}</th>
                <th scope="col">{t('inv.col.item')}</th>
                <th scope="col">{t('inv.col.from')}</th>
                <th scope="col">{t('inv.col.to')}</th>
                <th scope="col" className="num">
                  {t('inv.col.quantity')}
                </th>
                <th scope="col">{t('inv.col.reason')}</th>
                <th scope="col">{t('inv.col.by')}</th>
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
                    {movementReason(m.reason, t)}
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
