import { LegendComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import type { CashForecastResponse } from '../../api/financial-api.ts';
import { useECharts } from '../bom-mrp/use-echarts.ts';
import { formatMoney, formatShortDay } from './financial-format.ts';
import { FINANCIAL_LABELS } from './labels.ts';

const L = FINANCIAL_LABELS.forecast;

// Which colour is the balance and which the day's flows; the shared hook loads only grid and tooltip.
echarts.use([LegendComponent]);

/** The projected cash balance at the end of each day (line), with each day's inflows and outflows (bars). */
export function CashForecastChart({ forecast }: { forecast: CashForecastResponse }) {
  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 84, right: 24, top: 32, bottom: 48 },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value: number) => formatMoney(value),
      },
      legend: { top: 0, data: [L.balance, L.inflows, L.outflows] },
      xAxis: {
        type: 'category',
        data: forecast.daily.map((day) => formatShortDay(day.date)),
        axisLabel: { fontSize: 10 },
      },
      yAxis: {
        type: 'value',
        axisLabel: {
          formatter: (value: number) => formatMoney(value).replace(/\.00$/, '').replace(/,00$/, ''),
        },
      },
      series: [
        {
          name: L.inflows,
          type: 'bar',
          stack: 'flow',
          data: forecast.daily.map((day) => day.inflow),
          itemStyle: { color: '#16a34a' },
        },
        {
          name: L.outflows,
          type: 'bar',
          stack: 'flow',
          data: forecast.daily.map((day) => -Math.abs(day.outflow)),
          itemStyle: { color: '#dc2626' },
        },
        {
          name: L.balance,
          type: 'line',
          data: forecast.daily.map((day) => day.balance),
          itemStyle: { color: '#2563eb' },
          symbolSize: 4,
        },
      ],
    }),
    [forecast],
  );
  const element = useECharts(option);
  return (
    <div
      ref={element}
      className="financial-forecast-chart"
      role="img"
      aria-label={L.chart}
      data-days={forecast.daily.length}
    />
  );
}
