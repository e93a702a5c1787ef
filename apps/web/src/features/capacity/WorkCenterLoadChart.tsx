import { MarkLineComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import type { CapacityDay } from '../../api/capacity-api.ts';
import { useT } from '../../i18n/t.ts';
import { useECharts } from '../bom-mrp/use-echarts.ts';
import { formatHours, formatPercent, LEVEL_COLORS } from './capacity-format.ts';

// The capacity line at 100 %, drawn across however many bars there are (one when filtered).
echarts.use([MarkLineComponent]);

/** One bar per work center: its utilization in the period, coloured by the capacity thresholds; 100 % dashed. */
export function WorkCenterLoadChart({ day, label }: { day: CapacityDay; label: string }) {
  const t = useT();
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 56, right: 64, top: 28, bottom: 56 },
      tooltip: {
        trigger: 'item',
        formatter: ({ dataIndex }: { dataIndex: number }) => {
          const wc = day.work_centers[dataIndex]!;
          const figures = t('cm.chart.tooltip', {
            planned: formatHours(wc.planned_hours),
            capacity: formatHours(wc.capacity_hours),
            percent: formatPercent(wc.utilization),
          });
          return `${wc.id} ${wc.name}<br/>${figures}`;
        },
      },
      xAxis: {
        type: 'category',
        data: day.work_centers.map((wc) => wc.id),
        axisLabel: { fontSize: 11, rotate: 45 },
      },
      yAxis: {
        type: 'value',
        name: t('cm.chart.axis'),
        max: (value: { max: number }) => Math.max(110, value.max * 1.05),
      },
      series: [
        {
          name: t('cm.chart.series'),
          type: 'bar',
          data: day.work_centers.map((wc) => ({
            // Load without working time has no percent: drawn at the top, in the overload colour.
            value: wc.utilization ?? 110,
            itemStyle: { color: LEVEL_COLORS[wc.level] },
          })),
          markLine: {
            silent: true,
            symbol: 'none',
            lineStyle: { type: 'dashed', color: '#64748b' },
            // Above the line at its right end, inside the plot: a longer word ("Capacidade") is
            // not clipped by the chart's right edge as a label past the line's end was.
            label: { formatter: t('cm.chart.capacity'), position: 'insideEndTop' },
            data: [{ yAxis: 100 }],
          },
        },
      ],
    }),
    [day, t],
  );
  const element = useECharts(option);
  return (
    <div
      ref={element}
      className="capacity-chart"
      role="img"
      aria-label={t('cm.chart.label', { period: label })}
    />
  );
}
