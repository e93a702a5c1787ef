import type { Entities, Intent, Language } from './interpretation.ts';

type Text = Record<Language, string>;

/** Names of entities as a planner says them. */
const ENTITY_NAMES: Record<keyof Entities, Text> = {
  work_center: { en: 'work center', pt: 'centro de trabalho' },
  work_center_type: { en: 'kind of work center', pt: 'tipo de centro de trabalho' },
  material: { en: 'material', pt: 'material' },
  quantity: { en: 'quantity', pt: 'quantidade' },
  unit: { en: 'unit', pt: 'unidade' },
  date: { en: 'date', pt: 'data' },
  duration_minutes: { en: 'duration', pt: 'duração' },
  bom_direction: { en: 'where used', pt: 'onde é usado' },
  order_id: { en: 'order', pt: 'ordem' },
  operation_id: { en: 'operation', pt: 'operação' },
  customer: { en: 'customer', pt: 'cliente' },
  price: { en: 'price', pt: 'preço' },
  location: { en: 'location', pt: 'local' },
  from_location: { en: 'source location', pt: 'local de origem' },
  priority: { en: 'priority', pt: 'prioridade' },
  priority_change: { en: 'raise or lower', pt: 'subir ou baixar' },
  quantity_change: { en: 'more or less', pt: 'mais ou menos' },
  inventory_kind: { en: 'kind of question', pt: 'tipo de pergunta' },
  status_kind: { en: 'kind of question', pt: 'tipo de pergunta' },
  shift_direction: { en: 'later or earlier', pt: 'mais tarde ou mais cedo' },
  shift_target: { en: 'due date or start', pt: 'entrega ou início' },
  parts: { en: 'number of parts', pt: 'número de partes' },
  shift: { en: 'shift', pt: 'turno' },
  days: { en: 'days', pt: 'dias' },
  asks_when: { en: 'earliest date', pt: 'data mais cedo' },
  balance_focus: { en: 'what to analyse', pt: 'o que analisar' },
};

/** An entity's name for questions; the key itself for names without a translation. */
export function entityName(entity: string, language: Language): string {
  return ENTITY_NAMES[entity as keyof Entities]?.[language] ?? entity;
}

