import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEALTH, jsonResponse, renderWithQueries, stubApi } from '../../test-utils.tsx';
import { MasterDataScreen } from './MasterDataScreen.tsx';

const ORDER = {
  order_id: 'PO-1001',
  material: 'ORING-NBR-25',
  material_description: 'O-ring NBR 25 mm',
  quantity: 5000,
  unit: 'PC',
  status: 'Released',
  priority: 'High',
  basic_start_date: '2026-11-20',
  basic_end_date: '2026-11-27',
  actual_start: null,
  actual_end: null,
  completion_percentage: 0,
  work_center: 'PRS-03',
  version: 1,
  operations: [
    { operation_id: '0010', work_center: 'BAN-01', duration_mins: 90, start_time: null, end_time: null },
    { operation_id: '0020', work_center: 'PRS-03', duration_mins: 240, start_time: null, end_time: null },
  ],
};

const ITEM = {
  item_id: 'RM-778',
  sku: 'RM-778',
  description: 'Carbon black N330',
  category: 'Raw material',
  material_type: 'RAW',
  unit_of_measure: 'KG',
  total_on_hand: 1200,
  total_reserved: 900,
  available: 300,
  reorder_point: 500,
  safety_stock: 200,
  stock_status: 'low',
  vendor_count: 2,
  vendors: [],
  best_price: 1.2,
  min_lead_time: 7,
  standard_cost: 1.1,
};

const ACCOUNT = {
  account_id: 'A-1000',
  account_number: '1000',
  account_name: 'Cash',
  account_type: 'ASSET',
  description: null,
  normal_balance: 'DEBIT',
  is_active: true,
};

function orders(list: unknown[], source = 'playground') {
  return jsonResponse({ source, dataset_version: 1, total: list.length, orders: list });
}

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => localStorage.clear());

