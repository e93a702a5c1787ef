import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithQueries, stubApi } from '../../test-utils.tsx';
import { ScreenLinkContext } from '../../ui/screen-links.ts';
import { Dashboard } from './Dashboard.tsx';

const SUMMARY = {
  source: 'playground',
  as_of: '2026-11-21T08:00:00Z',
  open_orders: 41,
  late_orders: 6,
  low_stock_items: 9,
  overloaded_work_centers: 0,
  overloaded: [],
  horizon_weeks: 4,
  time_zone: 'America/Sao_Paulo',
};

afterEach(() => vi.unstubAllGlobals());

describe('dashboard cards link to the lists behind them (issue 14)', () => {
  it('opens CO01 on the open orders (by end date from the late-orders card), MB51 on its dashboard, and CM01', async () => {
    stubApi({ 'GET /api/dashboard': () => jsonResponse(SUMMARY) });
    const openScreen = vi.fn();
    renderWithQueries(
      <ScreenLinkContext value={openScreen}>
        <Dashboard />
      </ScreenLinkContext>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /View open orders/ }));
    expect(openScreen).toHaveBeenLastCalledWith({ screen: 'orders', orderFilter: 'open' });
    fireEvent.click(screen.getByRole('button', { name: /Open orders by end date/ }));
    expect(openScreen).toHaveBeenLastCalledWith({
      screen: 'orders',
      orderFilter: 'open',
      orderSort: 'basic_end_date',
    });
    fireEvent.click(screen.getByRole('button', { name: /View low stock/ }));
    expect(openScreen).toHaveBeenLastCalledWith({ screen: 'inventory', inventoryTab: 'dashboard' });
    fireEvent.click(screen.getByRole('button', { name: /Open capacity planning/ }));
    expect(openScreen).toHaveBeenLastCalledWith({ screen: 'capacity' });
  });

  it('shows no link where no face can open one', async () => {
    stubApi({ 'GET /api/dashboard': () => jsonResponse(SUMMARY) });
    renderWithQueries(<Dashboard />);
    await screen.findByRole('region', { name: 'Open orders' });
    expect(screen.queryByRole('button', { name: /View open orders/ })).not.toBeInTheDocument();
  });
});
