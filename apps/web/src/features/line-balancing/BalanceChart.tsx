import type { LineBalancingResult } from '@takt/contract';
import { MarkLineComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { useECharts } from '../bom-mrp/use-echarts.ts';
import { balanceBarColor, formatMinutes, formatShare } from './utilization-bands.ts';

// The takt time is a dashed line across the stations' bars.
echarts.use([MarkLineComponent]);

type BalanceChartData = LineBalancingResult['visualization_data']['balance_chart'];

/** 10 % above `top`, rounded up to two significant digits, so the axis ends on a readable figure. */
export function roomAbove(top: number): number {
  if (!(top > 0)) return 1;
  const scale = 10 ** (Math.floor(Math.log10(top * 1.1)) - 1);
  return Number((Math.ceil((top * 1.1) / scale) * scale).toPrecision(2));
}

/**
 * Cycle time per station against the takt time, each bar red when its utilization is above 90 %
 * (planning-workspaces §9), with the utilization as a line on its own axis.
 */
export function balanceChartOption(chart: BalanceChartData) {
  return {
    animation: false,
    grid: { left: 56, right: 64, top: 36, bottom: 40 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: chart.stations, axisLabel: { fontSize: 11 } },
    yAxis: [
      {
        type: 'value',
        name: 'Cycle time (min)',
        // Room above the taller of the bars and the takt line (a mark line does not stretch the axis).
        max: roomAbove(Math.max(chart.takt_time, ...chart.cycle_times)),
        // Floating-point ticks (1.7600000000000002) read as at most three significant digits.
        axisLabel: { formatter: (value: number) => String(Number(value.toPrecision(3))) },
      },
      { type: 'value', name: 'Utilization %', splitLine: { show: false } },
    ],
    series: [
      {
        name: 'Cycle time',
        type: 'bar',
        data: chart.cycle_times.map((minutes, index) => ({
          value: Number(minutes.toFixed(3)),
          itemStyle: { color: balanceBarColor(chart.utilization_levels[index] ?? 0) },
        })),
        markLine: {
          silent: true,
          symbol: 'none',
          lineStyle: { type: 'dashed', color: '#0f172a' },
          label: { position: 'insideStartTop', formatter: `Takt ${formatMinutes(chart.takt_time)}` },
          data: [{ yAxis: chart.takt_time }],
        },
      },
      {
        name: 'Utilization',
        type: 'line',
        yAxisIndex: 1,
        data: chart.utilization_levels.map((u) => Number((u * 100).toFixed(1))),
        lineStyle: { color: '#64748b' },
        itemStyle: { color: '#64748b' },
      },
    ],
  };
}

/** The balance chart section's picture, with the work content split beneath it. */
export function BalanceChart({ chart, balanceRate }: { chart: BalanceChartData; balanceRate: number }) {
  const option = useMemo(() => balanceChartOption(chart), [chart]);
  const element = useECharts(option);
  const maxCycle = Math.max(0, ...chart.cycle_times);
  return (
    <>
      <p className="lb-note">
        Takt time {formatMinutes(chart.takt_time)} · maximum cycle time {formatMinutes(maxCycle)} · line
        balance rate {formatShare(balanceRate)}
      </p>
      <div
        ref={element}
        className="lb-chart"
        role="img"
        aria-label={`Cycle time by station against a takt time of ${formatMinutes(chart.takt_time)}`}
        data-stations={chart.stations.length}
        data-red-stations={
          chart.utilization_levels.filter((u) => balanceBarColor(u) !== balanceBarColor(0)).length
        }
      />
      <p className="lb-legend">
        <span className="lb-swatch" style={{ background: balanceBarColor(0) }} /> Utilization ≤ 90%{' '}
        <span className="lb-swatch" style={{ background: balanceBarColor(1) }} /> Above 90%{' '}
        <span className="lb-swatch lb-swatch--line" /> Takt time
      </p>
      <div className="table-scroll">
        <table className="data-table lb-work-content">
          <caption className="visually-hidden">Work content per unit by station, minutes</caption>
          <thead>
            <tr>
              <th scope="col">Station</th>
              <th scope="col" className="num">
                Setup
              </th>
              <th scope="col" className="num">
                Processing
              </th>
              <th scope="col" className="num">
                Inspection
              </th>
              <th scope="col" className="num">
                Material handling
              </th>
              <th scope="col" className="num">
                Cycle time
              </th>
              <th scope="col" className="num">
                Utilization
              </th>
            </tr>
          </thead>
          <tbody>
            {chart.work_content.map((content, index) => (
              <tr key={content.station}>
                <th scope="row">{content.station}</th>
                <td className="num">{formatMinutes(content.setup)}</td>
                <td className="num">{formatMinutes(content.processing)}</td>
                <td className="num">{formatMinutes(content.inspection)}</td>
                <td className="num">{formatMinutes(content.material_handling)}</td>
                <td className="num">{formatMinutes(chart.cycle_times[index] ?? 0)}</td>
                <td className="num">{formatShare(chart.utilization_levels[index] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
