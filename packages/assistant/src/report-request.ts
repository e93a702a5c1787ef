import { detectLanguage } from './language.ts';
import { foldText } from './text.ts';

/** The contract's report words (packages/contract reports.ts), spelled here: the assistant imports no package. */
export type ReportPeriod = 'shift' | 'day' | 'week' | 'month';
export type ReportAudience = 'plant_manager' | 'planner' | 'finance' | 'general';
export type ReportLanguage = 'en-US' | 'pt-BR';
export type ReportMetricId =
  | 'oee'
  | 'availability'
  | 'performance'
  | 'quality'
  | 'on_time_delivery'
  | 'late_orders'
  | 'utilization'
  | 'setup_hours'
  | 'stock_value'
  | 'shortages'
  | 'margin';

/** What a report prompt asks for: the span, the reader, the figures and the language to write in. */
export interface ReportRequest {
  period: ReportPeriod;
  audience: ReportAudience;
  metrics: ReportMetricId[];
  language: ReportLanguage;
}

/** Words that make a text ask for a report ("weekly production summary", "resumo do turno"). */
const REPORT_WORDS = /\b(report|summary|summarize|summarise|kpis?|relatorio|resumo|resuma|indicadores)\b/;

/** Period words, most specific first: "turno" is a shift even in "resumo diario do turno". */
const PERIOD_WORDS: ReadonlyArray<[ReportPeriod, RegExp]> = [
  ['shift', /\b(shift|turno)\b/],
  ['month', /\b(month|monthly|mes|mensal)\b/],
  ['day', /\b(day|daily|today|dia|diario|hoje)\b/],
  ['week', /\b(week|weekly|semana|semanal)\b/],
];

const AUDIENCE_WORDS: ReadonlyArray<[ReportAudience, RegExp]> = [
  ['finance', /\b(finance|financial|cfo|controller|controladoria|financeiro|financas)\b/],
  ['planner', /\b(planner|planners|planning|planejador|planejamento|pcp)\b/],
  ['plant_manager', /\b(manager|director|head|gerente|diretor|diretoria|gestor|chefe)\b/],
];

/** Figure words in English and Portuguese; OEE brings its three parts with it. */
const METRIC_WORDS: ReadonlyArray<[ReportMetricId[], RegExp]> = [
  [['oee', 'availability', 'performance', 'quality'], /\boee\b/],
  [['availability'], /\b(availability|disponibilidade)\b/],
  [['performance'], /\b(performance|desempenho)\b/],
  [['quality'], /\b(quality|qualidade)\b/],
  [['on_time_delivery'], /\b(on[- ]time|otif|delivery|deliveries|pontualidade|no prazo|entregas?)\b/],
  [['late_orders'], /\b(late|overdue|delayed|atrasad[oa]s?|atrasos?)\b/],
  [['utilization'], /\b(utili[sz]ation|load|capacity|utilizacao|ocupacao|carga|capacidade)\b/],
  [['setup_hours'], /\b(setups?|changeovers?|trocas?)\b/],
  [['stock_value'], /\b(stock value|inventory value|valor do estoque|valor de estoque)\b/],
  [['shortages'], /\b(shortages?|stockouts?|out of stock|faltas?|rupturas?)\b/],
  [['margin'], /\b(margin|margins|profit|profitability|margem|lucro|rentabilidade)\b/],
];

/** The figures each reader gets when the prompt names none. */
const DEFAULT_METRICS: Record<ReportAudience, ReportMetricId[]> = {
  plant_manager: [
    'oee',
    'availability',
    'performance',
    'quality',
    'on_time_delivery',
    'late_orders',
    'utilization',
    'setup_hours',
    'shortages',
  ],
  planner: ['on_time_delivery', 'late_orders', 'utilization', 'setup_hours', 'shortages'],
  finance: ['stock_value', 'margin', 'late_orders', 'on_time_delivery'],
  general: [
    'oee',
    'availability',
    'performance',
    'quality',
    'on_time_delivery',
    'late_orders',
    'utilization',
    'setup_hours',
    'stock_value',
    'shortages',
    'margin',
  ],
};

/** Whether a text asks for a report rather than a plan change or a question. */
export function isReportRequest(text: string): boolean {
  return REPORT_WORDS.test(foldText(text));
}

/**
 * Reads a report prompt by its words in English or Portuguese: the period ("turno" is a shift;
 * default a week), the reader (default general), the figures named (default the reader's set, in
 * the order a report lists them) and the prompt's language. Words it does not know change nothing.
 */
export function readReportRequest(text: string): ReportRequest {
  const folded = foldText(text);
  const period = PERIOD_WORDS.find(([, words]) => words.test(folded))?.[0] ?? 'week';
  const audience = AUDIENCE_WORDS.find(([, words]) => words.test(folded))?.[0] ?? 'general';
  const named = new Set(METRIC_WORDS.flatMap(([ids, words]) => (words.test(folded) ? ids : [])));
  const wanted = named.size > 0 ? named : new Set(DEFAULT_METRICS[audience]);
  const metrics = DEFAULT_METRICS.general.filter((id) => wanted.has(id));
  return { period, audience, metrics, language: detectLanguage(text) === 'pt' ? 'pt-BR' : 'en-US' };
}
