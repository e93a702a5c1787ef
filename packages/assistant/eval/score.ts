import type { ConversationTurn, Entities, Intent, Interpretation, Polarity } from '../src/index.ts';

/** One labelled command of an evaluation set (one JSON object a line). */
export interface LabelledCommand {
  text: string;
  lang: 'en' | 'pt';
  intent: Intent;
  entities: Record<string, string | number>;
  /** The reference time of this command when it is not the set's (`2026-11-23T10:00:00Z`, a Monday). */
  now?: string;
  /** Safety labels (issue 10), checked when present: the polarity of a machine event, */
  polarity?: Polarity;
  /** whether the reply must ask (true) or may act (false), */
  clarify?: boolean;
  /** the intents the clarification's buttons read as, in order, */
  readings?: Intent[];
  /** and whether the command only asks what would happen (a what-if: never applied). */
  hypothetical?: boolean;
  /**
   * The conversation before this command, oldest first, as the API's `conversation_history` carries
   * it (issue 10, conversation state): the planner's texts and the assistant's reply texts.
   */
  history?: ConversationTurn[];
}

/** The reference time of the committed sets: Wednesday 2026-11-25 10:00 UTC (see README). */
export const EVAL_NOW = new Date('2026-11-25T10:00:00Z');

export interface CaseResult {
  command: LabelledCommand;
  interpretation: Interpretation;
  isIntentRight: boolean;
  /** Entity pairs expected but not produced (or produced with another value). */
  missed: string[];
  /** Entity pairs produced but not expected. */
  extra: string[];
  matched: number;
  /** Safety labels that did not hold (`polarity=up`, `clarify=true`, `readings=…`); empty when none. */
  unsafe: string[];
  /** Whether the command has any safety label. */
  hasSafetyLabel: boolean;
}

export interface EvalReport {
  cases: CaseResult[];
  intentAccuracy: number;
  precision: number;
  recall: number;
  f1: number;
  /** Share of the commands with safety labels whose labels all hold (1 when none has any). */
  safetyAccuracy: number;
  safetyLabelled: number;
}

/** Reads a JSONL evaluation set; blank lines and lines starting with `//` are skipped. */
export function parseCommands(jsonl: string): LabelledCommand[] {
  return jsonl
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .map((line) => JSON.parse(line) as LabelledCommand);
}

/**
 * The comparable form of an entity value: numbers numerically, dates as the ISO date when the label
 * names a day only, else to the minute (UTC); other values in upper case.
 */
export function normaliseValue(name: string, value: unknown, label?: unknown): string {
  if (typeof value === 'number') return String(Math.round(value * 1e6) / 1e6);
  const text = String(value).trim();
  if (name === 'date') {
    const isDayOnly = typeof label === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(label.trim());
    if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
    const at = new Date(text.length === 16 ? `${text}:00Z` : text);
    if (Number.isNaN(at.getTime())) return text;
    return isDayOnly ? at.toISOString().slice(0, 10) : at.toISOString().slice(0, 16);
  }
  if (/^-?\d+(\.\d+)?$/.test(text)) return String(Number(text));
  return text.toUpperCase();
}

/**
 * Entities scored only where the label states them: `status_kind`, `shift_direction` and
 * `shift_target` came after the sets of issue 5, which do not label them; nor `asks_when` (issue 13),
 * nor `balance_focus` (issue 15), nor `priority_change` and `quantity_change` (session 10).
 */
const LABELLED_ONLY = new Set([
  'status_kind',
  'shift_direction',
  'shift_target',
  'asks_when',
  'balance_focus',
  'priority_change',
  'quantity_change',
]);

function pairs(entities: Record<string, unknown>, labels: Record<string, unknown>): Map<string, string> {
  const result = new Map<string, string>();
  for (const [name, value] of Object.entries(entities)) {
    if (value === undefined || value === null) continue;
    if (LABELLED_ONLY.has(name) && !(name in labels)) continue;
    result.set(name, normaliseValue(name, value, labels[name]));
  }
  return result;
}

