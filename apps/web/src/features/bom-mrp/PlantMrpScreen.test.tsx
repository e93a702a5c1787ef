import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runMrp } from '../../api/bom-api.ts';
import { fetchInventoryItems } from '../../api/takt-api.ts';
import { renderWithQueries } from '../../test-utils.tsx';
import { makeActionMessage, makeMrpResult } from './bom-test-factories.ts';
import { PlantMrpScreen } from './PlantMrpScreen.tsx';

vi.mock('../../api/bom-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/bom-api.ts')>()),
  runMrp: vi.fn(),
}));
vi.mock('../../api/takt-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/takt-api.ts')>()),
  fetchInventoryItems: vi.fn(),
}));

const PLAN = makeMrpResult({
  action_messages: [makeActionMessage({ type: 'LOW_STOCK', priority: 'HIGH', item_id: 'RM-778' })],
});

beforeEach(() => {
  vi.mocked(fetchInventoryItems).mockResolvedValue({ source: 'playground', items: [] });
});
afterEach(() => vi.clearAllMocks());

describe('MD01 MRP Planning (enterprise-shell §2, §4, §8)', () => {
  it('runs the plant MRP on the open sales orders and shows the KPI cards and critical materials', async () => {
    vi.mocked(runMrp).mockResolvedValue(PLAN);
    renderWithQueries(<PlantMrpScreen />);
    expect(await screen.findByLabelText('MRP KPIs')).toHaveTextContent('Materials Analyzed0');
    expect(vi.mocked(runMrp).mock.calls[0]![0]).toEqual({
      orders: [],
      planning_horizon_days: 30,
      time_bucket_days: 7,
      include_sales_orders: true,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('1 critical material needs action now: RM-778');
    expect(screen.getByRole('option', { name: '2000 Distribution Center' })).toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: /All|Shortages|Planned Orders/ })).toHaveLength(3);
  });

  it("shows that Plant 2000 has no data instead of Plant 1000's figures (issue 14)", async () => {
    vi.mocked(runMrp).mockResolvedValue(PLAN);
    renderWithQueries(<PlantMrpScreen />);
    await screen.findByLabelText('MRP KPIs');
    fireEvent.change(screen.getByRole('combobox', { name: 'Plant' }), { target: { value: '2000' } });
    expect(screen.getByRole('status')).toHaveTextContent(
      '2000 Distribution Center has no MRP data: this dataset holds plant 1000 only.',
    );
    expect(screen.queryByLabelText('MRP KPIs')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Plant' }), { target: { value: '1000' } });
    expect(screen.getByLabelText('MRP KPIs')).toHaveTextContent('Materials Analyzed0');
  });

  it('Run MRP shows progress while the run goes, then alerts success', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.mocked(runMrp).mockResolvedValue(PLAN);
    renderWithQueries(<PlantMrpScreen />);
    await screen.findByLabelText('MRP KPIs');
    let finish: (plan: typeof PLAN) => void = () => {};
    vi.mocked(runMrp).mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    fireEvent.click(screen.getByRole('button', { name: 'Run MRP' }));
    expect(await screen.findByRole('progressbar', { name: 'MRP run progress' })).toBeInTheDocument();
    finish(PLAN);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('MRP calculation completed successfully!'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    alert.mockRestore();
  });

  it("a failed run alerts 'Error running MRP calculation'", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.mocked(runMrp).mockRejectedValue(new Error('Please add at least one valid order'));
    renderWithQueries(<PlantMrpScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please add at least one valid order');
    fireEvent.click(screen.getByRole('button', { name: 'Run MRP' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error running MRP calculation'));
    alert.mockRestore();
  });
});
