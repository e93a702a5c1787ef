import type { z } from 'zod';
import { EXAMPLE_SCENARIOS, ExampleScenario } from './example-scenarios.ts';

/** The texts of a scenario a planner reads and sends, in one language (enterprise-shell §3 example scenario). */
export const ExampleScenarioTexts = ExampleScenario.pick({
  title: true,
  prompt: true,
  description: true,
  expectedResult: true,
  kpiImpact: true,
});
export type ExampleScenarioTexts = z.infer<typeof ExampleScenarioTexts>;

/**
 * The scenarios in Brazilian Portuguese, by id. Each prompt is a command the assistant reads in
 * Portuguese and answers on the sample plant as the expected result says (apps/server/src/routes/
 * examples-pt-br.test.ts); a promise question states the same form fields as its English one.
 */
export const EXAMPLE_SCENARIO_TEXTS_PT_BR: Readonly<Record<string, ExampleScenarioTexts>> = {
  'press-breakdown': {
    title: 'Quebra de prensa',
    prompt: 'A PRS-03 quebrou, vai ficar parada por 8 horas',
    description: 'Uma prensa de vulcanização para no meio do turno; o plano tem de contornar a parada.',
    expectedResult:
      'Uma programação reparada que deixa a PRS-03 livre por 8 horas, com um resumo das mudanças listando cada operação movida e o porquê.',
    kpiImpact: 'Protege a entrega no prazo',
  },
  'autoclave-maintenance': {
    title: 'Manutenção da autoclave',
    prompt: 'A autoclave AUT-01 está parada para manutenção por 6 horas',
    description: 'Manutenção planejada de uma autoclave que faz a pós-cura de mangueiras e O-rings.',
    expectedResult:
      'Uma programação reparada com a AUT-01 livre por 6 horas e as operações de cura afetadas movidas, listadas no resumo das mudanças.',
  },
  'press-status': {
    title: 'No que uma prensa está trabalhando?',
    prompt: 'No que a PRS-03 está trabalhando?',
    description: 'Pergunte ao plano liberado o que uma prensa produz agora e em seguida.',
    expectedResult:
      'A ordem em produção na PRS-03 agora, ou que ela está ociosa, e a próxima ordem com início e fim.',
  },
  'rush-oil-seals': {
    title: 'Pedido urgente de retentores',
    prompt: 'Pedido urgente: 2000 FG-OS-5072 até sexta',
    description: 'Um cliente automotivo precisa de 2.000 retentores 50x72 até sexta-feira.',
    expectedResult:
      'Uma programação com uma nova ordem urgente para a parte da quantidade que o estoque não cobre, e um resumo das ordens que ela empurra.',
    kpiImpact: 'Nível de serviço ao cliente',
  },
  'new-engine-mount-order': {
    title: 'Nova ordem de coxins de motor',
    prompt: 'Criar uma ordem de 300 FG-EM-210 para 10 de dezembro',
    description: 'Abrir uma ordem de produção de coxins traseiros do motor.',
    expectedResult:
      'Uma proposta de nova ordem de 300 FG-EM-210 para 10 de dezembro, com Aplicar e Descartar: nada é criado até você aplicar.',
  },
  'split-hose-order': {
    title: 'Dividir uma ordem grande de mangueiras',
    prompt: 'Dividir a ordem 1022 em duas',
    description: 'Entregar antes metade de uma ordem atrasada de mangueiras de radiador, dividindo-a.',
    expectedResult:
      'Uma proposta que divide a ordem 1022 em duas ordens com metade da quantidade cada, mesma data de entrega e cliente, para aplicar ou descartar.',
  },
  'carbon-black-late': {
    title: 'Negro de fumo atrasado',
    prompt: 'A remessa de negro de fumo N550 vai chegar com 2 dias de atraso',
    description: 'Um atraso do fornecedor de uma carga que os compostos de EPDM e NBR precisam.',
    expectedResult:
      'Uma programação reparada em que nenhuma operação que precisa do negro de fumo N550 começa antes de ele chegar, com as mudanças no resumo.',
    kpiImpact: 'Evita paradas de linha',
  },
  'epdm-delay': {
    title: 'Polímero EPDM atrasado',
    prompt: 'A entrega do RM-EPDM-50 está atrasada 3 dias',
    description: 'O polímero EPDM de mangueiras, perfis e juntas está três dias atrasado.',
    expectedResult:
      'Uma programação reparada que espera o RM-EPDM-50 onde precisa e move as ordens afetadas, listadas no resumo das mudanças.',
  },
  'schedule-today': {
    title: 'A programação de hoje',
    prompt: 'Criar uma programação otimizada para hoje',
    description: 'Programar todas as ordens abertas da fábrica a partir de agora.',
    expectedResult:
      'Uma programação de todas as ordens abertas sem duas operações ao mesmo tempo num centro de trabalho, com indicadores e um gráfico de Gantt.',
    kpiImpact: 'Prazo total e entrega no prazo',
  },
  'late-orders': {
    title: 'Quais ordens estão atrasadas?',
    prompt: 'Quais ordens estão atrasadas?',
    description: 'A verificação matinal do plano liberado.',
    expectedResult:
      'As ordens atrasadas do plano liberado, a pior primeiro, cada uma com sua data de entrega e o término planejado.',
  },
  'run-mrp': {
    title: 'Rodar o MRP',
    prompt: 'Rodar o MRP',
    description: 'Confrontar as necessidades dos próximos 30 dias com o estoque e os recebimentos em aberto.',
    expectedResult:
      'Ordens planejadas e as mensagens de ação mais urgentes (antecipar, comprar agora) dos próximos 30 dias.',
  },
  'promise-o-rings': {
    title: 'O-rings em dois dias',
    prompt: 'Conseguimos fazer 500 unidades de STD-101 em 2 dias a US$ 48?',
    description: 'Um distribuidor pede O-rings padrão a um preço dado.',
    expectedResult:
      'Viável: prometido do estoque de acabados hoje, com a margem a US$ 48 a unidade contra a meta de 15 %.',
    kpiImpact: 'Tempo de resposta à cotação',
  },
  'promise-oil-seals': {
    title: 'Pedido grande de retentores',
    prompt: 'Conseguimos entregar 20.000 unidades de FG-OS-5072 em 10 dias a US$ 6,50?',
    description: 'Uma cotação automotiva grande que precisa de produção, não só de estoque.',
    expectedResult:
      'Inviável na data pedida: a data mais cedo que a fábrica pode prometer, depois da pedida, com prazo e margem.',
  },
  'promise-engine-mounts': {
    title: 'Coxins de motor na semana que vem',
    prompt: 'Conseguimos entregar 3.000 unidades de PRODUCT-001 em 7 dias a US$ 85?',
    description: 'Coxins hidráulicos de motor para uma linha de montagem, cotados a US$ 85.',
    expectedResult: 'Viável na data pedida ou antes, com a margem atingindo a meta.',
  },
  'quarantined-o-rings': {
    title: 'O-rings retidos em quarentena',
    prompt: 'Quanto temos de FG-OR-052?',
    description:
      'Um lote de O-rings de EPDM foi reprovado na dureza; veja o que pode ser usado e o que está retido.',
    expectedResult:
      'O estoque de FG-OR-052 por local, com a quantidade retida em QUARANTINE mostrada à parte.',
  },
  'trimming-down': {
    title: 'Estação de rebarbação parada',
    prompt: 'A TRM-01 vai ficar parada por 6 horas para troca das lâminas',
    description: 'As lâminas de rebarbação são trocadas depois de um defeito de rebarba.',
    expectedResult:
      'Uma programação reparada com a TRM-01 livre por 6 horas e as operações movidas no resumo das mudanças.',
    kpiImpact: 'Rendimento na primeira passagem',
  },
  'inspection-queue': {
    title: 'Fila da inspeção',
    prompt: 'No que a INS-01 está trabalhando?',
    description: 'O que chega em seguida à inspeção final.',
    expectedResult:
      'O que a INS-01 produz agora, ou que ela está ociosa, e a próxima ordem com início e fim.',
  },
  'antidegradant-stock': {
    title: 'Estoque de antidegradante',
    prompt: 'Quanto temos de RM-778?',
    description: 'Verificar o antiozonante 6PPD antes da próxima campanha de mistura de NR.',
    expectedResult: 'O RM-778 disponível, em estoque e reservado, por local, com a situação do estoque.',
  },
  'low-stock': {
    title: 'O que está com estoque baixo?',
    prompt: 'O que está com estoque baixo?',
    description: 'Itens no ponto de pedido ou abaixo dele.',
    expectedResult:
      'Os itens no ponto de pedido ou abaixo dele, cada um com a quantidade disponível e o ponto de pedido.',
    kpiImpact: 'Menos faltas de estoque',
  },
};

/** A scenario in the planner's language: the Portuguese texts over the English ones in pt-BR. */
export function exampleScenarioIn(scenario: ExampleScenario, locale: 'en-US' | 'pt-BR'): ExampleScenario {
  const texts = locale === 'pt-BR' ? EXAMPLE_SCENARIO_TEXTS_PT_BR[scenario.id] : undefined;
  return texts ? { ...scenario, ...texts } : scenario;
}

/** The scenarios as a planner reading `locale` sees them, in the screen's order. */
export function exampleScenariosIn(locale: 'en-US' | 'pt-BR'): ExampleScenario[] {
  return EXAMPLE_SCENARIOS.map((scenario) => exampleScenarioIn(scenario, locale));
}