/** The texts of questions and trace entries, in English and Portuguese. */
export const MESSAGES = {
  language: (lang: Language, detected: boolean) =>
    ({
      en: `Reading the command in English${detected ? ' (detected)' : ''}.`,
      pt: `Lendo o comando em português${detected ? ' (detectado)' : ''}.`,
    })[lang],
  truncated: {
    en: 'The command is long: only its first 2,000 characters were read.',
    pt: 'O comando é longo: só os primeiros 2.000 caracteres foram lidos.',
  },
  corrected: (lang: Language, list: string) =>
    ({ en: `Corrected typos: ${list}.`, pt: `Erros de digitação corrigidos: ${list}.` })[lang],
  resolved: (lang: Language, said: string, value: string, name: string) =>
    ({
      en: `"${said}" is ${value}${name ? ` (${name})` : ''}.`,
      pt: `"${said}" é ${value}${name ? ` (${name})` : ''}.`,
    })[lang],
  // English keeps the intent's code, as the trace always showed it; its words are English, so Portuguese names the tool.
  intent: (lang: Language, intent: string, score: number) =>
    ({
      en: `Read as ${intent} (score ${score}).`,
      pt: `Entendido como ${TOOLS[intent as Intent]?.pt ?? intent} (pontuação ${score}).`,
    })[lang],
  nothing: {
    en: 'No planning command recognised: offering help.',
    pt: 'Nenhum comando de planejamento reconhecido: oferecendo ajuda.',
  },
  dropped: (lang: Language, list: string) =>
    ({ en: `Ignored as ambiguous: ${list}.`, pt: `Ignorado por ser ambíguo: ${list}.` })[lang],
  tool: (lang: Language, tool: string) =>
    ({ en: `Tool to run: ${tool}.`, pt: `Ferramenta a executar: ${tool}.` })[lang],
  whichOf: (lang: Language, entity: string, said: string, options: string) =>
    ({
      en: `Which ${entity} do you mean by "${said}": ${options}?`,
      pt: `Qual ${entity} você quer dizer com "${said}": ${options}?`,
    })[lang],
  whichIsDown: (lang: Language, said: string, options: string) =>
    ({ en: `Which ${said} is down: ${options}?`, pt: `Qual ${said} parou: ${options}?` })[lang],
  noSuchWorkCenter: (lang: Language, said: string, options: string) =>
    ({
      en: `There is no work center "${said}". Which one do you mean: ${options}?`,
      pt: `Não existe o centro de trabalho "${said}". Qual você quer dizer: ${options}?`,
    })[lang],
  whichIsBack: (lang: Language, said: string, options: string) =>
    ({
      en: `Which ${said} is back in service: ${options}?`,
      pt: `Qual ${said} voltou a funcionar: ${options}?`,
    })[lang],
  downOrUp: (lang: Language, workCenter: string | undefined) =>
    ({
      en: `Is ${workCenter ?? 'the machine'} down, or back in service?`,
      pt: `${workCenter ? `A ${workCenter}` : 'A máquina'} parou ou voltou a funcionar?`,
    })[lang],
  bothPolarities: {
    en: 'The command says both that the machine is down and that it is back: asking which.',
    pt: 'O comando diz que a máquina parou e que voltou: perguntando qual.',
  },
  requests: (lang: Language, count: number) =>
    ({
      en: `There are ${COUNT_WORDS.en[count] ?? count} requests in this message. Which one should I handle first?`,
      pt: `Há ${COUNT_WORDS.pt[count] ?? count} solicitações nesta mensagem. Qual devo tratar primeiro?`,
    })[lang],
  compound: (lang: Language, intents: string) =>
    ({
      en: `Several requests in one message (${intents}): each becomes a button, none is run.`,
      pt: `Várias solicitações em uma mensagem (${intents}): cada uma vira um botão, nenhuma é executada.`,
    })[lang],
  unsure: {
    en: 'I am not sure what you mean. Which of these?',
    pt: 'Não tenho certeza do que você quer. Qual destas?',
  },
  lowConfidence: (lang: Language, confidence: number) =>
    ({
      en: `Confidence ${confidence} is below the threshold for a change: offering the candidate readings.`,
      pt: `Confiança ${confidence} abaixo do limite para uma alteração: oferecendo as leituras possíveis.`,
    })[lang],
  or: { en: 'or', pt: 'ou' },
  missing: (lang: Language, entity: string) => ({ en: `Missing: ${entity}?`, pt: `Falta: ${entity}?` })[lang],
  followUp: (lang: Language, turn: number, said: string, intent: string) =>
    ({
      en: `Follows up on the earlier command "${said}" (turn ${turn} of the history): ${intent} with what this message names.`,
      pt: `Continua o comando anterior "${said}" (turno ${turn} do histórico): ${intent} com o que esta mensagem diz.`,
    })[lang],
  cancelsOrderInFocus: (lang: Language, turn: number, said: string, order: string) =>
    ({
      en: `"Cancel it" after "${said}" (turn ${turn} of the history): the order that command names, ${order}.`,
      pt: `"Cancela" depois de "${said}" (turno ${turn} do histórico): a ordem que esse comando nomeia, ${order}.`,
    })[lang],
  discardsProposalInFocus: (lang: Language, turn: number, said: string) =>
    ({
      en: `"Cancel it" right after "${said}" (turn ${turn} of the history), not yet applied: that proposal is turned down; the order stays. Say "cancel the order" to cancel the order itself.`,
      pt: `"Cancela" logo depois de "${said}" (turno ${turn} do histórico), ainda não aplicado: essa proposta é descartada; a ordem fica. Diga "cancela a ordem" para cancelar a própria ordem.`,
    })[lang],
  nothingToCancel: {
    en: 'The conversation names no order and proposes no change just before this: asking which order.',
    pt: 'A conversa não nomeia ordem nem propõe mudança logo antes disto: perguntando qual ordem.',
  },
  answers: (lang: Language, turn: number, said: string, intent: string) =>
    ({
      en: `Answers the question asked about "${said}" (turn ${turn} of the history): ${intent}.`,
      pt: `Responde à pergunta feita sobre "${said}" (turno ${turn} do histórico): ${intent}.`,
    })[lang],
  picks: (lang: Language, option: number, turn: number, said: string) =>
    ({
      en: `Chooses option ${option} of the question asked about "${said}" (turn ${turn} of the history).`,
      pt: `Escolhe a opção ${option} da pergunta feita sobre "${said}" (turno ${turn} do histórico).`,
    })[lang],
} as const;

