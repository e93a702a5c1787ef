import { useQuery } from '@tanstack/react-query';
import { fetchInventoryLevels, INVENTORY_QUERY_KEY } from '../../api/inventory-api.ts';
import { ErrorNote, LoadingNote } from '../../ui/LoadState.tsx';
import { formatStock } from './inventory-format.ts';

/** An item's balance at each location, so the planner sees what is free before moving it. */
export function ItemBalances({ itemId }: { itemId: string }) {
  const levels = useQuery({
    queryKey: [...INVENTORY_QUERY_KEY, 'levels', itemId],
    queryFn: ({ signal }) => fetchInventoryLevels(itemId, undefined, signal),
  });
  if (levels.isPending) return <LoadingNote what="stock levels" />;
  if (levels.isError) return <ErrorNote prefix="Failed to load inventory data" error={levels.error} />;
  const { data } = levels;
  return (
    <section className="panel" aria-labelledby="inv-balances-title">
      <h2 id="inv-balances-title" className="panel__title">
        {data.item_id} {data.description}: stock by location
      </h2>
      <table className="data-table" aria-label="Stock by location">
        <thead>
          <tr>
            <th scope="col">Location</th>
            <th scope="col" className="num">
              On hand
            </th>
            <th scope="col" className="num">
              Reserved
            </th>
            <th scope="col" className="num">
              Free to move
            </th>
          </tr>
        </thead>
        <tbody>
          {data.levels.map((level) => (
            <tr key={level.location_id}>
              <td>
                {level.location_name} <span className="muted mono">{level.location_id}</span>
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
