import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEALTH, jsonResponse, renderWithQueries, stubApi } from '../../test-utils.tsx';
import { ProductionOrdersScreen } from './ProductionOrdersScreen.tsx';

const makeOrder = (order_id: string, status: string, version = 1) => ({
  order_id,
  material: 'FG-OS-3552',
  material_description: 'Oil seal',
  quantity: 100,
  unit: 'PC',
  status,
  priority: 'Normal',
  basic_start_date: '2026-11-25T03:00:00.000Z',
  basic_end_date: '2026-12-02T03:00:00.000Z',
  actual_start: null,
  actual_end: null,
  completion_percentage: status === 'In Process' ? 40 : 0,
  work_center: null,
  version,
});

const book = (orders: unknown[], total = orders.length) =>
  jsonResponse({
    source: 'playground',
    filter: 'all',
    total,
    limit: 20,
    offset: 0,
    orders,
    kpis: { total_orders: 85, in_process: 13, urgent: 3, completion_rate: 4 },
  });

afterEach(() => vi.unstubAllGlobals());

describe('CO01 Production Orders (enterprise-shell §2)', () => {
  it('shows the KPI cards and offers each order only the steps its status allows', async () => {
    stubApi({
      'GET /api/health': () => jsonResponse(HEALTH),
      'GET /api/orders': () => book([makeOrder('A-1', 'Created'), makeOrder('A-2', 'In Process')], 85),
    });
    renderWithQueries(<ProductionOrdersScreen />);
    expect(await screen.findByRole('region', { name: 'Completion Rate' })).toHaveTextContent('4%');
    expect(screen.getByRole('region', { name: 'Total Orders' })).toHaveTextContent('85');
    expect(screen.getByRole('button', { name: 'Release A-1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm A-1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm A-2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete A-2' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–20 of 85')).toBeInTheDocument();
  });

  it('asks the server for the filter, the sort and the next page', async () => {
    const fetchMock = stubApi({
      'GET /api/health': () => jsonResponse(HEALTH),
      'GET /api/orders': () => book([makeOrder('A-1', 'Created')], 85),
    });
    renderWithQueries(<ProductionOrdersScreen />);
    await screen.findByRole('button', { name: 'Release A-1' });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Priority' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      const urls = fetchMock.mock.calls.map(([url]) => String(url));
      expect(urls).toContain(
        '/api/orders?source=playground&filter=open&sort=priority&direction=asc&limit=20&offset=20',
      );
    });
  });

  it('sends a step at the version shown and says why the server refused one', async () => {
    const fetchMock = stubApi({
      'GET /api/health': () => jsonResponse(HEALTH),
      'GET /api/orders': () => book([makeOrder('A-2', 'In Process', 7)]),
      'POST /api/orders/complete': () =>
        jsonResponse(
          { error: 'Not enough CMP-NBR70 at MAIN: 950.4 requested', code: 'STOCK_SHORT', details: [] },
          409,
          'Conflict',
        ),
    });
    renderWithQueries(<ProductionOrdersScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Complete A-2' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Complete of order A-2 failed: API error: 409 Conflict');
    expect(alert).toHaveTextContent('Not enough CMP-NBR70');
    const post = fetchMock.mock.calls.find(([url]) => String(url) === '/api/orders/complete');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      order_id: 'A-2',
      version: 7,
      source: 'playground',
    });
  });

  it("refuses a Create Order without its required fields: 'Please fill in all required fields' (§5)", async () => {
    const fetchMock = stubApi({
      'GET /api/health': () => jsonResponse(HEALTH),
      'GET /api/orders': () => book([]),
    });
    renderWithQueries(<ProductionOrdersScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Order' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/orders/create'))).toBe(false);
  });
});
