import type { ScheduleResult } from '@takt/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { followScheduleRun, pushSchedule, type SolveProgress, startScheduleRun } from '../../api/takt-api.ts';
import { ProductionSchedulingScreen } from './ProductionSchedulingScreen.tsx';
import { makeScheduleResult } from './schedule-test-factories.ts';

vi.mock('../../api/takt-api.ts', () => ({
  startScheduleRun: vi.fn(),
  followScheduleRun: vi.fn(),
  pushSchedule: vi.fn(),
}));

// vis-timeline needs a real layout engine; the screen only needs it to mount and unmount.
vi.mock('vis-timeline/peer', () => ({
  Timeline: class {
    on() {}
    fit() {}
    setWindow() {}
    destroy() {}
  },
}));

const RUN_ID = '0b7d3f64-8a1c-4c59-9f7e-2b1e5c4d6a70';

/** Answers the next solve with this result (or error), after reporting the given progress. */
function answerSolve(outcome: ScheduleResult | Error, progress: SolveProgress[] = []) {
  vi.mocked(startScheduleRun).mockResolvedValueOnce({ run_id: RUN_ID, status: 'queued' });
  vi.mocked(followScheduleRun).mockImplementationOnce(async (_runId, onProgress) => {
    for (const event of progress) onProgress(event);
    if (outcome instanceof Error) throw outcome;
    return outcome;
  });
}

const commandBox = () => screen.getByRole('textbox', { name: 'Command' });
const button = (name: string) => screen.getByRole('button', { name });

async function execute(command: string) {
  fireEvent.change(commandBox(), { target: { value: command } });
  fireEvent.click(button('Execute'));
  await screen.findByRole('region', { name: 'AI Processing Details' });
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(startScheduleRun).mockReset();
  vi.mocked(followScheduleRun).mockReset();
  vi.mocked(pushSchedule).mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('PP01 form (enterprise-shell §2)', () => {
  it('offers the data sources (the default plant or the custom data), the scenarios of the spec, and a required command', () => {
    render(<ProductionSchedulingScreen />);
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Data source')).toEqual(['Default Dataset', 'Custom Data']);
    expect(options('Scenario')).toEqual([
      'Standard Scheduling',
      'Disruption Management',
      'Schedule Optimization',
    ]);
    expect(commandBox()).toBeRequired();
    expect(startScheduleRun).not.toHaveBeenCalled();
  });

  it('sends the chosen data source and stability with the command (issue 9)', async () => {
    answerSolve(makeScheduleResult());
    render(<ProductionSchedulingScreen />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Data source' }), { target: { value: 'custom' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Stability' }), { target: { value: 'frozen' } });
    await execute('PRS-03 broke down for 4 hours');
    expect(vi.mocked(startScheduleRun).mock.calls[0]?.[0]).toMatchObject({
      data_source: 'custom',
      stability: 'frozen',
    });
  });

  it('leaves the stability to the plant unless one is chosen', async () => {
    answerSolve(makeScheduleResult());
    render(<ProductionSchedulingScreen />);
    await execute('PRS-03 broke down for 4 hours');
    expect(vi.mocked(startScheduleRun).mock.calls[0]?.[0]).not.toHaveProperty('stability');
  });

  it('sends nothing for an empty command', () => {
    render(<ProductionSchedulingScreen />);
    fireEvent.change(commandBox(), { target: { value: '   ' } });
    fireEvent.submit(commandBox().closest('form')!);
    expect(startScheduleRun).not.toHaveBeenCalled();
  });

  it("Schedule Today fills 'Create an optimal schedule for today' and submits it", async () => {
    answerSolve(makeScheduleResult());
    render(<ProductionSchedulingScreen />);
    fireEvent.click(button('Schedule Today'));
    expect(commandBox()).toHaveValue('Create an optimal schedule for today');
    await screen.findByRole('region', { name: 'AI Processing Details' });
    expect(vi.mocked(startScheduleRun).mock.calls[0]?.[0]).toMatchObject({
      prompt: 'Create an optimal schedule for today',
      source: 'masterdata',
      data_source: 'default',
      backend: 'openai',
      algorithm: 'auto',
      sync_sap: false,
    });
    // No baseline: the server compares with the dataset's released plan (issue 9).
    expect(vi.mocked(startScheduleRun).mock.calls[0]?.[0]).not.toHaveProperty('baseline');
  });

  it('disables the buttons while processing and shows the progress with the best objective so far', async () => {
    vi.mocked(startScheduleRun).mockResolvedValueOnce({ run_id: RUN_ID, status: 'queued' });
    let finish: (result: ScheduleResult) => void = () => undefined;
    vi.mocked(followScheduleRun).mockImplementationOnce(
      (_runId, onProgress) =>
        new Promise((resolve) => {
          onProgress({
            status: 'running',
            best_objective: 444267205,
            elapsed_ms: 252,
            iteration: 98,
            percent: 13,
          });
          finish = resolve;
        }),
    );
    render(<ProductionSchedulingScreen />);
    fireEvent.change(commandBox(), { target: { value: 'plan the week' } });
    fireEvent.click(button('Execute'));
    // The bar shows at once (reading the plant), then the solve's first progress: wait for that one.
    const progress = await screen.findByRole('progressbar', { name: 'Solve progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '13'));
    expect(screen.getByText(/Best objective so far/)).toHaveTextContent('Best objective so far: 444,267,205');
    for (const name of ['Execute', 'Schedule Today', 'Transfer to System', 'Reset']) {
      expect(button(name)).toBeDisabled();
    }
    await act(async () => finish(makeScheduleResult()));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(button('Execute')).toBeEnabled();
  });

  it('Reset clears the command, the result and the error', async () => {
    answerSolve(makeScheduleResult());
    answerSolve(new ApiError('http', 'API error: 500 Internal Server Error'));
    render(<ProductionSchedulingScreen />);
    await execute('plan');
    fireEvent.click(button('Reset'));
    expect(commandBox()).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'AI Processing Details' })).not.toBeInTheDocument();

    fireEvent.change(commandBox(), { target: { value: 'plan again' } });
    fireEvent.click(button('Execute'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fireEvent.click(button('Reset'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(commandBox()).toHaveValue('');
  });
});

describe('PP01 errors (enterprise-shell §8)', () => {
  it("shows the server's text and the details it names in the error banner", async () => {
    answerSolve(
      new ApiError('http', 'API error: 422 Unprocessable Entity', {
        status: 422,
        serverMessage: 'The plan cannot be scheduled: 1 problem(s) in the data, listed in details',
        code: 'INFEASIBLE',
        details: [{ field: 'operation.1001/0010', message: 'no eligible work center' }],
      }),
    );
    render(<ProductionSchedulingScreen />);
    fireEvent.change(commandBox(), { target: { value: 'plan' } });
    fireEvent.click(button('Execute'));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('The plan cannot be scheduled: 1 problem(s) in the data');
    expect(banner).toHaveTextContent('operation.1001/0010: no eligible work center');
    expect(button('Transfer to System')).toBeDisabled();
  });

  it("says 'An error occurred' when the error has no text", async () => {
    vi.mocked(startScheduleRun).mockRejectedValueOnce(new Error(''));
    render(<ProductionSchedulingScreen />);
    fireEvent.change(commandBox(), { target: { value: 'plan' } });
    fireEvent.click(button('Execute'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^An error occurred$/);
  });
});
