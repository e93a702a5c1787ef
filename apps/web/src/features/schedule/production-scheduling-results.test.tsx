import type { ScheduleResult } from '@takt/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import {
  applyScheduleRun,
  discardScheduleRun,
  followScheduleRun,
  pushSchedule,
  startScheduleRun,
  undoScheduleChange,
} from '../../api/takt-api.ts';
import { ProductionSchedulingScreen } from './ProductionSchedulingScreen.tsx';
import {
  makeChangesSummary,
  makeDowntime,
  makeOperation,
  makeOrder,
  makeRepairSummary,
  makeScheduleResult,
} from './schedule-test-factories.ts';

vi.mock('../../api/takt-api.ts', () => ({
  discardScheduleRun: vi.fn().mockResolvedValue(undefined),
  startScheduleRun: vi.fn(),
  followScheduleRun: vi.fn(),
  pushSchedule: vi.fn(),
  applyScheduleRun: vi.fn(),
  undoScheduleChange: vi.fn(),
}));

vi.mock('vis-timeline/peer', () => ({
  Timeline: class {
    on() {}
    fit() {}
    setWindow() {}
    destroy() {}
  },
}));

function answerSolve(result: ScheduleResult) {
  vi.mocked(startScheduleRun).mockResolvedValueOnce({ run_id: result.run_id, status: 'queued' });
  vi.mocked(followScheduleRun).mockResolvedValueOnce(result);
}

const button = (name: string) => screen.getByRole('button', { name });

