import type { PromiseMaterial } from '../../api/promise-api.ts';
import { useT } from '../../i18n/t.ts';
import { formatQuantity } from './promise-format.ts';

/** planning-workspaces §2: at most this many materials are listed, then a '+N more' note. */
export const MATERIALS_SHOWN = 3;

/** The order's materials: required, available and to order, the first three then '+N more'. */
export function PromiseMaterialsList({ materials }: { materials: PromiseMaterial[] }) {
  const shown = materials.slice(0, MATERIALS_SHOWN);
  const hidden = materials.length - shown.length;
  const t = useT();
  return (
    <div className="promise-details__block">
      <h4>{t('pr.materials')}</h4>
      {materials.length === 0 ? (
        <p className="muted">{t('pr.materials.none')}</p>
      ) : (
        <ul className="promise-materials" aria-label={t('pr.materials')}>
          {shown.map((material) => (
            <li key={material.sku}>
              <span className="mono">{material.sku}</span>
              <span>
                {t('pr.material.required', { quantity: formatQuantity(material.quantity_required) })} ·{' '}
                {t('pr.material.available', { quantity: formatQuantity(material.quantity_available) })}
                {material.quantity_to_order > 0 && (
                  <strong>
                    {' '}
                    · {t('pr.material.toOrder', { quantity: formatQuantity(material.quantity_to_order) })}
                  </strong>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <p className="muted promise-materials__more">{t('pr.materials.more', { count: hidden })}</p>
      )}
    </div>
  );
}
