import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchProductCosting } from '../../api/financial-api.ts';
import { useLocale } from '../../i18n/language.ts';
import { useT } from '../../i18n/t.ts';
import { FinancialLoadError, FinancialLoading } from './FinancialLoadState.tsx';
import { formatMoney } from './financial-format.ts';
import { ProductCostDetail } from './ProductCostDetail.tsx';

/** CK11N: every product's cost roll-up (BOM material + routing hours × work-center rate), one in detail. */
export function ProductCosting() {
  const t = useT();
  const locale = useLocale();
  const money = (value: number) => formatMoney(value, locale);
  const [quantity, setQuantity] = useState(1);
  const [typedQuantity, setTypedQuantity] = useState('1');
  const [chosen, setChosen] = useState('');
  const costing = useQuery({
    queryKey: ['financial', 'product-costing', quantity],
    queryFn: ({ signal }) => fetchProductCosting({ quantity }, signal),
  });
  const products = costing.data?.products ?? [];
  const shown = products.find((product) => product.product_id === chosen) ?? products[0];

  function applyQuantity(text: string) {
    setTypedQuantity(text);
    const value = Number(text);
    if (Number.isFinite(value) && value >= 1) setQuantity(value);
  }

  return (
    <div className="financial-costing">
      <div className="financial-toolbar">
        <label className="financial-field">
          {t('fi.ck.product')}
          <select
            value={shown?.product_id ?? ''}
            onChange={(event) => setChosen(event.target.value)}
            disabled={products.length === 0}
          >
            {products.map((product) => (
              <option key={product.product_id} value={product.product_id}>
                {product.product_id} {product.product_name}
              </option>
            ))}
          </select>
        </label>
        <label className="financial-field">
          {t('fi.ck.quantity')}
          <input
            type="number"
            min={1}
            step={1}
            value={typedQuantity}
            onChange={(event) => applyQuantity(event.target.value)}
          />
        </label>
      </div>
      {costing.isPending ? (
        <FinancialLoading />
      ) : costing.isError ? (
        <FinancialLoadError error={costing.error} onRetry={() => costing.refetch()} />
      ) : !shown ? (
        <p className="empty-state">{t('fi.ck.empty')}</p>
      ) : (
        <>
          <ProductCostDetail product={shown} />
          <section className="panel" aria-labelledby="financial-costing-overview">
            <h2 id="financial-costing-overview" className="panel__title">
              {t('fi.ck.overview')}
            </h2>
            <div className="table-scroll">
              <table className="data-table" aria-label={t('fi.ck.overview')}>
                <thead>
                  <tr>
                    <th scope="col">{t('fi.ck.product')}</th>
                    <th scope="col" className="num">
                      {t('fi.ck.material')}
                    </th>
                    <th scope="col" className="num">
                      {t('fi.ck.labor')}
                    </th>
                    <th scope="col" className="num">
                      {t('fi.ck.total')}
                    </th>
                    <th scope="col" className="num">
                      {t('fi.ck.standard')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {products.map((product) => (
                    <tr
                      key={product.product_id}
                      aria-selected={product.product_id === shown.product_id}
                      onClick={() => setChosen(product.product_id)}
                    >
                      <td>
                        <span className="mono">{product.product_id}</span> {product.product_name}
                      </td>
                      <td className="num">{money(product.material_cost_per_unit)}</td>
                      <td className="num">{money(product.labor_cost_per_unit)}</td>
                      <td className="num">{money(product.total_cost_per_unit)}</td>
                      <td className="num">{money(product.standard_cost)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