const COUNT_WORDS: Record<Language, Record<number, string>> = {
  en: { 2: 'two', 3: 'three', 4: 'four' },
  pt: { 2: 'duas', 3: 'três', 4: 'quatro' },
};

/** The tool the server runs for each intent (issue 5), for the trace. */
export const TOOLS: Record<Intent, Text> = {
  'schedule.create': { en: 'the scheduler against the baseline', pt: 'o programador contra a linha de base' },
  'schedule.breakdown': {
    en: 'the scheduler with downtime inserted',
    pt: 'o programador com a parada inserida',
  },
  'schedule.material_delay': {
    en: 'the scheduler with a later material release',
    pt: 'o programador com liberação posterior do material',
  },
  'schedule.rush_order': {
    en: 'the scheduler with a new rush order',
    pt: 'o programador com um novo pedido urgente',
  },
  'order.change': {
    en: 'the order update, then the scheduler',
    pt: 'a alteração da ordem, depois o programador',
  },
  'order.create': { en: 'order creation', pt: 'a criação de ordem' },
  'production.status': { en: 'the production status query', pt: 'a consulta de status da produção' },
  'inventory.query': { en: 'the inventory query', pt: 'a consulta de estoque' },
  'inventory.transfer': { en: 'the stock transfer', pt: 'a transferência de estoque' },
  'promise.check': { en: 'the delivery promise check', pt: 'a verificação de promessa de entrega' },
  'mrp.run': { en: 'the MRP run', pt: 'a execução do MRP' },
  'bom.query': { en: 'the bill-of-materials query', pt: 'a consulta da lista de materiais' },
  'balance.analyze': { en: 'the line-balancing analysis', pt: 'a análise de balanceamento de linha' },
  'report.generate': { en: 'the report generator', pt: 'o gerador de relatórios' },
  help: { en: 'help', pt: 'ajuda' },
  'schedule.restore': {
    en: 'the scheduler with the downtime ended',
    pt: 'o programador com a parada encerrada',
  },
  'change.undo': { en: 'the undo of the last applied change', pt: 'o desfazer da última alteração aplicada' },
  'change.apply': {
    en: 'the apply of the previous reply’s proposal',
    pt: 'a aplicação da proposta da resposta anterior',
  },
  'change.discard': {
    en: 'the discard of the previous reply’s proposal',
    pt: 'o descarte da proposta da resposta anterior',
  },
  'order.cancel': { en: 'the order cancellation', pt: 'o cancelamento da ordem' },
  'order.split': { en: 'the order split', pt: 'a divisão da ordem' },
  'order.release': { en: 'the order release', pt: 'a liberação da ordem' },
  'order.move': {
    en: 'the repair that moves the operation to that work center',
    pt: 'o reparo que passa a operação para esse centro de trabalho',
  },
  'capacity.add': {
    en: 'the scheduler with the extra working time',
    pt: 'o programador com o tempo extra de trabalho',
  },
};

