import type { AssistantReply } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

/**
 * Issue 10: a Portuguese conversation gets Portuguese replies — no English word in the text or on a
 * button, and figures in the Brazilian form (8.126, 1,5 h). Ordinary commands of a planner's day.
 */
let t: TestApp;
const headers = asUser('bia');
/** Master-data descriptions (English in the sample plant): data the reply quotes, not its wording. */
let descriptions: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const rows = await t.database.db
    .selectFrom('materials')
    .select('description')
    .where('dataset_id', '=', 'default')
    .execute();
  // Longest first, so a description that contains another is removed whole.
  descriptions = rows.map((r) => r.description).sort((a, b) => b.length - a.length);
});
afterAll(() => t.close());

/** Common English words that are not Portuguese words (so not "a", "as", "do", "no", "item", "material", "normal"). */
const ENGLISH = new Set(
  `the and of or to in on at by for from with until into over after before since within per
  is are was were be been has have had will can cannot could would should does did not nothing none every all
  it its their them they this that these those which what when where how much many more most only also
  you your we our i my there here yes
  order orders late stock stocks available low critical adequate machine machines down up schedule schedules
  open operation operations moved move moves plan plans planned planning released previous against changes changed
  change delayed advanced new removed forced pushed kept improvement improvements lateness repair waits wait arrives
  rush urgent due wanted ready earliest reorder point hand reserved value items inventory production status
  components levels cost path days hours minutes help try create check run units work search stopped same request
  gives breaks hard rule rules applied apply discard undo proposal transfer system downtime service back
  setup setups utilization overall calendar known around clock running interrupted again priority quantity
  week weeks next capacity process completed closed created centers center action messages message
  explosion bill materials which product name per lead time`.split(/\s+/),
);

/**
 * Not wording: ids (PRS-03, STD-101, 1022/0020), codes, units and locations in capitals (MAIN,
 * PRODUCTION, KG, MRP), the time-zone name and the product's name.
 */
const NOT_WORDING = [
  /\b[\p{L}\d]+(?:[-/][\p{L}\d]+)+\b/gu,
  /\b\p{Lu}{2,}\b/gu,
  /America\/Sao_Paulo/g,
  /\bTakt\b/g,
];

/** The English words of a reply's text, after the data it quotes (descriptions, ids) is taken out. */
function englishWordsIn(text: string): string[] {
  let wording = text;
  for (const description of descriptions) wording = wording.split(description).join(' ');
  for (const pattern of NOT_WORDING) wording = wording.replace(pattern, ' ');
  const words = wording.toLowerCase().match(/\p{L}+/gu) ?? [];
  return [...new Set(words.filter((word) => ENGLISH.has(word)))];
}

type Reply = AssistantReply & {
  actions?: { label: string }[];
  suggested_actions?: { label: string; prompt: string }[];
};

async function ask(prompt: string): Promise<Reply> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/run',
    headers,
    payload: { prompt, backend: 'offline', language: 'pt-BR', work_budget: 40 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Reply;
}

/**
 * What the planner reads of a reply: its text and the labels of its buttons. A schedule reply's
 * buttons are labelled by the web from its own catalogs (Transfer to System / Transferir ...), so
 * only the other replies' labels are the server's.
 */
const shown = (reply: Reply) =>
  [
    reply.text,
    ...(reply.type === 'schedule' ? [] : (reply.actions ?? []).map((a) => a.label)),
    ...(reply.suggested_actions ?? []).map((a) => `${a.label} ${a.prompt}`),
  ].join('\n');

describe('a Portuguese conversation is answered in Portuguese (issue 10)', () => {
  const commands: [string, string][] = [
    ['Como está a produção?', 'production_status'],
    ['Quanto temos de RM-778 em estoque?', 'inventory_query'],
    ['Onde está o RM-778?', 'inventory_query'],
    ['O que está com estoque baixo?', 'inventory_query'],
    ['Quanto vale o estoque?', 'inventory_query'],
    ['Rodar o MRP da fábrica', 'mrp_run'],
    ['Qual a estrutura do PRODUCT-001?', 'bom_explode'],
    ['ajuda', 'help'],
    ['A prensa PRS-06 quebrou por 4 horas', 'reschedule_breakdown'],
    ['A PRS-03 parou às 8h até segunda ordem', 'reschedule_breakdown'],
    ['Entrega de EPDM atrasada 3 dias', 'reschedule_material_delay'],
    ['Pedido urgente: 500 STD-101 até sexta', 'plan_rush_order'],
    ['Criar uma programação ótima para hoje', ''],
    ['Reprogramar o plano', ''],
    ['Mudar a prioridade da ordem 1022 para baixa', 'change_order'],
    ['desfaz isso', 'undo_change'],
  ];
  const replies = new Map<string, Reply>();

  it.each(commands)('%j has no English word in what the planner reads', async (prompt, tool) => {
    const reply = await ask(prompt);
    replies.set(prompt, reply);
    expect(reply.language).toBe('pt');
    if (tool) expect(reply.tool.name).toBe(tool);
    expect(englishWordsIn(shown(reply)), shown(reply)).toEqual([]);
    // English thousands (8,126) never appear. A Portuguese decimal may have three digits only below
    // one (0,013 of a bonding agent per engine mount), never after a leading 1-9.
    expect(reply.text).not.toMatch(/(?<![\d.,])[1-9]\d{0,2},\d{3}(?!\d)/);
  });

  it('writes a figure of a thousand or more with a dot between thousands (8.126)', async () => {
    const value = replies.get('Quanto vale o estoque?') ?? (await ask('Quanto vale o estoque?'));
    const figure = value.text.match(/US\$\s(\d{1,3}(?:\.\d{3})+)\b/);
    expect(figure, value.text).not.toBeNull();
    expect(Number(figure![1]!.replaceAll('.', ''))).toBeGreaterThanOrEqual(1000);
  });

  it('translates the stock statuses it shows', async () => {
    const low = replies.get('O que está com estoque baixo?') ?? (await ask('O que está com estoque baixo?'));
    expect(low.text).toMatch(/\(estoque (baixo|crítico)\)/);
  });

  it('checks the checker: an English reply is caught', () => {
    expect(englishWordsIn('3 orders are late: 1022 (FG-HOSE-38) 1.5 h late.')).toEqual(
      expect.arrayContaining(['orders', 'are', 'late']),
    );
    expect(englishWordsIn('3 ordens estão atrasadas: 1022 (FG-HOSE-38) 1,5 h de atraso.')).toEqual([]);
  });
});
