import type { PromiseMaterial } from '../../api/promise-api.ts';
import { formatQuantity } from './promise-format.ts';

/** planning-workspaces §2: at most this many materials are listed, then a '+N more' note. */
export const MATERIALS_SHOWN = 3;

/** The order's materials: required, available and to order, the first three then '+N more'. */
export function PromiseMaterialsList({ materials }: { materials: PromiseMaterial[] }) {
  const shown = materials.slice(0, MATERIALS_SHOWN);
  const hidden = materials.length - shown.length;
  return (
    <div className="promise-details__block">
      <h4>Materials</h4>
      {materials.length === 0 ? (
        <p className="muted">No materials needed.</p>
      ) : (
        <ul className="promise-materials" aria-label="Materials">
          {shown.map((material) => (
            <li key={material.sku}>
              <span className="mono">{material.sku}</span>
              <span>
                {formatQuantity(material.quantity_required)} required ·{' '}
                {formatQuantity(material.quantity_available)} available
                {material.quantity_to_order > 0 && (
                  <strong> · {formatQuantity(material.quantity_to_order)} to order</strong>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && <p className="muted promise-materials__more">+{hidden} more</p>}
    </div>
  );
}
