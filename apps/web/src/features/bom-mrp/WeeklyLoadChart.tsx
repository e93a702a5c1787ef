import { useMemo } from 'react';
import type { WeeklyCapacityRow } from './mrp-parameters.ts';
import { useECharts } from './use-echarts.ts';

const STATUS_COLORS = { Overload: '#c2410c', High: '#a16207', Normal: '#2456a6' } as const;

/** Load hours per week as bars, each week's capacity (downtime taken off) as a line. */
export function WeeklyLoadChart({ rows }: { rows: readonly WeeklyCapacityRow[] }) {
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 56, right: 16, top: 28, bottom: 40 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: rows.map((r) => r.week), axisLabel: { fontSize: 11 } },
      yAxis: {
        type: 'value',
        name: 'Hours',
        max: (value: { max: number }) => value.max * 1.05,
      },
      series: [
        {
          name: 'Load',
          type: 'bar',
          data: rows.map((r) => ({
            value: Math.round(r.loadHours * 10) / 10,
            itemStyle: { color: STATUS_COLORS[r.status] },
          })),
        },
        {
          name: 'Capacity',
          type: 'line',
          symbol: 'none',
          lineStyle: { type: 'dashed', color: '#64748b' },
          data: rows.map((r) => Math.round(r.capacityHours * 10) / 10),
        },
      ],
    }),
    [rows],
  );
  const element = useECharts(option);
  return <div ref={element} className="weekly-load-chart" role="img" aria-label="Weekly load chart" />;
}
