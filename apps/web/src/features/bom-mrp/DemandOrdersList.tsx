import type { DemandOrderDraft } from './mrp-parameters.ts';

interface DemandOrdersListProps {
  orders: readonly DemandOrderDraft[];
  onEdit: (key: number, patch: Partial<DemandOrderDraft>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}

/** The demand orders the run plans for: product, quantity and required date each. */
export function DemandOrdersList({ orders, onEdit, onAdd, onRemove }: DemandOrdersListProps) {
  return (
    <section className="demand-orders" aria-labelledby="demand-orders-title">
      <div className="bom-section-head">
        <h3 id="demand-orders-title">Demand Orders</h3>
        <button type="button" className="button" onClick={onAdd}>
          + Add Order
        </button>
      </div>
      {orders.length === 0 ? (
        <p className="muted">No demand orders. Add one to run MRP.</p>
      ) : (
        <ol className="demand-orders__list">
          {orders.map((order, index) => {
            const label = (field: string) => `${field}, order ${index + 1}`;
            return (
              <li key={order.key} className="demand-order">
                <label>
                  Product ID
                  <input
                    aria-label={label('Product ID')}
                    value={order.product_id}
                    onChange={(event) => onEdit(order.key, { product_id: event.target.value.toUpperCase() })}
                  />
                </label>
                <label>
                  Quantity
                  <input
                    aria-label={label('Quantity')}
                    type="number"
                    min={0}
                    step={1}
                    value={Number.isNaN(order.quantity) ? '' : order.quantity}
                    onChange={(event) => onEdit(order.key, { quantity: event.target.valueAsNumber })}
                  />
                </label>
                <label>
                  Required Date
                  <input
                    aria-label={label('Required Date')}
                    type="date"
                    value={order.required_date}
                    onChange={(event) => onEdit(order.key, { required_date: event.target.value })}
                  />
                </label>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove order ${index + 1}`}
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
