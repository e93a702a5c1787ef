import type { AssistantReply, LineBalancingResult } from '@takt/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AssistantAnswer, askAssistant } from '../../api/assistant-api.ts';
import { ApiError } from '../../api/client.ts';
import { makeLineBalancingResult } from '../../api/line-balancing-fixtures.test-support.ts';
import { makeChangesSummary, makeScheduleResult } from '../schedule/schedule-test-factories.ts';
import { AssistantPanel } from './AssistantPanel.tsx';
import { makeTextReply } from './assistant-test-factories.ts';

vi.mock('../../api/assistant-api.ts', () => ({ askAssistant: vi.fn() }));

const input = () => screen.getByRole('textbox', { name: 'Message to the assistant' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const mood = () => screen.getByRole('img', { name: /^Mascot: / }).getAttribute('data-mood');
const assistantMessages = () => screen.getAllByRole('listitem', { name: 'Assistant message' });
const lastAssistantMessage = () => assistantMessages().at(-1)!;

function answer(
  reply: AssistantReply = makeTextReply(),
  lineBalancingDetails: LineBalancingResult | null = null,
): AssistantAnswer {
  return { reply, lineBalancingDetails };
}

function openPanel(props: Parameters<typeof AssistantPanel>[0] = {}) {
  render(<AssistantPanel {...props} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open AI assistant' }));
}

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

function pressEnter(text: string) {
  type(text);
  fireEvent.submit(input());
}

async function ask(text: string) {
  const replies = assistantMessages().length;
  pressEnter(text);
  await waitFor(() => expect(assistantMessages()).toHaveLength(replies + 1));
}

function deferred() {
  let resolve!: (value: AssistantAnswer) => void;
  const promise = new Promise<AssistantAnswer>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const sentRequest = (call = 0) => vi.mocked(askAssistant).mock.calls[call]![0];

beforeEach(() => {
  localStorage.clear();
  vi.mocked(askAssistant).mockReset();
  vi.mocked(askAssistant).mockResolvedValue(answer());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sending (assistant-and-gantt §2, §5)', () => {
  it('sends nothing blank: the button is disabled and Enter does nothing', () => {
    openPanel();
    expect(sendButton()).toBeDisabled();
    type('   ');
    expect(sendButton()).toBeDisabled();
    fireEvent.submit(input());
    expect(askAssistant).not.toHaveBeenCalled();
  });

  it('Enter sends; the message shows on the right, the input clears, Processing shows until the reply', async () => {
    const pending = deferred();
    vi.mocked(askAssistant).mockReturnValueOnce(pending.promise);
    openPanel();
    pressEnter('How much RM-778 do we have?');
    expect(screen.getByRole('listitem', { name: 'Your message' })).toHaveTextContent(
      'How much RM-778 do we have?',
    );
    expect(input()).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Processing...');
    await act(async () => pending.resolve(answer()));
    expect(screen.queryByText('Processing...')).not.toBeInTheDocument();
    expect(lastAssistantMessage()).toHaveTextContent('RM-778: 20.8 KG on hand.');
  });

  it('ignores a send while a request is pending, and disables the button', async () => {
    const pending = deferred();
    vi.mocked(askAssistant).mockReturnValueOnce(pending.promise);
    openPanel();
    pressEnter('first');
    type('second');
    expect(sendButton()).toBeDisabled();
    fireEvent.submit(input());
    expect(askAssistant).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve(answer()));
    expect(sendButton()).toBeEnabled();
  });

  it('sends the last 5 earlier messages as the conversation history (assistant-and-gantt §9)', async () => {
    openPanel();
    await ask('one');
    await ask('two');
    await ask('three');
    expect(sentRequest(0).conversation_history).toEqual([
      { role: 'assistant', content: expect.stringContaining("Hello! I'm Takt") },
    ]);
    expect(sentRequest(2).conversation_history).toEqual([
      { role: 'assistant', content: expect.stringContaining("Hello! I'm Takt") },
      { role: 'user', content: 'one' },
      { role: 'assistant', content: 'RM-778: 20.8 KG on hand.' },
      { role: 'user', content: 'two' },
      { role: 'assistant', content: 'RM-778: 20.8 KG on hand.' },
    ]);
    await ask('four');
    expect(sentRequest(3).conversation_history?.map((message) => message.content)).toEqual([
      'RM-778: 20.8 KG on hand.',
      'two',
      'RM-778: 20.8 KG on hand.',
      'three',
      'RM-778: 20.8 KG on hand.',
    ]);
  });

  it('sends no baseline, a rescheduling request included: the server compares with the released plan (issue 9)', async () => {
    // A schedule saved earlier is not a baseline: it may be a proposal the planner never accepted.
    localStorage.setItem(
      'schedule_baseline',
      JSON.stringify({ type: 'schedule', data: makeScheduleResult().data }),
    );
    openPanel();
    await ask('Production status');
    await ask('PRS-03 broke down for 4 hours');
    expect(sentRequest(0)).toMatchObject({
      source: 'playground',
      data_source: 'default',
      backend: 'openrouter',
    });
    expect(sentRequest(0)).not.toHaveProperty('baseline');
    expect(sentRequest(1)).not.toHaveProperty('baseline');
    // The planner's words go unchanged: the server's interpreter decides that this reschedules (issue 10).
    expect(sentRequest(1).prompt).toBe('PRS-03 broke down for 4 hours');
  });
});

describe('replies (assistant-and-gantt §7, §8, §9)', () => {
  it.each([
    ['a schedule', makeScheduleResult(), 'confidence 90%'],
    ['an answer', makeTextReply(), 'confidence 70%'],
    ['a report', makeTextReply({ type: 'report', text: '📊 **Status**' }), 'confidence 70%'],
  ])('%s gets its confidence', async (_kind, reply, confidence) => {
    vi.mocked(askAssistant).mockResolvedValueOnce(answer(reply));
    openPanel();
    await ask('anything');
    expect(lastAssistantMessage()).toHaveTextContent(confidence);
  });

  it('an empty reply text says "I processed your request."', async () => {
    vi.mocked(askAssistant).mockResolvedValueOnce(answer(makeTextReply({ text: '  ' })));
    openPanel();
    await ask('anything');
    expect(lastAssistantMessage()).toHaveTextContent('I processed your request.');
  });

  it('a failed call shows the error text with confidence 0 and an error in the reasoning', async () => {
    vi.mocked(askAssistant).mockRejectedValueOnce(
      new ApiError('http', 'API error: 500 Internal Server Error', { status: 500 }),
    );
    openPanel();
    await ask('Production status');
    const message = lastAssistantMessage();
    expect(message).toHaveTextContent('❌ Error processing your request. Please try again.');
    expect(message).toHaveTextContent('confidence 0%');
    expect(within(message).getByRole('list', { name: 'Reasoning' })).toHaveTextContent(
      'errorAPI error: 500 Internal Server Error',
    );
  });

  it('a schedule reply lists at most 5 changes, how many more, and its metrics with their units', async () => {
    const summary = makeChangesSummary();
    const changes = Array.from({ length: 8 }, (_, index) => ({
      ...summary.changes[1]!,
      operation_id: `00${index}0`,
    }));
    const schedule = makeScheduleResult({
      changes_summary: { ...summary, changes },
      kpis: { on_time_delivery: 87, late_orders: 3, setup_hours: 12.5, solver_times: { total_ms: 5 } },
    });
    vi.mocked(askAssistant).mockResolvedValueOnce(answer(schedule));
    openPanel();
    await ask('PRS-03 broke down for 4 hours');
    const changeList = screen.getByRole('region', { name: 'Schedule changes' });
    expect(within(changeList).getAllByRole('listitem')).toHaveLength(6);
    expect(changeList).toHaveTextContent('…and 3 more changes');
    const metrics = screen.getByRole('region', { name: 'Metrics' });
    expect(metrics).toHaveTextContent('On time delivery87%');
    expect(metrics).toHaveTextContent('Late orders3');
    expect(metrics).toHaveTextContent('Setup12.5 h');
    expect(metrics).not.toHaveTextContent(/solver/i);
  });

  it.each([
    [
      { oee: 85.2, total_production: 1200, good_units: 1150, scrap_rate: 1.5 },
      ['Oee85.2%', 'Total production1,200 units', 'Good units1,150 units', 'Scrap rate1.5%'],
    ],
  ])('metrics are in percent except total production and good units', async (metrics, expected) => {
    vi.mocked(askAssistant).mockResolvedValueOnce(answer(makeTextReply({ type: 'report', metrics })));
    openPanel();
    await ask('OEE report');
    for (const text of expected)
      expect(screen.getByRole('region', { name: 'Metrics' })).toHaveTextContent(text);
  });

  it('passes line_balancing_details to the callback', async () => {
    const details = makeLineBalancingResult();
    vi.mocked(askAssistant).mockResolvedValueOnce(answer(makeTextReply(), details));
    const onLineBalancingDetails = vi.fn();
    openPanel({ onLineBalancingDetails });
    await ask('Where is the bottleneck?');
    expect(onLineBalancingDetails).toHaveBeenCalledWith(details);
  });
});

describe('mascot mood (assistant-and-gantt §4)', () => {
  it('is happy by default and thinking on send', () => {
    vi.mocked(askAssistant).mockReturnValueOnce(deferred().promise);
    openPanel();
    expect(mood()).toBe('happy');
    pressEnter('Production status');
    expect(mood()).toBe('thinking');
  });

  it.each([
    ['PRS-03 broke down', 'alert'],
    ['The mixer had a failure', 'alert'],
    ['Is there an error in the plan?', 'alert'],
    ['We have a problem with BAN-01', 'alert'],
    ['Production status', 'working'],
  ])('after %j the mascot is %s', async (text, expected) => {
    openPanel();
    await ask(text);
    expect(mood()).toBe(expected);
  });

  it('is alert for a reply of type error, whose text is shown', async () => {
    vi.mocked(askAssistant).mockResolvedValueOnce(
      answer(makeTextReply({ type: 'error', text: 'No plant data.' })),
    );
    openPanel();
    await ask('Production status');
    expect(mood()).toBe('alert');
    expect(lastAssistantMessage()).toHaveTextContent('No plant data.');
  });

  it('is alert after a failed call, then happy again after 3 s', async () => {
    vi.useFakeTimers();
    vi.mocked(askAssistant).mockRejectedValueOnce(new ApiError('network', 'Network error'));
    openPanel();
    await act(async () => pressEnter('Production status'));
    expect(mood()).toBe('alert');
    act(() => vi.advanceTimersByTime(2_999));
    expect(mood()).toBe('alert');
    act(() => vi.advanceTimersByTime(1));
    expect(mood()).toBe('happy');
  });
});

describe('actions under a message (assistant-and-gantt §4, §7)', () => {
  it('a suggested action puts its prompt in the input and sends it after 100 ms', async () => {
    vi.mocked(askAssistant).mockResolvedValueOnce(
      answer(
        makeTextReply({
          text: 'Which press is down?',
          needs_clarification: true,
          suggested_actions: [
            {
              label: 'Press 3',
              prompt: 'PRS-03 broke down',
            },
          ],
        }),
      ),
    );
    openPanel();
    await ask('a press broke');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Press 3' }));
    expect(input()).toHaveValue('PRS-03 broke down');
    act(() => vi.advanceTimersByTime(99));
    expect(askAssistant).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(askAssistant).toHaveBeenCalledTimes(2);
    expect(sentRequest(1).prompt).toBe('PRS-03 broke down');
  });

  it('Save Schedule stores the schedule (not as a baseline), fires schedule_updated and says where to look', async () => {
    const schedule = makeScheduleResult();
    vi.mocked(askAssistant).mockResolvedValueOnce(answer(schedule));
    const listener = vi.fn();
    window.addEventListener('schedule_updated', listener);
    openPanel();
    await ask('Create an optimal schedule for today');
    fireEvent.click(screen.getByRole('button', { name: 'Save Schedule' }));
    window.removeEventListener('schedule_updated', listener);
    expect(JSON.parse(localStorage.getItem('latest_schedule')!)).toEqual(schedule);
    expect(localStorage.getItem('schedule_baseline')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(lastAssistantMessage()).toHaveTextContent('Schedule saved. Go to the Schedule tab');
  });

  it('Export Report CSV downloads report_{timestamp}.csv built in the browser', async () => {
    vi.mocked(askAssistant).mockResolvedValueOnce(
      answer(makeTextReply({ type: 'report', text: '📊 **Status**', metrics: { open_orders: 77 } })),
    );
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:report';
      },
      revokeObjectURL: vi.fn(),
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    openPanel();
    await ask('Production status');
    fireEvent.click(within(lastAssistantMessage()).getByRole('button', { name: 'CSV' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toMatch(/^report_\d+\.csv$/);
    expect(await blobs[0]!.text()).toMatch(/^Metric,Value\nOpen orders,77\nReport Generated,/);
    expect(askAssistant).toHaveBeenCalledTimes(1);
  });
});

describe('confirming in words (issue 10)', () => {
  it('"yes, apply it" marks the proposal it applied as released: its Transfer button goes', async () => {
    const proposal = makeScheduleResult({
      tool: { name: 'reschedule_breakdown', description: 'Repair', reasoning: 'Breakdown' },
      baseline: { compared_with: 'released_plan', is_proposal: true },
      actions: [{ label: 'Transfer to System', action: 'apply_schedule', data: {} }],
    });
    vi.mocked(askAssistant).mockResolvedValueOnce(answer(proposal));
    openPanel();
    await ask('PRS-03 broke down for 4 hours');
    const proposalMessage = lastAssistantMessage();
    expect(within(proposalMessage).getByRole('button', { name: 'Transfer to System' })).toBeEnabled();
    vi.mocked(askAssistant).mockResolvedValueOnce(
      answer(
        makeTextReply({
          text: 'Applied.',
          tool: { name: 'apply_proposal', description: 'Apply', reasoning: 'Confirmed' },
          data: { run_id: proposal.run_id, change_id: 'change-1' },
        }),
      ),
    );
    await ask('yes, apply it');
    expect(within(proposalMessage).queryByRole('button', { name: 'Transfer to System' })).toBeNull();
  });
});
