import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEALTH, jsonResponse, renderWithQueries, stubApi } from '../../test-utils.tsx';
import { importRequestOf } from './import-file.ts';
import { MasterDataScreen } from './MasterDataScreen.tsx';

afterEach(() => vi.unstubAllGlobals());

const noOrders = () => jsonResponse({ source: 'custom', dataset_version: 0, total: 0, orders: [] });

async function openCustomData(routes: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({
    'GET /api/masterdata/orders': noOrders,
    'GET /api/health': () => jsonResponse({ ...HEALTH, features: { custom_data: true } }),
    ...routes,
  });
  renderWithQueries(<MasterDataScreen />);
  fireEvent.click(screen.getByRole('button', { name: 'Custom Data' }));
  await screen.findByRole('button', { name: 'Import' });
  return fetchMock;
}

const pick = (files: File[]) => fireEvent.change(screen.getByLabelText('Import file'), { target: { files } });

describe('MM01 import (issue 14)', () => {
  it('offers Import and Clear custom data only on Custom Data', async () => {
    stubApi({ 'GET /api/masterdata/orders': noOrders });
    renderWithQueries(<MasterDataScreen />);
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear custom data' })).not.toBeInTheDocument();
  });

  it('says how much of the plan the custom data uses', async () => {
    await openCustomData({
      'GET /api/usage/check': () =>
        jsonResponse({
          plant_date: '2026-11-25',
          is_within_limits: true,
          usage: [
            { metric: 'custom_orders', used: 2, limit: 5000, remaining: 4998, is_exceeded: false },
            { metric: 'custom_operations', used: 3, limit: 20000, remaining: 19997, is_exceeded: false },
            { metric: 'schedule_runs_today', used: 1, limit: 200, remaining: 199, is_exceeded: false },
          ],
        }),
    });
    expect(
      await screen.findByText('Custom data: 2 of 5,000 orders · 3 of 20,000 operations'),
    ).toBeInTheDocument();
  });

  it('uploads the picked file and says how many orders and operations were imported', async () => {
    const fetchMock = await openCustomData({
      'POST /api/masterdata/import': () =>
        jsonResponse({
          imported_orders: 2,
          imported_operations: 3,
          imported_materials: 0,
          dataset_version: 4,
        }),
    });
    pick([new File(['{"orders":[{"order_id":"A"}],"operations":[]}'], 'plan.json')]);
    expect(await screen.findByText('2 orders and 3 operations imported')).toHaveAttribute('role', 'status');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/masterdata/import'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      format: 'json',
      orders: [{ order_id: 'A' }],
      operations: [],
    });
  });

  it('shows the row-level report (table, row, field, rule) of a refused import', async () => {
    await openCustomData({
      'POST /api/masterdata/import': () =>
        jsonResponse(
          {
            error: 'Nothing was imported: 2 problem(s) in the rows',
            code: 'IMPORT_INVALID',
            details: [
              { field: 'orders.row 3.quantity', row: 3, rule: 'min:1', message: 'must be at least 1' },
              {
                field: 'operations.row 2.work_center',
                row: 2,
                rule: 'unknown_work_center',
                message: 'work center X does not exist',
              },
            ],
          },
          400,
          'Bad Request',
        ),
    });
    pick([new File(['order_id,material,quantity\n'], 'orders.csv')]);
    const report = await screen.findByRole('region', { name: 'Import report' });
    expect(within(report).getByRole('alert')).toHaveTextContent('Nothing was imported: 2 problem(s)');
    const rows = within(report)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'TableRowFieldRule',
      'Orders3quantitymust be at least 1',
      'Operations2work_centerwork center X does not exist',
    ]);
  });

  it('clears custom data only after the planner confirms', async () => {
    const fetchMock = await openCustomData({
      'POST /api/masterdata/clear': () => jsonResponse({ removed_orders: 7, removed_materials: 0 }),
    });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Clear custom data' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/masterdata/clear'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Clear custom data' }));
    expect(await screen.findByText('Custom data cleared: 7 orders removed')).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(2));
  });
});

describe('the import request of picked files', () => {
  it('sends two CSV files as the orders and the operations table', async () => {
    const request = await importRequestOf([
      new File(['order_id\nA\n'], 'orders.csv'),
      new File(['order_id,operation_id\nA,10\n'], 'Operations.csv'),
    ]);
    expect(request).toEqual({
      format: 'csv',
      orders_csv: 'order_id\nA\n',
      operations_csv: 'order_id,operation_id\nA,10\n',
    });
  });

  it('sends a CSV named for materials as the materials table', async () => {
    const request = await importRequestOf([
      new File(['order_id\nA\n'], 'plan.csv'),
      new File(['material_id,description\nM,m\n'], 'new-materials.csv'),
    ]);
    expect(request).toEqual({
      format: 'csv',
      orders_csv: 'order_id\nA\n',
      materials_csv: 'material_id,description\nM,m\n',
    });
  });

  it('sends an operations CSV alone, to join orders the custom data holds', async () => {
    const request = await importRequestOf([new File(['order_id,operation_id\nA,20\n'], 'operations.csv')]);
    expect(request).toEqual({ format: 'csv', operations_csv: 'order_id,operation_id\nA,20\n' });
  });

  it('sends an XLSX workbook as base64', async () => {
    const request = await importRequestOf([new File([new Uint8Array([80, 75, 3, 4])], 'plan.xlsx')]);
    expect(request).toEqual({ format: 'xlsx', file_base64: 'UEsDBA==' });
  });

  it.each([
    [[new File(['x'], 'plan.txt')], 'Choose a .json, .csv or .xlsx file.'],
    [[new File(['{'], 'plan.json')], 'The JSON file cannot be read.'],
    [[new File(['{"rows":[]}'], 'plan.json')], 'The JSON file has no "orders" list.'],
  ])('refuses what it cannot send, before sending (%#)', async (files, message) => {
    await expect(importRequestOf(files)).rejects.toThrow(message);
  });
});
