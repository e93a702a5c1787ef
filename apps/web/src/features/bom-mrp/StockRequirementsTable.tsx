import type { StockRequirementElement } from '../../api/bom-api.ts';
import { formatNumber } from './bom-format.ts';
import { availabilityStatus, ELEMENT_LABELS } from './stock-requirements.ts';

interface StockRequirementsTableProps {
  elements: readonly StockRequirementElement[];
  safetyStock: number;
  unit: string | null;
}

const STATUS_NOTES = { shortage: 'Shortage', 'below-safety': 'Below safety stock', covered: '' } as const;

/** MD04's list: stock, requirements, receipts and planned orders in date order with the running quantity. */
export function StockRequirementsTable({ elements, safetyStock, unit }: StockRequirementsTableProps) {
  const hasSafetyStockLine = elements.some((e) => e.element_type === 'SAFETY_STOCK');
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label="Stock/requirements list">
        <thead>
          <tr>
            <th>Date</th>
            <th>MRP Element</th>
            <th>MRP Element Data</th>
            <th className="num">Rec./Reqd Qty</th>
            <th className="num">Available Qty</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {elements.map((element, index) => {
            const status = availabilityStatus(element, safetyStock, hasSafetyStockLine);
            return (
              <tr
                // The list is the server's, in its order; an element id can repeat (stock, safety stock).
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                className={`md04-row md04-row--${status}`}
                data-status={status}
              >
                <td>{element.date}</td>
                <td>{ELEMENT_LABELS[element.element_type] ?? element.element_type}</td>
                <td className="mono">{element.element_id}</td>
                <td className={`num ${element.quantity < 0 ? 'qty--out' : 'qty--in'}`}>
                  {element.quantity > 0 ? '+' : ''}
                  {formatNumber(element.quantity)}
                </td>
                <td className="num">
                  {formatNumber(element.available_quantity)} {unit ?? ''}
                </td>
                <td>
                  {STATUS_NOTES[status] && (
                    <span className={`md04-flag md04-flag--${status}`}>{STATUS_NOTES[status]}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
