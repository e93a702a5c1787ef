import type { InventoryChatResponse } from '@takt/contract';
import { formatStock } from './inventory-format.ts';

type Visualization = NonNullable<InventoryChatResponse['visualization']>;

/** The table a reply carries (visualization type table), drawn under the answer. */
export function InventoryChatTable({ table }: { table: Visualization }) {
  return (
    <div className="table-scroll inventory-chat__table">
      <table className="data-table">
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one answer never change order
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above
                <td key={cellIndex} className={typeof cell === 'number' ? 'num' : undefined}>
                  {typeof cell === 'number' ? formatStock(cell) : cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
