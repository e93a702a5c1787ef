import type { InventoryChatResponse, TransferResponse } from '@takt/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postTransfer } from '../../api/inventory-api.ts';
import { askInventory } from '../../api/inventory-chat-api.ts';
import { renderWithQueries } from '../../test-utils.tsx';
import { InventoryAssistantTab } from './InventoryAssistantTab.tsx';

vi.mock('../../api/inventory-chat-api.ts', () => ({ askInventory: vi.fn() }));
vi.mock('../../api/inventory-api.ts', () => ({ postTransfer: vi.fn() }));

const PROPOSAL: InventoryChatResponse = {
  success: true,
  message:
    'Move 40 KG of **RM-SBR-1502** from MAIN to PRODUCTION? MAIN has 11,614.5 KG free. Apply to transfer it.',
  visualization: null,
  intent: 'inventory.transfer',
  needs_clarification: false,
  suggested_actions: [],
  actions: [
    {
      label: 'Apply',
      action: 'transfer_stock',
      data: { item_id: 'RM-SBR-1502', quantity: '40', from_location: 'MAIN', to_location: 'PRODUCTION' },
    },
    { label: 'Discard', action: 'discard', data: {} },
  ],
};

const chat = () => screen.getByRole('list', { name: 'Inventory chat' });

async function ask(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Inventory question' }), { target: { value: text } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
}

beforeEach(() => {
  vi.mocked(askInventory).mockReset().mockResolvedValue(PROPOSAL);
  vi.mocked(postTransfer).mockReset();
});

describe('MB51 chat: a transfer proposal (issue 14)', () => {
  it('Apply posts the proposed transfer once and shows the server’s sentence', async () => {
    vi.mocked(postTransfer).mockResolvedValue({
      message: 'Transferred 40 KG of RM-SBR-1502 from MAIN to PRODUCTION.',
    } as TransferResponse);
    const succeeded = vi.fn();
    renderWithQueries(<InventoryAssistantTab onCommandSucceeded={succeeded} />);
    await ask('move 40 kg of RM-SBR-1502 from MAIN to PRODUCTION');
    const proposal = within(chat()).getByRole('group', { name: 'Proposal' });
    await act(async () => fireEvent.click(within(proposal).getByRole('button', { name: 'Apply' })));
    expect(postTransfer).toHaveBeenCalledWith({
      item_id: 'RM-SBR-1502',
      quantity: 40,
      from_location: 'MAIN',
      to_location: 'PRODUCTION',
    });
    expect(chat()).toHaveTextContent('Transferred 40 KG of RM-SBR-1502 from MAIN to PRODUCTION.');
    expect(within(chat()).queryByRole('group', { name: 'Proposal' })).not.toBeInTheDocument();
    expect(succeeded).toHaveBeenCalledTimes(2);
  });

  it('Discard moves nothing', async () => {
    renderWithQueries(<InventoryAssistantTab />);
    await ask('move 40 kg of RM-SBR-1502 from MAIN to PRODUCTION');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Discard' })));
    expect(postTransfer).not.toHaveBeenCalled();
    expect(chat()).toHaveTextContent('Transfer discarded: no stock was moved.');
  });

  it('shows a refused transfer as an error', async () => {
    vi.mocked(postTransfer).mockRejectedValue(new Error('Not enough stock: 10 KG short'));
    renderWithQueries(<InventoryAssistantTab />);
    await ask('move 40 kg of RM-SBR-1502 from MAIN to PRODUCTION');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(chat()).toHaveTextContent('Error: Not enough stock: 10 KG short');
  });
});
