import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExplosionNode, StockRequirements, WhereUsed } from './api/bom-api.ts';
import { englishLeftIn } from './english-left.test-support.ts';
import { BomMrpPage } from './features/bom-mrp/BomMrpPage.tsx';
import {
  makeActionMessage,
  makeBom,
  makeComponent,
  makeExplosion,
  makeMrpResult,
  makePlannedOrder,
} from './features/bom-mrp/bom-test-factories.ts';
import { PlantMrpScreen } from './features/bom-mrp/PlantMrpScreen.tsx';
import { jsonResponse, stubApi } from './test-utils.tsx';

// Names and messages are the server's data, written in the caller's language: here, Portuguese.
const BOM = makeBom({
  product_name: 'Coxim do motor',
  components: [makeComponent({ item_name: 'Antidegradante 6PPD' })],
});

function renamed(node: ExplosionNode): ExplosionNode {
  return { ...node, item_name: `Peça ${node.item_id}`, children: node.children.map(renamed) };
}
const EXPLOSION = (() => {
  const explosion = makeExplosion();
  return { ...explosion, product_name: 'Produto acabado', structure: renamed(explosion.structure) };
})();

const MESSAGES = [
  makeActionMessage({
    type: 'EXPEDITE',
    priority: 'HIGH',
    item_id: 'RM-778',
    message:
      'Acelerar PLO-00001 de 500 PC de RM-778: a liberação era para 20/11/2026 (há 5 dias) para atender 27/11/2026',
  }),
  makeActionMessage({ message: 'Liberar PLO-00002 de 500 PC de P-1 em 25/11/2026, entrega 30/11/2026' }),
];

const PLAN = makeMrpResult({
  planned_orders: [
    makePlannedOrder({ item_name: 'Coxim do motor' }),
    makePlannedOrder({
      order_id: 'PR-00001',
      item_id: 'RM-778',
      item_name: 'Antidegradante 6PPD',
      order_type: 'PURCHASE_REQUISITION',
      release_date: '2026-11-20',
    }),
  ],
  action_messages: MESSAGES,
  warnings: ['O item RM-999 não está no cadastro de itens: planejado com lead time 0, lote a lote'],
  item_records: [
    {
      item_id: 'RM-778',
      item_name: 'Antidegradante 6PPD',
      unit: 'KG',
      low_level_code: 1,
      procurement: 'BUY',
      lot_sizing_method: 'LFL',
      lead_time_days: 7,
      on_hand: 40,
      available: 40,
      safety_stock: 50,
      buckets: [
        {
          start_date: '2026-11-23',
          end_date: '2026-11-30',
          gross_requirements: 120,
          scheduled_receipts: 0,
          projected_on_hand: 0,
          net_requirements: 80,
          planned_receipts: 80,
          planned_releases: 0,
        },
      ],
      elements: [
        {
          date: '2026-11-25',
          element_type: 'STOCK',
          element_id: 'STOCK',
          quantity: 40,
          available_quantity: 40,
        },
        {
          date: '2026-11-27',
          element_type: 'DEPENDENT',
          element_id: 'PLO-00001',
          quantity: -120,
          available_quantity: -80,
        },
        {
          date: '2026-11-27',
          element_type: 'PURCHASE_REQUISITION',
          element_id: 'PR-00001',
          quantity: 80,
          available_quantity: 0,
        },
      ],
    },
  ],
});

const STOCK: StockRequirements = {
  item_id: 'RM-778',
  item_name: 'Antidegradante 6PPD',
  unit: 'KG',
  safety_stock: 50,
  reorder_point: 60,
  planning_date: '2026-11-25',
  record: PLAN.item_records[0]!,
  action_messages: MESSAGES,
};

