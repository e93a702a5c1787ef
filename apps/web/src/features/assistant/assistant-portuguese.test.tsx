import type { AssistantReply } from '@takt/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askAssistant } from '../../api/assistant-api.ts';
import { makeChange, makeRepairSummary, makeScheduleResult } from '../schedule/schedule-test-factories.ts';
import { AssistantPanel } from './AssistantPanel.tsx';
import { makeTextReply } from './assistant-test-factories.ts';

vi.mock('../../api/assistant-api.ts', () => ({ askAssistant: vi.fn() }));
// Discard tells the server (so a typed "yes" later applies nothing); here it succeeds quietly.
vi.mock('../../api/takt-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/takt-api.ts')>()),
  discardScheduleRun: vi.fn().mockResolvedValue(undefined),
}));

/**
 * English words that must not show in the panel in Portuguese: its former chrome, the notes, the
 * figures' and changes' words. Ids such as PRS-03 and the product name Takt are not words here.
 */
const ENGLISH = [
  'the',
  'and',
  'of',
  'to',
  'your',
  'you',
  'please',
  'hello',
  'save',
  'saved',
  'schedule',
  'confidence',
  'reasoning',
  'mode',
  'visible',
  'hidden',
  'decision',
  'thinking',
  'tool',
  'query',
  'clarification',
  'error',
  'suggestions',
  'create',
  'urgent',
  'order',
  'orders',
  'check',
  'inventory',
  'production',
  'type',
  'question',
  'processing',
  'processed',
  'request',
  'export',
  'report',
  'metrics',
  'change',
  'changes',
  'could',
  'apply',
  'applied',
  'tab',
  'transfer',
  'system',
  'discard',
  'proposal',
  'compared',
  'released',
  'plan',
  'undo',
  'more',
  'units',
  'delayed',
  'advanced',
  'machine',
  'operation',
  'pushed',
  'brings',
  'step',
  'forced',
  'mascot',
  'happy',
  'working',
  'open',
  'assistant',
  'message',
  'send',
  'close',
  'minimise',
  'expand',
  'hide',
  'show',
  'actions',
  'conversation',
  'delivery',
  'late',
  'try',
  'again',
  'with',
  'by',
];

function englishIn(text: string): string[] {
  return ENGLISH.filter((word) => new RegExp(`(^|[^\\p{L}-])${word}([^\\p{L}-]|$)`, 'iu').test(text));
}

/**
 * What a reader or a screen reader gets from the page, one piece a line (so words of adjacent
 * elements do not run together): its text and its labels, titles and placeholders.
 */
