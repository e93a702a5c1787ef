import type { ProductCost } from '../../api/financial-api.ts';
import { useLocale } from '../../i18n/language.ts';
import type { Locale } from '../../i18n/locale.ts';
import { useT } from '../../i18n/t.ts';
import { formatMoney } from './financial-format.ts';

function formatAmount(value: number, locale: Locale, digits = 3): string {
  return value.toLocaleString(locale, { maximumFractionDigits: digits });
}

/** One product's roll-up: material and routing cost per unit and for the quantity, with their sources. */
export function ProductCostDetail({ product }: { product: ProductCost }) {
  const t = useT();
  const locale = useLocale();
  const money = (value: number) => formatMoney(value, locale);
  const rows = [
    { label: t('fi.ck.material'), perUnit: product.material_cost_per_unit, total: product.material_cost },
    { label: t('fi.ck.labor'), perUnit: product.labor_cost_per_unit, total: product.labor_cost },
    { label: t('fi.ck.total'), perUnit: product.total_cost_per_unit, total: product.total_cost },
  ];
  return (
    <section className="panel" aria-labelledby="financial-costing-title">
      <h2 id="financial-costing-title" className="panel__title">
        {t('fi.ck.rollUp')}:{' '}
        <span translate="no">
          {product.product_id} {product.product_name}
        </span>
      </h2>
      <div className="financial-costing__grid">
        <table className="data-table" aria-label={t('fi.ck.rollUp')}>
          <thead>
            <tr>
              <th scope="col">{t('fi.ck.element')}</th>
              <th scope="col" className="num">
                {t('fi.ck.perUnit')}
              </th>
              <th scope="col" className="num">
                {t('fi.ck.forQuantity', { quantity: product.quantity })}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className="num">{money(row.perUnit)}</td>
                <td className="num">{money(row.total)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('fi.ck.standard')}</th>
              <td className="num">{money(product.standard_cost)}</td>
              <td />
            </tr>
          </tbody>
        </table>
        <table className="data-table" aria-label={t('fi.ck.operations')}>
          <thead>
            <tr>
              <th scope="col">{t('fi.ck.operation')}</th>
              <th scope="col">{t('fi.ck.workCenter')}</th>
              <th scope="col" className="num">
                {t('fi.ck.hours')}
              </th>
              <th scope="col" className="num">
                {t('fi.ck.rate')}
              </th>
              <th scope="col" className="num">
                {t('fi.ck.costPerUnit')}
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
                <td className="num">{formatAmount(operation.hours_per_unit, locale, 4)}</td>
                <td className="num">{money(operation.cost_rate_per_hour)}</td>
                <td className="num">{money(operation.cost_per_unit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="financial-subtitle">{t('fi.ck.materials')}</h3>
      <div className="table-scroll">
        <table className="data-table" aria-label={t('fi.ck.materials')}>
          <thead>
            <tr>
              <th scope="col">{t('fi.ck.item')}</th>
              <th scope="col" className="num">
                {t('fi.ck.quantity')}
              </th>
              <th scope="col" className="num">
                {t('fi.ck.unitCost')}
              </th>
              <th scope="col" className="num">
                {t('fi.ck.cost')}
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
                  {formatAmount(material.quantity, locale)} {material.unit}
                </td>
                <td className="num">{money(material.unit_cost)}</td>
                <td className="num">{money(material.total_cost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
