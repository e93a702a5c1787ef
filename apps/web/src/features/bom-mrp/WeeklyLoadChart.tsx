import { useMemo } from 'react';
import { useT } from '../../i18n/t.ts';
import { formatDay, formatNumber } from './bom-format.ts';
import type { WeeklyCapacityRow } from './mrp-parameters.ts';
import { useECharts } from './use-echarts.ts';

const STATUS_COLORS = { Overload: '#c2410c', High: '#a16207', Normal: '#2456a6' } as const;

/** Load hours per week as bars, each week's capacity (downtime taken off) as a line. */
export function WeeklyLoadChart({ rows }: { rows: readonly WeeklyCapacityRow[] }) {
  const t = useT();
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 56, right: 16, top: 28, bottom: 40 },
      tooltip: { trigger: 'axis', valueFormatter: (value: number) => `${formatNumber(value, 1)} h` },
      xAxis: { type: 'category', data: rows.map((r) => formatDay(r.week)), axisLabel: { fontSize: 11 } },
      yAxis: {
        type: 'value',
        name: t('mrp.chart.hours'),
        max: (value: { max: number }) => value.max * 1.05,
      },
      series: [
        {
          name: t('mrp.chart.load'),
          type: 'bar',
          data: rows.map((r) => ({
            value: Math.round(r.loadHours * 10) / 10,
            itemStyle: { color: STATUS_COLORS[r.status] },
          })),
        },
        {
          name: t('mrp.chart.capacity'),
          type: 'line',
          symbol: 'none',
          lineStyle: { type: 'dashed', color: '#64748b' },
          data: rows.map((r) => Math.round(r.capacityHours * 10) / 10),
        },
      ],
    }),
    [rows, t],
  );
  const element = useECharts(option);
  return <div ref={element} className="weekly-load-chart" role="img" aria-label={t('mrp.chart')} />;
}