function shownText(root: HTMLElement): string {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  const attributes = [...root.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((element) =>
    ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [...texts, ...attributes].join('\n');
}

const panel = () => screen.getByRole('complementary', { name: 'Assistente Takt' });
const input = () => screen.getByRole('textbox', { name: 'Mensagem para o assistente' });
const assistantMessages = () => screen.getAllByRole('listitem', { name: 'Mensagem do assistente' });
const lastAssistantMessage = () => assistantMessages().at(-1)!;

function openPanel() {
  render(<AssistantPanel />);
  fireEvent.click(screen.getByRole('button', { name: 'Abrir assistente de IA' }));
}

async function ask(text: string) {
  const replies = assistantMessages().length;
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.submit(input());
  await waitFor(() => expect(assistantMessages()).toHaveLength(replies + 1));
}

const answer = (reply: AssistantReply) => ({ reply, lineBalancingDetails: null });

/** A repair proposal as the server words it in Portuguese, with every kind of reasoning step. */
function portugueseProposal(): AssistantReply {
  const summary = makeRepairSummary({
    summary_text: '8 operações mudaram: 1 troca de máquina, 7 operações atrasadas.',
  });
  const changes = [
    ...summary.changes,
    ...Array.from({ length: 5 }, (_, index) => makeChange({ order_id: `104${index}` })),
  ];
  return makeScheduleResult({
    text: '**Programação**: PRS-03 parada por 4 h.\n\n📊 Nenhuma ordem atrasada.',
    tool: { name: 'reschedule_breakdown', description: 'Reparo', reasoning: 'Quebra' },
    baseline: { compared_with: 'released_plan', is_proposal: true },
    changes_summary: { ...summary, changes },
    kpis: {
      scheduled_orders: 77,
      on_time_delivery: 96.5,
      late_orders: 2,
      setup_hours: 12.5,
      machine_changes: 1,
      solver_times: { total_ms: 40 },
    },
    reasoning_trace: [
      { type: 'thinking', content: 'Lendo o comando em português.' },
      { type: 'decision', content: 'Entendido como quebra da PRS-03.' },
      { type: 'tool', content: 'Ferramenta a executar: o reparo da programação.' },
      { type: 'query', content: 'Ordens abertas da planta.' },
      { type: 'clarification', content: 'Nenhuma pergunta a fazer.' },
    ],
  });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'pt');
  vi.mocked(askAssistant).mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the assistant panel in Portuguese (issue 10: replies and UI in the user language)', () => {
  it('shows no English word in a Portuguese conversation: chrome, notes, figures and changes', async () => {
    openPanel();
    vi.mocked(askAssistant).mockResolvedValueOnce(answer(portugueseProposal()));
    await ask('a PRS-03 quebrou, fica parada 4 horas');
    const proposal = lastAssistantMessage();
    expect(within(proposal).getByRole('region', { name: 'Mudanças na programação' })).toHaveTextContent(
      '…e mais 3 mudanças',
    );
    expect(within(proposal).getByRole('region', { name: 'Indicadores' })).toHaveTextContent(
      'Entrega no prazo96,5%',
    );
    fireEvent.click(within(proposal).getByRole('button', { name: 'Salvar programação' }));
    expect(lastAssistantMessage()).toHaveTextContent('Programação salva.');
    fireEvent.click(within(proposal).getByRole('button', { name: 'Descartar' }));

    vi.mocked(askAssistant).mockResolvedValueOnce(
      answer(
        makeTextReply({
          type: 'report',
          text: '📊 **Situação da produção**: 77 ordens abertas.',
          metrics: { open_orders: 77, late_orders: 2, 'In Process': 12, total_production: 1200 },
          reasoning_trace: [{ type: 'tool', content: 'Ferramenta a executar: a situação da produção.' }],
        }),
      ),
    );
    await ask('como está a produção?');
    expect(within(lastAssistantMessage()).getByRole('region', { name: 'Indicadores' })).toHaveTextContent(
      'Produção total1.200 unidades',
    );

    vi.mocked(askAssistant).mockResolvedValueOnce(answer(makeTextReply({ text: ' ', reasoning_trace: [] })));
    await ask('e agora?');
    expect(lastAssistantMessage()).toHaveTextContent('Processei sua solicitação.');

    vi.mocked(askAssistant).mockRejectedValueOnce(new Error(''));
    await ask('quanto tem de STD-101?');
    expect(lastAssistantMessage()).toHaveTextContent('❌ Erro ao processar sua solicitação.');

    expect(englishIn(shownText(panel()))).toEqual([]);
    expect(panel()).toHaveTextContent('Olá! Eu sou o Takt');
    expect(panel()).toHaveTextContent('confiança 90%');
    expect(within(proposal).getByRole('list', { name: 'Raciocínio' })).toHaveTextContent('decisão');
  });

  it('shows no English word while a request is pending, minimised, or before it opens', async () => {
    const { container } = render(<AssistantPanel />);
    expect(englishIn(shownText(container))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir assistente de IA' }));
    vi.mocked(askAssistant).mockReturnValueOnce(new Promise(() => {}));
    fireEvent.change(input(), { target: { value: 'a PRS-03 quebrou' } });
    fireEvent.submit(input());
    expect(screen.getByRole('status')).toHaveTextContent('Processando...');
    expect(screen.getByRole('img', { name: 'Mascote: pensando' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Visível' }));
    expect(englishIn(shownText(container))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Minimizar assistente' }));
    expect(englishIn(shownText(container))).toEqual([]);
  });

  it.each([
    ['Criar ordem urgente', 'Criar uma ordem urgente de 500 FG-OS-5072 para sexta'],
    ['Consultar estoque', 'Quais itens estão com estoque baixo?'],
    ['Situação da produção', 'Como está a produção?'],
  ])(
    'the suggestion %s fills the input with a Portuguese prompt, sent as Portuguese',
    async (label, prompt) => {
      vi.mocked(askAssistant).mockResolvedValue(answer(makeTextReply({ text: 'Certo.' })));
      openPanel();
      fireEvent.click(
        within(screen.getByRole('group', { name: 'Sugestões' })).getByRole('button', { name: label }),
      );
      expect(input()).toHaveValue(prompt);
      await act(async () => fireEvent.submit(input()));
      expect(vi.mocked(askAssistant).mock.calls[0]![0]).toMatchObject({ prompt, language: 'pt' });
    },
  );

  it.each([['a PRS-03 quebrou'], ['deu pane na BAN-01'], ['a extrusora parou'], ['falha na EXT-02']])(
    'the mascot is alert after trouble said in Portuguese: %j',
    async (text) => {
      vi.mocked(askAssistant).mockResolvedValue(answer(makeTextReply({ text: 'Certo.' })));
      openPanel();
      await ask(text);
      expect(screen.getByRole('img', { name: 'Mascote: alerta' })).toBeInTheDocument();
    },
  );
});
