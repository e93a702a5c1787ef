import { useQuery } from '@tanstack/react-query';
import {
  fetchInventoryAlerts,
  fetchInventoryValue,
  fetchLowStockItems,
  fetchRecentMovements,
  INVENTORY_QUERY_KEY,
} from '../../api/inventory-api.ts';
import { usePlantTimeZone } from '../../i18n/plant-time.ts';
import { useT } from '../../i18n/t.ts';
import { ErrorNote, LoadingNote } from '../../ui/LoadState.tsx';
import { AlertsPanel, LowStockList, RecentMovements, ValueByLocation } from './InventoryDashboardPanels.tsx';
import { formatStock, formatUsd } from './inventory-format.ts';

// The dashboard loads when opened (enterprise-shell §4): never served from an earlier visit's cache.
const FRESH_ON_OPEN = { staleTime: 0, refetchOnMount: 'always' } as const;

function ValueCard({ label, value, hint }: { label: string; value: string; hint: string }) {
  const id = `inv-card-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="count-card" aria-labelledby={id}>
      <h2 id={id} className="count-card__label">
        {label}
      </h2>
      <p className="count-card__value">{value}</p>
      <p className="count-card__hint">{hint}</p>
    </section>
  );
}

/** MB51 Dashboard: value by location, alerts, low-stock list and recent movements of the playground. */
export function InventoryDashboardTab() {
  const timeZone = usePlantTimeZone();
  const t = useT();
  const value = useQuery({
    queryKey: [...INVENTORY_QUERY_KEY, 'value'],
    queryFn: ({ signal }) => fetchInventoryValue(signal),
    ...FRESH_ON_OPEN,
  });
  const alerts = useQuery({
    queryKey: [...INVENTORY_QUERY_KEY, 'alerts'],
    queryFn: ({ signal }) => fetchInventoryAlerts(signal),
    ...FRESH_ON_OPEN,
  });
  const lowStock = useQuery({
    queryKey: [...INVENTORY_QUERY_KEY, 'items', 'low'],
    queryFn: ({ signal }) => fetchLowStockItems(signal),
    ...FRESH_ON_OPEN,
  });
  const movements = useQuery({
    queryKey: [...INVENTORY_QUERY_KEY, 'movements'],
    queryFn: ({ signal }) => fetchRecentMovements(signal),
    ...FRESH_ON_OPEN,
  });

  const failed = [value, alerts, lowStock, movements].find((q) => q.isError);
  if (failed)
    return <ErrorNote prefix={t('inv.failed')} error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!value.data || !alerts.data || !lowStock.data || !movements.data)
    return <LoadingNote what={t('inv.loading')} />;

  const highAlerts = alerts.data.alerts.filter((a) => a.severity === 'HIGH').length;
  return (
    <section className="inventory-dashboard" aria-label={t('inv.dashboard')}>
      <div className="count-grid">
        <ValueCard
          label={t('inv.card.value')}
          value={formatUsd(value.data.total_value)}
          hint={t('inv.card.value.hint')}
        />
        <ValueCard
          label={t('inv.card.items')}
          value={String(value.data.item_count)}
          hint={t('inv.card.items.hint')}
        />
        <ValueCard
          label={t('inv.card.quantity')}
          value={formatStock(value.data.total_quantity)}
          hint={t('inv.card.quantity.hint')}
        />
        <ValueCard
          label={t('inv.card.alerts')}
          value={String(alerts.data.alerts.length)}
          hint={t('inv.card.alerts.hint', { high: highAlerts })}
        />
      </div>
      <ValueByLocation value={value.data} />
      <div className="inventory-dashboard__columns">
        <AlertsPanel alerts={alerts.data.alerts} />
        <LowStockList items={lowStock.data.items} />
      </div>
      <RecentMovements movements={movements.data.movements} timeZone={timeZone} />
    </section>
  );
}
