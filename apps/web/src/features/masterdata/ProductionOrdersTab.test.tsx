import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithQueries, stubApi } from '../../test-utils.tsx';
import { ProductionOrdersTab } from './ProductionOrdersTab.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('MM01 production orders page through the whole list', () => {
  it('shows where the page is and asks for the next 20', async () => {
    const fetchMock = stubApi({
      'GET /api/masterdata/orders': (url) =>
        jsonResponse({
          source: 'playground',
          dataset_version: 1,
          total: 85,
          orders: [
            {
              order_id: `PO-${url.searchParams.get('offset') ?? '0'}`,
              material: 'M',
              material_description: null,
              quantity: 1,
              unit: 'PC',
              status: 'Created',
              priority: 'Normal',
              basic_start_date: null,
              basic_end_date: null,
              actual_start: null,
              actual_end: null,
              completion_percentage: 0,
              work_center: null,
              version: 1,
              operations: [],
            },
          ],
        }),
    });
    renderWithQueries(<ProductionOrdersTab source="playground" />);
    expect(await screen.findByText('Showing 1–20 of 85 production orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('PO-20')).toBeInTheDocument();
    expect(screen.getByText('Showing 21–40 of 85 production orders')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(
        '/api/masterdata/orders?source=playground&limit=20&offset=20',
      ),
    );
  });
});
