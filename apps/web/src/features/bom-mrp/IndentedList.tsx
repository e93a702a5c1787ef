import type { ExplosionNode } from '../../api/bom-api.ts';
import { useT } from '../../i18n/t.ts';
import { componentTypeLabel, formatMoney, formatNumber } from './bom-format.ts';
import { flattenTree, isOnCriticalPath, nodeKey, type TreeMarks } from './explorer-tree.ts';

interface IndentedListProps {
  root: ExplosionNode;
  marks: TreeMarks;
  onSelect: (node: ExplosionNode) => void;
}

/** Every node in one table, its level shown as dots (.1, ..2), as a multi-level BOM list does. */
export function IndentedList({ root, marks, onSelect }: IndentedListProps) {
  const t = useT();
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label={t('bom.explorer.indented')}>
        <thead>
          <tr>
            <th>{t('bom.explorer.col.level')}</th>
            <th>{t('bom.col.itemId')}</th>
            <th>{t('bom.col.itemName')}</th>
            <th className="num">{t('bom.explorer.col.qtyPer')}</th>
            <th className="num">{t('bom.explorer.col.cumulative')}</th>
            <th>{t('bom.col.type')}</th>
            <th className="num">{t('bom.explorer.col.leadTime')}</th>
            <th className="num">{t('bom.col.totalCost')}</th>
          </tr>
        </thead>
        <tbody>
          {flattenTree(root).map((node) => {
            const key = nodeKey(node);
            const classes = [
              isOnCriticalPath(node, marks.criticalPathItems) ? 'row--critical' : '',
              marks.matches.has(key) ? 'row--match' : '',
            ].join(' ');
            return (
              <tr key={key} className={classes}>
                <td className="mono">{`${'.'.repeat(node.level)}${node.level}`}</td>
                <td className="mono">
                  <button type="button" className="link-button" onClick={() => onSelect(node)}>
                    {node.item_id}
                  </button>
                </td>
                <td translate="no">{node.item_name}</td>
                <td className="num">{formatNumber(node.quantity_per, 6)}</td>
                <td className="num">
                  {formatNumber(node.cumulative_quantity)} {node.unit ?? ''}
                </td>
                <td>{componentTypeLabel(node.component_type)}</td>
                <td className="num">{t('bom.explorer.days', { days: formatNumber(node.lead_time_days) })}</td>
                <td className="num">{formatMoney(node.total_cost)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
