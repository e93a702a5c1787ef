import type { ExplosionNode } from '../../api/bom-api.ts';
import { useT } from '../../i18n/t.ts';
import { componentTypeLabel, formatMoney, formatNumber } from './bom-format.ts';
import { summarizeComponents } from './explorer-tree.ts';

/** Each component once, with its quantity added over every place it appears. */
export function SummarizedList({ root, matches }: { root: ExplosionNode; matches: ReadonlySet<string> }) {
  const t = useT();
  const rows = summarizeComponents(root);
  const matchedItems = new Set([...matches].map((key) => key.split(' > ').at(-1)));
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label={t('bom.explorer.summarized')}>
        <thead>
          <tr>
            <th>{t('bom.col.itemId')}</th>
            <th>{t('bom.col.itemName')}</th>
            <th>{t('bom.col.type')}</th>
            <th className="num">{t('bom.explorer.col.totalQuantity')}</th>
            <th className="num">{t('bom.col.totalCost')}</th>
            <th className="num">{t('bom.explorer.col.occurrences')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.item_id} className={matchedItems.has(row.item_id) ? 'row--match' : ''}>
              <td className="mono">{row.item_id}</td>
              <td translate="no">{row.item_name}</td>
              <td>{row.component_type ? componentTypeLabel(row.component_type) : ''}</td>
              <td className="num">
                {formatNumber(row.total_quantity)} {row.unit ?? ''}
              </td>
              <td className="num">{formatMoney(row.total_cost)}</td>
              <td className="num">{formatNumber(row.occurrences)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
