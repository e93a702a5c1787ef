import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScheduleResultView } from './ScheduleResultView.tsx';
import { makeChangesSummary, makeScheduleResult } from './schedule-test-factories.ts';

vi.mock('vis-timeline/peer', () => ({
  Timeline: class {
    on() {}
    fit() {}
    setWindow() {}
    destroy() {}
  },
}));

function machineChangesTile(): string | null {
  const tiles = screen.getByRole('region', { name: 'KPIs' });
  const label = within(tiles).getByText('MACHINE CHANGES');
  return label.nextElementSibling?.textContent ?? null;
}

describe('one machine-change figure (issue 9)', () => {
  it('shows on the MACHINE CHANGES tile the count the changes panel shows, even when the KPI says otherwise', () => {
    const summary = makeChangesSummary();
    summary.summary_stats.machine_changes = 55;
    render(
      <ScheduleResultView
        result={makeScheduleResult({
          changes_summary: summary,
          kpis: { late_orders: 9, machine_changes: 0 },
        })}
        showLateOrders={false}
        status="proposal"
      />,
    );
    const counts = within(screen.getByRole('region', { name: 'Schedule Changes' })).getByRole('list', {
      name: 'Change counts',
    });
    expect(counts).toHaveTextContent('55 Machine changes');
    expect(machineChangesTile()).toBe('55');
  });

  it('shows the KPI when there is no changes summary to compare with', () => {
    render(
      <ScheduleResultView
        result={makeScheduleResult({ changes_summary: null, kpis: { machine_changes: 3 } })}
        showLateOrders={false}
        status="proposal"
      />,
    );
    expect(screen.queryByRole('region', { name: 'Schedule Changes' })).not.toBeInTheDocument();
    expect(machineChangesTile()).toBe('3');
  });
});
