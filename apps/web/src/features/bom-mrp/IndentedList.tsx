import type { ExplosionNode } from '../../api/bom-api.ts';
import { formatCode, formatMoney, formatNumber } from './bom-format.ts';
import { flattenTree, isOnCriticalPath, nodeKey, type TreeMarks } from './explorer-tree.ts';

interface IndentedListProps {
  root: ExplosionNode;
  marks: TreeMarks;
  onSelect: (node: ExplosionNode) => void;
}

/** Every node in one table, its level shown as dots (.1, ..2), as a multi-level BOM list does. */
export function IndentedList({ root, marks, onSelect }: IndentedListProps) {
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label="Indented BOM list">
        <thead>
          <tr>
            <th>Level</th>
            <th>Item ID</th>
            <th>Item Name</th>
            <th className="num">Qty per</th>
            <th className="num">Cumulative Qty</th>
            <th>Type</th>
            <th className="num">Lead Time</th>
            <th className="num">Total Cost</th>
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
                <td>{node.item_name}</td>
                <td className="num">{formatNumber(node.quantity_per, 6)}</td>
                <td className="num">
                  {formatNumber(node.cumulative_quantity)} {node.unit ?? ''}
                </td>
                <td>{node.component_type ? formatCode(node.component_type) : 'Product'}</td>
                <td className="num">{node.lead_time_days} d</td>
                <td className="num">{formatMoney(node.total_cost)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
