import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runMrp } from '../../api/bom-api.ts';
import { makeActionMessage, makeMrpResult } from './bom-test-factories.ts';
import { MrpPlanningTab } from './MrpPlanningTab.tsx';

vi.mock('../../api/bom-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/bom-api.ts')>()),
  runMrp: vi.fn(),
}));
// ECharts needs a laid-out element; the chart itself is checked in the browser test.
vi.mock('./WeeklyLoadChart.tsx', () => ({
  WeeklyLoadChart: () => <div role="img" aria-label="Weekly load chart" />,
}));

afterEach(() => vi.clearAllMocks());

const subTab = (name: string) => screen.getByRole('tab', { name });
const runButton = () => screen.getByRole('button', { name: 'Run MRP' });

describe('MRP Planning (planning-workspaces §2, §4, §5, §8)', () => {
  it('starts on the parameters; the three result tabs are disabled until a result exists', () => {
    render(<MrpPlanningTab productId="P-1" />);
    expect(subTab('Planning Parameters (MD01)')).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Planned Orders', 'Action Messages', 'Capacity Check']) {
      expect(subTab(name)).toBeDisabled();
    }
    expect(screen.getByLabelText('Product ID, order 1')).toHaveValue('P-1');
    expect(screen.getByLabelText('Quantity, order 1')).toHaveValue(100);
  });

  it('Run MRP is disabled when there are no orders', () => {
    render(<MrpPlanningTab productId="P-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove order 1' }));
    expect(runButton()).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '+ Add Order' }));
    expect(runButton()).toBeEnabled();
  });

  it("sends only valid orders, else says 'Please add at least one valid order'", async () => {
    vi.mocked(runMrp).mockResolvedValue(makeMrpResult());
    render(<MrpPlanningTab productId="" />);
    fireEvent.click(runButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one valid order');
    expect(runMrp).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Product ID, order 1'), { target: { value: 'p-1' } });
    fireEvent.click(screen.getByRole('button', { name: '+ Add Order' }));
    fireEvent.change(screen.getByLabelText('Product ID, order 2'), { target: { value: 'P-2' } });
    fireEvent.change(screen.getByLabelText('Quantity, order 2'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Processing Key'), { target: { value: 'NEUPL' } });
    fireEvent.click(runButton());
    await waitFor(() => expect(runMrp).toHaveBeenCalled());
    const request = vi.mocked(runMrp).mock.calls[0]![0];
    expect(request.orders.map((o) => o.product_id)).toEqual(['P-1']);
    expect(request).toMatchObject({ planning_horizon_days: 90, time_bucket_days: 7 });
    expect(request).not.toHaveProperty('processing_key');
  });

  it('a successful run switches to the results: summary, orders, messages, capacity with status', async () => {
    vi.mocked(runMrp).mockResolvedValue(
      makeMrpResult({ action_messages: [makeActionMessage({ type: 'EXPEDITE', priority: 'HIGH' })] }),
    );
    render(<MrpPlanningTab productId="P-1" />);
    fireEvent.click(runButton());
    await waitFor(() => expect(subTab('Planned Orders')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByLabelText('MRP summary')).toHaveTextContent('Planned Orders1');
    expect(screen.getByRole('table', { name: 'Planned orders' })).toHaveTextContent('PLO-00001');

    fireEvent.click(subTab('Action Messages'));
    expect(
      within(screen.getByRole('list', { name: 'Action messages' })).getByRole('listitem'),
    ).toHaveTextContent('HIGHExpedite');

    fireEvent.click(subTab('Capacity Check'));
    const statuses = () =>
      within(screen.getByRole('table', { name: 'Weekly load' }))
        .getAllByRole('row')
        .slice(1)
        .map((w) => w.lastElementChild?.textContent);
    expect(statuses()).toEqual(['Normal', 'Normal', 'Normal']);
    expect(screen.getByText('PRS-03 (128.2%)')).toBeInTheDocument();

    // The plant total hides the bottleneck; the press itself shows it (issue 9).
    fireEvent.change(screen.getByRole('combobox', { name: 'Work center' }), { target: { value: 'PRS-03' } });
    expect(statuses()).toEqual(['Normal', 'High', 'Overload']);
    const lastWeek = within(screen.getByRole('table', { name: 'Weekly load' }))
      .getAllByRole('row')
      .at(-1)!;
    expect(lastWeek).toHaveTextContent('2026-11-30102.680128.2%Overload');
  });

  it.each([
    [new Error('Invalid MRP input'), 'Invalid MRP input'],
    [new Error(''), 'Failed to run MRP'],
  ])('a failed run shows the message, or Failed to run MRP', async (error, shown) => {
    vi.mocked(runMrp).mockRejectedValue(error);
    render(<MrpPlanningTab productId="P-1" />);
    fireEvent.click(runButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(subTab('Planned Orders')).toBeDisabled();
  });
});
