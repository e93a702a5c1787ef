import { useQuery } from '@tanstack/react-query';
import { fetchInventoryLevels, INVENTORY_QUERY_KEY } from '../../api/inventory-api.ts';
import { useT } from '../../i18n/t.ts';
import { ErrorNote, LoadingNote } from '../../ui/LoadState.tsx';
import { locationName } from './InventoryDashboardPanels.tsx';
import { formatStock } from './inventory-format.ts';

/** An item's balance at each location, so the planner sees what is free before moving it. */
export function ItemBalances({ itemId }: { itemId: string }) {
  const t = useT();
  const levels = useQuery({
    queryKey: [...INVENTORY_QUERY_KEY, 'levels', itemId],
    queryFn: ({ signal }) => fetchInventoryLevels(itemId, undefined, signal),
  });
  if (levels.isPending) return <LoadingNote what={t('inv.balances.loading')} />;
  if (levels.isError) return <ErrorNote prefix={t('inv.failed')} error={levels.error} />;
  const { data } = levels;
  return (
    <section className="panel" aria-labelledby="inv-balances-title">
      <h2 id="inv-balances-title" className="panel__title">
        {t('inv.balances.title', { item: data.item_id, description: data.description })}
      </h2>
      <table className="data-table" aria-label={t('inv.balances.table')}>
        <thead>
          <tr>
            <th scope="col">{t('inv.col.location')}</th>
            <th scope="col" className="num">
              {t('inv.col.onHand')}
            </th>
            <th scope="col" className="num">
              {t('inv.col.reserved')}
            </th>
            <th scope="col" className="num">
              {t('inv.col.free')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.levels.map((level) => (
            <tr key={level.location_id}>
              <td>
                {locationName(level.location_id, level.location_name, t)}{' '}
                <span className="muted mono">{level.location_id}</span>
              </td>
              <td className="num">{formatStock(level.on_hand)}</td>
              <td className="num">{formatStock(level.reserved)}</td>
              <td className="num">
                {formatStock(Math.max(0, level.available))} {data.unit_of_measure}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
