import type { TransferResponse } from '@takt/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { askAssistant } from '../../api/assistant-api.ts';
import { postTransfer } from '../../api/inventory-api.ts';
import { AssistantPanel } from './AssistantPanel.tsx';
import { makeTextReply } from './assistant-test-factories.ts';

vi.mock('../../api/assistant-api.ts', () => ({ askAssistant: vi.fn(), applyOrderProposal: vi.fn() }));
vi.mock('../../api/inventory-api.ts', () => ({ postTransfer: vi.fn() }));

const TRANSFER = {
  item_id: 'BATCH-890',
  quantity: '350',
  from_location: 'QUARANTINE',
  to_location: 'PRODUCTION',
};

const messages = () => screen.getAllByRole('listitem', { name: 'Assistant message' });

beforeEach(() => {
  vi.mocked(askAssistant)
    .mockReset()
    .mockResolvedValue({
      reply: makeTextReply({
        text: 'Liberar 350 KG de **BATCH-890** da quarentena para PRODUCTION?',
        intent: 'inventory.transfer',
        actions: [
          { label: 'Aplicar', action: 'transfer_stock', data: TRANSFER },
          { label: 'Descartar', action: 'discard', data: {} },
        ],
      }),
      lineBalancingDetails: null,
    });
  vi.mocked(postTransfer)
    .mockReset()
    .mockResolvedValue({
      message: 'Liberação da qualidade: 350 KG de BATCH-890 saíram da quarentena.',
    } as TransferResponse);
});

describe('the assistant’s stock transfer proposal (issue 14)', () => {
  it('Apply performs the transfer it proposed and shows the server’s sentence', async () => {
    render(<AssistantPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Open AI assistant' }));
    const box = screen.getByRole('textbox', { name: 'Message to the assistant' });
    fireEvent.change(box, { target: { value: 'libera 350 kg do BATCH-890 da quarentena pra produção' } });
    fireEvent.submit(box);
    await waitFor(() => expect(messages()).toHaveLength(2));
    expect(postTransfer).not.toHaveBeenCalled();
    fireEvent.click(within(messages()[1]!).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(messages().at(-1)).toHaveTextContent('350 KG de BATCH-890 saíram da quarentena'),
    );
    expect(postTransfer).toHaveBeenCalledWith({ ...TRANSFER, quantity: 350 });
  });
});
