import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScheduleChangesPanel } from './ScheduleChangesPanel.tsx';
import { makeChangesSummary } from './schedule-test-factories.ts';

describe('schedule changes panel (planning-workspaces §2, §3)', () => {
  it('shows only the text when there is no change to list', () => {
    const summary = makeChangesSummary({
      has_changes: false,
      summary_text: 'No changes against the baseline.',
      changes: [],
    });
    render(<ScheduleChangesPanel summary={summary} />);
    const panel = screen.getByRole('region', { name: 'Schedule Changes' });
    expect(panel).toHaveTextContent('No changes against the baseline.');
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the counts, and lists each change behind Show Details / Hide Details', () => {
    render(<ScheduleChangesPanel summary={makeChangesSummary()} />);
    const panel = screen.getByRole('region', { name: 'Schedule Changes' });
    const counts = within(panel).getByRole('list', { name: 'Change counts' });
    expect(counts).toHaveTextContent('1 Machine changes');
    expect(counts).toHaveTextContent('1 Delayed operations');
    expect(counts).toHaveTextContent('0 Removed operations');
    expect(within(panel).queryByText(/Order 1020/)).not.toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'Show Details' }));
    const items = within(panel)
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.startsWith('Order'));
    expect(items.map((item) => item.textContent)).toEqual([
      'Order 1020 (FG-GSK-FL100), operation 0020: machine TRM-02 → TRM-01; advanced by 30 min',
      'Order 1021 (FG-HOSE-38), operation 0010: delayed by 120 min (2 h)',
    ]);

    fireEvent.click(within(panel).getByRole('button', { name: 'Hide Details' }));
    expect(within(panel).queryByText(/Order 1020/)).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Show Details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('words new and removed operations', () => {
    const summary = makeChangesSummary({
      changes: [
        {
          order_id: '1090',
          operation_id: '0010',
          change_type: ['new_operation'],
          details: { new_operation: { work_center: 'PRS-04', start_time: '2026-11-24T06:00:00.000Z' } },
        },
        {
          order_id: '1091',
          operation_id: '0020',
          change_type: ['removed'],
          details: { removed_operation: { work_center: 'INS-01' } },
        },
      ],
    });
    render(<ScheduleChangesPanel summary={summary} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(screen.getByText(/new on PRS-04/)).toHaveTextContent('Order 1090, operation 0010: new on PRS-04');
    expect(screen.getByText(/removed from INS-01/)).toBeInTheDocument();
  });
});