/** The safety labels of a command that its interpretation breaks; `reread` reads a button's prompt. */
function unsafeLabels(
  command: LabelledCommand,
  interpretation: Interpretation,
  reread?: (text: string) => Interpretation,
): string[] {
  const broken: string[] = [];
  if (command.polarity !== undefined && interpretation.polarity !== command.polarity)
    broken.push(`polarity=${command.polarity} (got ${interpretation.polarity ?? 'none'})`);
  const isHypothetical = interpretation.hypothetical === true;
  if (command.hypothetical !== undefined && isHypothetical !== command.hypothetical)
    broken.push(`hypothetical=${command.hypothetical} (got ${isHypothetical})`);
  const asks = interpretation.needs_clarification !== undefined;
  if (command.clarify !== undefined && asks !== command.clarify)
    broken.push(`clarify=${command.clarify} (got ${asks})`);
  if (command.readings !== undefined) {
    const prompts = interpretation.needs_clarification?.suggested_actions.map((a) => a.prompt) ?? [];
    const got = reread ? prompts.map((prompt) => reread(prompt).intent) : [];
    if (got.join(',') !== command.readings.join(','))
      broken.push(`readings=${command.readings.join(',')} (got ${got.join(',') || 'none'})`);
  }
  return broken;
}

/**
 * Scores one interpretation against its label. `reread` interprets a clarification button's prompt
 * as the planner would send it, for the `readings` label.
 */
export function scoreCase(
  command: LabelledCommand,
  interpretation: Interpretation,
  reread?: (text: string) => Interpretation,
): CaseResult {
  const expected = pairs(command.entities, command.entities);
  const produced = pairs(interpretation.entities as Entities & Record<string, unknown>, command.entities);
  const missed: string[] = [];
  const extra: string[] = [];
  let matched = 0;
  for (const [name, value] of expected) {
    if (produced.get(name) === value) matched++;
    else missed.push(`${name}=${value}`);
  }
  for (const [name, value] of produced) {
    if (expected.get(name) !== value) extra.push(`${name}=${value}`);
  }
  return {
    command,
    interpretation,
    isIntentRight: interpretation.intent === command.intent,
    missed,
    extra,
    matched,
    unsafe: unsafeLabels(command, interpretation, reread),
    hasSafetyLabel:
      command.polarity !== undefined ||
      command.clarify !== undefined ||
      command.readings !== undefined ||
      command.hypothetical !== undefined,
  };
}

/**
 * Runs an interpreter over a set and computes intent accuracy, micro-averaged entity precision,
 * recall and F1 over (entity name, value) pairs, and the share of safety labels that hold.
 */
export function evaluate(
  commands: LabelledCommand[],
  interpret: (command: LabelledCommand) => Interpretation,
): EvalReport {
  const cases = commands.map((command) =>
    scoreCase(command, interpret(command), (text) => interpret({ ...command, text })),
  );
  const matched = cases.reduce((sum, c) => sum + c.matched, 0);
  const produced = cases.reduce((sum, c) => sum + c.matched + c.extra.length, 0);
  const expected = cases.reduce((sum, c) => sum + c.matched + c.missed.length, 0);
  const precision = produced === 0 ? 1 : matched / produced;
  const recall = expected === 0 ? 1 : matched / expected;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const intentAccuracy = cases.length === 0 ? 1 : cases.filter((c) => c.isIntentRight).length / cases.length;
  const labelled = cases.filter((c) => c.hasSafetyLabel);
  const safetyAccuracy =
    labelled.length === 0 ? 1 : labelled.filter((c) => c.unsafe.length === 0).length / labelled.length;
  return { cases, intentAccuracy, precision, recall, f1, safetyAccuracy, safetyLabelled: labelled.length };
}
