import type { ChangesSummary, ScheduleResult } from '@takt/contract';
import { useT } from '../../i18n/t.ts';
import { kpisWithChanges } from './changes-format.ts';
import { kpiTiles } from './schedule-format.ts';

/**
 * One tile per KPI except solver_times, labelled as enterprise-shell §2 says; machine changes is the
 * changes summary's count when there is one (the panel's badge).
 */
export function KpiTiles({
  kpis,
  changesSummary,
}: {
  kpis: ScheduleResult['kpis'];
  changesSummary?: ChangesSummary | null;
}) {
  const tiles = kpiTiles(kpisWithChanges(kpis, changesSummary));
  const t = useT();
  if (tiles.length === 0) return null;
  return (
    <section aria-label={t('pp.kpis')}>
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
