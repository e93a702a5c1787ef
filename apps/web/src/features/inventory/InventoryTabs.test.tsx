import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEALTH, jsonResponse, renderWithQueries, stubApi } from '../../test-utils.tsx';
import { InventoryScreen } from './InventoryScreen.tsx';
import { ALERT, ITEM, MOVEMENT, VALUE } from './inventory-fixtures.test-support.ts';

const TRANSFERRED = {
  message: 'Transferred 12.5 KG of RM-778 from MAIN to PRODUCTION.',
  item_id: 'RM-778',
  quantity: 12.5,
  from_location: 'MAIN',
  to_location: 'PRODUCTION',
  is_quality_release: false,
  from_balance: {
    location_id: 'MAIN',
    location_name: 'Main Warehouse',
    on_hand: 1,
    reserved: 0,
    available: 1,
    is_usable: true,
    bin: null,
  },
  to_balance: {
    location_id: 'PRODUCTION',
    location_name: 'Production Floor',
    on_hand: 14,
    reserved: 0,
    available: 14,
    is_usable: true,
    bin: null,
  },
  version: 3,
};

let fetchMock: ReturnType<typeof stubApi>;
const calls = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://t').pathname === path);
let transferAnswer: () => Response;
let chatSuccess = true;

beforeEach(() => {
  transferAnswer = () => jsonResponse(TRANSFERRED);
  chatSuccess = true;
  fetchMock = stubApi({
    'GET /api/health': () => jsonResponse(HEALTH),
    'GET /api/inventory/value': () => jsonResponse(VALUE),
    'GET /api/inventory/alerts': () => jsonResponse({ source: 'playground', alerts: [ALERT] }),
    'GET /api/inventory/items': () => jsonResponse({ source: 'playground', items: [ITEM] }),
    'GET /api/inventory/movements': () => jsonResponse({ source: 'playground', movements: [MOVEMENT] }),
    'GET /api/inventory/levels/RM-778': () =>
      jsonResponse({
        source: 'playground',
        item_id: 'RM-778',
        description: 'Accelerator blend',
        unit_of_measure: 'KG',
        reorder_point: 220,
        total_on_hand: 12.8,
        total_reserved: 18,
        available: -5.2,
        stock_status: 'critical',
        levels: [TRANSFERRED.from_balance],
      }),
    'POST /api/inventory/transfer': () => transferAnswer(),
    'POST /api/inventory/chat': () =>
      jsonResponse({
        success: chatSuccess,
        message: 'Done',
        visualization: null,
        intent: 'inventory.query',
        needs_clarification: false,
        suggested_actions: [],
      }),
  });
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MB51 Dashboard (enterprise-shell §2, §4)', () => {
  it('shows value by location, alerts, low stock and recent movements from the API', async () => {
    renderWithQueries(<InventoryScreen />);
    fireEvent.click(screen.getByRole('tab', { name: 'Dashboard' }));
    const dashboard = await screen.findByRole('region', { name: 'Inventory Dashboard' });
    expect(within(dashboard).getByRole('region', { name: 'Total value' })).toHaveTextContent('$1,234,568');
    expect(within(dashboard).getByRole('region', { name: 'Value by location' })).toHaveTextContent(
      'Quarantine',
    );
    expect(within(dashboard).getByRole('list', { name: 'Inventory alerts' })).toHaveTextContent(
      'HIGH RM-778 Accelerator blend is out of stock',
    );
    expect(within(dashboard).getByRole('table', { name: 'Low stock items' })).toHaveTextContent('critical');
    expect(within(dashboard).getByRole('table', { name: 'Recent movements' })).toHaveTextContent('TN-001');
  });

  it('loads each time it is opened', async () => {
    renderWithQueries(<InventoryScreen />);
    fireEvent.click(screen.getByRole('tab', { name: 'Dashboard' }));
    await screen.findByRole('region', { name: 'Inventory Dashboard' });
    fireEvent.click(screen.getByRole('tab', { name: 'Transfers' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Dashboard' }));
    await waitFor(() => expect(calls('/api/inventory/value')).toHaveLength(2));
  });

  it.each([
    [true, true],
    [false, false],
  ])(
    'a chat command answered with success=%s marks the dashboard for reload: %s',
    async (success, reloads) => {
      chatSuccess = success;
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <QueryClientProvider client={client}>
          <InventoryScreen />
        </QueryClientProvider>,
      );
      fireEvent.click(screen.getByRole('tab', { name: 'Dashboard' }));
      await screen.findByRole('region', { name: 'Inventory Dashboard' });
      fireEvent.click(screen.getByRole('tab', { name: 'AI Assistant' }));
      fireEvent.change(screen.getByRole('textbox', { name: 'Inventory question' }), {
        target: { value: 'What is low on stock?' },
      });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
      await screen.findByText('Done');
      expect(client.getQueryState(['inventory', 'value'])?.isInvalidated).toBe(reloads);
    },
  );

  it('says what failed when the data cannot load (enterprise-shell §8)', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ error: 'x', code: 'INTERNAL', details: [] }, 500, 'Server Error'),
    );
    renderWithQueries(<InventoryScreen />);
    fireEvent.click(screen.getByRole('tab', { name: 'Dashboard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load inventory data: API error: 500 Server Error',
    );
  });
});

describe('MB51 Transfers (enterprise-shell §3, §5, §8)', () => {
  const open = () => {
    renderWithQueries(<InventoryScreen />);
    fireEvent.click(screen.getByRole('tab', { name: 'Transfers' }));
  };
  const submit = () => screen.getByRole('button', { name: 'Transfer Stock' });

  it('keeps submit disabled until an item is given and the quantity is above 0', () => {
    open();
    expect(submit()).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Item'), { target: { value: 'RM-778' } });
    expect(submit()).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '0' } });
    expect(submit()).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '0.01' } });
    expect(submit()).toBeEnabled();
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('min', '0');
  });

  it('sends the transfer and alerts the server message on success', async () => {
    open();
    fireEvent.change(screen.getByLabelText('Item'), { target: { value: 'RM-778' } });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '12.5' } });
    fireEvent.change(screen.getByLabelText('To location'), { target: { value: 'SHIPPING' } });
    await act(async () => fireEvent.click(submit()));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith(TRANSFERRED.message));
    const [, init] = calls('/api/inventory/transfer')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      item_id: 'RM-778',
      quantity: 12.5,
      from_location: 'MAIN',
      to_location: 'SHIPPING',
      source: 'playground',
    });
  });

  it("alerts 'Transfer failed: {message}' with the server's reason", async () => {
    transferAnswer = () =>
      jsonResponse(
        {
          error: 'Not enough RM-778 at MAIN: 12.5 requested, 0 available (12.5 short)',
          code: 'STOCK_SHORT',
          details: [],
        },
        409,
        'Conflict',
      );
    open();
    fireEvent.change(screen.getByLabelText('Item'), { target: { value: 'RM-778' } });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '12.5' } });
    await act(async () => fireEvent.click(submit()));
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith(
        'Transfer failed: Not enough RM-778 at MAIN: 12.5 requested, 0 available (12.5 short)',
      ),
    );
  });
});
