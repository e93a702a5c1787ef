import type { ScheduleResult } from '@takt/contract';
import { kpiTiles } from './schedule-format.ts';

/** One tile per KPI except solver_times, labelled as enterprise-shell §2 says. */
export function KpiTiles({ kpis }: { kpis: ScheduleResult['kpis'] }) {
  const tiles = kpiTiles(kpis);
  if (tiles.length === 0) return null;
  return (
    <section aria-label="KPIs">
      <dl className="kpi-tiles">
        {tiles.map((tile) => (
          <div key={tile.key} className="kpi-tile">
            <dt className="kpi-tile__label">{tile.label}</dt>
            <dd className="kpi-tile__value">{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
