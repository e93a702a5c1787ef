import { describe, expect, it } from 'vitest';
import { formatMinutes, kpiLabel, kpiTiles } from './schedule-format.ts';

describe('KPI tiles (enterprise-shell §2)', () => {
  it.each([
    ['on_time_delivery', 'ON TIME DELIVERY'],
    ['setup_hours', 'SETUP HOURS'],
    ['makespan', 'MAKESPAN'],
    ['total_tardiness_hours', 'TOTAL TARDINESS HOURS'],
  ])('labels %s as %s', (key, label) => {
    expect(kpiLabel(key)).toBe(label);
  });

  it('shows every KPI except solver_times, in the order sent', () => {
    const tiles = kpiTiles({ late_orders: 25, solver_times: { total_ms: 61.5 }, setup_hours: 140.8 });
    expect(tiles).toEqual([
      { key: 'late_orders', label: 'LATE ORDERS', value: '25' },
      { key: 'setup_hours', label: 'SETUP HOURS', value: '140.8' },
    ]);
  });

  it('writes large numbers with separators and at most two decimals', () => {
    expect(kpiTiles({ total: 5393.234 })[0]?.value).toBe('5,393.23');
  });
});

describe('durations', () => {
  it.each([
    [45, '45 min'],
    [90, '1.5 h'],
    [63067, '43.8 days'],
  ])('%i minutes read %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});
