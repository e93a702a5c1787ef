import type { Messages } from './en-US.ts';

/** The reply figures' labels by metric name (the server's KPI and report keys); units go with the value. */
const METRIC_LABELS: Readonly<Record<string, string>> = {
  scheduled_orders: 'Ordens programadas',
  scheduled_operations: 'Operações programadas',
  makespan_hours: 'Duração do plano',
  on_time_delivery: 'Entrega no prazo',
  late_orders: 'Ordens atrasadas',
  total_tardiness_hours: 'Atraso total',
  average_tardiness_hours: 'Atraso médio',
  overall_utilization: 'Utilização geral',
  setup_count: 'Setups',
  setup_hours: 'Tempo de setup',
  machine_changes: 'Trocas de máquina',
  open_orders: 'Ordens abertas',
  in_process: 'Em processo',
  released: 'Liberadas',
  created: 'Criadas',
  completed: 'Concluídas',
  closed: 'Encerradas',
  total_value: 'Valor total',
  item_count: 'Itens',
  total_planned_orders: 'Ordens planejadas',
  total_quantity: 'Quantidade total',
  unique_items: 'Itens distintos',
  average_lead_time: 'Lead time médio (dias)',
  oee: 'OEE',
  availability: 'Disponibilidade',
  performance: 'Desempenho',
  quality: 'Qualidade',
  defect_rate: 'Taxa de defeitos',
  first_pass_yield: 'Rendimento na primeira passagem',
  scrap_rate: 'Taxa de refugo',
  average_availability: 'Disponibilidade média',
  average_utilization: 'Utilização média',
  total_production: 'Produção total',
  good_units: 'Unidades boas',
};

