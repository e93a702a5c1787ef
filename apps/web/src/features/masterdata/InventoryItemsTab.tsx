import type { DataSource, StockStatus } from '@takt/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchInventoryItems } from '../../api/takt-api.ts';
import { useT } from '../../i18n/t.ts';
import { ErrorNote, LoadingNote } from '../../ui/LoadState.tsx';
import { formatQuantity } from '../../ui/table-format.ts';

/** The server's stock status, shown as it came (enterprise-shell §4). */
function StockStatusBadge({ status }: { status: StockStatus }) {
  const t = useT();
  return <span className={`stock-badge stock-badge--${status}`}>{t(`status.stock.${status}`)}</span>;
}

export function InventoryItemsTab({ source }: { source: DataSource }) {
  const t = useT();
  const items = useQuery({
    queryKey: ['masterdata', 'inventory', source],
    queryFn: ({ signal }) => fetchInventoryItems(source, signal),
  });

  if (items.isPending) return <LoadingNote what={t('md.items.loading')} />;
  if (items.isError) return <ErrorNote prefix={t('md.items.failed')} error={items.error} />;
  if (items.data.items.length === 0) return <p className="empty-state">{t('md.items.empty')}</p>;

  return (
    <div className="table-scroll">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('md.items.sku')}</th>
            <th scope="col">{t('md.items.description')}</th>
            <th scope="col">{t('md.items.category')}</th>
            <th scope="col" className="num">
              {t('md.items.onHand')}
            </th>
            <th scope="col" className="num">
              {t('md.items.reserved')}
            </th>
            <th scope="col" className="num">
              {t('md.items.available')}
            </th>
            <th scope="col" className="num">
              {t('md.items.reorderPoint')}
            </th>
            <th scope="col">{t('md.items.unit')}</th>
            <th scope="col">{t('md.items.stockStatus')}</th>
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
