import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { acceptPromise, analyzePromise, type PromiseResult } from '../../api/promise-api.ts';
import { makeMaterial, makePromiseResult } from '../../api/promise-fixtures.test-support.ts';
import { RushOrderPromise } from './RushOrderPromise.tsx';

vi.mock('../../api/promise-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/promise-api.ts')>()),
  analyzePromise: vi.fn(),
  acceptPromise: vi.fn(),
}));
// The plant's zone comes from /api/health in the app; here it is the sample plant's.
vi.mock('../../i18n/plant-time.ts', () => ({ usePlantTimeZone: () => 'America/Sao_Paulo' }));

const field = (name: string) => screen.getByLabelText(name);
const analyzeButton = () => screen.getByRole('button', { name: 'Analyze Feasibility' });
const acceptButton = () => screen.queryByRole('button', { name: 'Accept & Schedule' });

async function analyzeWith(result: PromiseResult) {
  vi.mocked(analyzePromise).mockResolvedValueOnce(result);
  await act(async () => fireEvent.click(analyzeButton()));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 9, 0));
  vi.mocked(analyzePromise).mockReset();
  vi.mocked(acceptPromise).mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Rush Order Promise Analysis (planning-workspaces §2, §4, §5, §8, §9)', () => {
  it('starts on PRODUCT-001, 500, $50 and today + 7 days, with the four SKU suggestions (§2, §9)', () => {
    render(<RushOrderPromise />);
    expect(field('SKU')).toHaveValue('PRODUCT-001');
    expect(field('Quantity')).toHaveValue(500);
    expect(field('Price/Unit')).toHaveValue(50);
    expect(field('Price/Unit')).toHaveAttribute('step', '0.01');
    expect(field('Requested Delivery Date')).toHaveValue('2026-12-02');
    const suggestions = document.getElementById(field('SKU').getAttribute('list') ?? '');
    expect([...(suggestions?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
      'PRODUCT-001',
      'STD-101',
      'RM-778',
      'BATCH-890',
    ]);
    expect(acceptButton()).not.toBeInTheDocument();
  });

  it('pre-fills the form from an initial prompt (§5)', () => {
    render(<RushOrderPromise initialPrompt="Can we deliver 800 units of STD-101 by Friday at $48.50?" />);
    expect(field('SKU')).toHaveValue('STD-101');
    expect(field('Quantity')).toHaveValue(800);
    expect(field('Price/Unit')).toHaveValue(48.5);
    expect(field('Requested Delivery Date')).toHaveValue('2026-11-27');
  });

  it('lists every failure of the form and sends nothing (§5)', async () => {
    render(<RushOrderPromise />);
    fireEvent.change(field('SKU'), { target: { value: ' ' } });
    fireEvent.change(field('Quantity'), { target: { value: '2.5' } });
    fireEvent.change(field('Price/Unit'), { target: { value: '-1' } });
    fireEvent.change(field('Requested Delivery Date'), { target: { value: '' } });
    await act(async () => fireEvent.click(analyzeButton()));
    expect(screen.getByText('SKU is required')).toBeInTheDocument();
    expect(screen.getByText('Quantity must be a whole number of at least 1')).toBeInTheDocument();
    expect(screen.getByText('Price/Unit must be 0 or more')).toBeInTheDocument();
    expect(screen.getByText('Requested Delivery Date is required')).toBeInTheDocument();
    expect(field('SKU')).toHaveAttribute('aria-invalid', 'true');
    expect(analyzePromise).not.toHaveBeenCalled();
  });

  it('sends the form as the analyze request and shows the card: verdict, date, lead time, confidence, margin', async () => {
    render(<RushOrderPromise />);
    fireEvent.change(field('SKU'), { target: { value: 'std-101' } });
    await analyzeWith(makePromiseResult());
    expect(analyzePromise).toHaveBeenCalledWith({
      sku: 'STD-101',
      quantity: 500,
      requested_date: '2026-12-02',
      selling_price_per_unit: 50,
    });
    const card = screen.getByRole('region', { name: 'Promise result' });
    expect(within(card).getByRole('heading', { name: 'Feasible' })).toBeInTheDocument();
    const summary = within(card).getByLabelText('Promise summary');
    expect(summary).toHaveTextContent('Promised DateThu, Dec 3, 2026');
    expect(summary).toHaveTextContent('Lead Time7.5 days');
    expect(summary).toHaveTextContent('Confidence72%');
    expect(summary).toHaveTextContent('Margin50.6%');
  });

  it('shows the details by default, money in thousands with one decimal (§2)', async () => {
    render(<RushOrderPromise />);
    await analyzeWith(makePromiseResult());
    expect(screen.getByText('Details').closest('details')).toHaveAttribute('open');
    const margin = screen.getByLabelText('Margin', { selector: 'dl' });
    expect(margin).toHaveTextContent('Revenue$25.0K');
    expect(margin).toHaveTextContent('Material cost$9.2K');
    expect(margin).toHaveTextContent('Gross margin$12.7K');
    expect(screen.getByText('50.6% meets the 15.0% target.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Recommendations' })).toHaveTextContent(
      'Run overtime on PRESS-02',
    );
  });

  it('lists at most 3 materials, then +N more (§2)', async () => {
    const materials = ['RM-1', 'RM-2', 'RM-3', 'RM-4', 'RM-5'].map((sku) => makeMaterial({ sku }));
    render(<RushOrderPromise />);
    await analyzeWith(makePromiseResult({ materials }));
    const listed = within(screen.getByRole('list', { name: 'Materials' })).getAllByRole('listitem');
    expect(listed.map((item) => item.textContent?.slice(0, 4))).toEqual(['RM-1', 'RM-2', 'RM-3']);
    expect(screen.getByText('+2 more')).toBeInTheDocument();
  });

  it('shows the orders the promise pushes and the promised order on its work centers', async () => {
    render(<RushOrderPromise />);
    const result = makePromiseResult();
    // Listed by work center name; drawn in the order the work reaches them.
    result.capacity.machines_utilized.reverse();
    await analyzeWith(result);
    const table = screen.getByRole('table', { name: 'Affected orders' });
    expect(within(table).getByRole('row', { name: 'PO-1001 6.5 No' })).toBeInTheDocument();
    const gantt = screen.getByRole('list', { name: 'RUSH-0001 on its work centers' });
    expect(
      within(gantt)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['MIX-01 4 h', 'PRESS-02 10 h']);
    expect(within(gantt).getByRole('img', { name: /^RUSH-0001-20: .*12:00–22:00$/ })).toBeInTheDocument();
  });

  it('offers Accept & Schedule only when the result is feasible (§4)', async () => {
    render(<RushOrderPromise />);
    await analyzeWith(
      makePromiseResult({ is_feasible: false, feasibility_issues: ['PRESS-02 is full until Dec 8'] }),
    );
    expect(screen.getByRole('heading', { name: 'Not feasible' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Feasibility issues' })).toHaveTextContent('PRESS-02 is full');
    expect(acceptButton()).not.toBeInTheDocument();
    await analyzeWith(makePromiseResult());
    expect(acceptButton()).toBeInTheDocument();
  });

  it('after accept clears the result, resets quantity to 500 and price to 50, and alerts (§4, §8)', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.mocked(acceptPromise).mockResolvedValueOnce({
      success: true,
      order_id: 'RUSH-0001',
      sales_order_id: 'SO-9001',
      change_id: 'chg-1',
      promised_date: '2026-12-03T23:59:00-03:00',
      created: true,
    });
    render(<RushOrderPromise />);
    fireEvent.change(field('Quantity'), { target: { value: '750' } });
    fireEvent.change(field('Price/Unit'), { target: { value: '61.25' } });
    await analyzeWith(makePromiseResult({ quantity: 750 }));
    await act(async () => fireEvent.click(acceptButton()!));
    expect(acceptPromise).toHaveBeenCalledWith({
      analysis_id: '5f0c7b0e-2f3a-4f59-9c53-0a4f3c9f1a22',
      order_id: 'RUSH-0001',
      sku: 'PRODUCT-001',
      quantity: 750,
      promised_date: '2026-12-03T23:59:00-03:00',
    });
    expect(alert).toHaveBeenCalledWith('Success! Order RUSH-0001 has been scheduled.');
    expect(screen.queryByRole('region', { name: 'Promise result' })).not.toBeInTheDocument();
    expect(field('Quantity')).toHaveValue(500);
    expect(field('Price/Unit')).toHaveValue(50);
    expect(acceptButton()).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server message',
      new ApiError('http', 'API error: 409 Conflict', { serverMessage: 'Stock changed' }),
      'Stock changed',
    ],
    ['An error occurred without one', new Error(''), 'An error occurred'],
  ])('a failed analysis shows %s (§8)', async (_case, error, shown) => {
    vi.mocked(analyzePromise).mockRejectedValueOnce(error);
    render(<RushOrderPromise />);
    await act(async () => fireEvent.click(analyzeButton()));
    expect(screen.getByRole('alert')).toHaveTextContent(shown);
  });

  it('a failed accept keeps the result and shows the server message (§8)', async () => {
    vi.mocked(acceptPromise).mockRejectedValueOnce(
      new ApiError('http', 'API error: 409 Conflict', {
        serverMessage: 'The plan changed since the analysis',
      }),
    );
    render(<RushOrderPromise />);
    await analyzeWith(makePromiseResult());
    await act(async () => fireEvent.click(acceptButton()!));
    expect(screen.getByRole('alert')).toHaveTextContent('The plan changed since the analysis');
    expect(screen.getByRole('region', { name: 'Promise result' })).toBeInTheDocument();
  });

  it('says it is analyzing and blocks a second click while the answer is out (§4)', async () => {
    let answer!: (result: PromiseResult) => void;
    vi.mocked(analyzePromise).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    render(<RushOrderPromise />);
    await act(async () => fireEvent.click(analyzeButton()));
    expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Analyzing');
    await act(async () => answer(makePromiseResult()));
    expect(analyzePromise).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Promise result' })).toBeInTheDocument();
  });
});
