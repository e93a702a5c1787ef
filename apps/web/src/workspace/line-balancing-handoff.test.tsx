import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLineBalancingResult } from '../api/line-balancing-fixtures.test-support.ts';
import { makeTextReply } from '../features/assistant/assistant-test-factories.ts';
import { EnterpriseShell } from '../shell/EnterpriseShell.tsx';
import { jsonResponse, renderWithQueries, stubApi } from '../test-utils.tsx';
import { ModernWorkspace } from './ModernWorkspace.tsx';

/** What the assistant answers a balance command with: a short reply and the analysis it ran. */
function balanceReply() {
  return makeTextReply({
    type: 'report',
    intent: 'balance.analyze',
    text: 'Bottleneck: PRS (Molding presses) at 102 %.',
    line_balancing_details: makeLineBalancingResult({
      focus: 'setups',
      line: { ...makeLineBalancingResult().line, name: 'Press line from the assistant' },
    }),
  });
}

let sent: string[] = [];

beforeEach(() => {
  localStorage.clear();
  sent = [];
  stubApi({
    'GET /api/dashboard': () => new Promise<Response>(() => {}),
    'POST /api/schedule/run': (_url, init) => {
      sent.push(String((JSON.parse(String(init?.body)) as { prompt: string }).prompt));
      return jsonResponse(balanceReply());
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('a quick action asks the assistant and its analysis lands in the tab (assistant-and-gantt §4)', () => {
  it('in the modern workspace', async () => {
    renderWithQueries(<ModernWorkspace />);
    fireEvent.click(screen.getByRole('button', { name: 'Line Balancing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Minimize Setups' }));
    expect(
      await screen.findByText('Press line from the assistant', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(sent).toEqual(['Minimize setups on the production line']);
    expect(screen.queryByText(/Asked the assistant/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Utilization heatmap' })).toBeInTheDocument();
  });

  it('in the enterprise shell (PP02)', async () => {
    renderWithQueries(<EnterpriseShell />);
    const box = screen.getByRole('textbox', { name: 'Transaction code' });
    fireEvent.change(box, { target: { value: 'PP02' } });
    fireEvent.submit(box);
    fireEvent.click(await screen.findByRole('button', { name: 'Analyze Bottlenecks' }));
    await waitFor(() => expect(sent).toEqual(['Analyze the bottlenecks of the production line']));
    expect(await screen.findByText('Press line from the assistant')).toBeInTheDocument();
  });
});
