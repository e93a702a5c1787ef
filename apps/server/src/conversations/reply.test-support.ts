import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AssistantReply, ScheduleResult } from '@takt/contract';
import { SEED_DIR, TEST_NOW } from '../test/fixtures.ts';

/** Reading a reply of the assistant as a planner does, and the plant's clock. */
export type Language = 'en' | 'pt-BR';
export type Reply = AssistantReply & { data?: unknown };
export type Schedule = ScheduleResult;

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const NOW = TEST_NOW.getTime();
/** A conversation is one test: many solves on a busy 2-core machine. */
export const CONVERSATION_TIMEOUT = 600_000;

/** An instant of plant time (São Paulo, UTC−3 all year): plant('2026-11-27', '08:00'). */
export const plant = (day: string, time = '00:00') => new Date(`${day}T${time}:00.000-03:00`).getTime();
/** The plant date (YYYY-MM-DD) of an instant. */
export const plantDate = (at: string | number | Date) =>
  new Date(new Date(at).getTime() - 3 * HOUR).toISOString().slice(0, 10);

export const OPEN_STATUSES = ['Created', 'Released', 'In Process'];
export const APPLY_ACTIONS = [
  'apply_schedule',
  'update_order',
  'create_order',
  'split_order',
  'release_order',
];

export const isSchedule = (reply: Reply): reply is Reply & Schedule => reply.type === 'schedule';
export const offersApply = (reply: Reply) =>
  (reply.actions ?? []).some((a) => APPLY_ACTIONS.includes(a.action));
export const newDowntimes = (reply: Reply) =>
  isSchedule(reply) ? reply.downtimes.filter((d) => d.is_new) : [];
export const dataText = (reply: Reply) => JSON.stringify(reply.data ?? null);
export const buttonsText = (reply: Reply) =>
  (reply.suggested_actions ?? []).map((a) => `${a.label} ${a.prompt}`).join(' | ');
/** The reply names it somewhere a planner reads it: its text, its data or its buttons. */
export const mentions = (reply: Reply, what: string) =>
  `${reply.text} ${dataText(reply)} ${buttonsText(reply)}`.includes(what);
/** Orders in a planned reply that the plant did not have. */
export const newOrdersIn = (reply: Reply, known: readonly string[]) =>
  isSchedule(reply) ? reply.data.orders.filter((o) => !known.includes(o.order_id)) : [];

// ---------------------------------------------------------------------------------------------------
// Portuguese replies: no English words. Master data is the plant's own text (written in English in the
// sample plant) and ids are ids: both are taken out before the words are checked.

// biome-ignore format: a word list
const STOPLIST = [
  'the', 'and', 'with', 'from', 'until', 'order', 'orders', 'late', 'is', 'are', 'will', 'would', 'been',
  'has', 'have', 'was', 'were', 'not', 'yes', 'none', 'low', 'critical', 'adequate', 'available', 'stock',
  'due', 'schedule', 'scheduled', 'machine', 'machines', 'apply', 'undo', 'undone', 'discard', 'down',
  'back', 'hour', 'hours', 'days', 'week', 'today', 'tomorrow', 'monday', 'tuesday', 'wednesday',
  'thursday', 'friday', 'saturday', 'sunday', 'running', 'next', 'after', 'before', 'which', 'what', 'when',
  'there', 'this', 'that', 'changed', 'changes', 'change', 'delayed', 'advanced', 'moved', 'planned',
  'finish', 'finished', 'started', 'overdue', 'shortfall', 'rush', 'breakdown', 'maintenance', 'shift',
  'overtime', 'operation', 'operations', 'quantity', 'customer', 'materials', 'of', 'to', 'for',
  'by', 'on', 'at', 'it', 'an', 'or', 'if', 'in', 'into', 'only', 'all', 'can', 'could', 'ready', 'needed',
  'needs', 'released', 'nothing', 'sorry', 'please', 'help', 'try', 'ask', 'example', 'since', 'than',
  'then', 'now', 'also', 'receipt', 'receipts', 'transit', 'on hand', 'in process', 'created', 'completed',
  'closed', 'urgent', 'high', 'priority', 'plant', 'units', 'pieces',
];

function seedStrings(): string[] {
  const read = (table: string) =>
    JSON.parse(readFileSync(join(SEED_DIR, `${table}.json`), 'utf8')) as Record<string, unknown>[];
  const fields: [string, string[]][] = [
    ['work_centers', ['name']],
    ['materials', ['description']],
    ['customers', ['name']],
    ['vendors', ['name']],
    ['downtimes', ['reason']],
    ['calendars', ['name']],
    ['locations', ['name']],
    ['molds', ['name']],
    ['routing_operations', ['description']],
    ['order_operations', ['description']],
    ['boms', ['product_name', 'description']],
    ['production_orders', ['material_description']],
  ];
  const strings = new Set<string>();
  for (const [table, columns] of fields)
    for (const row of read(table))
      for (const column of columns) if (typeof row[column] === 'string') strings.add(row[column] as string);
  return [...strings].filter((s) => s.length > 2).sort((a, b) => b.length - a.length);
}
const SEED_STRINGS = seedStrings();
const STOP_PATTERNS = STOPLIST.map(
  (word) => new RegExp(`(?<![\\p{L}\\p{N}_-])${word}(?![\\p{L}\\p{N}_-])`, 'giu'),
);
const ID = /\b[A-Z][A-Z0-9]*(?:-[A-Z0-9.]+)+\b/g;

/** English words (and English number formats) in what a Portuguese reply shows the planner. */
export function englishIn(reply: Reply): string[] {
  let shown = [
    reply.text,
    buttonsText(reply),
    // A plan's Apply and Discard are the web's own words; other replies show the server's labels.
    ...(isSchedule(reply) ? [] : (reply.actions ?? []).map((a) => a.label)),
    isSchedule(reply) ? (reply.changes_summary?.summary_text ?? '') : '',
  ].join('\n');
  for (const s of SEED_STRINGS) shown = shown.split(s).join(' ');
  shown = shown.replace(ID, ' ').replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z?/g, ' ');
  const found: string[] = [];
  for (const pattern of STOP_PATTERNS) {
    for (const match of shown.matchAll(pattern))
      if (!(match[0].length > 1 && match[0] === match[0].toUpperCase())) found.push(match[0]);
  }
  for (const match of shown.matchAll(/(?<![\d.,])[1-9]\d{0,2}(?:,\d{3})+(?![\d,])/g))
    found.push(`number ${match[0]}`);
  for (const match of shown.matchAll(/(?<![\d.,])\d+\.\d{1,2}(?![\d.])/g)) found.push(`number ${match[0]}`);
  return found;
}
