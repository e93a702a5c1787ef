import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLineBalancingResult } from '../../api/line-balancing-fixtures.test-support.ts';
import { jsonResponse, stubApi } from '../../test-utils.tsx';
import type { AssistantPanelHandle } from '../assistant/AssistantPanel.tsx';
import { AssistantContext } from '../assistant/assistant-context.ts';
import { BalanceChart, balanceChartOption } from './BalanceChart.tsx';
import { LineBalancingTab } from './LineBalancingTab.tsx';
import { heatmapOption, heatmapPieces } from './UtilizationHeatmap.tsx';
import { HEATMAP_BANDS } from './utilization-bands.ts';

const SECTIONS = [
  'Bottleneck findings',
  'Metrics',
  'Recommendations',
  'Potential improvements',
  'Balance chart',
  'Utilization heatmap',
];

afterEach(() => vi.unstubAllGlobals());

function stubAnalysis(
  answer: () => Response | Promise<Response> = () => jsonResponse(makeLineBalancingResult()),
) {
  return stubApi({ 'POST /api/line-balancing/analyze': answer });
}

const bodyOf = (fetchMock: ReturnType<typeof stubApi>, call = 0) =>
  JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as Record<string, unknown>;

describe('Line Balancing Analysis tab (planning-workspaces §2)', () => {
  it('Generate Full Analysis asks the server for the full analysis and shows all six sections', async () => {
    const fetchMock = stubAnalysis();
    render(<LineBalancingTab />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Full Analysis' }));
    for (const name of SECTIONS) expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    expect(bodyOf(fetchMock)).toEqual({ source: 'playground', focus: 'full' });
    const bottlenecks = screen.getByRole('region', { name: 'Bottleneck findings' });
    expect(bottlenecks).toHaveTextContent('Molding presses (PRS)');
    expect(bottlenecks).toHaveTextContent('Utilization 102.0%');
    expect(within(bottlenecks).getByText('Setup')).toBeInTheDocument();
    const metrics = screen.getByRole('region', { name: 'Metrics' });
    expect(metrics).toHaveTextContent('Throughput862 units/day');
    expect(metrics).toHaveTextContent('Line balance rate75.0%');
    expect(screen.getByRole('region', { name: 'Potential improvements' })).toHaveTextContent(
      'Potential throughput1,021 units/day',
    );
  });

  it('titles a station by the name the server gives it, machines included, not by its English id', async () => {
    const result = makeLineBalancingResult();
    const [first] = result.bottlenecks;
    stubAnalysis(() =>
      jsonResponse({
        ...result,
        bottlenecks: [{ ...first!, station_id: 'Inspection', station_name: 'Inspeção (INS-01)' }],
      }),
    );
    render(<LineBalancingTab />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Full Analysis' }));
    const bottlenecks = await screen.findByRole('region', { name: 'Bottleneck findings' });
    expect(within(bottlenecks).getByText('Inspeção (INS-01)')).toBeInTheDocument();
    expect(bottlenecks).not.toHaveTextContent('Inspection');
  });

  it('the balance chart says the line balance rate is takt over the maximum cycle time (§9)', async () => {
    stubAnalysis();
    render(<LineBalancingTab />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Full Analysis' }));
    const chart = await screen.findByRole('region', { name: 'Balance chart' });
    // takt 1.2 min over the presses' 1.6 min cycle.
    expect(chart).toHaveTextContent('line balance rate 75.0%');
    expect(within(chart).getByRole('img')).toHaveAttribute('data-red-stations', '1');
  });

  it('each quick action sends its canned query to the assistant panel', () => {
    const runQuery = vi.fn();
    const handle: AssistantPanelHandle = { runQuery };
    const fetchMock = stubAnalysis();
    render(
      <AssistantContext value={handle}>
        <LineBalancingTab />
      </AssistantContext>,
    );
    for (const label of ['Analyze Bottlenecks', 'Optimize Schedule', 'Minimize Setups', 'Capacity Analysis'])
      fireEvent.click(screen.getByRole('button', { name: label }));
    expect(runQuery.mock.calls.map(([query]) => query)).toEqual([
      'Analyze the bottlenecks of the production line',
      'Balance the line schedule against the takt time',
      'Minimize setups on the production line',
      'Analyze the capacity of the production line',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Asked the assistant: “Analyze the capacity of the production line”',
    );
  });

  it('Analyze needs a command that is not empty after trimming (§5), and sends it trimmed', async () => {
    const fetchMock = stubAnalysis();
    render(<LineBalancingTab />);
    const input = screen.getByRole('textbox', { name: 'Analysis command' });
    const analyze = screen.getByRole('button', { name: 'Analyze' });
    expect(analyze).toBeDisabled();
    fireEvent.change(input, { target: { value: '   ' } });
    expect(analyze).toBeDisabled();
    fireEvent.submit(input.closest('form')!);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '  balance the curing line  ' } });
    fireEvent.click(analyze);
    await screen.findByRole('region', { name: 'Metrics' });
    expect(bodyOf(fetchMock)).toEqual({
      source: 'playground',
      focus: 'full',
      command: 'balance the curing line',
    });
  });

  it('four rubber-industry examples fill the command input without sending', () => {
    const fetchMock = stubAnalysis();
    render(<LineBalancingTab />);
    const examples = within(screen.getByRole('group', { name: 'Rubber-industry examples' })).getAllByRole(
      'button',
    );
    expect(examples).toHaveLength(4);
    fireEvent.click(examples[2]!);
    expect(screen.getByRole('textbox', { name: 'Analysis command' })).toHaveValue(examples[2]!.textContent);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failed analysis shows what the server said', async () => {
    stubAnalysis(() =>
      jsonResponse({ error: 'No line has routings', code: 'LINE_NOT_FOUND', details: [] }, 404, 'Not Found'),
    );
    render(<LineBalancingTab />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Full Analysis' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Line balancing analysis failed');
  });

  it('a result supplied from outside replaces the current one and clears the error', async () => {
    stubAnalysis(() => jsonResponse({ error: 'boom', code: 'INTERNAL', details: [] }, 500, 'Server Error'));
    const { rerender } = render(<LineBalancingTab />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Full Analysis' }));
    await screen.findByRole('alert');
    const fromAssistant = makeLineBalancingResult({
      focus: 'setups',
      line: { ...makeLineBalancingResult().line, name: 'Seal line' },
    });
    rerender(<LineBalancingTab delivered={{ result: fromAssistant }} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Seal line')).toBeInTheDocument();
    // A second delivery replaces the first.
    const later = makeLineBalancingResult({ line: { ...fromAssistant.line, name: 'Hose line' } });
    rerender(<LineBalancingTab delivered={{ result: later }} />);
    await waitFor(() => expect(screen.queryByText('Seal line')).not.toBeInTheDocument());
    expect(screen.getByText('Hose line')).toBeInTheDocument();
  });

  it('a result from outside wins over an analysis still running here', async () => {
    let answer: (response: Response) => void = () => {};
    stubAnalysis(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { rerender } = render(<LineBalancingTab />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Full Analysis' }));
    const fromAssistant = makeLineBalancingResult({
      line: { ...makeLineBalancingResult().line, name: 'Seal line' },
    });
    rerender(<LineBalancingTab delivered={{ result: fromAssistant }} />);
    answer(jsonResponse(makeLineBalancingResult({ line: { ...fromAssistant.line, name: 'Late line' } })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Seal line')).toBeInTheDocument();
    expect(screen.queryByText('Late line')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Full Analysis' })).toBeEnabled();
  });
});

describe('the charts (planning-workspaces §9)', () => {
  it('the heatmap colours cells by the bands changing at 35, 50, 65, 75, 85, 90 and 95 %', () => {
    const pieces = heatmapPieces();
    expect(pieces.map((p) => p.gte)).toEqual([0, 35, 50, 65, 75, 85, 90, 95]);
    expect(pieces.map((p) => p.color)).toEqual(HEATMAP_BANDS.map((b) => b.color));
    const option = heatmapOption(makeLineBalancingResult().visualization_data.heatmap);
    // 8 stations × 3 days; the presses' first day at 102 %.
    expect(option.series[0]!.data).toHaveLength(24);
    expect(option.series[0]!.data).toContainEqual([0, 3, 102]);
  });

  it('the balance chart draws the takt time and paints stations above 90 % red', () => {
    const chart = makeLineBalancingResult().visualization_data.balance_chart;
    const option = balanceChartOption(chart);
    expect(option.series[0]!.markLine!.data).toEqual([{ yAxis: 1.2 }]);
    const colors = (option.series[0]!.data as { itemStyle: { color: string } }[]).map(
      (d) => d.itemStyle.color,
    );
    expect(colors.filter((c) => c === '#c2410c')).toHaveLength(1);
    expect(colors[3]).toBe('#c2410c');
  });

  it('with no demand in its days the chart draws no takt line and says there is no takt time', () => {
    const chart = { ...makeLineBalancingResult().visualization_data.balance_chart, takt_time: 0 };
    expect(balanceChartOption(chart).series[0]!.markLine!.data).toEqual([]);
    render(<BalanceChart chart={chart} balanceRate={0} />);
    expect(screen.getByText(/No demand in these days, so no takt time/)).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName('Cycle time by station, no takt time');
  });

  it('the work content table names each station as the chart does, in one unit for the whole table', () => {
    const chart = {
      stations: ['Press', 'Inspection'],
      station_labels: ['Prensa', 'Inspeção'],
      cycle_times: [0.0263, 0.1107],
      takt_time: 0,
      work_content: [
        { station: 'Press', setup: 0.004, processing: 0.782, inspection: 0, material_handling: 0 },
        { station: 'Inspection', setup: 0, processing: 0, inspection: 0.1, material_handling: 0.001 },
      ],
      utilization_levels: [0.24, 0.05],
    };
    render(<BalanceChart chart={chart} balanceRate={0} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Prensa', 'Inspeção']);
    // Every figure below a minute: all in seconds, zero included (not "0 min" beside "0.2 s").
    expect(rows[0]).toHaveTextContent(/0\.2 s.*46\.9 s.*0 s.*0 s.*1\.6 s/);
  });
});
