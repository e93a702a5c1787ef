import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductionSchedulingScreen } from './ProductionSchedulingScreen.tsx';
import { makeScheduleResult } from './schedule-test-factories.ts';

vi.mock('../../api/takt-api.ts', () => ({
  startScheduleRun: vi.fn(),
  followScheduleRun: vi.fn(),
  pushSchedule: vi.fn(),
}));

vi.mock('vis-timeline/peer', () => ({
  Timeline: class {
    on() {}
    fit() {}
    setWindow() {}
    destroy() {}
  },
}));

beforeEach(() => localStorage.clear());

describe('the Schedule view shows the stored schedule (assistant-and-gantt §4 Save Schedule)', () => {
  it('opens on latest_schedule when one is stored', () => {
    const saved = makeScheduleResult({ text: 'Saved from the assistant.' });
    localStorage.setItem('latest_schedule', JSON.stringify(saved));
    render(<ProductionSchedulingScreen />);
    expect(screen.getByRole('region', { name: 'AI Processing Details' })).toHaveTextContent(
      'Saved from the assistant.',
    );
    expect(screen.getByRole('button', { name: 'Transfer to System' })).toBeEnabled();
  });

  it('opens empty when nothing, or something unreadable, is stored', () => {
    localStorage.setItem('latest_schedule', '{"type":"schedule"');
    render(<ProductionSchedulingScreen />);
    expect(screen.queryByRole('region', { name: 'AI Processing Details' })).not.toBeInTheDocument();
  });

  it('shows a schedule saved while it is open (schedule_updated)', () => {
    render(<ProductionSchedulingScreen />);
    const saved = makeScheduleResult({ text: 'Saved just now.' });
    act(() => {
      window.dispatchEvent(new CustomEvent('schedule_updated', { detail: saved }));
    });
    expect(screen.getByRole('region', { name: 'AI Processing Details' })).toHaveTextContent(
      'Saved just now.',
    );
  });
});
