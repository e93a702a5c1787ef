import type { OrderDetailResponse } from '@takt/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn } from './english-left.test-support.ts';
import { OrderDetailPanel } from './features/orders/OrderDetailPanel.tsx';
import { jsonResponse, stubApi } from './test-utils.tsx';

// The Gantt's timeline draws on a canvas jsdom has not: its labels around it are what is walked.
vi.mock('vis-timeline/peer', () => ({
  Timeline: class {
    on() {}
    fit() {}
    setWindow() {}
    destroy() {}
  },
}));

/** An order in process: one step done, one planned, its material half backflushed, its movements. */
const DETAIL: OrderDetailResponse = {
  source: 'playground',
  order: {
    order_id: 'PO-1001',
    material: 'ORING-NBR-25',
    material_description: null,
    quantity: 5000,
    unit: 'PC',
    status: 'In Process',
    priority: 'High',
    basic_start_date: '2026-11-20',
    basic_end_date: '2026-11-27',
    actual_start: '2026-11-24T11:00:00Z',
    actual_end: null,
    completion_percentage: 40,
    work_center: 'PRS-03',
    version: 3,
  },
  operations: [
    {
      operation_id: 'PO-1001-10',
      seq: 10,
      description: null,
      work_center: 'PRS-03',
      duration_mins: 480,
      setup_minutes: 45,
      status: 'Completed',
      planned_start: '2026-11-24T11:00:00Z',
      planned_end: '2026-11-24T19:45:00Z',
      actual_start: '2026-11-24T11:00:00Z',
      actual_end: '2026-11-24T19:50:00Z',
    },
    {
      operation_id: 'PO-1001-20',
      seq: 20,
      description: null,
      work_center: 'TRM-01',
      duration_mins: 120,
      setup_minutes: 0,
      status: 'Released',
      planned_start: '2026-11-25T11:00:00Z',
      planned_end: '2026-11-25T13:00:00Z',
      actual_start: null,
      actual_end: null,
    },
  ],
  materials: [
    {
      item_id: 'CMP-NBR70',
      item_name: 'CMP-NBR70',
      unit: 'KG',
      component_type: 'COMPOUND',
      quantity_per: 0.0198,
      scrap_percent: 2,
      required_quantity: 100.98,
      consumed_quantity: 40.4,
    },
  ],
  movements: [
    {
      movement_id: 'M-1',
      material_id: 'CMP-NBR70',
      from_location: 'PRODUCTION',
      to_location: null,
      quantity: 40.4,
      kind: 'backflush',
      created_at: '2026-11-24T19:50:00Z',
    },
    {
      movement_id: 'M-2',
      material_id: 'ORING-NBR-25',
      from_location: null,
      to_location: 'MAIN',
      quantity: 2000,
      kind: 'production',
      created_at: '2026-11-24T19:50:00Z',
    },
  ],
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'pt');
  stubApi({ 'GET /api/orders/PO-1001': () => jsonResponse(DETAIL) });
});
afterEach(() => vi.unstubAllGlobals());

describe('the pt-BR walk of CO01’s order detail: no English label left', () => {
  it('the facts, operations, materials, movements and the Gantt legend read in Portuguese', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(
      <QueryClientProvider client={client}>
        <OrderDetailPanel
          orderId="PO-1001"
          source="playground"
          timeZone="America/Sao_Paulo"
          onClose={() => {}}
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('PRS-03', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getAllByRole('table')).toHaveLength(3);
    expect(englishLeftIn(container)).toEqual([]);
  });
});