/** The Portuguese (pt-BR) catalog: the same keys as en-US.ts. */
export const ptBR: Messages = {
  cause: {
    group: {
      forced: 'Forçadas',
      knock_on: 'Em cadeia',
      improvement: 'Melhorias',
      other: 'Outras mudanças',
    },
    stat: {
      forced_operations: 'Movimentos forçados',
      knock_on_operations: 'Movimentos em cadeia',
      improvement_operations: 'Movimentos de melhoria',
    },
    forced: {
      downtime: (workCenter: string, window: string) =>
        `em ${workCenter} durante a parada${window ? ` ${window}` : ''}`,
      calendar: (workCenter: string) => `fora do horário de ${workCenter}`,
      material: (until: string) => (until ? `espera material até ${until}` : 'espera material'),
      not_eligible: (workCenter: string) => `${workCenter} não pode mais executá-la`,
      start_passed: () => 'o início planejado já passou',
      interrupted: (workCenter: string) => `interrompida em ${workCenter}`,
      new_operation: () => 'nova no plano',
      unknown: () => 'o horário planejado não existe mais',
    },
    knockOn: (pusher: string, root: string | null) =>
      root ? `empurrada por ${pusher} (depois de ${root})` : `empurrada por ${pusher}`,
    knockOnUnknown: 'empurrada por uma mudança anterior',
    improvement: {
      onTime: (orderId: string) => `deixa a ordem ${orderId} no prazo`,
      lessLate: (orderId: string) => `reduz o atraso da ordem ${orderId}`,
      lateOrders: (count: string) => `−${count} ${count === '1' ? 'ordem atrasada' : 'ordens atrasadas'}`,
      tardiness: (hours: string) => `−${hours} h`,
      costs: (moves: string, machineChanges: string) =>
        `custa ${moves} ${moves === '1' ? 'movimento' : 'movimentos'}${
          machineChanges === '0'
            ? ''
            : ` (${machineChanges} ${machineChanges === '1' ? 'troca de máquina' : 'trocas de máquina'})`
        }`,
      step: (step: number, parts: string) => `passo ${step}: ${parts}`,
      unknown: (step: number) => `passo de melhoria ${step}`,
    },
    tally: (forced: string, knockOn: string, improvement: string) =>
      `${forced} forçadas · ${knockOn} em cadeia · ${improvement} de melhoria`,
  },
  gantt: {
    downtime: {
      breakdown: 'Quebra',
      maintenance: 'Manutenção',
      other: 'Parada',
      on: (kind: string, workCenter: string) => `${kind} em ${workCenter}`,
      isNew: 'Informada neste comando',
    },
    legend: {
      forced: 'Movimento forçado',
      knockOn: 'Movimento em cadeia',
    },
    barCause: (cause: string) => `Movida: ${cause}`,
    pager: {
      label: 'Semanas do plano',
      previous: 'Semana anterior',
      next: 'Próxima semana',
      position: (week: number, total: number) => `Semana ${week} de ${total}`,
      overview: 'Visão geral do plano',
      week: (week: number, days: string) => `Semana ${week}: ${days}`,
      hasDisruption: 'tem a parada informada ou um movimento forçado',
      hasDowntime: 'tem parada planejada',
    },
  },
  feasibility: {
    title: (count: number) =>
      `Este plano viola ${count} ${count === 1 ? 'regra obrigatória' : 'regras obrigatórias'}: não pode ser transferido para o sistema.`,
    more: (count: number) => `…e mais ${count}`,
  },
  plan: {
    transfer: 'Transferir para o Sistema',
    transferring: 'Transferindo...',
    discard: 'Descartar',
    undo: 'Desfazer',
    proposal: {
      title: 'Proposta',
      releasedPlan:
        'Comparada com o plano liberado. Nada muda até você transferi-la para o sistema, ou descartá-la.',
      chosenBaseline:
        'Comparada com a programação que você escolheu. Nada muda até você transferi-la para o sistema, ou descartá-la.',
    },
    released: {
      title: 'Plano liberado',
      text: 'Transferido para o sistema: este é agora o plano liberado.',
    },
    discarded: 'Descartada: o plano não mudou.',
    transferredNote: (orders: number) =>
      `Transferido para o sistema (${orders} ${orders === 1 ? 'ordem' : 'ordens'}): este é agora o plano liberado. A mudança foi registrada e pode ser desfeita.`,
    undone: 'Desfeito: o plano voltou a ser como era antes dessa mudança.',
  },
  change: {
    subject: (orderId: string, material: string, operationId: string) =>
      `Ordem ${orderId}${material ? ` (${material})` : ''}, operação ${operationId}`,
    machine: (from: string, to: string) => `máquina ${from} → ${to}`,
    shift: {
      delayed: (amount: string) => `atrasada em ${amount}`,
      advanced: (amount: string) => `adiantada em ${amount}`,
    },
    newOn: (workCenter: string) => `nova em ${workCenter}`,
    removedFrom: (workCenter: string) => `removida de ${workCenter}`,
    type: {
      machine_change: 'troca de máquina',
      time_change: 'mudança de horário',
      new_operation: 'operação nova',
      removed: 'removida',
    },
  },
  duration: {
    minutes: (minutes: string) => `${minutes} min`,
    hours: (hours: string) => `${hours} h`,
    days: (days: string) => `${days} dias`,
  },
  assistant: {
    name: 'Assistente Takt',
    tagline: 'Seu parceiro no planejamento da produção',
    open: 'Abrir assistente de IA',
    openTitle: 'Assistente de IA',
    showReasoning: 'Mostrar raciocínio',
    hideReasoning: 'Ocultar raciocínio',
    expand: 'Expandir assistente',
    expandTitle: 'Expandir',
    minimise: 'Minimizar assistente',
    minimiseTitle: 'Minimizar',
    close: 'Fechar assistente',
    closeTitle: 'Fechar',
    mascot: (mood: string) => `Mascote: ${mood}`,
    mood: { happy: 'feliz', thinking: 'pensando', alert: 'alerta', working: 'trabalhando' },
    reasoningMode: 'Modo de raciocínio',
    reasoningVisible: 'Visível',
    reasoningHidden: 'Oculto',
    reasoning: 'Raciocínio',
    traceType: {
      thinking: 'análise',
      tool: 'ferramenta',
      query: 'consulta',
      decision: 'decisão',
      clarification: 'esclarecimento',
      error: 'erro',
    },
    conversation: 'Conversa',
    assistantMessage: 'Mensagem do assistente',
    yourMessage: 'Sua mensagem',
    processing: 'Processando...',
    confidence: (percent: string) => `confiança ${percent}%`,
    actions: 'Ações',
    exportReport: 'Exportar relatório',
    input: {
      label: 'Mensagem para o assistente',
      placeholder: 'Digite sua pergunta...',
      send: 'Enviar',
    },
    suggestions: {
      label: 'Sugestões',
      urgentOrder: {
        label: 'Criar ordem urgente',
        prompt: 'Criar uma ordem urgente de 500 FG-OS-5072 para sexta',
      },
      inventory: { label: 'Consultar estoque', prompt: 'Quais itens estão com estoque baixo?' },
      status: { label: 'Situação da produção', prompt: 'Como está a produção?' },
    },
    welcome: [
      'Olá! Eu sou o Takt, seu parceiro no planejamento da produção.',
      'Posso criar e otimizar programações, reprogramar em torno de uma quebra de máquina, um atraso de material ou uma ordem urgente, e responder a perguntas sobre ordens e estoque.',
      'Experimente "a PRS-03 quebrou por 4 horas" ou "Como está a produção?".',
    ].join('\n\n'),
    emptyReply: 'Processei sua solicitação.',
    failedCall: '❌ Erro ao processar sua solicitação. Tente novamente.',
    requestFailed: 'A solicitação falhou.',
    replyOffContract: 'A resposta do servidor a /schedule/run não segue o contrato.',
    unknownError: 'Erro desconhecido',
    saveSchedule: 'Salvar programação',
    scheduleSaved:
      'Programação salva. Abra a aba Programação para vê-la no gráfico de Gantt com seus indicadores.',
    orderApplied: 'Aplicado: a ordem foi salva no seu plano. A mudança foi registrada e pode ser desfeita.',
    couldNotApply: (why: string) => `Não foi possível aplicar: ${why}`,
    promiseScheduled: (order: string, salesOrder: string) =>
      `Pronto! A ordem ${order} foi programada (pedido de venda ${salesOrder}). A mudança foi registrada e pode ser desfeita.`,
    promiseFromStock: (order: string, salesOrder: string) =>
      `Aceito: a ordem ${order} é atendida pelo estoque, reservado para o pedido de venda ${salesOrder}; nada precisou ser planejado.`,
    couldNotUndo: (why: string) => `Não foi possível desfazer: ${why}`,
    couldNotTransfer: (why: string) => `Não foi possível transferir: ${why}`,
    changes: 'Mudanças na programação',
    moreChanges: (count: number, formatted: string) =>
      `…e mais ${formatted} ${count === 1 ? 'mudança' : 'mudanças'}`,
    metrics: 'Indicadores',
    metricLabel: (name: string) => METRIC_LABELS[name] ?? null,
    units: (count: string) => `${count} unidades`,
  },
  form: {
    dataSource: 'Fonte de dados',
    defaultDataset: 'Dados padrão',
    customData: 'Dados próprios',
    stability: 'Estabilidade',
    stabilityOption: {
      plant: 'Configuração da planta',
      frozen: 'Congelada',
      balanced: 'Equilibrada',
      free: 'Livre',
    },
    compareWith: 'Comparar com',
    compareOption: {
      released: 'Plano liberado',
      shown: 'Programação exibida',
    },
  },
};
