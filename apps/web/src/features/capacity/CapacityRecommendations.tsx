import type { CapacityRecommendation } from '../../api/capacity-api.ts';
import { useT } from '../../i18n/t.ts';

/** What would clear the overloads, as the server derived it from the figures. */
export function CapacityRecommendations({ items }: { items: readonly CapacityRecommendation[] }) {
  const t = useT();
  return (
    <section className="panel" aria-labelledby="capacity-recommendations-title">
      <h2 id="capacity-recommendations-title" className="panel__title">
        {t('cm.recommendations')}
      </h2>
      {items.length === 0 ? (
        <p className="panel__empty">{t('cm.recommendations.empty')}</p>
      ) : (
        <ul className="capacity-recommendations">
          {items.map((item) => (
            <li
              key={`${item.kind}-${item.work_center_id}-${item.date}-${item.order_id ?? ''}-${item.operation_id ?? ''}`}
              className={`capacity-recommendation capacity-recommendation--${item.kind}`}
            >
              <span className="status-tag">
                {t(item.kind === 'move' ? 'cm.kind.move' : 'cm.kind.overtime')}
              </span>{' '}
              {item.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
