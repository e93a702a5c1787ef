import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScheduleChangesPanel } from './ScheduleChangesPanel.tsx';
import { makeChangesSummary, makeRepairSummary } from './schedule-test-factories.ts';

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

describe('every move has a cause (issue 9)', () => {
  it('lists forced moves first, then knock-on, then improvements, each under its heading with its cause', () => {
    render(<ScheduleChangesPanel summary={makeRepairSummary()} />);
    const panel = screen.getByRole('region', { name: 'Schedule Changes' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Show Details' }));
    const items = within(panel)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.cause !== undefined);
    expect(items.map((item) => item.dataset.cause)).toEqual(['forced', 'knock_on', 'improvement']);
    expect(items[0]).toHaveTextContent('Order 1019 (FG-OR-020), operation 0020: delayed by 180 min (3 h)');
    expect(items[0]).toHaveTextContent('— on PRS-03 during its downtime');
    expect(within(panel).getByRole('list', { name: 'Forced (1)' })).toContainElement(items[0]!);
    expect(within(panel).getByRole('list', { name: 'Knock-on (1)' })).toContainElement(items[1]!);
    expect(within(panel).getByRole('list', { name: 'Improvements (1)' })).toContainElement(items[2]!);
  });

  it("keeps the spec's counts and adds how many moves were forced, knock-on and improvements", () => {
    render(<ScheduleChangesPanel summary={makeRepairSummary()} />);
    const counts = screen.getByRole('list', { name: 'Change counts' });
    const text = within(counts)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(text).toEqual([
      '1 Machine changes',
      '2 Delayed operations',
      '0 Advanced operations',
      '0 New operations',
      '0 Removed operations',
      '1 Forced moves',
      '1 Knock-on moves',
      '1 Improvement moves',
    ]);
  });
});
