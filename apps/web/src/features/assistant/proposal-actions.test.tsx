import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeScheduleResult } from '../schedule/schedule-test-factories.ts';
import { AssistantPanel } from './AssistantPanel.tsx';
import { applyOrderProposal, applyProposal, askAssistant, undoChange } from './assistant-api.ts';
import { makeTextReply } from './assistant-test-factories.ts';

vi.mock('./assistant-api.ts', () => ({
  askAssistant: vi.fn(),
  applyProposal: vi.fn(),
  undoChange: vi.fn(),
  applyOrderProposal: vi.fn(),
}));

const proposal = () =>
  makeScheduleResult({
    run_id: '11111111-1111-4111-8111-111111111111',
    actions: [
      { label: 'Apply', action: 'apply_schedule', data: { run_id: '11111111-1111-4111-8111-111111111111' } },
      { label: 'Discard', action: 'discard', data: { run_id: '11111111-1111-4111-8111-111111111111' } },
    ],
  });
const lastAssistantMessage = () => screen.getAllByRole('listitem', { name: 'Assistant message' }).at(-1)!;

async function askForProposal() {
  render(<AssistantPanel />);
  fireEvent.click(screen.getByRole('button', { name: 'Open AI assistant' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Message to the assistant' }), {
    target: { value: 'PRS-03 broke down for 4 hours' },
  });
  fireEvent.submit(screen.getByRole('textbox', { name: 'Message to the assistant' }));
  await waitFor(() =>
    expect(within(lastAssistantMessage()).getByRole('button', { name: 'Apply' })).toBeInTheDocument(),
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(askAssistant).mockReset().mockResolvedValue({ reply: proposal(), lineBalancingDetails: null });
  vi.mocked(applyProposal).mockReset().mockResolvedValue({ change_id: 'c-1', applied_orders: 3 });
  vi.mocked(undoChange).mockReset().mockResolvedValue(undefined);
});

describe('an AI change is a proposal (issue 5)', () => {
  it('applies only on Apply, keeps it as the latest schedule and offers Undo', async () => {
    await askForProposal();
    expect(applyProposal).not.toHaveBeenCalled();
    fireEvent.click(within(lastAssistantMessage()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastAssistantMessage()).toHaveTextContent('Applied to your plan (3 orders)'));
    expect(applyProposal).toHaveBeenCalledWith('11111111-1111-4111-8111-111111111111');
    expect(localStorage.getItem('latest_schedule')).not.toBeNull();
    fireEvent.click(within(lastAssistantMessage()).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(lastAssistantMessage()).toHaveTextContent('Undone'));
    expect(undoChange).toHaveBeenCalledWith('c-1');
  });

  it('Discard leaves the plan as it is', async () => {
    await askForProposal();
    fireEvent.click(within(lastAssistantMessage()).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(lastAssistantMessage()).toHaveTextContent('Discarded: the plan is unchanged.'),
    );
    expect(applyProposal).not.toHaveBeenCalled();
  });
});

describe('order proposals', () => {
  it('sends the proposed change to the orders API only on Apply', async () => {
    vi.mocked(askAssistant).mockResolvedValue({
      reply: makeTextReply({
        text: '**Proposal** for order 1021: priority Urgent → Low.',
        actions: [
          {
            label: 'Apply',
            action: 'update_order',
            data: { order_id: '1021', version: '1', changes: '{"priority":"Low"}' },
          },
          { label: 'Discard', action: 'discard', data: {} },
        ],
      }),
      lineBalancingDetails: null,
    });
    vi.mocked(applyOrderProposal).mockReset().mockResolvedValue({ change_id: 'c-9', order_id: '1021' });
    await askForProposal();
    expect(applyOrderProposal).not.toHaveBeenCalled();
    fireEvent.click(within(lastAssistantMessage()).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(lastAssistantMessage()).toHaveTextContent('Applied: the order is saved in your plan.'),
    );
    expect(applyOrderProposal).toHaveBeenCalledWith('update_order', {
      order_id: '1021',
      version: '1',
      changes: '{"priority":"Low"}',
    });
  });
});
