import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithQueries, stubApi } from '../../test-utils.tsx';
import { CapacityScreen } from './CapacityScreen.tsx';

const cell = (id: string, capacity: number, planned: number, level: string) => ({
  id,
  name: `${id} name`,
  type: 'Press',
  capacity_hours: capacity,
  planned_hours: planned,
  utilization: Math.round((planned / capacity) * 1000) / 10,
  available_hours: Math.max(0, capacity - planned),
  overload: planned > capacity,
  level,
});

function answer(period: string, workCenterId: string | null = null) {
  const all = [
    {
      date: '2026-11-23',
      end_date: '2026-11-30',
      cells: [cell('PRS-01', 80, 40, 'low'), cell('PRS-05', 80, 90, 'overload')],
    },
    {
      date: '2026-11-30',
      end_date: '2026-12-07',
      cells: [cell('PRS-01', 80, 76, 'high'), cell('PRS-05', 80, 60, 'healthy')],
    },
  ];
  return {
    source: 'playground',
    as_of: '2026-11-25T10:00:00.000Z',
    time_zone: 'America/Sao_Paulo',
    period,
    include_planned_orders: false,
    work_center_id: workCenterId,
    days: all.map((d) => ({
      date: d.date,
      end_date: d.end_date,
      work_centers: d.cells.filter((c) => workCenterId === null || c.id === workCenterId),
      total_capacity: 160,
      total_load: 130,
      overall_utilization: 81.3,
      bottlenecks: d.cells.filter((c) => c.overload).map((c) => c.id),
    })),
    totals: {
      total_capacity: 320,
      planned_load: 266,
      overall_utilization: 83.1,
      bottlenecks: ['PRS-05'],
      free_capacity: 54,
    },
    recommendations: [
      {
        kind: 'overtime',
        work_center_id: 'PRS-05',
        date: '2026-11-23',
        hours: 10,
        order_id: null,
        operation_id: null,
        to_work_center_id: null,
        text: '10 h of overtime on PRS-05 in the week of 2026-11-23 would clear its overload',
      },
    ],
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('CM01 Capacity Planning (enterprise-shell §2)', () => {
  it('shows the KPI cards, the bottleneck warning, each work center per period and the recommendations the server computed', async () => {
    const fetchMock = stubApi({
      'GET /api/capacity': (url) => jsonResponse(answer(url.searchParams.get('period') ?? 'week')),
    });
    renderWithQueries(<CapacityScreen />);
    const kpis = await screen.findByLabelText('Capacity KPIs');
    expect(kpis).toHaveTextContent('Overall Utilization83.1%');
    expect(kpis).toHaveTextContent('Free Capacity54 h');
    expect(kpis).toHaveTextContent('Bottlenecks1');
    expect(screen.getByRole('alert')).toHaveTextContent('PRS-05 (Week of 23 Nov)');
    const table = screen.getByRole('region', { name: 'Utilization by period' });
    const overloaded = within(table).getAllByText(/Overload/);
    expect(overloaded).toHaveLength(1);
    expect(overloaded[0]!.closest('td')).toHaveAttribute('data-work-center', 'PRS-05');
    expect(screen.getByRole('region', { name: 'Recommendations' })).toHaveTextContent(
      '10 h of overtime on PRS-05',
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/capacity?source=playground&period=week&include_planned_orders=false',
    );
  });

  it('asks for another period and one work center when the planner chooses them', async () => {
    const fetchMock = stubApi({
      'GET /api/capacity': (url) =>
        jsonResponse(
          answer(url.searchParams.get('period') ?? 'week', url.searchParams.get('work_center_id')),
        ),
    });
    renderWithQueries(<CapacityScreen />);
    await screen.findByLabelText('Capacity KPIs');
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'day' } });
    await screen.findByLabelText('Capacity KPIs');
    fireEvent.change(await screen.findByLabelText('Work center'), { target: { value: 'PRS-01' } });
    const table = await screen.findByRole('region', { name: 'Utilization by period' });
    await vi.waitFor(() => expect(within(table).queryByText(/PRS-05/)).not.toBeInTheDocument());
    const urls = fetchMock.mock.calls.map((call) => String(call[0]));
    expect(urls).toContain('/api/capacity?source=playground&period=day&include_planned_orders=false');
    expect(urls).toContain(
      '/api/capacity?source=playground&period=day&work_center_id=PRS-01&include_planned_orders=false',
    );
  });
});
