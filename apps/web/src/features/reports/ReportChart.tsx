import type { ReportChart as ReportChartData } from '@takt/contract';
import { useMemo } from 'react';
import { useECharts } from '../bom-mrp/use-echarts.ts';

/** A report's bar chart as the server sent it: one bar a category; a missing value is no bar. */
export function ReportChart({ chart, height = 220 }: { chart: ReportChartData; height?: number }) {
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 44, right: 12, top: 12, bottom: 56 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: chart.categories, axisLabel: { fontSize: 10, rotate: 60 } },
      yAxis: { type: 'value' },
      series: [{ type: 'bar', name: chart.title, data: chart.values, itemStyle: { color: '#2563eb' } }],
    }),
    [chart],
  );
  const element = useECharts(option);
  return (
    <div
      ref={element}
      className="report-chart"
      style={{ height }}
      role="img"
      aria-label={chart.title}
      data-bars={chart.values.filter((v) => v !== null).length}
    />
  );
}
