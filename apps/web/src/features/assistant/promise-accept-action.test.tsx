import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { askAssistant } from '../../api/assistant-api.ts';
import { ApiError } from '../../api/client.ts';
import { acceptPromise } from '../../api/promise-api.ts';
import { undoScheduleChange } from '../../api/takt-api.ts';
import { AssistantPanel } from './AssistantPanel.tsx';
import { makeTextReply } from './assistant-test-factories.ts';

vi.mock('../../api/assistant-api.ts', () => ({ askAssistant: vi.fn(), applyOrderProposal: vi.fn() }));
vi.mock('../../api/promise-api.ts', () => ({ acceptPromise: vi.fn() }));
vi.mock('../../api/takt-api.ts', () => ({
  applyScheduleRun: vi.fn(),
  undoScheduleChange: vi.fn(),
  pushSchedule: vi.fn(),
}));

const ANALYSIS_ID = '22222222-2222-4222-8222-222222222222';

/** A feasible promise as the server words it, with its Accept & Schedule and Discard (issue 13). */
const promiseReply = () =>
  makeTextReply({
    intent: 'promise.check',
    tool: { name: 'promise_check', description: 'Check a delivery promise', reasoning: 'Asked.' },
    text: '✅ **Yes**: 500 STD-101 can be delivered by Fri 27 Nov 23:59; promised for Thu 26 Nov 14:00.',
    actions: [
      {
        label: 'Accept & Schedule',
        action: 'accept_promise',
        data: {
          analysis_id: ANALYSIS_ID,
          order_id: 'RUSH-11251000',
          sku: 'STD-101',
          quantity: '500',
          promised_date: '2026-11-26T17:00:00.000Z',
          customer_id: 'C-1011',
          data_source: 'default',
        },
      },
      { label: 'Discard', action: 'discard', data: {} },
    ],
  });

const lastAssistantMessage = () => screen.getAllByRole('listitem', { name: 'Assistant message' }).at(-1)!;

async function askForPromise() {
  render(<AssistantPanel />);
  fireEvent.click(screen.getByRole('button', { name: 'Open AI assistant' }));
  const input = screen.getByRole('textbox', { name: 'Message to the assistant' });
  fireEvent.change(input, { target: { value: 'Can we deliver 500 STD-101 by Friday at $48?' } });
  fireEvent.submit(input);
  await waitFor(() => expect(screen.getAllByRole('listitem', { name: 'Assistant message' })).toHaveLength(2));
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(askAssistant)
    .mockReset()
    .mockResolvedValue({ reply: promiseReply(), lineBalancingDetails: null });
  vi.mocked(acceptPromise).mockReset();
  vi.mocked(undoScheduleChange).mockReset().mockResolvedValue(undefined);
});

describe('Accept & Schedule on a promise reply (issue 13)', () => {
  it('accepts the analysis as the server analysed it, only on the click, and offers Undo', async () => {
    vi.mocked(acceptPromise).mockResolvedValue({
      success: true,
      order_id: 'RUSH-11251000',
      sales_order_id: 'SO-50120',
      change_id: 'c-13',
      promised_date: '2026-11-26T17:00:00.000Z',
      created: true,
    });
    await askForPromise();
    expect(acceptPromise).not.toHaveBeenCalled();
    fireEvent.click(within(lastAssistantMessage()).getByRole('button', { name: 'Accept & Schedule' }));
    await waitFor(() =>
      expect(lastAssistantMessage()).toHaveTextContent(
        'Success! Order RUSH-11251000 has been scheduled (sales order SO-50120).',
      ),
    );
    expect(acceptPromise).toHaveBeenCalledWith({
      analysis_id: ANALYSIS_ID,
      order_id: 'RUSH-11251000',
      sku: 'STD-101',
      quantity: 500,
      promised_date: '2026-11-26T17:00:00.000Z',
      customer_id: 'C-1011',
      data_source: 'default',
    });
    fireEvent.click(within(lastAssistantMessage()).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(undoScheduleChange).toHaveBeenCalledWith('c-13'));
  });

  it('says a promise covered from stock was accepted, with nothing to undo in the plan', async () => {
    vi.mocked(acceptPromise).mockResolvedValue({
      success: true,
      order_id: 'RUSH-11251000',
      sales_order_id: 'SO-50120',
      change_id: null,
      promised_date: '2026-11-25T10:00:00.000Z',
      created: true,
    });
    await askForPromise();
    fireEvent.click(within(lastAssistantMessage()).getByRole('button', { name: 'Accept & Schedule' }));
    await waitFor(() => expect(lastAssistantMessage()).toHaveTextContent('is covered from stock'));
    expect(within(lastAssistantMessage()).queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it("shows the server's reason when the analysis no longer holds (409)", async () => {
    vi.mocked(acceptPromise).mockRejectedValue(
      new ApiError('http', 'Request failed with status 409', {
        status: 409,
        code: 'PROMISE_STALE',
        serverMessage: 'The stock or orders this promise counted on changed since; analyze it again',
      }),
    );
    await askForPromise();
    fireEvent.click(within(lastAssistantMessage()).getByRole('button', { name: 'Accept & Schedule' }));
    await waitFor(() =>
      expect(lastAssistantMessage()).toHaveTextContent(
        'Could not apply: The stock or orders this promise counted on changed since; analyze it again',
      ),
    );
  });
});

describe('Aceitar e programar em português (issue 13)', () => {
  it('accepts and says so in Portuguese, with Desfazer', async () => {
    localStorage.setItem('language', 'pt');
    vi.mocked(askAssistant).mockResolvedValue({
      reply: makeTextReply({
        ...promiseReply(),
        language: 'pt',
        text: '✅ **Sim**: dá para entregar 2.000 STD-101 até sex., 27 de nov. 23:59.',
        actions: promiseReply().actions!.map((a) =>
          a.action === 'accept_promise'
            ? { ...a, label: 'Aceitar e programar' }
            : { ...a, label: 'Descartar' },
        ),
      }),
      lineBalancingDetails: null,
    });
    vi.mocked(acceptPromise).mockResolvedValue({
      success: true,
      order_id: 'RUSH-11251000',
      sales_order_id: 'SO-50120',
      change_id: 'c-13',
      promised_date: '2026-11-26T17:00:00.000Z',
      created: true,
    });
    render(<AssistantPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir assistente de IA' }));
    const input = screen.getByRole('textbox', { name: 'Mensagem para o assistente' });
    fireEvent.change(input, {
      target: { value: 'dá pra entregar 2 mil STD-101 pra Pampa até sexta a 0,90?' },
    });
    fireEvent.submit(input);
    await waitFor(() =>
      expect(screen.getAllByRole('listitem', { name: 'Mensagem do assistente' })).toHaveLength(2),
    );
    const last = () => screen.getAllByRole('listitem', { name: 'Mensagem do assistente' }).at(-1)!;
    fireEvent.click(within(last()).getByRole('button', { name: 'Aceitar e programar' }));
    await waitFor(() =>
      expect(last()).toHaveTextContent(
        'Pronto! A ordem RUSH-11251000 foi programada (pedido de venda SO-50120).',
      ),
    );
    expect(within(last()).getByRole('button', { name: 'Desfazer' })).toBeInTheDocument();
  });
});
