import { LegendComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import type { CashForecastResponse } from '../../api/financial-api.ts';
import { useLocale } from '../../i18n/language.ts';
import { useT } from '../../i18n/t.ts';
import { useECharts } from '../bom-mrp/use-echarts.ts';
import { formatMoney, formatShortDay } from './financial-format.ts';

// Which colour is the balance and which the day's flows; the shared hook loads only grid and tooltip.
echarts.use([LegendComponent]);

/**
 * The projected cash balance at the end of each day (line), with each day's inflows and outflows
 * (bars); series names, days and amounts in the stored language.
 */
export function CashForecastChart({ forecast }: { forecast: CashForecastResponse }) {
  const t = useT();
  const locale = useLocale();
  const option = useMemo(() => {
    const money = (value: number) => formatMoney(value, locale);
    const names = { balance: t('fi.fc.balance'), inflows: t('fi.fc.inflows'), outflows: t('fi.fc.outflows') };
    return {
      animation: false,
      grid: { left: 84, right: 24, top: 32, bottom: 48 },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value: number) => money(value),
      },
      legend: { top: 0, data: [names.balance, names.inflows, names.outflows] },
      xAxis: {
        type: 'category',
        data: forecast.daily.map((day) => formatShortDay(day.date, locale)),
        axisLabel: { fontSize: 10 },
      },
      yAxis: {
        type: 'value',
        axisLabel: {
          formatter: (value: number) => money(value).replace(/[.,]00$/, ''),
        },
      },
      series: [
        {
          name: names.inflows,
          type: 'bar',
          stack: 'flow',
          data: forecast.daily.map((day) => day.inflow),
          itemStyle: { color: '#16a34a' },
        },
        {
          name: names.outflows,
          type: 'bar',
          stack: 'flow',
          data: forecast.daily.map((day) => -Math.abs(day.outflow)),
          itemStyle: { color: '#dc2626' },
        },
        {
          name: names.balance,
          type: 'line',
          data: forecast.daily.map((day) => day.balance),
          itemStyle: { color: '#2563eb' },
          symbolSize: 4,
        },
      ],
    };
  }, [forecast, locale, t]);
  const element = useECharts(option);
  return (
    <div
      ref={element}
      className="financial-forecast-chart"
      role="img"
      aria-label={t('fi.fc.chart')}
      data-days={forecast.daily.length}
    />
  );
}
