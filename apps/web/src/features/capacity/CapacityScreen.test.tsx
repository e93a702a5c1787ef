import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithQueries, stubApi } from '../../test-utils.tsx';
import { CapacityScreen } from './CapacityScreen.tsx';
import { answer } from './capacity-fixtures.test-support.ts';

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
