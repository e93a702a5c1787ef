import { useMemo, useState } from 'react';
import type { CapacityCheck } from '../../api/bom-api.ts';
import { formatNumber } from './bom-format.ts';
import { overloadedWorkCenters, weeklyCapacityRows } from './mrp-parameters.ts';
import { WeeklyLoadChart } from './WeeklyLoadChart.tsx';

const PLANT = '';

/** A utilization as the planner reads it; null means work in a week with no working time. */
function utilizationText(utilizationPercent: number | null): string {
  return utilizationPercent === null ? 'no working time' : `${formatNumber(utilizationPercent, 1)}%`;
}

/**
 * The weekly capacity check (§4): the load of the released plan plus the run's planned orders against
 * capacity, for the plant or one work center, with the status of each week, as the server computed it.
 */
export function CapacityCheckView({ check }: { check: CapacityCheck }) {
  const [workCenterId, setWorkCenterId] = useState(PLANT);
  const shown = check.work_centers.find((wc) => wc.work_center_id === workCenterId) ?? check;
  const rows = useMemo(() => weeklyCapacityRows(shown), [shown]);
  const overloaded = useMemo(() => overloadedWorkCenters(check), [check]);
  return (
    <div className="capacity-check">
      <label className="capacity-check__select">
        Work center{' '}
        <select value={workCenterId} onChange={(event) => setWorkCenterId(event.target.value)}>
          <option value={PLANT}>All work centers</option>
          {check.work_centers.map((wc) => (
            <option key={wc.work_center_id} value={wc.work_center_id}>
              {wc.work_center_id} (highest {formatNumber(wc.max_utilization, 1)}%)
            </option>
          ))}
        </select>
      </label>
      <p>
        Over capacity:{' '}
        <strong>
          {overloaded.length === 0
            ? 'no work center'
            : overloaded
                .map((wc) => `${wc.work_center_id} (${formatNumber(wc.max_utilization, 1)}%)`)
                .join(', ')}
        </strong>
      </p>
      <p>
        Capacity per week: <strong>{formatNumber(shown.capacity_per_week, 1)} h</strong> · Highest
        utilization: <strong>{formatNumber(shown.max_utilization, 1)}%</strong> · Weeks above 85%:{' '}
        <strong>{shown.overload_weeks.length}</strong>
      </p>
      {rows.length > 0 && <WeeklyLoadChart rows={rows} />}
      <div className="table-scroll">
        <table className="data-table" aria-label="Weekly load">
          <thead>
            <tr>
              <th>Week</th>
              <th className="num">Load (h)</th>
              <th className="num">Capacity (h)</th>
              <th className="num">Utilization</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.week}>
                <td>{row.week}</td>
                <td className="num">{formatNumber(row.loadHours, 1)}</td>
                <td className="num">{formatNumber(row.capacityHours, 1)}</td>
                <td className="num">{utilizationText(row.utilizationPercent)}</td>
                <td>
                  <span className={`capacity-status capacity-status--${row.status.toLowerCase()}`}>
                    {row.status}
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
