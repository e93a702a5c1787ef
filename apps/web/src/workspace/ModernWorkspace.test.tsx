import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithQueries, stubApi } from '../test-utils.tsx';
import { ModernWorkspace } from './ModernWorkspace.tsx';
import { NAVIGATION } from './navigation.ts';

beforeEach(() => {
  localStorage.clear();
  stubApi({
    'GET /api/dashboard': () => new Promise<Response>(() => {}),
    'GET /api/masterdata/orders': () =>
      jsonResponse({ source: 'playground', dataset_version: 1, total: 0, orders: [] }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('modern workspace', () => {
  it('has the navigation of the foundation issue, starting on the dashboard', () => {
    renderWithQueries(<ModernWorkspace />);
    const nav = screen.getByRole('navigation', { name: 'Workspace' });
    const labels = [
      'Dashboard',
      'Schedule',
      'Orders',
      'Capacity',
      'BOM & MRP',
      'Inventory',
      'Line Balancing',
      'Promise',
      // Issue 16: the ledger (F.01) is reachable from the modern face too, not only by transaction code.
      'Finance',
      'Master Data',
      'Examples',
    ];
    expect(within(nav).getAllByRole('button')).toHaveLength(labels.length);
    labels.forEach((label, index) => {
      expect(within(nav).getAllByRole('button')[index]).toHaveAccessibleName(label);
    });
    expect(within(nav).getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it.each(
    NAVIGATION.filter(
      (entry) =>
        ![
          'dashboard',
          'masterdata',
          'schedule',
          'bom-mrp',
          'inventory',
          'promise',
          'capacity',
          'orders',
          'balance',
          'examples',
          'financial',
        ].includes(entry.screen),
    ),
  )('$label opens a screen that says plainly it is not built yet', ({ label }) => {
    renderWithQueries(<ModernWorkspace />);
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(screen.getByRole('region', { name: /not built yet/ })).toHaveTextContent(
      'This capability is not built yet',
    );
  });

  it('Finance opens the ledger (F.01) in the workspace: its heading and its tabs (issue 16)', () => {
    renderWithQueries(<ModernWorkspace />);
    fireEvent.click(screen.getByRole('button', { name: 'Finance' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Financial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finance' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('tab').length).toBeGreaterThan(1);
  });

  it('Examples: Try This loads a scheduling prompt into PP01, says so, and submits it (issue 16)', async () => {
    const fetchMock = stubApi({
      'GET /api/dashboard': () => new Promise<Response>(() => {}),
      'POST /api/schedule/runs': () => new Promise<Response>(() => {}),
    });
    renderWithQueries(<ModernWorkspace />);
    fireEvent.click(screen.getByRole('button', { name: 'Examples' }));
    const card = screen.getByRole('article', { name: 'Press breakdown' });
    fireEvent.click(within(card).getByRole('button', { name: 'Try This' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Production Scheduling' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Command' })).toHaveValue(
      'PRS-03 broke down, it will be out for 8 hours',
    );
    expect(screen.getByText(/Example loaded from Examples and Demos/)).toBeInTheDocument();
    await waitFor(() => {
      const run = fetchMock.mock.calls.find(
        ([url, init]) => String(url).endsWith('/api/schedule/runs') && init?.method === 'POST',
      );
      expect(JSON.parse(String(run?.[1]?.body)).prompt).toBe('PRS-03 broke down, it will be out for 8 hours');
    });
  });

  it('Line Balancing opens the analysis tab with its full analysis and four quick actions (issue 15)', () => {
    renderWithQueries(<ModernWorkspace />);
    fireEvent.click(screen.getByRole('button', { name: 'Line Balancing' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Line Balancing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Full Analysis' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Minimize Setups' })).toBeInTheDocument();
  });

  it('Promise opens the Rush Order Promise Analysis (issue 13)', () => {
    renderWithQueries(<ModernWorkspace />);
    fireEvent.click(screen.getByRole('button', { name: 'Promise' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Promise Check' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze Feasibility' })).toBeInTheDocument();
  });

  it('Master Data opens MM01', async () => {
    renderWithQueries(<ModernWorkspace />);
    fireEvent.click(screen.getByRole('button', { name: 'Master Data' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Master Data' })).toBeInTheDocument();
    expect(await screen.findByText('No orders found in the default dataset.')).toBeInTheDocument();
  });

  it('Schedule opens the production scheduling command form', () => {
    renderWithQueries(<ModernWorkspace />);
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Production Scheduling' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Command' })).toBeRequired();
    expect(screen.getByRole('button', { name: 'Transfer to System' })).toBeDisabled();
  });

  it('the switch to the enterprise shell stores the flag as true', () => {
    renderWithQueries(<ModernWorkspace />);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to enterprise shell' }));
    expect(localStorage.getItem('enterprise_ui')).toBe('true');
  });
});
