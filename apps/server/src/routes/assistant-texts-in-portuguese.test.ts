import type { AssistantReply } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { enUS } from '../i18n/en-US.ts';
import { ptBR } from '../i18n/pt-BR.ts';

/**
 * Issue 16 ("no English left"): every text of an assistant reply a planner reads — the summary,
 * the changes summary, the tool's explanation, the reasoning steps, warnings, broken rules, the
 * line analysis's names and advice, a report's figure names and chart, the suggestions and the
 * buttons — is in the caller's language, asked by Accept-Language alone. The dictionary is the
 * server's own English catalog: its words the Portuguese catalog never uses.
 */
let t: TestApp;
/**
 * Master data the replies quote (material descriptions, work-center and line names, an operation's
 * description): not wording.
 */
let quoted: string[] = [];

/** The words of a text or an ICU message: a select's keys (Press {Prensa}) are codes, its branches text. */
function wordsOf(text: string): string[] {
  return (
    text
      .replace(/[\p{L}\d_=#]+\s*\{/gu, ' ')
      .replace(/[{}]/g, ' ')
      .toLowerCase()
      .match(/\p{L}[\p{L}'-]*\p{L}/gu) ?? []
  ).filter((word) => word.length >= 3);
}

/** Words both catalogs use, or that are names and units rather than wording. */
const NOT_ENGLISH_ONLY = new Set(['takt', 'oee', 'wip', 'lead', 'time', 'setup', 'setups', 'status', 'kpis']);

const ENGLISH_ONLY = (() => {
  const portuguese = new Set(Object.values(ptBR).flatMap(wordsOf));
  return new Set(
    Object.values(enUS)
      .flatMap(wordsOf)
      .filter((word) => !portuguese.has(word) && !NOT_ENGLISH_ONLY.has(word)),
  );
})();

/** Ids (PRS-03, STD-101, 1022/0020), codes and locations in capitals (MAIN, KG), the time zone. */
const NOT_WORDING = [/\b[\p{L}\d]+(?:[-/_][\p{L}\d]+)+\b/gu, /\b\p{Lu}{2,}\b/gu, /America\/Sao_Paulo/g];

function englishIn(text: string): string[] {
  let wording = text;
  for (const name of quoted) wording = wording.split(name).join(' ');
  for (const pattern of NOT_WORDING) wording = wording.replace(pattern, ' ');
  return [...new Set(wordsOf(wording).filter((word) => ENGLISH_ONLY.has(word)))];
}

type Reply = AssistantReply & { data?: unknown; metrics?: Record<string, unknown> };

/** Every string under `value`, but not under keys that hold ids, times or codes. */
function stringsUnder(value: unknown, skip: ReadonlySet<string>): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => stringsUnder(item, skip));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => (skip.has(key) ? [] : stringsUnder(item, skip)));
  return [];
}

const NOT_TEXT = new Set([
  'id',
  'line_id',
  'station_id',
  'station',
  'stations',
  'time_periods',
  'focus',
  'bottleneck_type',
  'work_center',
  'work_center_id',
  'product_id',
  'language',
  'prompt',
  'period',
  'audience',
  'unit',
  'source_endpoint',
  'generated_at',
  'period_start',
  'period_end',
  'kind',
  'categories',
  'orders',
  'action',
  'data',
]);

/** What the planner reads of a reply, each text labelled by where it sits. */
function shownTexts(reply: Reply): Array<[string, string]> {
  const texts: Array<[string, string]> = [
    ['text', reply.text],
    ['tool.description', reply.tool.description],
    ['tool.reasoning', reply.tool.reasoning],
    ...(reply.reasoning_trace ?? []).map((step): [string, string] => ['reasoning', step.content]),
    ...(reply.suggested_actions ?? []).map((a): [string, string] => ['suggestion', `${a.label} ${a.prompt}`]),
    ...(reply.actions ?? []).map((a): [string, string] => ['action', a.label]),
  ];
  if (reply.type === 'schedule') {
    texts.push(['changes_summary', reply.changes_summary?.summary_text ?? '']);
    for (const w of reply.warnings) texts.push(['warning', w.message]);
    for (const v of reply.feasibility.violations) texts.push(['violation', `${v.message} ${v.reason ?? ''}`]);
  }
  for (const text of stringsUnder(reply.line_balancing_details, NOT_TEXT)) texts.push(['line', text]);
  const report = (reply.data as { report?: unknown } | undefined)?.report;
  for (const text of stringsUnder(report, NOT_TEXT)) texts.push(['report', text]);
  return texts;
}

async function ask(prompt: string, language: 'pt-BR' | 'en-US', user: string): Promise<Reply> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/run',
    headers: { ...asUser(user), 'accept-language': language },
    payload: { prompt, backend: 'offline', work_budget: 40 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Reply;
}

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const materials = await db
    .selectFrom('materials')
    .select('description')
    .where('dataset_id', '=', 'default')
    .execute();
  const centers = await db
    .selectFrom('work_centers')
    .select('name')
    .where('dataset_id', '=', 'default')
    .execute();
  const operations = await db
    .selectFrom('order_operations')
    .select('description')
    .where('dataset_id', '=', 'default')
    .execute();
  // Longest first, so a name that contains another is removed whole.
  quoted = [
    ...materials.map((m) => m.description),
    ...centers.map((c) => c.name),
    ...operations.map((o) => o.description),
  ]
    .filter((name): name is string => typeof name === 'string' && name.length > 0)
    .sort((a, b) => b.length - a.length);
});
afterAll(() => t.close());

