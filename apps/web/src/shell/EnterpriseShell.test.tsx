import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEALTH, jsonResponse, renderWithQueries, stubApi } from '../test-utils.tsx';
import { EnterpriseShell } from './EnterpriseShell.tsx';

function enterCode(code: string) {
  const box = screen.getByRole('textbox', { name: 'Transaction code' });
  fireEvent.change(box, { target: { value: code } });
  fireEvent.submit(box);
}

beforeEach(() => {
  localStorage.clear();
  stubApi({
    'GET /api/health': () => jsonResponse(HEALTH),
    'GET /api/masterdata/orders': () =>
      jsonResponse({ source: 'playground', dataset_version: 1, total: 0, orders: [] }),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('enterprise shell (enterprise-shell §2)', () => {
  it('opens on the welcome page', () => {
    renderWithQueries(<EnterpriseShell />);
    expect(
      screen.getByText('Select a function from the menu tree or enter a transaction code.'),
    ).toBeInTheDocument();
  });

  it('upper-cases the transaction code and limits it to 10 characters', () => {
    renderWithQueries(<EnterpriseShell />);
    const box = screen.getByRole('textbox', { name: 'Transaction code' });
    fireEvent.change(box, { target: { value: 'mm01' } });
    expect(box).toHaveValue('MM01');
    fireEvent.change(box, { target: { value: 'abcdefghijklmnop' } });
    expect(box).toHaveValue('ABCDEFGHIJ');
    expect(box).toHaveAttribute('maxLength', '10');
  });

  it("a known code opens its screen and says 'Transaction {code} executed'", async () => {
    renderWithQueries(<EnterpriseShell />);
    enterCode('mm01');
    const message = screen.getByText('Transaction MM01 executed');
    expect(message).not.toHaveClass('tx-message--error');
    expect(screen.getByRole('heading', { level: 1, name: 'Master Data' })).toBeInTheDocument();
    expect(await screen.findByText('No orders found in the default dataset.')).toBeInTheDocument();
  });

  it("an unknown code says 'Transaction {code} not found' in the error style and opens nothing", () => {
    renderWithQueries(<EnterpriseShell />);
    enterCode('zz99');
    const message = screen.getByText('Transaction ZZ99 not found');
    expect(message).toHaveClass('tx-message--error');
    expect(
      screen.getByText('Select a function from the menu tree or enter a transaction code.'),
    ).toBeInTheDocument();
  });

  it('clears the message 3 seconds after the frame that shows it', () => {
    vi.useFakeTimers();
    renderWithQueries(<EnterpriseShell />);
    enterCode('ZZ99');
    // The next frame (at most 16 ms with fake timers) starts the 3 s.
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByText('Transaction ZZ99 not found')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(16));
    expect(screen.queryByText('Transaction ZZ99 not found')).not.toBeInTheDocument();
  });

  it('ignores an empty code', () => {
    renderWithQueries(<EnterpriseShell />);
    enterCode('');
    expect(screen.queryByText(/Transaction/)).not.toBeInTheDocument();
  });

  it("ZEX01 opens the examples; a promise scenario's Try This opens MB51 Promise Check filled from its prompt (issue 16)", () => {
    renderWithQueries(<EnterpriseShell />);
    enterCode('ZEX01');
    expect(screen.getByRole('heading', { level: 1, name: 'Examples and Demos' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Promise Date Analysis/ }));
    const card = screen.getByRole('article', { name: 'O-rings in two days' });
    fireEvent.click(within(card).getByRole('button', { name: 'Try This' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Promise Check' })).toHaveAttribute('aria-selected', 'true');
    const form = screen.getByRole('form', { name: 'Promise request' });
    expect(within(form).getByLabelText(/SKU/)).toHaveValue('STD-101');
    expect(within(form).getByLabelText(/Quantity/)).toHaveValue(500);
  });

  it.each(['PP02', 'ZLB01'])('%s opens the Line Balancing Analysis tab (issue 15)', (code) => {
    renderWithQueries(<EnterpriseShell />);
    enterCode(code);
    expect(screen.getByRole('heading', { level: 1, name: 'Line Balancing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Full Analysis' })).toBeInTheDocument();
  });
});

describe('menu tree (enterprise-shell §2)', () => {
  it('expands Production and Materials Management by default', () => {
    renderWithQueries(<EnterpriseShell />);
    const tree = screen.getByRole('navigation', { name: 'Menu tree' });
    expect(within(tree).getByRole('button', { name: 'Production' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(tree).getByRole('button', { name: 'Materials Management' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(tree).getByRole('button', { name: 'Tools' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree).queryByRole('button', { name: /ZEX01/ })).not.toBeInTheDocument();
  });

  it('lists the four folders and, expanded, their leaves with codes in the order of the spec', () => {
    renderWithQueries(<EnterpriseShell />);
    const tree = screen.getByRole('navigation', { name: 'Menu tree' });
    fireEvent.click(within(tree).getByRole('button', { name: 'Finance & Controlling' }));
    fireEvent.click(within(tree).getByRole('button', { name: 'Tools' }));
    // The twisty is decorative (aria-hidden): compare what the buttons say without it.
    const labels = within(tree)
      .getAllByRole('button')
      .map((button) => button.textContent?.replace(/[▾▸]/g, '').trim());
    expect(labels).toEqual([
      'Production',
      'PP01 Production Scheduling',
      'CO01 Production Orders',
      'CM01 Capacity Planning',
      'PP02 Line Balancing',
      'Materials Management',
      'CS01 Bill of Materials',
      'MD01 MRP Planning',
      'MB51 Inventory Management',
      'MM01 Material Master',
      'Finance & Controlling',
      'F.01 Financial Reports',
      'CK11N Product Costing',
      'Tools',
      'ZEX01 Examples and Demos',
      'SU01 User Settings',
    ]);
  });

  it('a folder toggles, and a leaf opens its screen', () => {
    renderWithQueries(<EnterpriseShell />);
    const tree = screen.getByRole('navigation', { name: 'Menu tree' });
    fireEvent.click(within(tree).getByRole('button', { name: 'Production' }));
    expect(within(tree).queryByRole('button', { name: /PP01/ })).not.toBeInTheDocument();
    fireEvent.click(within(tree).getByRole('button', { name: 'Finance & Controlling' }));
    fireEvent.click(within(tree).getByRole('button', { name: 'CK11N Product Costing' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Financial' })).toBeInTheDocument();
  });

  it('User Settings (SU01) opens nothing', () => {
    renderWithQueries(<EnterpriseShell />);
    const tree = screen.getByRole('navigation', { name: 'Menu tree' });
    fireEvent.click(within(tree).getByRole('button', { name: 'Tools' }));
    fireEvent.click(within(tree).getByRole('button', { name: 'SU01 User Settings' }));
    expect(
      screen.getByText('Select a function from the menu tree or enter a transaction code.'),
    ).toBeInTheDocument();
  });
});

describe('bars around the screen (enterprise-shell §1, §2)', () => {
  it('the status bar shows system, client 100, the user label, 0.15s and the clock', () => {
    localStorage.setItem('user_profile', JSON.stringify({ emails: ['ana@plant.example'] }));
    renderWithQueries(<EnterpriseShell />);
    const bar = screen.getByRole('contentinfo');
    expect(bar).toHaveTextContent('PRD / Takt');
    expect(bar).toHaveTextContent('Client 100');
    expect(bar).toHaveTextContent('User: ana@plant.example');
    expect(bar).toHaveTextContent('0.15s');
    expect(within(bar).getByText(/\d{1,2}:\d{2}:\d{2}/)).toBeInTheDocument();
  });

  it('the top bar has System, Help and an inert user dropdown', () => {
    renderWithQueries(<EnterpriseShell />);
    const menuBar = screen.getByRole('navigation', { name: 'Menu bar' });
    expect(
      within(menuBar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['System', 'Help']);
    fireEvent.click(screen.getByRole('button', { name: /User/ }));
    const menu = screen.getByRole('menu', { name: 'User' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['User Profile', 'Settings', 'Log Off']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Log Off' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /User/ }));
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(localStorage.getItem('enterprise_ui')).toBeNull();
  });

  it('the toolbar buttons do nothing', () => {
    renderWithQueries(<EnterpriseShell />);
    const toolbar = screen.getByRole('toolbar', { name: 'Standard toolbar' });
    for (const button of within(toolbar).getAllByRole('button')) fireEvent.click(button);
    expect(
      screen.getByText('Select a function from the menu tree or enter a transaction code.'),
    ).toBeInTheDocument();
  });
});
