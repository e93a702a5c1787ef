import type {
  ReportAudience,
  ReportLanguage,
  ReportMetricId,
  ReportMetricUnit,
  ReportPeriod,
} from '@takt/contract';

/** Each metric's unit and the call whose figure it is (the screen that shows it). */
export const METRIC_FACTS: Record<ReportMetricId, { unit: ReportMetricUnit; sourceEndpoint: string }> = {
  oee: { unit: 'percent', sourceEndpoint: 'none (see reason)' },
  availability: { unit: 'percent', sourceEndpoint: 'GET /api/capacity + calendars' },
  performance: { unit: 'percent', sourceEndpoint: 'none (see reason)' },
  quality: { unit: 'percent', sourceEndpoint: 'none (see reason)' },
  on_time_delivery: { unit: 'percent', sourceEndpoint: 'GET /api/dashboard' },
  late_orders: { unit: 'count', sourceEndpoint: 'GET /api/dashboard' },
  utilization: { unit: 'percent', sourceEndpoint: 'GET /api/capacity' },
  setup_hours: { unit: 'hours', sourceEndpoint: 'released plan + setup matrix' },
  stock_value: { unit: 'USD', sourceEndpoint: 'GET /api/inventory/value' },
  shortages: { unit: 'count', sourceEndpoint: 'GET /api/inventory/alerts' },
  margin: { unit: 'percent', sourceEndpoint: 'GET /api/financial/product-costing + sales orders' },
};

interface Words {
  metric: Record<ReportMetricId, string>;
  period: Record<ReportPeriod, string>;
  /** A shift by its calendar name (Early, Late, Night). */
  shiftNamed: (name: string) => string;
  audience: Record<ReportAudience, string>;
  title: (period: string, audience: string) => string;
  periodLine: (start: string, end: string) => string;
  chartTitle: string;
  notComputable: string;
  notes: string;
  reasons: {
    noRates: string;
    noGoodScrap: string;
    oeeParts: string;
    noOpenOrders: string;
    noCapacity: string;
    noSalesOrders: string;
  };
  shiftIsDay: string;
  marginStandardCost: string;
  availabilityFromDowntime: string;
}

const EN: Words = {
  metric: {
    oee: 'OEE',
    availability: 'Availability',
    performance: 'Performance',
    quality: 'Quality',
    on_time_delivery: 'On-time delivery',
    late_orders: 'Late orders',
    utilization: 'Utilization',
    setup_hours: 'Setup hours',
    stock_value: 'Stock value',
    shortages: 'Shortages',
    margin: 'Margin',
  },
  period: { shift: 'Shift', day: 'Daily', week: 'Weekly', month: 'Monthly' },
  shiftNamed: (name) => `${name} shift`,
  audience: {
    plant_manager: 'for the plant manager',
    planner: 'for the planner',
    finance: 'for finance',
    general: '',
  },
  title: (period, audience) => `${period} production report ${audience}`.trim(),
  periodLine: (start, end) => `${start} → ${end} (plant dates, end excluded)`,
  chartTitle: 'Utilization by work center (%)',
  notComputable: 'not computable',
  notes: 'Notes',
  reasons: {
    noRates: 'the dataset records no actual cycle times or produced quantities per run',
    noGoodScrap: 'the dataset records no good and scrap quantities (only BOM scrap allowances)',
    oeeParts: 'OEE needs performance and quality, which this dataset does not allow',
    noOpenOrders: 'there are no open production orders',
    noCapacity: 'no working time in the period',
    noSalesOrders: 'no sales order with a bill of materials is due in the period',
  },
  shiftIsDay: 'No shift runs now, so the report reads the plant day.',
  marginStandardCost:
    'Margin is sales price against the CK11N standard cost (BOM material and routing labor) of the sales orders due in the period.',
  availabilityFromDowntime:
    'Availability is the share of shift hours not lost to the breakdowns and maintenance the calendars record.',
};

const PT: Words = {
  metric: {
    oee: 'OEE',
    availability: 'Disponibilidade',
    performance: 'Desempenho',
    quality: 'Qualidade',
    on_time_delivery: 'Entrega no prazo',
    late_orders: 'Ordens atrasadas',
    utilization: 'Utilização',
    setup_hours: 'Horas de setup',
    stock_value: 'Valor do estoque',
    shortages: 'Faltas',
    margin: 'Margem',
  },
  period: { shift: 'do turno', day: 'diário', week: 'semanal', month: 'mensal' },
  shiftNamed: (name) => `do turno ${name}`,
  audience: {
    plant_manager: 'para o gerente da planta',
    planner: 'para o planejador',
    finance: 'para o financeiro',
    general: '',
  },
  title: (period, audience) => `Relatório de produção ${period} ${audience}`.trim(),
  periodLine: (start, end) => `${start} → ${end} (datas da planta, fim excluído)`,
  chartTitle: 'Utilização por centro de trabalho (%)',
  notComputable: 'não calculável',
  notes: 'Observações',
  reasons: {
    noRates: 'o conjunto de dados não registra tempos de ciclo reais nem quantidades produzidas por execução',
    noGoodScrap:
      'o conjunto de dados não registra quantidades boas e refugadas (só as perdas previstas na BOM)',
    oeeParts: 'o OEE precisa de desempenho e qualidade, que este conjunto de dados não permite',
    noOpenOrders: 'não há ordens de produção abertas',
    noCapacity: 'não há tempo de trabalho no período',
    noSalesOrders: 'nenhum pedido de venda com lista de materiais vence no período',
  },
  shiftIsDay: 'Nenhum turno em andamento agora, então o relatório lê o dia da planta.',
  marginStandardCost:
    'A margem é o preço de venda contra o custo-padrão do CK11N (material da BOM e mão de obra dos roteiros) dos pedidos de venda que vencem no período.',
  availabilityFromDowntime:
    'A disponibilidade é a parte das horas de turno não perdida com as quebras e manutenções registradas nos calendários.',
};

/** The report's words in its language. */
export const wordsOf = (language: ReportLanguage): Words => (language === 'pt-BR' ? PT : EN);

/** A figure as the report's language writes it: "85.2%", "1,234.50 USD", "12.5 h", "3". */
export function displayOf(value: number | null, unit: ReportMetricUnit, language: ReportLanguage): string {
  if (value === null) return wordsOf(language).notComputable;
  const number = (digits: number) =>
    new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      value,
    );
  switch (unit) {
    case 'percent':
      return `${number(1)}%`;
    case 'USD':
      return `${number(2)} USD`;
    case 'hours':
      return `${number(1)} h`;
    case 'count':
      return number(0);
  }
}