async function execute(command: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Command' }), { target: { value: command } });
  fireEvent.click(button('Execute'));
  await screen.findByRole('region', { name: 'AI Processing Details' });
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(startScheduleRun).mockReset();
  vi.mocked(followScheduleRun).mockReset();
  vi.mocked(pushSchedule).mockReset();
  vi.mocked(applyScheduleRun).mockReset();
  vi.mocked(undoScheduleChange).mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('PP01 results (enterprise-shell §2)', () => {
  it('shows the AI processing details, the changes summary, the KPI tiles and the Gantt chart', async () => {
    answerSolve(makeScheduleResult({ changes_summary: makeChangesSummary() }));
    render(<ProductionSchedulingScreen />);
    await execute('plan');
    const details = screen.getByRole('region', { name: 'AI Processing Details' });
    expect(details).toHaveTextContent('The command asks for a schedule.');
    expect(details).toHaveTextContent('create_schedule');
    expect(details).toHaveTextContent('Finite-capacity schedule of all open production orders');
    expect(within(details).getByText('Schedule').tagName).toBe('STRONG');

    expect(screen.getByRole('region', { name: 'Schedule Changes' })).toBeInTheDocument();

    const kpis = screen.getByRole('region', { name: 'KPIs' });
    const labels = within(kpis)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual(['ON TIME DELIVERY', 'SETUP HOURS']);
    expect(
      within(kpis)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['100', '1.5']);

    const gantt = screen.getByRole('region', { name: 'Gantt Chart' });
    expect(gantt).toHaveAttribute('data-item-count', '1');
    expect(gantt).toHaveAttribute('data-group-count', '1');
  });

  it('shows no Gantt chart when no order is scheduled', async () => {
    answerSolve(makeScheduleResult({ data: { orders: [] } }));
    render(<ProductionSchedulingScreen />);
    await execute('plan');
    expect(screen.queryByRole('region', { name: 'Gantt Chart' })).not.toBeInTheDocument();
  });

  it("lists the first 10 orders, one row per operation, '-' where missing", async () => {
    const orders = Array.from({ length: 11 }, (_, index) =>
      makeOrder({
        order_id: String(2001 + index),
        operations: [makeOperation({ operation_id: '0010' }), makeOperation({ operation_id: '0020' })],
      }),
    );
    orders[0] = makeOrder({
      order_id: '2001',
      material: '',
      operations: [makeOperation({ work_center: '' })],
    });
    answerSolve(makeScheduleResult({ data: { orders } }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ProductionSchedulingScreen />);
    await execute('plan');
    expect(consoleError).toHaveBeenCalledWith('Gantt: operation 0010 of order 2001 skipped: no work center');
    const table = screen.getByRole('region', { name: 'Scheduled Orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1 + 9 * 2);
    expect(within(table).queryByText('2011')).not.toBeInTheDocument();
    const firstCells = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(firstCells.slice(0, 5)).toEqual(['2001', '-', '5,000', '-', '0010']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order', 'Material', 'Quantity', 'Work Center', 'Operation', 'Start', 'End']);
  });

  it('lists the late orders with their tardiness in the modern workspace', async () => {
    answerSolve(
      makeScheduleResult({
        late_orders: [
          {
            order_id: '1032',
            material: 'FG-OS-5072',
            due_date: '2026-12-03T14:00:00.000Z',
            tardiness_minutes: 63067,
          },
        ],
      }),
    );
    render(<ProductionSchedulingScreen showLateOrders />);
    await execute('plan');
    expect(screen.getByRole('row', { name: /1032 FG-OS-5072/ })).toHaveTextContent('43.8 days late');
    expect(screen.getByRole('region', { name: 'Late Orders' })).toHaveTextContent('43.8 days late');
  });
});

const APPLIED = { change_id: '5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b', applied_orders: 1 };

describe('Transfer to System (enterprise-shell §2, §4, §8; issue 9: one action with Apply)', () => {
  it('is enabled only once the result is a schedule, applies the run and alerts success', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.mocked(applyScheduleRun).mockResolvedValueOnce(APPLIED);
    const result = makeScheduleResult();
    answerSolve(result);
    render(<ProductionSchedulingScreen />);
    expect(button('Transfer to System')).toBeDisabled();
    await execute('plan');
    expect(button('Transfer to System')).toBeEnabled();
    fireEvent.click(button('Transfer to System'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Schedule created successfully'));
    expect(applyScheduleRun).toHaveBeenCalledWith(result.run_id);
    expect(pushSchedule).not.toHaveBeenCalled();
  });

  it("alerts 'Failed to push schedule' with the server's reason", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.mocked(applyScheduleRun).mockRejectedValueOnce(
      new ApiError('http', 'API error: 409 Conflict', {
        status: 409,
        serverMessage: 'The schedule no longer matches the plan: 1 order(s) or operation(s) are gone',
        code: 'SCHEDULE_STALE',
        details: [{ field: 'order.1001', message: 'no longer exists' }],
      }),
    );
    answerSolve(makeScheduleResult());
    render(<ProductionSchedulingScreen />);
    await execute('plan');
    fireEvent.click(button('Transfer to System'));
    await waitFor(() => expect(alert).toHaveBeenCalledOnce());
    const text = alert.mock.calls[0]?.[0] as string;
    expect(text.startsWith('Failed to push schedule')).toBe(true);
    expect(text).toContain('order.1001: no longer exists');
    expect(button('Transfer to System')).toBeEnabled();
  });

  it('pushes custom data to the custom dataset, the one the command planned', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.mocked(pushSchedule).mockResolvedValueOnce({
      pushed_orders: 1,
      pushed_operations: 1,
      dataset_version: 2,
    });
    const result = makeScheduleResult();
    answerSolve(result);
    render(<ProductionSchedulingScreen />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Data source' }), { target: { value: 'custom' } });
    await execute('plan');
    fireEvent.click(button('Transfer to System'));
    await waitFor(() => expect(pushSchedule).toHaveBeenCalledWith(result, result.plan_version, 'custom'));
    expect(applyScheduleRun).not.toHaveBeenCalled();
  });
});

describe('a proposal until transferred or discarded (issue 9)', () => {
  const proposal = () =>
    makeScheduleResult({
      tool: { name: 'reschedule_breakdown', description: 'Repair', reasoning: 'A breakdown.' },
      changes_summary: makeRepairSummary(),
      baseline: { compared_with: 'released_plan', is_proposal: true },
    });

  it('says a proposal is compared with the released plan, and after Transfer to System that it is released', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.mocked(applyScheduleRun).mockResolvedValueOnce(APPLIED);
    answerSolve(proposal());
    render(<ProductionSchedulingScreen />);
    await execute('PRS-03 broke down for 4 hours');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Proposal');
    expect(status).toHaveTextContent('Compared with the released plan');
    expect(screen.getByRole('region', { name: 'Schedule Changes' })).toBeInTheDocument();

    fireEvent.click(button('Transfer to System'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Released plan'));
    expect(screen.getByRole('status')).not.toHaveTextContent('Proposal');
    expect(button('Transfer to System')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
  });

  it('shows the released plan as released when the view opens again on it', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.mocked(applyScheduleRun).mockResolvedValueOnce(APPLIED);
    answerSolve(proposal());
    const { unmount } = render(<ProductionSchedulingScreen />);
    await execute('PRS-03 broke down for 4 hours');
    fireEvent.click(button('Transfer to System'));
    await waitFor(() => expect(button('Transfer to System')).toBeDisabled());
    unmount();
    render(<ProductionSchedulingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Released plan');
  });

  it('Undo puts the replaced plan back and the run is a proposal again', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.mocked(applyScheduleRun).mockResolvedValueOnce(APPLIED);
    vi.mocked(undoScheduleChange).mockResolvedValueOnce(undefined);
    answerSolve(proposal());
    render(<ProductionSchedulingScreen />);
    await execute('PRS-03 broke down for 4 hours');
    fireEvent.click(button('Transfer to System'));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(undoScheduleChange).toHaveBeenCalledWith(APPLIED.change_id));
    await waitFor(() => expect(button('Transfer to System')).toBeEnabled());
    expect(screen.getByText(/Compared with the released plan/)).toBeInTheDocument();
  });

  it('Discard lets the proposal go: nothing is transferred and the view no longer shows it', async () => {
    const result = proposal();
    answerSolve(result);
    render(<ProductionSchedulingScreen />);
    await execute('PRS-03 broke down for 4 hours');
    fireEvent.click(button('Discard'));
    expect(screen.queryByRole('region', { name: 'AI Processing Details' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Discarded: the plan is unchanged.');
    expect(localStorage.getItem('latest_schedule')).toBeNull();
    expect(applyScheduleRun).not.toHaveBeenCalled();
    expect(button('Transfer to System')).toBeDisabled();
    expect(discardScheduleRun).toHaveBeenCalledWith(result.run_id);
  });
});

describe('hard rules are hard (issue 9)', () => {
  it('lists the broken rules of an infeasible plan and offers no Transfer to System', async () => {
    answerSolve(
      makeScheduleResult({
        baseline: { compared_with: 'released_plan', is_proposal: true },
        feasibility: {
          status: 'infeasible',
          violations: [
            {
              code: 'MAX_WAIT',
              message: 'Operation 1015/0020 starts 826 min after 1015/0010 ends; at most 240 allowed',
              operation_ids: ['1015/0010', '1015/0020'],
            },
          ],
        },
      }),
    );
    render(<ProductionSchedulingScreen />);
    await execute('PRS-03 broke down for 4 hours');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This plan breaks 1 hard rule: it cannot be transferred to the system.');
    expect(alert).toHaveTextContent('MAX_WAIT');
    expect(alert).toHaveTextContent('starts 826 min after 1015/0010 ends');
    expect(button('Transfer to System')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
  });
});

describe('the disruption on the Gantt chart (issue 9)', () => {
  it('shades the downtime on its row and counts the forced and knock-on bars', async () => {
    answerSolve(
      makeScheduleResult({
        data: {
          orders: [
            makeOrder({
              order_id: '1019',
              operations: [makeOperation({ operation_id: '0020', work_center: 'PRS-01' })],
            }),
            makeOrder({
              order_id: '1020',
              operations: [makeOperation({ operation_id: '0030', work_center: 'PRS-02' })],
            }),
          ],
        },
        downtimes: [makeDowntime({ work_center: 'PRS-03' })],
        changes_summary: makeRepairSummary(),
        baseline: { compared_with: 'released_plan', is_proposal: true },
      }),
    );
    render(<ProductionSchedulingScreen />);
    await execute('PRS-03 broke down for 4 hours');
    const gantt = screen.getByRole('region', { name: 'Gantt Chart' });
    expect(gantt).toHaveAttribute('data-downtime-count', '1');
    expect(gantt).toHaveAttribute('data-downtime-work-centers', 'PRS-03');
    // PRS-03 lost all its work to the breakdown, yet keeps its row so its downtime shows.
    expect(gantt).toHaveAttribute('data-group-count', '3');
    expect(gantt).toHaveAttribute('data-forced-count', '1');
    expect(gantt).toHaveAttribute('data-knock-on-count', '1');
    expect(within(gantt).getByText('Breakdown')).toBeInTheDocument();
    expect(within(gantt).getByText('Forced move')).toBeInTheDocument();
  });
});

describe('browser storage (assistant-and-gantt §3; issue 9: the baseline is the released plan)', () => {
  it('stores the schedule as the latest and fires schedule_updated, but sends no baseline with the next request', async () => {
    const updates: unknown[] = [];
    const listener = (event: Event) => updates.push((event as CustomEvent).detail);
    window.addEventListener('schedule_updated', listener);
    const first = makeScheduleResult();
    answerSolve(first);
    answerSolve(makeScheduleResult({ changes_summary: makeChangesSummary() }));
    render(<ProductionSchedulingScreen />);

    await execute('plan');
    expect(JSON.parse(localStorage.getItem('latest_schedule') ?? 'null')).toEqual(first);
    expect(localStorage.getItem('schedule_baseline')).toBeNull();
    expect(updates).toEqual([first]);

    fireEvent.click(button('Reset'));
    await execute('Press PRS-01 broke down, reschedule');
    expect(vi.mocked(startScheduleRun).mock.calls[1]?.[0]).not.toHaveProperty('baseline');
    window.removeEventListener('schedule_updated', listener);
  });

  it('sends the shown schedule as the baseline when the planner picks it to compare with', async () => {
    const first = makeScheduleResult();
    answerSolve(first);
    answerSolve(makeScheduleResult({ changes_summary: makeChangesSummary() }));
    render(<ProductionSchedulingScreen />);
    await execute('plan');
    fireEvent.change(screen.getByRole('combobox', { name: 'Compare with' }), { target: { value: 'shown' } });
    await execute('Press PRS-01 broke down, reschedule');
    const sent = vi.mocked(startScheduleRun).mock.calls[1]?.[0];
    expect(sent?.baseline?.data.orders.map((order) => order.order_id)).toEqual(['1001']);
  });
});

describe('example prompt from ZEX01 (enterprise-shell §2, §9)', () => {
  it('loads the prompt, tells the user to click Execute, and submits it after 100 ms', async () => {
    vi.useFakeTimers();
    answerSolve(makeScheduleResult());
    render(<ProductionSchedulingScreen initialPrompt="Rush order 1032: reschedule the presses" />);
    expect(screen.getByRole('textbox', { name: 'Command' })).toHaveValue(
      'Rush order 1032: reschedule the presses',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Click Execute');
    await act(async () => vi.advanceTimersByTime(99));
    expect(startScheduleRun).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(startScheduleRun).toHaveBeenCalledOnce();
    expect(vi.mocked(startScheduleRun).mock.calls[0]?.[0].prompt).toBe(
      'Rush order 1032: reschedule the presses',
    );
  });
});
