import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestJson } from '../../api/client.ts';
import { createQueryClient } from '../../query-client.ts';
import { jsonResponse, renderWithQueries, stubApi } from '../../test-utils.tsx';
import { Dashboard } from './Dashboard.tsx';

const SUMMARY = {
  source: 'playground',
  as_of: '2026-11-21T08:00:00Z',
  open_orders: 41,
  late_orders: 6,
  low_stock_items: 9,
  overloaded_work_centers: 2,
  overloaded: [
    { work_center: 'PRS-03', week_start: '2026-11-23', utilization: 118.4 },
    { work_center: 'BAN-01', week_start: '2026-11-30', utilization: 104 },
  ],
  horizon_weeks: 4,
  time_zone: 'America/Sao_Paulo',
};

afterEach(() => vi.unstubAllGlobals());

describe('modern dashboard', () => {
  it('shows the live counts the API computed', async () => {
    const fetchMock = stubApi({ 'GET /api/dashboard': () => jsonResponse(SUMMARY) });
    renderWithQueries(<Dashboard />);
    const openOrders = await screen.findByRole('region', { name: 'Open orders' });
    expect(within(openOrders).getByText('41')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Late orders' })).getByText('6')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Low-stock items' })).getByText('9'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Overloaded work centers' })).getByText('2'),
    ).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/dashboard?source=playground');
  });

  it('lists the overloaded work centers and weeks', async () => {
    stubApi({ 'GET /api/dashboard': () => jsonResponse(SUMMARY) });
    renderWithQueries(<Dashboard />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'PRS-03Mon, 23 Nov 2026118%',
      'BAN-01Mon, 30 Nov 2026104%',
    ]);
  });

  it('says so when no work center is overloaded', async () => {
    stubApi({
      'GET /api/dashboard': () => jsonResponse({ ...SUMMARY, overloaded_work_centers: 0, overloaded: [] }),
    });
    renderWithQueries(<Dashboard />);
    expect(await screen.findByText('No work center is loaded above its capacity.')).toBeInTheDocument();
  });

  it.each([
    ['a schedule is transferred to the system', '/schedule/push'],
    ['a proposal is applied', '/schedule/apply'],
    ['a change is undone', '/schedule/changes/c-1/undo'],
  ])('reloads its counts when %s (issue 9: one set of numbers)', async (_, path) => {
    let lateOrders = 4;
    stubApi({
      'GET /api/dashboard': () => jsonResponse({ ...SUMMARY, late_orders: lateOrders }),
      [`POST /api${path}`]: () => {
        lateOrders = 9;
        return jsonResponse({});
      },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Dashboard />
      </QueryClientProvider>,
    );
    const late = await screen.findByRole('region', { name: 'Late orders' });
    expect(within(late).getByText('4')).toBeInTheDocument();
    await requestJson(path, { method: 'POST', body: {} });
    await waitFor(() => expect(within(late).getByText('9')).toBeInTheDocument());
  });

  it('keeps its counts after a request that changes no plan', async () => {
    const fetchMock = stubApi({
      'GET /api/dashboard': () => jsonResponse(SUMMARY),
      'POST /api/bom/mrp': () => jsonResponse({}),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Dashboard />
      </QueryClientProvider>,
    );
    await screen.findByRole('region', { name: 'Late orders' });
    await requestJson('/bom/mrp', { method: 'POST', body: {} });
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/dashboard'))).toHaveLength(1);
  });

  it('shows a loading note that mentions a starting server', () => {
    stubApi({ 'GET /api/dashboard': () => new Promise<Response>(() => {}) });
    renderWithQueries(<Dashboard />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The server may take a few seconds if it is starting up.',
    );
  });

  it('shows the error text of the API client and what the server said', async () => {
    stubApi({
      'GET /api/dashboard': () =>
        jsonResponse(
          { error: 'Database is starting', code: 'UNAVAILABLE', details: [] },
          503,
          'Service Unavailable',
        ),
    });
    renderWithQueries(<Dashboard />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the dashboard: API error: 503 Service Unavailable');
    expect(alert).toHaveTextContent('Database is starting');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