describe('MM01 Master Data (enterprise-shell §2, §8)', () => {
  it('shows the note and the production orders of the default dataset', async () => {
    const fetchMock = stubApi({ 'GET /api/masterdata/orders': () => orders([ORDER]) });
    renderWithQueries(<MasterDataScreen />);
    expect(screen.getByText('Default dataset cannot be modified')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Production Orders' })).toHaveAttribute('aria-selected', 'true');
    const row = await screen.findByRole('row', { name: /PO-1001/ });
    expect(row).toHaveTextContent('ORING-NBR-25');
    expect(row).toHaveTextContent('2 operations');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/masterdata/orders?source=playground&limit=20');
  });

  it.each([
    [
      'Production Orders',
      'GET /api/masterdata/orders',
      () => orders([]),
      'No orders found in the default dataset.',
    ],
    [
      'Inventory Items',
      'GET /api/inventory/items',
      () => jsonResponse({ source: 'playground', items: [] }),
      'No inventory items found.',
    ],
    [
      'Chart of Accounts',
      'GET /api/financial/accounts',
      () => jsonResponse({ accounts: [] }),
      'No chart of accounts found.',
    ],
  ])('the %s tab has its empty state', async (tab, route, answer, emptyText) => {
    stubApi({ [route]: answer, 'GET /api/masterdata/orders': () => orders([]) });
    renderWithQueries(<MasterDataScreen />);
    fireEvent.click(screen.getByRole('tab', { name: tab }));
    expect(await screen.findByText(emptyText)).toBeInTheDocument();
  });

  it('says the server may take a few seconds while loading', () => {
    stubApi({ 'GET /api/masterdata/orders': () => new Promise<Response>(() => {}) });
    renderWithQueries(<MasterDataScreen />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The server may take a few seconds if it is starting up.',
    );
  });

  it.each([
    [
      'Production Orders',
      'GET /api/masterdata/orders',
      'Failed to load master data: API error: 500 Internal Server Error',
    ],
    [
      'Inventory Items',
      'GET /api/inventory/items',
      'Failed to load inventory data: API error: 500 Internal Server Error',
    ],
    [
      'Chart of Accounts',
      'GET /api/financial/accounts',
      'Failed to load master data: API error: 500 Internal Server Error',
    ],
  ])('the %s tab reports a load failure', async (tab, route, text) => {
    stubApi({
      'GET /api/masterdata/orders': () => orders([]),
      [route]: () =>
        jsonResponse({ error: 'boom', code: 'INTERNAL', details: [] }, 500, 'Internal Server Error'),
    });
    renderWithQueries(<MasterDataScreen />);
    fireEvent.click(screen.getByRole('tab', { name: tab }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows on hand, reserved, available, reorder point and the stock status the server computed', async () => {
    stubApi({
      'GET /api/masterdata/orders': () => orders([]),
      'GET /api/inventory/items': () => jsonResponse({ source: 'playground', items: [ITEM] }),
    });
    renderWithQueries(<MasterDataScreen />);
    fireEvent.click(screen.getByRole('tab', { name: 'Inventory Items' }));
    const row = await screen.findByRole('row', { name: /RM-778/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'RM-778',
      'Carbon black N330',
      'Raw material',
      '1,200',
      '900',
      '300',
      '500',
      'KG',
      'low',
    ]);
  });

  it('lists the chart of accounts', async () => {
    stubApi({
      'GET /api/masterdata/orders': () => orders([]),
      'GET /api/financial/accounts': () => jsonResponse({ accounts: [ACCOUNT] }),
    });
    renderWithQueries(<MasterDataScreen />);
    fireEvent.click(screen.getByRole('tab', { name: 'Chart of Accounts' }));
    expect(await screen.findByRole('row', { name: /1000 Cash ASSET Debit/ })).toBeInTheDocument();
  });
});

describe('custom-data gate (planning-workspaces §2)', () => {
  it('opens the Schedule a Call dialog when the deployment has not enabled custom data', async () => {
    stubApi({
      'GET /api/masterdata/orders': () => orders([]),
      'GET /api/health': () => jsonResponse(HEALTH),
    });
    renderWithQueries(<MasterDataScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Custom Data' }));
    expect(await screen.findByRole('dialog', { name: 'Schedule a Call' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Default Dataset' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("switches the tabs to the caller's custom dataset when it is enabled", async () => {
    const fetchMock = stubApi({
      'GET /api/masterdata/orders': (url) => orders([], url.searchParams.get('source') ?? ''),
      'GET /api/health': () => jsonResponse({ ...HEALTH, features: { custom_data: true } }),
    });
    renderWithQueries(<MasterDataScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Custom Data' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Custom Data' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(await screen.findByText('No orders found in the custom dataset.')).toBeInTheDocument();
    expect(screen.queryByText('Default dataset cannot be modified')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/masterdata/orders?source=custom&limit=20',
    );
  });
});

describe('Export (enterprise-shell §7, §8)', () => {
  it('downloads the export as takt-{dataset}-{date}.json', async () => {
    stubApi({
      'GET /api/masterdata/orders': () => orders([]),
      'GET /api/masterdata/export': () =>
        jsonResponse({
          dataset: 'playground',
          dataset_version: 1,
          exported_at: '2026-11-21T12:00:00.000Z',
          orders: [ORDER],
          inventory_items: [],
          work_centers: [],
          materials: [],
          accounts: [],
        }),
    });
    const createUrl = vi.fn(() => 'blob:takt-export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderWithQueries(<MasterDataScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatch(/^takt-default-\d{4}-\d{2}-\d{2}\.json$/);
    expect(createUrl).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it("says 'Failed to export data' when the export fails", async () => {
    stubApi({
      'GET /api/masterdata/orders': () => orders([]),
      'GET /api/masterdata/export': () =>
        jsonResponse({ error: 'x', code: 'X', details: [] }, 500, 'Internal Server Error'),
    });
    renderWithQueries(<MasterDataScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to export data');
  });
});
