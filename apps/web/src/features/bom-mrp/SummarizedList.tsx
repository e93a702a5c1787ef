import type { ExplosionNode } from '../../api/bom-api.ts';
import { formatCode, formatMoney, formatNumber } from './bom-format.ts';
import { summarizeComponents } from './explorer-tree.ts';

/** Each component once, with its quantity added over every place it appears. */
export function SummarizedList({ root, matches }: { root: ExplosionNode; matches: ReadonlySet<string> }) {
  const rows = summarizeComponents(root);
  const matchedItems = new Set([...matches].map((key) => key.split(' > ').at(-1)));
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label="Summarized BOM">
        <thead>
          <tr>
            <th>Item ID</th>
            <th>Item Name</th>
            <th>Type</th>
            <th className="num">Total Quantity</th>
            <th className="num">Total Cost</th>
            <th className="num">Occurrences</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.item_id} className={matchedItems.has(row.item_id) ? 'row--match' : ''}>
              <td className="mono">{row.item_id}</td>
              <td>{row.item_name}</td>
              <td>{row.component_type ? formatCode(row.component_type) : ''}</td>
              <td className="num">
                {formatNumber(row.total_quantity)} {row.unit ?? ''}
              </td>
              <td className="num">{formatMoney(row.total_cost)}</td>
              <td className="num">{row.occurrences}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