/** One command of each kind the assistant handles, in the order a planner's morning would say them. */
const COMMANDS: ReadonlyArray<[string, string, string]> = [
  ['schedule', 'Criar uma programação ótima para hoje', 'Create an optimal schedule for today'],
  ['breakdown', 'PRS-03 quebrou por 4 horas, reprograma', 'PRS-03 broke down for 4 hours, reschedule'],
  ['breakdown-asked', 'PRS-03 quebrou, reprograma', 'PRS-03 broke down, reschedule'],
  ['back', 'PRS-03 voltou', 'PRS-03 is back'],
  ['promise', 'Dá pra entregar 500 STD-101 até sexta?', 'Can we deliver 500 STD-101 by Friday?'],
  ['inventory', 'Quanto temos de RM-778 em estoque?', 'How much RM-778 do we have?'],
  [
    'transfer',
    'transfere 40 kg de RM-SBR-1502 do MAIN para PRODUCTION',
    'move 40 kg of RM-SBR-1502 from MAIN to PRODUCTION',
  ],
  ['bottleneck', 'analise os gargalos da linha', 'analyze the line bottlenecks'],
  ['report', 'resumo do turno pro gerente', 'shift summary for the plant manager'],
  ['move', 'passa a OP 1023 para a PRS-04', 'move order 1023 to PRS-04'],
  ['help', 'ajuda', 'help'],
  ['undo', 'desfaz isso', 'undo that'],
];

describe('assistant replies under Accept-Language: pt-BR have no English text (issue 16)', () => {
  it('checks the checker: an English sentence of the catalog is caught, its Portuguese is not', () => {
    expect(englishIn('The command asks for a schedule on the Press line')).toEqual(
      expect.arrayContaining(['the', 'asks', 'schedule', 'press']),
    );
    expect(englishIn('3 ordens estão atrasadas: 1022 (FG-HOSE-38) 1,5 h de atraso.')).toEqual([]);
  });

  it.each(COMMANDS)('%s: %j reads in Portuguese everywhere', async (_kind, prompt) => {
    const reply = await ask(prompt, 'pt-BR', 'pt-texts');
    expect(reply.language).toBe('pt');
    const english = shownTexts(reply).flatMap(([where, text]) =>
      englishIn(text).map((word) => `${where}: ${word} in ${JSON.stringify(text.slice(0, 160))}`),
    );
    expect(english).toEqual([]);
  });

  it.each(COMMANDS)('%s: the same command in English keeps the English texts', async (_kind, _pt, prompt) => {
    const reply = await ask(prompt, 'en-US', 'en-texts');
    expect(reply.language).toBe('en');
    const texts = shownTexts(reply).map(([, text]) => text);
    // English replies are written from the same catalog: some of its English-only words show.
    expect(texts.flatMap(englishIn).length, texts.join('\n')).toBeGreaterThan(0);
  });
});
