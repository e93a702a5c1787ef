import type { ProductCost } from '../../api/financial-api.ts';
import { currentLocale } from '../../i18n/locale.ts';
import { formatMoney } from './financial-format.ts';
import { FINANCIAL_LABELS } from './labels.ts';

const L = FINANCIAL_LABELS.costing;

function formatAmount(value: number, digits = 3): string {
  return value.toLocaleString(currentLocale(), { maximumFractionDigits: digits });
}

/** One product's roll-up: material and routing cost per unit and for the quantity, with their sources. */
export function ProductCostDetail({ product }: { product: ProductCost }) {
  const rows = [
    { label: L.material, perUnit: product.material_cost_per_unit, total: product.material_cost },
    { label: L.labor, perUnit: product.labor_cost_per_unit, total: product.labor_cost },
    { label: L.total, perUnit: product.total_cost_per_unit, total: product.total_cost },
  ];
  return (
    <section className="panel" aria-labelledby="financial-costing-title">
      <h2 id="financial-costing-title" className="panel__title">
        {L.rollUp}: {product.product_id} {product.product_name}
      </h2>
      <div className="financial-costing__grid">
        <table className="data-table" aria-label={L.rollUp}>
          <thead>
            <tr>
              <th scope="col">{L.element}</th>
              <th scope="col" className="num">
                {L.perUnit}
              </th>
              <th scope="col" className="num">
                {L.forQuantity} ({formatAmount(product.quantity)})
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className="num">{formatMoney(row.perUnit)}</td>
                <td className="num">{formatMoney(row.total)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{L.standard}</th>
              <td className="num">{formatMoney(product.standard_cost)}</td>
              <td />
            </tr>
          </tbody>
        </table>
        <table className="data-table" aria-label={L.operations}>
          <thead>
            <tr>
              <th scope="col">{L.operation}</th>
              <th scope="col">{L.workCenter}</th>
              <th scope="col" className="num">
                {L.hours}
              </th>
              <th scope="col" className="num">
                {L.rate}
              </th>
              <th scope="col" className="num">
                {L.costPerUnit}
              </th>
            </tr>
          </thead>
          <tbody>
            {product.operations.map((operation) => (
              <tr key={operation.operation_no}>
                <td>
                  {operation.operation_no} {operation.description}
                </td>
                <td>
                  <span className="mono">{operation.work_center_id}</span> {operation.work_center_name}
                </td>
                <td className="num">{formatAmount(operation.hours_per_unit, 4)}</td>
                <td className="num">{formatMoney(operation.cost_rate_per_hour)}</td>
                <td className="num">{formatMoney(operation.cost_per_unit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="financial-subtitle">{L.materials}</h3>
      <div className="table-scroll">
        <table className="data-table" aria-label={L.materials}>
          <thead>
            <tr>
              <th scope="col">{L.item}</th>
              <th scope="col" className="num">
                {L.quantity}
              </th>
              <th scope="col" className="num">
                {L.unitCost}
              </th>
              <th scope="col" className="num">
                {L.cost}
              </th>
            </tr>
          </thead>
          <tbody>
            {product.materials.map((material) => (
              <tr key={material.item_id}>
                <td>
                  <span className="mono">{material.item_id}</span> {material.description}
                </td>
                <td className="num">
                  {formatAmount(material.quantity)} {material.unit}
                </td>
                <td className="num">{formatMoney(material.unit_cost)}</td>
                <td className="num">{formatMoney(material.total_cost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
