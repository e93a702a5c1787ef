import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askAssistant } from '../../api/assistant-api.ts';
import { AssistantHost } from './AssistantHost.tsx';
import { AssistantPanel, type AssistantPanelHandle } from './AssistantPanel.tsx';
import { useAssistant } from './assistant-context.ts';
import { makeTextReply } from './assistant-test-factories.ts';

vi.mock('../../api/assistant-api.ts', () => ({ askAssistant: vi.fn() }));

const panel = () => screen.getByRole('complementary', { name: 'Takt Assistant' });
const input = () => screen.getByRole('textbox', { name: 'Message to the assistant' });
const button = (name: string) => screen.getByRole('button', { name });

function openPanel() {
  fireEvent.click(button('Open AI assistant'));
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(askAssistant).mockReset();
  vi.mocked(askAssistant).mockResolvedValue({ reply: makeTextReply(), lineBalancingDetails: null });
});
afterEach(() => vi.useRealTimers());

describe('the assistant panel (assistant-and-gantt §2)', () => {
  it('opens from the round floating button with the name, tagline, a happy mascot and the welcome', () => {
    render(<AssistantPanel />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    openPanel();
    expect(within(panel()).getByRole('heading', { name: 'Takt Assistant' })).toBeInTheDocument();
    expect(panel()).toHaveTextContent('Your production planning partner');
    expect(within(panel()).getByRole('img', { name: 'Mascot: happy' })).toBeInTheDocument();
    const [welcome] = screen.getAllByRole('listitem', { name: 'Assistant message' });
    expect(welcome).toHaveTextContent("Hello! I'm Takt, your production planning partner.");
    expect(welcome).toHaveTextContent('confidence 100%');
    expect(within(welcome!).getByText(/^\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(input()).toHaveAttribute('placeholder', 'Type your question...');
    expect(input()).toHaveFocus();
  });

  it('minimises to the header without a backdrop, expands again, and closes', () => {
    render(<AssistantPanel />);
    openPanel();
    expect(screen.getByTestId('assistant-backdrop')).toBeInTheDocument();
    fireEvent.click(button('Minimise assistant'));
    expect(screen.queryByRole('textbox', { name: 'Message to the assistant' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('assistant-backdrop')).not.toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { name: 'Takt Assistant' })).toBeInTheDocument();
    fireEvent.click(button('Expand assistant'));
    expect(input()).toBeInTheDocument();
    fireEvent.click(button('Close assistant'));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(button('Open AI assistant')).toBeInTheDocument();
  });

  it('closes when the dim backdrop is clicked, and keeps the conversation', async () => {
    render(<AssistantPanel />);
    openPanel();
    fireEvent.change(input(), { target: { value: 'How much RM-778 do we have?' } });
    fireEvent.submit(input());
    await screen.findByText('RM-778: 20.8 KG on hand.');
    fireEvent.click(screen.getByTestId('assistant-backdrop'));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    openPanel();
    expect(screen.getByText('RM-778: 20.8 KG on hand.')).toBeInTheDocument();
  });

  it('the Reasoning Mode checkbox and the header button show or hide the reasoning', async () => {
    render(<AssistantPanel />);
    openPanel();
    fireEvent.change(input(), { target: { value: 'How much RM-778 do we have?' } });
    fireEvent.submit(input());
    const reasoning = await screen.findByRole('list', { name: 'Reasoning' });
    expect(reasoning).toHaveTextContent('Tool to run: the inventory query.');
    const checkbox = screen.getByRole('checkbox', { name: 'Visible' });
    expect(checkbox).toBeChecked();
    fireEvent.click(checkbox);
    expect(screen.getByRole('checkbox', { name: 'Hidden' })).not.toBeChecked();
    expect(screen.queryByRole('list', { name: 'Reasoning' })).not.toBeInTheDocument();
    fireEvent.click(button('Show reasoning'));
    expect(screen.getByRole('checkbox', { name: 'Visible' })).toBeChecked();
    expect(screen.getByRole('list', { name: 'Reasoning' })).toBeInTheDocument();
    expect(button('Hide reasoning')).toHaveAttribute('aria-pressed', 'true');
  });

  it.each([['Create urgent order'], ['Check inventory'], ['Production status']])(
    'the suggestion %s fills the input without sending',
    (label) => {
      vi.useFakeTimers();
      render(<AssistantPanel />);
      openPanel();
      fireEvent.click(
        within(screen.getByRole('group', { name: 'Suggestions' })).getByRole('button', { name: label }),
      );
      expect(input()).not.toHaveValue('');
      act(() => vi.advanceTimersByTime(1_000));
      expect(askAssistant).not.toHaveBeenCalled();
    },
  );

  it('draws a reply as text: HTML in it is shown, never run (no HTML injection)', async () => {
    vi.mocked(askAssistant).mockResolvedValueOnce({
      reply: makeTextReply({
        text: '# Report\n<img src=x onerror="alert(1)"> **bold** <script>alert(2)</script>\n- item <b>one</b>',
      }),
      lineBalancingDetails: null,
    });
    const { container } = render(<AssistantPanel />);
    openPanel();
    fireEvent.change(input(), { target: { value: 'report' } });
    fireEvent.submit(input());
    expect(await screen.findByText('bold', { selector: 'strong' })).toBeInTheDocument();
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(panel()).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(panel()).toHaveTextContent('item <b>one</b>');
  });

  it('marks the tab the user is on, dashboard by default', () => {
    const { rerender } = render(<AssistantPanel />);
    openPanel();
    expect(panel()).toHaveAttribute('data-current-tab', 'dashboard');
    rerender(<AssistantPanel currentTab="schedule" />);
    expect(panel()).toHaveAttribute('data-current-tab', 'schedule');
  });
});

describe('the handle other screens use (assistant-and-gantt §2, §9)', () => {
  it('opens and expands the panel, fills the input and sends after 100 ms', async () => {
    vi.useFakeTimers();
    const handle = createRef<AssistantPanelHandle>();
    render(<AssistantPanel ref={handle} />);
    act(() => handle.current!.runQuery('Production status'));
    expect(input()).toHaveValue('Production status');
    expect(panel()).toHaveAttribute('data-pulsing', 'false');
    act(() => vi.advanceTimersByTime(99));
    expect(askAssistant).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(askAssistant).toHaveBeenCalledTimes(1);
    expect(vi.mocked(askAssistant).mock.calls[0]![0].prompt).toBe('Production status');
  });

  it('pulses for 1 s when the panel was minimised', async () => {
    vi.useFakeTimers();
    const handle = createRef<AssistantPanelHandle>();
    render(<AssistantPanel ref={handle} />);
    openPanel();
    fireEvent.click(button('Minimise assistant'));
    act(() => handle.current!.runQuery('Production status'));
    expect(input()).toBeInTheDocument();
    expect(panel()).toHaveAttribute('data-pulsing', 'true');
    await act(async () => vi.advanceTimersByTime(999));
    expect(panel()).toHaveAttribute('data-pulsing', 'true');
    await act(async () => vi.advanceTimersByTime(1));
    expect(panel()).toHaveAttribute('data-pulsing', 'false');
  });

  it('is given to the screens inside a face through useAssistant', async () => {
    vi.useFakeTimers();
    function AskButton() {
      const assistant = useAssistant();
      return (
        <button type="button" onClick={() => assistant?.runQuery('What is low on stock?')}>
          Ask the assistant
        </button>
      );
    }
    render(
      <AssistantHost className="face face--workspace" currentTab="bom-mrp">
        <AskButton />
      </AssistantHost>,
    );
    fireEvent.click(button('Ask the assistant'));
    expect(panel()).toHaveAttribute('data-current-tab', 'bom-mrp');
    expect(input()).toHaveValue('What is low on stock?');
    await act(async () => vi.advanceTimersByTime(100));
    expect(askAssistant).toHaveBeenCalledTimes(1);
  });
});
