import type { AssistantReply } from '@takt/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn } from './english-left.test-support.ts';
import { AssistantPanel } from './features/assistant/AssistantPanel.tsx';
import { makeTextReply } from './features/assistant/assistant-test-factories.ts';
import { makeRepairSummary, makeScheduleResult } from './features/schedule/schedule-test-factories.ts';
import { HEALTH, jsonResponse, stubApi } from './test-utils.tsx';

/** A reply's reasoning as the server words it in Portuguese, one step of each kind. */
const ASSISTANT_TRACE: AssistantReply['reasoning_trace'] = [
  { type: 'thinking', content: 'Lendo o comando em português.' },
  { type: 'decision', content: 'Entendido como quebra da PRS-03.' },
  { type: 'tool', content: 'Ferramenta a executar: o reparo da programação.' },
  { type: 'query', content: 'Ordens abertas da planta.' },
  { type: 'clarification', content: 'Nenhuma pergunta a fazer.' },
];

function renderScreen(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'pt');
  stubApi({ 'GET /api/health': () => jsonResponse(HEALTH) });
});
afterEach(() => vi.unstubAllGlobals());

describe('the pt-BR walk of the assistant panel: no English label left', () => {
  it('the assistant panel: a schedule proposal, a promise, stock, a report and help, every action shown', async () => {
    // Each reply's text is the server's, written in the caller's language; the rest is the panel's.
    const replies = [
      makeScheduleResult({
        text: '**Programação**: PRS-03 parada por 4 h.',
        baseline: { compared_with: 'released_plan', is_proposal: true },
        changes_summary: makeRepairSummary({ summary_text: '2 operações mudaram.' }),
        kpis: { scheduled_orders: 77, on_time_delivery: 96.5, setup_hours: 12.5, late_orders: 2 },
        reasoning_trace: ASSISTANT_TRACE,
      }),
      makeTextReply({
        intent: 'promise.check',
        text: '✅ **Sim**: 500 STD-101 podem ser entregues até sex 27 nov.',
        actions: [
          { label: 'Aceitar e Programar', action: 'accept_promise', data: { analysis_id: 'a-1' } },
          { label: 'Descartar', action: 'discard', data: {} },
        ],
        reasoning_trace: ASSISTANT_TRACE,
      }),
      makeTextReply({
        text: 'RM-778: 20,8 KG disponíveis.',
        metrics: { item_count: 3, total_value: 1520.5, total_production: 1200 },
        reasoning_trace: ASSISTANT_TRACE,
      }),
      makeTextReply({
        type: 'report',
        text: '# 📊 Relatório\n\n- **Ordens atrasadas:** 17\n- **Entrega no prazo:** 91%',
        metrics: { late_orders: 17, on_time_delivery: 91 },
        reasoning_trace: ASSISTANT_TRACE,
      }),
      makeTextReply({
        text: 'Posso programar, reprogramar e responder sobre ordens e estoque.',
        reasoning_trace: ASSISTANT_TRACE,
      }),
    ];
    stubApi({ 'POST /api/schedule/run': () => jsonResponse(replies.shift()) });
    const { container } = renderScreen(<AssistantPanel />);
    expect(englishLeftIn(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir assistente de IA' }));
    expect(screen.getByRole('checkbox', { name: 'Visível' })).toBeChecked();
    const input = screen.getByRole('textbox', { name: 'Mensagem para o assistente' });
    for (const [index, prompt] of [
      'PRS-03 quebrou, reprograma',
      'dá pra entregar 500 STD-101 até sexta?',
      'quanto tem de RM-778?',
      'resumo do turno pro gerente',
      'ajuda',
    ].entries()) {
      fireEvent.change(input, { target: { value: prompt } });
      fireEvent.submit(input);
      await waitFor(() =>
        expect(screen.getAllByRole('listitem', { name: 'Mensagem do assistente' })).toHaveLength(index + 2),
      );
    }
    expect(screen.getByRole('button', { name: 'Transferir para o Sistema' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aceitar e Programar' })).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: 'Exportar relatório' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('region', { name: 'Indicadores' })[1]).toHaveTextContent(
      'Produção total1.200 unidades',
    );
    expect(englishLeftIn(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar programação' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Descartar' })[0] as HTMLElement);
    expect(screen.getAllByText('Descartada: o plano não mudou.')).toHaveLength(2);
    expect(englishLeftIn(container)).toEqual([]);
  });
});