/** Questions for a missing entity, by intent where the wording differs. */
export const MISSING_QUESTIONS: Record<string, Text> = {
  'schedule.breakdown:work_center': { en: 'Which machine broke down?', pt: 'Qual máquina quebrou?' },
  'schedule.breakdown:duration_minutes': {
    en: 'For how long will {work_center} be down?',
    pt: 'Por quanto tempo {work_center} vai ficar parada?',
  },
  'schedule.restore:work_center': {
    en: 'Which machine is back in service?',
    pt: 'Qual máquina voltou a funcionar?',
  },
  'schedule.material_delay:material': {
    en: 'Which material is delayed?',
    pt: 'Qual material está atrasado?',
  },
  'schedule.material_delay:duration_minutes': {
    en: 'How long is {material} delayed, or when will it arrive?',
    pt: 'Quanto tempo {material} vai atrasar, ou quando chega?',
  },
  'schedule.rush_order:material': {
    en: 'Which product is the rush order for?',
    pt: 'Qual produto é o pedido urgente?',
  },
  'schedule.rush_order:quantity': {
    en: 'How many {material} does the rush order need?',
    pt: 'Quantas unidades de {material} o pedido urgente precisa?',
  },
  'schedule.rush_order:date': {
    en: 'By when is the rush order for {material} due?',
    pt: 'Para quando é o pedido urgente de {material}?',
  },
  'order.change:order_id': { en: 'Which order should change?', pt: 'Qual ordem deve mudar?' },
  'order.change:change': {
    en: 'What should change for order {order_id}: the due date, the priority or the quantity?',
    pt: 'O que deve mudar na ordem {order_id}: a data de entrega, a prioridade ou a quantidade?',
  },
  'order.change:shift_direction': {
    en: 'Should order {order_id} move later or earlier?',
    pt: 'A ordem {order_id} deve ir para mais tarde ou mais cedo?',
  },
  'order.cancel:order_id': { en: 'Which order should be cancelled?', pt: 'Qual ordem deve ser cancelada?' },
  'order.split:order_id': { en: 'Which order should be split?', pt: 'Qual ordem deve ser dividida?' },
  'order.release:order_id': { en: 'Which order should be released?', pt: 'Qual ordem deve ser liberada?' },
  'order.move:order_id': {
    en: 'Which order should move to {work_center}?',
    pt: 'Qual ordem deve passar para a {work_center}?',
  },
  'order.move:work_center': {
    en: 'Which work center should order {order_id} move to?',
    pt: 'Para qual centro de trabalho a ordem {order_id} deve passar?',
  },
  'order.split:split': {
    en: 'How should order {order_id} be split: into how many parts, or how much into a new order?',
    pt: 'Como dividir a ordem {order_id}: em quantas partes, ou quanto vai para uma nova ordem?',
  },
  'capacity.add:work_center': {
    en: 'On which machine is the extra time?',
    pt: 'Em qual máquina é o tempo extra?',
  },
  'capacity.add:start': {
    en: 'When does the extra time on {work_center} start?',
    pt: 'Quando começa o tempo extra na {work_center}?',
  },
  'capacity.add:duration_minutes': {
    en: 'How long is the extra time on {work_center}?',
    pt: 'Quanto tempo extra na {work_center}?',
  },
  'capacity.add:shift': {
    en: 'Which shift on {work_center}?',
    pt: 'Qual turno na {work_center}?',
  },
  'capacity.add:day': {
    en: 'Which day on {work_center}?',
    pt: 'Em qual dia na {work_center}?',
  },
  'capacity.add:days': {
    en: 'Extra time is added one day at a time for now: which day on {work_center}?',
    pt: 'Por enquanto o tempo extra é lançado um dia por vez: qual dia na {work_center}?',
  },
  'order.create:material': { en: 'Which product is the new order for?', pt: 'Qual produto é a nova ordem?' },
  'order.create:quantity': {
    en: 'How many {material} should the order be for?',
    pt: 'Qual a quantidade de {material} da ordem?',
  },
  'inventory.transfer:material': {
    en: 'Which material should be moved?',
    pt: 'Qual material deve ser transferido?',
  },
  'inventory.transfer:location': { en: 'Where should {material} go?', pt: 'Para onde {material} deve ir?' },
  'inventory.query:material': {
    en: 'Which material do you want to know about?',
    pt: 'Sobre qual material você quer saber?',
  },
  'promise.check:material': { en: 'Which product should I check?', pt: 'Qual produto devo verificar?' },
  'bom.query:material': {
    en: 'Which product’s bill of materials?',
    pt: 'A lista de materiais de qual produto?',
  },
};

