import { useMemo } from 'react';
import type { CapacityCheck } from '../../api/bom-api.ts';
import { formatNumber } from './bom-format.ts';
import { weeklyCapacityRows } from './mrp-parameters.ts';
import { WeeklyLoadChart } from './WeeklyLoadChart.tsx';

/** The weekly capacity check: load per week against capacity, with the status of each week (§4). */
export function CapacityCheckView({ check }: { check: CapacityCheck }) {
  const rows = useMemo(() => weeklyCapacityRows(check), [check]);
  return (
    <div className="capacity-check">
      <p>
        Capacity per week: <strong>{formatNumber(check.capacity_per_week, 1)} h</strong> · Highest
        utilization: <strong>{formatNumber(check.max_utilization, 1)}%</strong> · Weeks above 85%:{' '}
        <strong>{check.overload_weeks.length}</strong>
      </p>
      {rows.length > 0 && <WeeklyLoadChart rows={rows} capacityPerWeek={check.capacity_per_week} />}
      <div className="table-scroll">
        <table className="data-table" aria-label="Weekly load">
          <thead>
            <tr>
              <th>Week</th>
              <th className="num">Load (h)</th>
              <th className="num">Utilization</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.week}>
                <td>{row.week}</td>
                <td className="num">{formatNumber(row.loadHours, 1)}</td>
                <td className="num">{formatNumber(row.utilizationPercent, 1)}%</td>
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
