import type { DataSource, StockStatus } from '@takt/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchInventoryItems } from '../../api/takt-api.ts';
import { ErrorNote, LoadingNote } from '../../ui/LoadState.tsx';
import { formatQuantity } from '../../ui/table-format.ts';

/** The server's stock status, shown as it came (enterprise-shell §4). */
function StockStatusBadge({ status }: { status: StockStatus }) {
  return <span className={`stock-badge stock-badge--${status}`}>{status}</span>;
}

export function InventoryItemsTab({ source }: { source: DataSource }) {
  const items = useQuery({
    queryKey: ['masterdata', 'inventory', source],
    queryFn: ({ signal }) => fetchInventoryItems(source, signal),
  });

  if (items.isPending) return <LoadingNote what="inventory data" />;
  if (items.isError) return <ErrorNote prefix="Failed to load inventory data" error={items.error} />;
  if (items.data.items.length === 0) return <p className="empty-state">No inventory items found.</p>;

  return (
    <div className="table-scroll">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col">Description</th>
            <th scope="col">Category</th>
            <th scope="col" className="num">
              On hand
            </th>
            <th scope="col" className="num">
              Reserved
            </th>
            <th scope="col" className="num">
              Available
            </th>
            <th scope="col" className="num">
              Reorder point
            </th>
            <th scope="col">Unit</th>
            <th scope="col">Stock status</th>
          </tr>
        </thead>
        <tbody>
          {items.data.items.map((item) => (
            <tr key={item.item_id}>
              <td className="mono">{item.sku}</td>
              <td className="wrap">{item.description}</td>
              <td>{item.category}</td>
              <td className="num">{formatQuantity(item.total_on_hand)}</td>
              <td className="num">{formatQuantity(item.total_reserved)}</td>
              <td className="num">{formatQuantity(item.available)}</td>
              <td className="num">{formatQuantity(item.reorder_point)}</td>
              <td>{item.unit_of_measure}</td>
              <td>
                <StockStatusBadge status={item.stock_status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
