import type { InventoryChatResponse } from '@takt/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { askInventory } from '../../api/inventory-chat-api.ts';
import { renderWithQueries } from '../../test-utils.tsx';
import { InventoryScreen } from './InventoryScreen.tsx';

vi.mock('../../api/inventory-chat-api.ts', () => ({ askInventory: vi.fn() }));

function makeReply(overrides: Partial<InventoryChatResponse> = {}): InventoryChatResponse {
  return {
    success: true,
    message: '**RM-778**: 20.8 KG on hand',
    visualization: null,
    intent: 'inventory.query',
    needs_clarification: false,
    suggested_actions: [],
    ...overrides,
  };
}

const question = () => screen.getByRole('textbox', { name: 'Inventory question' });
const send = () => screen.getByRole('button', { name: 'Send' });
const chat = () => screen.getByRole('list', { name: 'Inventory chat' });

async function ask(text: string) {
  fireEvent.change(question(), { target: { value: text } });
  await act(async () => fireEvent.click(send()));
}

beforeEach(() => {
  vi.mocked(askInventory).mockReset();
  vi.mocked(askInventory).mockResolvedValue(makeReply());
});

describe('MB51 Inventory Management (enterprise-shell §2)', () => {
  it('has four tabs and opens on the AI Assistant', () => {
    renderWithQueries(<InventoryScreen />);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['AI Assistant', 'Dashboard', 'Transfers', 'Promise Check']);
    expect(screen.getByRole('tab', { name: 'AI Assistant' })).toHaveAttribute('aria-selected', 'true');
  });

  it('the Promise Check tab holds the Rush Order Promise Analysis (issue 13)', () => {
    renderWithQueries(<InventoryScreen />);
    fireEvent.click(screen.getByRole('tab', { name: 'Promise Check' }));
    expect(screen.getByRole('region', { name: 'Rush Order Promise Analysis' })).toBeInTheDocument();
    expect(screen.getByLabelText('SKU')).toHaveValue('PRODUCT-001');
  });

  it('a promise prompt opens the Promise Check tab with the form filled from it (enterprise-shell §2)', () => {
    renderWithQueries(
      <InventoryScreen promisePrompt="Can we deliver 1,200 units of BATCH-890 by tomorrow at $61?" />,
    );
    expect(screen.getByRole('tab', { name: 'Promise Check' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('SKU')).toHaveValue('BATCH-890');
    expect(screen.getByLabelText('Quantity')).toHaveValue(1200);
    expect(screen.getByLabelText('Price/Unit')).toHaveValue(61);
  });

  it('offers example chips about compound cleaning of 90 minutes and mold changes of 2-4 hours', () => {
    renderWithQueries(<InventoryScreen />);
    const examples = screen.getByRole('group', { name: 'Examples' });
    expect(examples).toHaveTextContent(/compound cleaning.*90 minutes/i);
    expect(examples).toHaveTextContent(/mold changes.*2-4 hours/i);
    fireEvent.click(within(examples).getByRole('button', { name: /90 minutes/ }));
    expect(question()).toHaveValue('Compound cleaning on BAN-01 takes 90 minutes');
    expect(askInventory).not.toHaveBeenCalled();
  });

  it('ignores a blank message; the submit button is disabled while blank or loading', async () => {
    let finish!: (reply: InventoryChatResponse) => void;
    vi.mocked(askInventory).mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    renderWithQueries(<InventoryScreen />);
    expect(send()).toBeDisabled();
    fireEvent.change(question(), { target: { value: '   ' } });
    fireEvent.submit(question());
    expect(askInventory).not.toHaveBeenCalled();
    await ask('How much RM-778 do we have?');
    fireEvent.change(question(), { target: { value: 'again' } });
    expect(send()).toBeDisabled();
    fireEvent.submit(question());
    expect(askInventory).toHaveBeenCalledTimes(1);
    await act(async () => finish(makeReply()));
    expect(send()).toBeEnabled();
  });

  it('shows the answer, and the table the reply carries', async () => {
    vi.mocked(askInventory).mockResolvedValueOnce(
      makeReply({
        visualization: { type: 'table', columns: ['Location', 'On hand'], rows: [['MAIN', 17.7]] },
      }),
    );
    renderWithQueries(<InventoryScreen />);
    await ask('How much RM-778 do we have?');
    expect(askInventory).toHaveBeenCalledWith('How much RM-778 do we have?');
    expect(within(chat()).getByText('RM-778', { selector: 'strong' })).toBeInTheDocument();
    const table = within(chat()).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Location', 'On hand']);
    expect(within(table).getByRole('row', { name: 'MAIN 17.7' })).toBeInTheDocument();
  });

  it.each([
    ['an empty reply', makeReply({ message: '' }), 'Command processed successfully'],
    [
      'a failure with a message',
      new ApiError('http', 'API error: 500', { serverMessage: 'Database down' }),
      'Error: Database down',
    ],
    ['a failure without a message', new Error(''), 'Unknown error'],
  ])('%s shows %j (enterprise-shell §8)', async (_situation, outcome, expected) => {
    if (outcome instanceof Error) vi.mocked(askInventory).mockRejectedValueOnce(outcome);
    else vi.mocked(askInventory).mockResolvedValueOnce(outcome);
    renderWithQueries(<InventoryScreen />);
    await ask('How much RM-778 do we have?');
    expect(within(chat()).getByText(expected)).toBeInTheDocument();
  });
});