/** Example continuations offered as buttons when something is missing. */
export const EXAMPLES: Record<string, { label: Text; suffix: Text }[]> = {
  duration_minutes: [
    { label: { en: '2 hours', pt: '2 horas' }, suffix: { en: 'for 2 hours', pt: 'por 2 horas' } },
    { label: { en: '4 hours', pt: '4 horas' }, suffix: { en: 'for 4 hours', pt: 'por 4 horas' } },
    {
      label: { en: 'One shift (8 h)', pt: 'Um turno (8 h)' },
      suffix: { en: 'for one shift', pt: 'por um turno' },
    },
    { label: { en: '1 day', pt: '1 dia' }, suffix: { en: 'for 1 day', pt: 'por 1 dia' } },
  ],
  date: [
    { label: { en: 'Tomorrow', pt: 'Amanhã' }, suffix: { en: 'by tomorrow', pt: 'para amanhã' } },
    { label: { en: 'Friday', pt: 'Sexta-feira' }, suffix: { en: 'by Friday', pt: 'até sexta-feira' } },
    { label: { en: 'In 3 days', pt: 'Em 3 dias' }, suffix: { en: 'in 3 days', pt: 'em 3 dias' } },
  ],
  quantity: [
    { label: { en: '100', pt: '100' }, suffix: { en: '100 pcs', pt: '100 peças' } },
    { label: { en: '500', pt: '500' }, suffix: { en: '500 pcs', pt: '500 peças' } },
    { label: { en: '1,000', pt: '1.000' }, suffix: { en: '1,000 pcs', pt: '1.000 peças' } },
  ],
  shift_direction: [
    { label: { en: 'Later', pt: 'Mais tarde' }, suffix: { en: 'later', pt: 'mais tarde' } },
    { label: { en: 'Earlier', pt: 'Mais cedo' }, suffix: { en: 'earlier', pt: 'mais cedo' } },
  ],
  split: [
    { label: { en: 'In two', pt: 'Em duas' }, suffix: { en: 'in two', pt: 'em duas' } },
    { label: { en: 'In three', pt: 'Em três' }, suffix: { en: 'into 3 parts', pt: 'em 3 partes' } },
  ],
  start: [
    {
      label: { en: 'Tonight 10pm', pt: 'Hoje 22h' },
      suffix: { en: 'tonight at 10pm', pt: 'hoje às 22h' },
    },
    {
      label: { en: 'Saturday 6am', pt: 'Sábado 6h' },
      suffix: { en: 'on Saturday at 6am', pt: 'sábado às 6h' },
    },
    {
      label: { en: 'Sunday 6am', pt: 'Domingo 6h' },
      suffix: { en: 'on Sunday at 6am', pt: 'domingo às 6h' },
    },
  ],
  change: [
    { label: { en: 'Due date Friday', pt: 'Entrega sexta' }, suffix: { en: 'to Friday', pt: 'para sexta' } },
    {
      label: { en: 'Priority high', pt: 'Prioridade alta' },
      suffix: { en: 'priority high', pt: 'prioridade alta' },
    },
  ],
};
