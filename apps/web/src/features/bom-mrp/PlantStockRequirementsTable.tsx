import { formatNumber } from './bom-format.ts';
import type { PlantMrpLine } from './plant-mrp.ts';

/** MD01's Stock/Requirements table: one line per planned material, its most urgent exception under its name. */
export function PlantStockRequirementsTable({ lines }: { lines: readonly PlantMrpLine[] }) {
  if (lines.length === 0) return <p className="empty-state">No materials match this filter.</p>;
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label="Stock/Requirements">
        <thead>
          <tr>
            <th>Material</th>
            <th>Description</th>
            <th className="num">Required</th>
            <th className="num">Available</th>
            <th className="num">Receipts</th>
            <th className="num">Shortage</th>
            <th className="num">Planned</th>
            <th className="num">Safety</th>
            <th className="num">Reorder</th>
            <th className="num">Lead Time</th>
            <th>Order Date</th>
            <th title="First day of the first bucket with a requirement">Req. Period</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const unit = line.unit ?? '';
            return (
              <tr key={line.material_id} className={line.shortage > 0 ? 'row--shortage' : undefined}>
                <td>
                  <span className="mono">{line.material_id}</span>
                  <div className="muted">{line.mrp_element}</div>
                </td>
                <td className="wrap">
                  {line.material_name}
                  {line.exception_message && (
                    <div className={`exception exception--${line.exception_priority?.toLowerCase()}`}>
                      {line.exception_message}
                    </div>
                  )}
                </td>
                <td className="num">{formatNumber(line.required_quantity, 1)}</td>
                <td className={`num${line.available_stock < line.safety_stock ? ' qty--out' : ''}`}>
                  {formatNumber(line.available_stock, 1)}
                </td>
                <td className="num">{formatNumber(line.planned_receipts, 1)}</td>
                <td className={`num${line.shortage > 0 ? ' qty--out' : ''}`}>
                  {line.shortage > 0 ? `${formatNumber(line.shortage, 1)} ${unit}` : '-'}
                </td>
                <td className="num">
                  {line.planned_orders > 0 ? formatNumber(line.planned_orders, 1) : '-'}
                </td>
                <td className="num">{formatNumber(line.safety_stock, 1)}</td>
                <td className="num">
                  {line.reorder_point === null ? '-' : formatNumber(line.reorder_point, 1)}
                </td>
                <td className="num">{line.lead_time_days} d</td>
                <td>{line.suggested_order_date ?? '-'}</td>
                <td>{line.requirement_date ?? '-'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
