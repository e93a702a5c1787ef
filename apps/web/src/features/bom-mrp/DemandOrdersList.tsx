import { type UiKey, useT } from '../../i18n/t.ts';
import type { DemandOrderDraft } from './mrp-parameters.ts';

interface DemandOrdersListProps {
  orders: readonly DemandOrderDraft[];
  onEdit: (key: number, patch: Partial<DemandOrderDraft>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}

/** The demand orders the run plans for: product, quantity and required date each. */
export function DemandOrdersList({ orders, onEdit, onAdd, onRemove }: DemandOrdersListProps) {
  const t = useT();
  return (
    <section className="demand-orders" aria-labelledby="demand-orders-title">
      <div className="bom-section-head">
        <h3 id="demand-orders-title">{t('mrp.demand')}</h3>
        <button type="button" className="button" onClick={onAdd}>
          {t('mrp.demand.add')}
        </button>
      </div>
      {orders.length === 0 ? (
        <p className="muted">{t('mrp.demand.none')}</p>
      ) : (
        <ol className="demand-orders__list">
          {orders.map((order, index) => {
            const label = (field: UiKey) => t('mrp.demand.field', { field: t(field), order: index + 1 });
            return (
              <li key={order.key} className="demand-order">
                <label>
                  {t('mrp.demand.productId')}
                  <input
                    aria-label={label('mrp.demand.productId')}
                    value={order.product_id}
                    onChange={(event) => onEdit(order.key, { product_id: event.target.value.toUpperCase() })}
                  />
                </label>
                <label>
                  {t('mrp.demand.quantity')}
                  <input
                    aria-label={label('mrp.demand.quantity')}
                    type="number"
                    min={0}
                    step={1}
                    value={Number.isNaN(order.quantity) ? '' : order.quantity}
                    onChange={(event) => onEdit(order.key, { quantity: event.target.valueAsNumber })}
                  />
                </label>
                <label>
                  {t('mrp.demand.requiredDate')}
                  <input
                    aria-label={label('mrp.demand.requiredDate')}
                    type="date"
                    value={order.required_date}
                    onChange={(event) => onEdit(order.key, { required_date: event.target.value })}
                  />
                </label>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('mrp.demand.remove', { order: index + 1 })}
                  onClick={() => onRemove(order.key)}
                >
                  ✕
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
