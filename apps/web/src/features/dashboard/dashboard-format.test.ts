import { describe, expect, it } from 'vitest';
import { formatUtilization, formatWeekStart } from './dashboard-format.ts';

describe('dashboard formats', () => {
  it.each([
    [118.4, '118%'],
    [100.6, '101%'],
    // Over capacity by a little: never "100%" in the list of weeks over capacity.
    [100.04, '100.1%'],
    [100.44, '100.4%'],
    [100, '100%'],
    [99.7, '100%'],
    [null, 'no working time'],
  ])('utilization %s percent reads %s', (percent, text) => {
    expect(formatUtilization(percent)).toBe(text);
  });

  it('shows a week start as a day the planner reads', () => {
    expect(formatWeekStart('2026-11-23')).toBe('Mon, 23 Nov 2026');
  });

  it('leaves an unreadable week start as it came', () => {
    expect(formatWeekStart('next week')).toBe('next week');
  });
});
