import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyOrderProposal, askAssistant } from '../../api/assistant-api.ts';
import { applyScheduleRun, discardScheduleRun, undoScheduleChange } from '../../api/takt-api.ts';
import { makeRepairSummary, makeScheduleResult } from '../schedule/schedule-test-factories.ts';
import { AssistantPanel } from './AssistantPanel.tsx';
import { makeTextReply } from './assistant-test-factories.ts';

vi.mock('../../api/assistant-api.ts', () => ({
  askAssistant: vi.fn(),
  applyOrderProposal: vi.fn(),
}));

vi.mock('../../api/takt-api.ts', () => ({
  discardScheduleRun: vi.fn().mockResolvedValue(undefined),
  applyScheduleRun: vi.fn(),
  undoScheduleChange: vi.fn(),
  pushSchedule: vi.fn(),
}));

const RUN_ID = '11111111-1111-4111-8111-111111111111';

const proposal = () =>
  makeScheduleResult({
    run_id: RUN_ID,
    changes_summary: makeRepairSummary(),
    baseline: { compared_with: 'released_plan', is_proposal: true },
    // The server's own wording is not shown: the panel says Transfer to System, as PP01 does.
    actions: [
      { label: 'Apply', action: 'apply_schedule', data: { run_id: RUN_ID } },
      { label: 'Discard', action: 'discard', data: { run_id: RUN_ID } },
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
  await waitFor(() => expect(screen.getAllByRole('listitem', { name: 'Assistant message' })).toHaveLength(2));
}

const proposalMessage = () => screen.getAllByRole('listitem', { name: 'Assistant message' })[1]!;

beforeEach(() => {
  localStorage.clear();
  vi.mocked(askAssistant).mockReset().mockResolvedValue({ reply: proposal(), lineBalancingDetails: null });
  vi.mocked(applyScheduleRun).mockReset().mockResolvedValue({ change_id: 'c-1', applied_orders: 3 });
  vi.mocked(undoScheduleChange).mockReset().mockResolvedValue(undefined);
});

describe('an AI change is a proposal until transferred or discarded (issues 5 and 9)', () => {
  it('says so, and transfers only on Transfer to System, the wording PP01 uses', async () => {
    await askForProposal();
    expect(proposalMessage()).toHaveTextContent('Proposal Compared with the released plan.');
    expect(within(proposalMessage()).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(applyScheduleRun).not.toHaveBeenCalled();

    fireEvent.click(within(proposalMessage()).getByRole('button', { name: 'Transfer to System' }));
    await waitFor(() =>
      expect(lastAssistantMessage()).toHaveTextContent('Transferred to the system (3 orders)'),
    );
    expect(applyScheduleRun).toHaveBeenCalledWith(RUN_ID);
    // The proposal now reads as the released plan, here and in the Schedule view (latest_schedule).
    expect(proposalMessage()).toHaveTextContent('Released plan');
    expect(proposalMessage()).not.toHaveTextContent('Compared with the released plan');
    expect(within(proposalMessage()).queryByRole('button', { name: 'Transfer to System' })).toBeNull();
    expect(within(proposalMessage()).queryByRole('button', { name: 'Discard' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('latest_schedule') ?? 'null')?.run_id).toBe(RUN_ID);
  });

  it('Undo puts the plan back and the reply is a proposal again', async () => {
    await askForProposal();
    fireEvent.click(within(proposalMessage()).getByRole('button', { name: 'Transfer to System' }));
    await waitFor(() => expect(lastAssistantMessage()).toHaveTextContent('Transferred to the system'));
    fireEvent.click(within(lastAssistantMessage()).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(lastAssistantMessage()).toHaveTextContent('Undone'));
    expect(undoScheduleChange).toHaveBeenCalledWith('c-1');
    expect(proposalMessage()).toHaveTextContent('Compared with the released plan');
    expect(within(proposalMessage()).getByRole('button', { name: 'Transfer to System' })).toBeEnabled();
  });

  it('Discard leaves the plan as it is and the reply says it was discarded', async () => {
    await askForProposal();
    fireEvent.click(within(proposalMessage()).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(lastAssistantMessage()).toHaveTextContent('Discarded: the plan is unchanged.'),
    );
    expect(proposalMessage()).toHaveTextContent('Discarded');
    expect(within(proposalMessage()).queryByRole('button', { name: 'Transfer to System' })).toBeNull();
    expect(applyScheduleRun).not.toHaveBeenCalled();
    // The server is told, so a "yes, apply it" typed later does not apply it.
    expect(discardScheduleRun).toHaveBeenCalledWith(RUN_ID);
  });

  it('lists the broken rules of an infeasible plan and offers neither Transfer to System nor Discard', async () => {
    vi.mocked(askAssistant).mockResolvedValue({
      reply: makeScheduleResult({
        run_id: RUN_ID,
        baseline: { compared_with: 'released_plan', is_proposal: true },
        feasibility: {
          status: 'infeasible',
          violations: [
            {
              code: 'MAX_WAIT',
              message: 'Operation 1015/0020 starts 826 min after 1015/0010 ends; at most 240 allowed',
              operation_ids: ['1015/0010', '1015/0020'],
            },
          ],
        },
        actions: [{ label: 'Apply', action: 'apply_schedule', data: { run_id: RUN_ID } }],
      }),
      lineBalancingDetails: null,
    });
    await askForProposal();
    const rules = within(proposalMessage()).getByRole('alert');
    expect(rules).toHaveTextContent('This plan breaks 1 hard rule');
    expect(rules).toHaveTextContent('MAX_WAIT');
    expect(within(proposalMessage()).queryByRole('button', { name: 'Transfer to System' })).toBeNull();
    expect(within(proposalMessage()).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(within(proposalMessage()).queryByRole('button', { name: 'Discard' })).toBeNull();
  });

  it('lists the forced changes first, each with its cause (issue 9)', async () => {
    await askForProposal();
    const changes = within(proposalMessage()).getByRole('region', { name: 'Schedule changes' });
    const items = within(changes).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.cause)).toEqual(['forced', 'knock_on', 'improvement']);
    expect(items[0]).toHaveTextContent('Order 1019 (FG-OR-020), operation 0020');
    expect(items[0]).toHaveTextContent('on PRS-03 during its downtime');
    expect(items[1]).toHaveTextContent('pushed by 1019/0020');
    expect(items[2]).toHaveTextContent(
      'step 2: brings order 1033 on time, −1 late order, −12.5 h, costs 3 moves (1 machine change)',
    );
    expect(changes).toHaveTextContent('1 forced · 1 knock-on · 1 improvement');
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

  it('releases an order only on Apply, then offers its undo', async () => {
    const data = { order_id: '1041', version: '1', command: 'release order 1041' };
    vi.mocked(askAssistant).mockResolvedValue({
      reply: makeTextReply({
        text: '**Proposal**: release order 1041 to the floor: status Created → Released.',
        actions: [
          { label: 'Apply', action: 'release_order', data },
          { label: 'Discard', action: 'discard', data: {} },
        ],
      }),
      lineBalancingDetails: null,
    });
    vi.mocked(applyOrderProposal).mockReset().mockResolvedValue({ change_id: 'c-10', order_id: '1041' });
    await askForProposal();
    expect(applyOrderProposal).not.toHaveBeenCalled();
    fireEvent.click(within(lastAssistantMessage()).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(lastAssistantMessage()).toHaveTextContent('Applied: the order is saved in your plan.'),
    );
    expect(applyOrderProposal).toHaveBeenCalledWith('release_order', data);
    fireEvent.click(within(lastAssistantMessage()).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(undoScheduleChange).toHaveBeenCalledWith('c-10'));
  });
});
