import { useMemo, useState } from 'react';
import type { CapacityCheck } from '../../api/bom-api.ts';
import { t as translate, type UiKey, useT } from '../../i18n/t.ts';
import { formatDay, formatNumber } from './bom-format.ts';
import { overloadedWorkCenters, weeklyCapacityRows } from './mrp-parameters.ts';
import { WeeklyLoadChart } from './WeeklyLoadChart.tsx';

const PLANT = '';

/** A utilization as the planner reads it; null means work in a week with no working time. */
function utilizationText(utilizationPercent: number | null): string {
  return utilizationPercent === null
    ? translate('mrp.cap.noWorkingTime')
    : `${formatNumber(utilizationPercent, 1)}%`;
}

/**
 * The weekly capacity check (§4): the load of the released plan plus the run's planned orders against
 * capacity, for the plant or one work center, with the status of each week, as the server computed it.
 */
export function CapacityCheckView({ check }: { check: CapacityCheck }) {
  const t = useT();
  const [workCenterId, setWorkCenterId] = useState(PLANT);
  const shown = check.work_centers.find((wc) => wc.work_center_id === workCenterId) ?? check;
  const rows = useMemo(() => weeklyCapacityRows(shown), [shown]);
  const overloaded = useMemo(() => overloadedWorkCenters(check), [check]);
  return (
    <div className="capacity-check">
      <label className="capacity-check__select">
        {t('mrp.cap.workCenter')}{' '}
        <select value={workCenterId} onChange={(event) => setWorkCenterId(event.target.value)}>
          <option value={PLANT}>{t('mrp.cap.all')}</option>
          {check.work_centers.map((wc) => (
            <option key={wc.work_center_id} value={wc.work_center_id}>
              {t('mrp.cap.highest', {
                workCenter: wc.work_center_id,
                percent: `${formatNumber(wc.max_utilization, 1)}%`,
              })}
            </option>
          ))}
        </select>
      </label>
      <p>
        {t('mrp.cap.over')}{' '}
        <strong>
          {overloaded.length === 0
            ? t('mrp.cap.noneOver')
            : overloaded
                .map((wc) => `${wc.work_center_id} (${formatNumber(wc.max_utilization, 1)}%)`)
                .join(', ')}
        </strong>
      </p>
      <p>
        {t('mrp.cap.perWeek')} <strong>{formatNumber(shown.capacity_per_week, 1)} h</strong> ·{' '}
        {t('mrp.cap.highestUtilization')} <strong>{formatNumber(shown.max_utilization, 1)}%</strong> ·{' '}
        {t('mrp.cap.weeksAbove')} <strong>{shown.overload_weeks.length}</strong>
      </p>
      {rows.length > 0 && <WeeklyLoadChart rows={rows} />}
      <div className="table-scroll">
        <table className="data-table" aria-label={t('mrp.cap.table')}>
          <thead>
            <tr>
              <th>{t('mrp.cap.week')}</th>
              <th className="num">{t('mrp.cap.load')}</th>
              <th className="num">{t('mrp.cap.capacity')}</th>
              <th className="num">{t('mrp.cap.utilization')}</th>
              <th>{t('mrp.cap.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.week}>
                <td>{formatDay(row.week)}</td>
                <td className="num">{formatNumber(row.loadHours, 1)}</td>
                <td className="num">{formatNumber(row.capacityHours, 1)}</td>
                <td className="num">{utilizationText(row.utilizationPercent)}</td>
                <td>
                  <span className={`capacity-status capacity-status--${row.status.toLowerCase()}`}>
                    {t(`mrp.cap.status.${row.status}` as UiKey)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
