import type { Entities, Intent, Interpretation } from '../src/index.ts';

/** One labelled command of an evaluation set (one JSON object a line). */
export interface LabelledCommand {
  text: string;
  lang: 'en' | 'pt';
  intent: Intent;
  entities: Record<string, string | number>;
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
}

export interface EvalReport {
  cases: CaseResult[];
  intentAccuracy: number;
  precision: number;
  recall: number;
  f1: number;
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

function pairs(entities: Record<string, unknown>, labels: Record<string, unknown>): Map<string, string> {
  const result = new Map<string, string>();
  for (const [name, value] of Object.entries(entities)) {
    if (value === undefined || value === null) continue;
    result.set(name, normaliseValue(name, value, labels[name]));
  }
  return result;
}

/** Scores one interpretation against its label. */
export function scoreCase(command: LabelledCommand, interpretation: Interpretation): CaseResult {
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
  };
}

/**
 * Runs an interpreter over a set and computes intent accuracy and micro-averaged entity precision,
 * recall and F1 over (entity name, value) pairs.
 */
export function evaluate(
  commands: LabelledCommand[],
  interpret: (command: LabelledCommand) => Interpretation,
): EvalReport {
  const cases = commands.map((command) => scoreCase(command, interpret(command)));
  const matched = cases.reduce((sum, c) => sum + c.matched, 0);
  const produced = cases.reduce((sum, c) => sum + c.matched + c.extra.length, 0);
  const expected = cases.reduce((sum, c) => sum + c.matched + c.missed.length, 0);
  const precision = produced === 0 ? 1 : matched / produced;
  const recall = expected === 0 ? 1 : matched / expected;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const intentAccuracy = cases.length === 0 ? 1 : cases.filter((c) => c.isIntentRight).length / cases.length;
  return { cases, intentAccuracy, precision, recall, f1 };
}
