import type { CapacityRecommendation } from '../../api/capacity-api.ts';

/** What would clear the overloads, as the server derived it from the figures. */
export function CapacityRecommendations({ items }: { items: readonly CapacityRecommendation[] }) {
  return (
    <section className="panel" aria-labelledby="capacity-recommendations-title">
      <h2 id="capacity-recommendations-title" className="panel__title">
        Recommendations
      </h2>
      {items.length === 0 ? (
        <p className="panel__empty">No work center is loaded above its capacity: nothing to move.</p>
      ) : (
        <ul className="capacity-recommendations">
          {items.map((item) => (
            <li
              key={`${item.kind}-${item.work_center_id}-${item.date}-${item.order_id ?? ''}-${item.operation_id ?? ''}`}
              className={`capacity-recommendation capacity-recommendation--${item.kind}`}
            >
              <span className="status-tag">{item.kind === 'move' ? 'Move' : 'Overtime'}</span> {item.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