const WHERE_USED: WhereUsed = {
  item_id: 'RM-778',
  item_name: 'Antidegradante 6PPD',
  max_level: 99,
  used_in: [
    {
      item_id: 'P-1',
      item_name: 'Coxim do motor',
      level: 1,
      path: ['RM-778', 'P-1'],
      quantity_per: 2,
      scrap_percent: 0,
      cumulative_quantity: 2,
      component_type: 'RAW_MATERIAL',
      is_phantom: false,
      is_finished_good: true,
      parents: [],
    },
  ],
  finished_goods: [
    { item_id: 'P-1', item_name: 'Coxim do motor', path: ['RM-778', 'P-1'], cumulative_quantity: 2 },
  ],
};

const RUN_ID = '7d3f5c1e-8a4b-4c2d-9e6f-0a1b2c3d4e5f';

function renderScreen(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

function chooseProduct(productId: string, label = 'Produto/Material') {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value: productId } });
  fireEvent.submit(input);
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'pt');
  stubApi({
    'GET /api/bom/P-1': () => jsonResponse(BOM),
    'POST /api/bom/explode': () => jsonResponse(EXPLOSION),
    'POST /api/bom/where-used': () => jsonResponse(WHERE_USED),
    'GET /api/mrp/stock-requirements/RM-778': () => jsonResponse(STOCK),
    'POST /api/bom/mrp/runs': () => jsonResponse({ run_id: RUN_ID, status: 'queued' }),
    [`GET /api/bom/mrp/runs/${RUN_ID}`]: () =>
      jsonResponse({ run_id: RUN_ID, status: 'done', progress: null, result: PLAN, error: null }),
    'GET /api/inventory/items': () => jsonResponse({ source: 'playground', items: [] }),
    'POST /api/bom/chat': () =>
      jsonResponse({
        success: true,
        intent: 'cost',
        reasoning: ['Pergunta lida como custo.'],
        explanation: 'Custo de material de 1 × P-1: US$ 21,00.',
        data: {},
      }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the pt-BR screen walk of BOM & MRP: no English label left', () => {
  it('finds an English label on the same page in English (the scan can fail here)', async () => {
    localStorage.setItem('language', 'en');
    const { container } = renderScreen(<BomMrpPage />);
    chooseProduct('P-1', 'Product/Material');
    expect(await screen.findByDisplayValue('Coxim do motor')).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual(expect.arrayContaining(['management', 'explorer', 'scrap']));
  });

  it('CS03 BOM Management: context line, quick actions, tabs, header, components, totals, AI Suggest, footer', async () => {
    const { container } = renderScreen(<BomMrpPage />);
    expect(
      screen.getByText(
        'Informe um produto em Produto/Material para exibir sua lista técnica, ou use Criar Nova.',
      ),
    ).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual([]);
    chooseProduct('P-1');
    expect(await screen.findByDisplayValue('Coxim do motor')).toBeInTheDocument();
    expect(screen.getByTestId('bom-mode')).toHaveTextContent('Modo exibição');
    expect(screen.getByRole('tab', { name: /Gestão da Lista Técnica/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Totais da lista técnica')).toHaveTextContent('US$');
    expect(englishLeftIn(container)).toEqual([]);
    // Adding a line starts a change: the row's inputs and the Remove buttons show.
    fireEvent.click(screen.getByRole('button', { name: '+ Adicionar Componente' }));
    expect(screen.getByTestId('bom-mode')).toHaveTextContent('Modo modificação');
    expect(screen.getByRole('button', { name: 'Remover a linha 20' })).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual([]);
  });

  it('CS01 create mode and the AI chat panel with an answer', async () => {
    const { container } = renderScreen(<BomMrpPage initialMode="create" />);
    expect(screen.getByTestId('bom-mode')).toHaveTextContent('Modo criação');
    expect(screen.getByText('Nenhum componente. Use Adicionar Componente ou Copiar De.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Chat IA' }));
    expect(screen.getByRole('heading', { name: 'Assistente de IA' })).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Custo Acumulado' }));
    expect(await screen.findByText('Custo de material de 1 × P-1: US$ 21,00.')).toBeInTheDocument();
    expect(screen.getByText('Quanto custa este produto?')).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual([]);
  });

  it('CS11 BOM Explorer: parameters, summary, tree, indented and summarized lists, component details', async () => {
    const { container } = renderScreen(<BomMrpPage />);
    chooseProduct('P-1');
    fireEvent.click(screen.getByRole('tab', { name: /Explorador da Lista Técnica/ }));
    expect(englishLeftIn(container)).toEqual([]);
    const parameters = screen.getByRole('form', { name: 'Parâmetros da explosão' });
    fireEvent.click(within(parameters).getByRole('button', { name: 'Explodir Lista Técnica' }));
    expect(await screen.findByTestId('critical-path')).toHaveTextContent('(4 dias de lead time)');
    fireEvent.click(screen.getByRole('button', { name: 'CMPPeça CMP' }));
    expect(screen.getByRole('heading', { name: 'Detalhes do Componente' }).parentElement).toHaveTextContent(
      'Submontagem',
    );
    expect(englishLeftIn(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Lista Indentada' }));
    expect(screen.getByRole('table', { name: 'Lista técnica indentada' })).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Resumida' }));
    expect(screen.getByRole('table', { name: 'Lista técnica resumida' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar componentes' }), {
      target: { value: 'PKG' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('1 resultado');
    expect(englishLeftIn(container)).toEqual([]);
  });

  it('MD01 MRP Planning tab: parameters, then planned orders, action messages and the capacity check', async () => {
    const { container } = renderScreen(<BomMrpPage initialTab="mrp" />);
    expect(screen.getByRole('heading', { name: 'Ordens de Demanda' })).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Código do produto, ordem 1' }), {
      target: { value: 'P-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Rodar MRP' }));
    const orders = await screen.findByRole('table', { name: 'Ordens planejadas' });
    expect(orders).toHaveTextContent('Requisição de compra');
    expect(orders).toHaveTextContent('20/11/2026');
    expect(englishLeftIn(container)).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: 'Mensagens de Ação' }));
    expect(screen.getByRole('list', { name: 'Mensagens de ação' })).toHaveTextContent('ALTAAcelerar');
    expect(englishLeftIn(container)).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: 'Verificação de Capacidade' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Centro de trabalho' }), {
      target: { value: 'PRS-03' },
    });
    expect(screen.getByRole('table', { name: 'Carga semanal' })).toHaveTextContent(
      '30/11/2026102,680128,2%Sobrecarga',
    );
    expect(englishLeftIn(container)).toEqual([]);
  });

  it('MD04 Stock Requirements and CS15 Where-Used tabs', async () => {
    const { container } = renderScreen(<BomMrpPage initialTab="stock" />);
    expect(
      screen.getByText('Informe um material para ver seu estoque e suas necessidades.'),
    ).toBeInTheDocument();
    chooseProduct('RM-778');
    const list = await screen.findByRole('table', { name: 'Lista de estoque/necessidades' });
    expect(list).toHaveTextContent('Necessidade dependente');
    expect(list).toHaveTextContent('Falta');
    expect(screen.getByText('Compra')).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: /Onde é usado/ }));
    expect(await screen.findByRole('list', { name: 'Produtos acabados' })).toHaveTextContent('via direto');
    expect(screen.getByText('Produto acabado')).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual([]);
  });

  it('MD01 plant MRP screen: toolbar, KPI cards, critical materials, Stock/Requirements, recommended actions', async () => {
    const { container } = renderScreen(<PlantMrpScreen />);
    expect(await screen.findByLabelText('Indicadores do MRP')).toHaveTextContent('Materiais Analisados1');
    expect(screen.getByRole('alert')).toHaveTextContent('1 material crítico precisa de ação agora: RM-778');
    expect(screen.getByRole('table', { name: 'Estoque/Necessidades' })).toHaveTextContent(
      'Requisição de compra',
    );
    expect(screen.getByRole('heading', { name: 'Ações Recomendadas' })).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual([]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Centro' }), { target: { value: '2000' } });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '2000 Centro de Distribuição não tem dados de MRP: esta base contém só o centro 1000.',
      ),
    );
    expect(englishLeftIn(container)).toEqual([]);
  });
});
