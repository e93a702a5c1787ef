import { describe, expect, it } from 'vitest';
import { balanceChartOption, roomAbove } from './BalanceChart.tsx';

describe('the balance chart axis', () => {
  it.each([
    [1.6, 1.8],
    [0.046, 0.051],
    [12, 14],
    [0, 1],
  ])('ends %s min of work on a readable %s', (top, end) => {
    expect(roomAbove(top)).toBe(end);
    expect(roomAbove(top)).toBeGreaterThanOrEqual(top);
  });

  it('reads floating-point ticks as at most three significant digits', () => {
    const option = balanceChartOption({
      stations: ['PRS'],
      station_labels: ['Prensa'],
      cycle_times: [1.6],
      takt_time: 1.2,
      work_content: [],
      utilization_levels: [1],
    });
    const format = option.yAxis[0]!.axisLabel!.formatter as (value: number) => string;
    expect(format(1.7600000000000002)).toBe('1.76');
    expect(format(0.30000000000000004)).toBe('0.3');
  });

  it('names the stations on the axis in the caller’s language, keyed by their ids', () => {
    const option = balanceChartOption({
      stations: ['Press', 'Trimming'],
      station_labels: ['Prensa', 'Rebarbação'],
      cycle_times: [1.6, 0.8],
      takt_time: 1.2,
      work_content: [],
      utilization_levels: [1, 0.5],
    });
    expect(option.xAxis.data).toEqual(['Prensa', 'Rebarbação']);
  });

  it('reads a line that cycles in seconds in seconds: axis, bars and takt line', () => {
    const option = balanceChartOption({
      stations: ['Press', 'Inspection'],
      station_labels: ['Press', 'Inspection'],
      cycle_times: [0.0263, 0.1107],
      takt_time: 0.05,
      work_content: [],
      utilization_levels: [0.24, 0.05],
    });
    expect(option.yAxis[0]!.name).toBe('Cycle time (s)');
    expect(option.series[0]!.data.map((d) => (d as { value: number }).value)).toEqual([1.578, 6.642]);
    expect(option.series[0]!.markLine!.data).toEqual([{ yAxis: 3 }]);
    expect(option.yAxis[0]!.max).toBeGreaterThanOrEqual(6.642);
  });

  it('keeps minutes when one figure is a minute or more', () => {
    const option = balanceChartOption({
      stations: ['Press', 'Inspection'],
      station_labels: ['Press', 'Inspection'],
      cycle_times: [0.5, 1.6],
      takt_time: 1.2,
      work_content: [],
      utilization_levels: [0.24, 0.05],
    });
    expect(option.yAxis[0]!.name).toBe('Cycle time (min)');
    expect(option.series[0]!.markLine!.data).toEqual([{ yAxis: 1.2 }]);
  });
});
