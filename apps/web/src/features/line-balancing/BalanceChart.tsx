import type { LineBalancingResult } from '@takt/contract';
import { MarkLineComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { type Translate, t as translate, useT } from '../../i18n/t.ts';
import { useECharts } from '../bom-mrp/use-echarts.ts';
import { balanceBarColor, formatMinutes, formatShare, perUnitFor } from './utilization-bands.ts';

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
export function balanceChartOption(
  chart: BalanceChartData,
  t: Translate = (key, values) => translate(key, values),
) {
  // Seconds when every bar and the takt are below a minute, as the table beneath and the assistant say.
  const unit = perUnitFor([chart.takt_time, ...chart.cycle_times]);
  const scale = unit === 's' ? 60 : 1;
  return {
    animation: false,
    grid: { left: 56, right: 64, top: 36, bottom: 40 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: chart.station_labels, axisLabel: { fontSize: 11 } },
    yAxis: [
      {
        type: 'value',
        name: t('lb.chart.cycleAxis', { unit }),
        // Room above the taller of the bars and the takt line (a mark line does not stretch the axis).
        max: roomAbove(scale * Math.max(chart.takt_time, ...chart.cycle_times)),
        // Floating-point ticks (1.7600000000000002) read as at most three significant digits; the top
        // label is left out, since the axis end rarely falls on a tick and would print over the last one.
        axisLabel: {
          showMaxLabel: false,
          formatter: (value: number) => String(Number(value.toPrecision(3))),
        },
      },
      { type: 'value', name: t('lb.chart.utilizationAxis'), splitLine: { show: false } },
    ],
    series: [
      {
        name: t('lb.chart.cycle'),
        type: 'bar',
        data: chart.cycle_times.map((minutes, index) => ({
          value: Number((minutes * scale).toFixed(3)),
          itemStyle: { color: balanceBarColor(chart.utilization_levels[index] ?? 0) },
        })),
        markLine: {
          silent: true,
          symbol: 'none',
          lineStyle: { type: 'dashed', color: '#0f172a' },
          label: {
            position: 'insideStartTop',
            formatter: t('lb.chart.takt', { minutes: formatMinutes(chart.takt_time) }),
          },
          // No demand, no takt: a line at 0 would read as a takt every station misses.
          data: chart.takt_time > 0 ? [{ yAxis: chart.takt_time * scale }] : [],
        },
      },
      {
        name: t('lb.chart.utilization'),
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
  const t = useT();
  const option = useMemo(() => balanceChartOption(chart, t), [chart, t]);
  const element = useECharts(option);
  const maxCycle = Math.max(0, ...chart.cycle_times);
  const tableUnit = perUnitFor([
    ...chart.cycle_times,
    ...chart.work_content.flatMap((c) => [c.setup, c.processing, c.inspection, c.material_handling]),
  ]);
  const perUnit = (minutes: number) => formatMinutes(minutes, undefined, tableUnit);
  const labelOf = (station: string) => chart.station_labels[chart.stations.indexOf(station)] ?? station;
  return (
    <>
      <p className="lb-note">
        {t('lb.chart.note', {
          hasTakt: chart.takt_time > 0 ? 'yes' : 'no',
          takt: formatMinutes(chart.takt_time),
          max: formatMinutes(maxCycle),
          rate: formatShare(balanceRate),
        })}
      </p>
      <div
        ref={element}
        className="lb-chart"
        role="img"
        aria-label={t('lb.chart.label', {
          hasTakt: chart.takt_time > 0 ? 'yes' : 'no',
          takt: formatMinutes(chart.takt_time),
        })}
        data-stations={chart.stations.length}
        data-red-stations={
          chart.utilization_levels.filter((u) => balanceBarColor(u) !== balanceBarColor(0)).length
        }
      />
      <p className="lb-legend">
        <span className="lb-swatch" style={{ background: balanceBarColor(0) }} /> {t('lb.legend.normal')}{' '}
        <span className="lb-swatch" style={{ background: balanceBarColor(1) }} /> {t('lb.legend.red')}{' '}
        <span className="lb-swatch lb-swatch--line" /> {t('lb.legend.takt')}
      </p>
      <div className="table-scroll">
        <table className="data-table lb-work-content">
          <caption className="visually-hidden">{t('lb.content.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lb.content.station')}</th>
              <th scope="col" className="num">
                {t('lb.content.setup')}
              </th>
              <th scope="col" className="num">
                {t('lb.content.processing')}
              </th>
              <th scope="col" className="num">
                {t('lb.content.inspection')}
              </th>
              <th scope="col" className="num">
                {t('lb.content.handling')}
              </th>
              <th scope="col" className="num">
                {t('lb.chart.cycle')}
              </th>
              <th scope="col" className="num">
                {t('lb.chart.utilization')}
              </th>
            </tr>
          </thead>
          <tbody>
            {chart.work_content.map((content, index) => (
              <tr key={content.station}>
                <th scope="row">{labelOf(content.station)}</th>
                <td className="num">{perUnit(content.setup)}</td>
                <td className="num">{perUnit(content.processing)}</td>
                <td className="num">{perUnit(content.inspection)}</td>
                <td className="num">{perUnit(content.material_handling)}</td>
                <td className="num">{perUnit(chart.cycle_times[index] ?? 0)}</td>
                <td className="num">{formatShare(chart.utilization_levels[index] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
