import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyOrderProposal, askAssistant, discardChatProposal } from '../../api/assistant-api.ts';
import { undoScheduleChange } from '../../api/takt-api.ts';
import { AssistantPanel } from './AssistantPanel.tsx';
import { applyTransferProposal } from './apply-transfer.ts';
import { makeTextReply } from './assistant-test-factories.ts';

vi.mock('../../api/assistant-api.ts', () => ({
  askAssistant: vi.fn(),
  applyOrderProposal: vi.fn(),
  discardChatProposal: vi.fn(),
}));

vi.mock('./apply-transfer.ts', () => ({ applyTransferProposal: vi.fn() }));

vi.mock('../../api/takt-api.ts', () => ({
  applyScheduleRun: vi.fn(),
  undoScheduleChange: vi.fn(),
  pushSchedule: vi.fn(),
}));

const PROPOSAL_ID = '22222222-2222-4222-8222-222222222222';
const data = { order_id: '1041', version: '3', command: 'release order 1041', proposal_id: PROPOSAL_ID };
const orderProposal = makeTextReply({
  text: '**Proposal**: release order 1041 to the floor: status Created → Released.',
  tool: { name: 'release_order', description: 'Release', reasoning: 'Asked to release an order.' },
  intent: 'order.release',
  actions: [
    { label: 'Apply', action: 'release_order', data },
    { label: 'Discard', action: 'discard', data: { proposal_id: PROPOSAL_ID } },
  ],
});
const typedYes = makeTextReply({
  text: 'Applied “release order 1041”. The change is recorded and can be undone.',
  tool: { name: 'apply_proposal', description: 'Apply', reasoning: 'Confirmed.' },
  intent: 'change.apply',
  data: { proposal_id: PROPOSAL_ID, change_id: 'c-9', order_id: '1041' },
  actions: [{ label: 'Undo', action: 'undo_change', data: { change_id: 'c-9', proposal_id: PROPOSAL_ID } }],
});
const typedNo = makeTextReply({
  text: 'Discarded “release order 1041”: no order changed.',
  tool: { name: 'discard_proposal', description: 'Discard', reasoning: 'Declined.' },
  intent: 'change.discard',
  data: { discarded_proposal_id: PROPOSAL_ID },
});

const messages = () => screen.getAllByRole('listitem', { name: 'Assistant message' });
const proposalMessage = () => messages()[1]!;
const lastAssistantMessage = () => messages().at(-1)!;

async function say(text: string, count: number) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Message to the assistant' }), {
    target: { value: text },
  });
  fireEvent.submit(screen.getByRole('textbox', { name: 'Message to the assistant' }));
  await waitFor(() => expect(messages()).toHaveLength(count));
}

async function askForProposal() {
  render(<AssistantPanel />);
  fireEvent.click(screen.getByRole('button', { name: 'Open AI assistant' }));
  await say('release order 1041', 2);
}

const expectClosed = (text: string) => {
  expect(proposalMessage()).toHaveTextContent(text);
  expect(within(proposalMessage()).queryByRole('button', { name: 'Apply' })).toBeNull();
  expect(within(proposalMessage()).queryByRole('button', { name: 'Discard' })).toBeNull();
};

beforeEach(() => {
  localStorage.clear();
  vi.mocked(askAssistant).mockReset().mockResolvedValue({ reply: orderProposal, lineBalancingDetails: null });
  vi.mocked(applyOrderProposal).mockReset().mockResolvedValue({ change_id: 'c-9', order_id: '1041' });
  vi.mocked(discardChatProposal)
    .mockReset()
    .mockResolvedValue({ proposal_id: PROPOSAL_ID, decision: 'discarded' });
  vi.mocked(undoScheduleChange).mockReset().mockResolvedValue(undefined);
});

describe('an order proposal in the chat shows what became of it', () => {
  it('Apply: its buttons give way to the applied state, with Undo; Undo marks it undone', async () => {
    await askForProposal();
    expect(within(proposalMessage()).getByRole('button', { name: 'Apply' })).toBeEnabled();
    fireEvent.click(within(proposalMessage()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expectClosed('Applied: the order change is in your plan.'));
    expect(applyOrderProposal).toHaveBeenCalledWith('release_order', data);
    fireEvent.click(within(lastAssistantMessage()).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(proposalMessage()).toHaveTextContent('Undone: the order is back as it was.'));
    expect(undoScheduleChange).toHaveBeenCalledWith('c-9');
    expect(within(proposalMessage()).queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('a typed "yes, apply it" marks it applied the same way; the reply offers Undo', async () => {
    await askForProposal();
    vi.mocked(askAssistant).mockResolvedValue({ reply: typedYes, lineBalancingDetails: null });
    await say('yes, apply it', 3);
    expectClosed('Applied: the order change is in your plan.');
    expect(within(lastAssistantMessage()).getByRole('button', { name: 'Undo' })).toBeEnabled();
    expect(applyOrderProposal).not.toHaveBeenCalled();
  });

  it('Discard: the server is told, and the proposal shows as discarded', async () => {
    await askForProposal();
    fireEvent.click(within(proposalMessage()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expectClosed('Discarded: no order changed.'));
    expect(discardChatProposal).toHaveBeenCalledWith(PROPOSAL_ID);
    expect(applyOrderProposal).not.toHaveBeenCalled();
  });

  it('a typed "no, discard it" marks it discarded', async () => {
    await askForProposal();
    vi.mocked(askAssistant).mockResolvedValue({ reply: typedNo, lineBalancingDetails: null });
    await say('no, discard it', 3);
    expectClosed('Discarded: no order changed.');
  });

  it('an Apply the server refuses leaves the proposal as it was, with the reason', async () => {
    await askForProposal();
    vi.mocked(applyOrderProposal).mockRejectedValue(new Error('This proposal was discarded'));
    fireEvent.click(within(proposalMessage()).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(lastAssistantMessage()).toHaveTextContent('Could not apply: This proposal was discarded'),
    );
    expect(within(proposalMessage()).getByRole('button', { name: 'Apply' })).toBeEnabled();
  });
});

describe('a stock transfer proposal in the chat', () => {
  it('Apply: its buttons give way to "Applied: the stock was moved."', async () => {
    const transfer = {
      item_id: 'RM-SBR-1502',
      quantity: '25',
      from_location: 'MAIN',
      to_location: 'SHIPPING',
      proposal_id: PROPOSAL_ID,
    };
    vi.mocked(askAssistant).mockResolvedValue({
      reply: makeTextReply({
        text: 'Move 25 KG of **RM-SBR-1502** from MAIN to SHIPPING?',
        intent: 'inventory.transfer',
        actions: [
          { label: 'Apply', action: 'transfer_stock', data: transfer },
          { label: 'Discard', action: 'discard', data: { proposal_id: PROPOSAL_ID } },
        ],
      }),
      lineBalancingDetails: null,
    });
    vi.mocked(applyTransferProposal).mockResolvedValue('Moved 25 KG of RM-SBR-1502 from MAIN to SHIPPING.');
    await askForProposal();
    fireEvent.click(within(proposalMessage()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expectClosed('Applied: the stock was moved.'));
    expect(applyTransferProposal).toHaveBeenCalledWith(transfer);
  });
});
