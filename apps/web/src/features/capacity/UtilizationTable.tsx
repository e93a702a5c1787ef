import type { CapacityDay, CapacityPeriod } from '../../api/capacity-api.ts';
import { useT } from '../../i18n/t.ts';
import { formatHours, formatPercent, LEVEL_LABELS, periodLabel } from './capacity-format.ts';

/** Every work center's utilization per period, each cell coloured by its level; overloads are marked. */
export function UtilizationTable({ days, period }: { days: readonly CapacityDay[]; period: CapacityPeriod }) {
  const workCenters = days[0]?.work_centers ?? [];
  const t = useT();
  return (
    <section className="panel" aria-labelledby="capacity-table-title">
      <h2 id="capacity-table-title" className="panel__title">
        {t('cm.table')}
      </h2>
      <div className="table-scroll">
        <table className="data-table capacity-table">
          <thead>
            <tr>
              <th scope="col">{t('cm.workCenter')}</th>
              {days.map((day) => (
                <th key={day.date} scope="col" className="num" data-date={day.date}>
                  {periodLabel(period, day.date)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {workCenters.map((wc, row) => (
              <tr key={wc.id}>
                <th scope="row">
                  <span className="mono">{wc.id}</span> <span className="muted">{wc.name}</span>
                </th>
                {days.map((day) => {
                  const cell = day.work_centers[row]!;
                  return (
                    <td
                      key={day.date}
                      className={`num capacity-cell capacity-cell--${cell.level}`}
                      data-work-center={cell.id}
                      data-date={day.date}
                      data-level={cell.level}
                      title={t('cm.cell', {
                        planned: formatHours(cell.planned_hours),
                        capacity: formatHours(cell.capacity_hours),
                        level: t(LEVEL_LABELS[cell.level]),
                      })}
                    >
                      {formatPercent(cell.utilization)}
                      {cell.overload && (
                        <span className="capacity-cell__flag"> {t('cm.level.overload')}</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
