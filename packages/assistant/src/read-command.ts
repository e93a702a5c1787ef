import { clarify } from './clarify.ts';
import { choiceConfidence, classifyIntent, type Signals } from './classify-intent.ts';
import { extractEntities, type Findings, type ReadingContext } from './extract-entities.ts';
import { detectCues } from './intent-cues.ts';
import type {
  Entities,
  Intent,
  Interpretation,
  InterpretContext,
  Language,
  TraceEntry,
} from './interpretation.ts';
import { detectLanguage } from './language.ts';
import { MESSAGES, TOOLS } from './messages.ts';
import { plantIndex } from './plant-index.ts';
import { isReschedulingIntent } from './rescheduling-intent.ts';
import { selectEntities } from './select-entities.ts';
import { makeScan } from './text.ts';
import { correctTypos } from './typos.ts';

/** Longest command read; the rest is ignored (and the trace says so). */
export const MAX_COMMAND_LENGTH = 2000;

const REPAIRS = new Set<Intent>(['schedule.breakdown', 'schedule.material_delay', 'schedule.rush_order']);
const PURCHASED = new Set(['RAW', 'INSERT', 'PACKAGING']);

function signalsOf(findings: Findings, context: ReadingContext): Signals {
  const materialTypes = findings.materials.flatMap((m) =>
    m.candidates.map((id) => context.index.materialsById.get(id)?.type?.toUpperCase() ?? ''),
  );
  return {
    hasMachine: findings.workCenters.length > 0,
    hasMaterial: findings.materials.length > 0,
    hasPurchasedMaterial: materialTypes.some((type) => PURCHASED.has(type)),
    hasQuantity: findings.quantities.length > 0 || findings.bareNumbers.length > 0,
    hasOrder: findings.orders.some((o) => !o.isBare),
    hasBareOrder: findings.orders.some((o) => o.isBare),
    hasLocation: findings.locations.length > 0,
    hasDate: findings.dates.length > 0,
  };
}

function describeFindings(findings: Findings, language: Language, context: ReadingContext): TraceEntry[] {
  const entries: TraceEntry[] = [];
  for (const mention of findings.workCenters) {
    const name =
      mention.candidates.length === 1
        ? (context.masterData.workCenters.find((w) => w.id === mention.candidates[0])?.name ?? '')
        : '';
    entries.push({
      type: 'query',
      content: MESSAGES.resolved(language, mention.said, mention.candidates.join(' / '), name),
      details: mention,
    });
  }
  for (const mention of findings.materials) {
    const name =
      mention.candidates.length === 1
        ? (context.index.materialsById.get(mention.candidates[0]!)?.description ?? '')
        : '';
    entries.push({
      type: 'query',
      content: MESSAGES.resolved(language, mention.said, mention.candidates.join(' / '), name),
      details: mention,
    });
  }
  for (const mention of findings.customers) {
    entries.push({
      type: 'query',
      content: MESSAGES.resolved(language, mention.said, mention.candidates.join(' / '), ''),
      details: mention,
    });
  }
  return entries;
}

/**
 * Reads a planner's command (English or Portuguese) into a typed interpretation: the intent, the
 * entities resolved against the plant's master data, a confidence, a clarification question when
 * an entity is missing or ambiguous (never a guess), and the reasoning trace, in the command's
 * language. Pure: no clock (dates count from `context.now`), no I/O; any text gives a result,
 * `help` when nothing is recognised. Interpreting is not executing: the caller runs the tool.
 */
export function interpretCommand(text: string, context: InterpretContext): Interpretation {
  const trace: TraceEntry[] = [];
  const read = typeof text === 'string' ? text.slice(0, MAX_COMMAND_LENGTH) : '';
  const language = context.language ?? detectLanguage(read);
  trace.push({ type: 'thinking', content: MESSAGES.language(language, context.language === undefined) });
  if (read.length < (typeof text === 'string' ? text.length : 0))
    trace.push({ type: 'error', content: MESSAGES.truncated[language] });

  const index = plantIndex(context.masterData);
  const corrected = correctTypos(read, index.vocabulary, index.knownWords);
  if (corrected.corrections.length > 0) {
    const list = corrected.corrections.map((c) => `${c.from} → ${c.to}`).join(', ');
    trace.push({
      type: 'thinking',
      content: MESSAGES.corrected(language, list),
      details: corrected.corrections,
    });
  }
  const scan = makeScan(corrected.text);
  const reading: ReadingContext = {
    now: context.now,
    language,
    offsetMinutes: context.timezoneOffsetMinutes ?? 0,
    masterData: context.masterData,
    index,
  };
  const findings = extractEntities(scan, reading);
  trace.push(...describeFindings(findings, language, reading));

  const choice = classifyIntent(detectCues(scan.folded), signalsOf(findings, reading));
  const intent = choice.intent;
  trace.push(
    choice.best > 0
      ? { type: 'decision', content: MESSAGES.intent(language, intent, choice.best), details: choice.scores }
      : { type: 'decision', content: MESSAGES.nothing[language] },
  );
  const { entities, ambiguities } = selectEntities(intent, findings, scan.folded, reading);
  const needs_clarification = clarify(
    intent,
    entities,
    ambiguities,
    corrected.text,
    language,
    context.masterData,
  );
  if (needs_clarification) trace.push({ type: 'clarification', content: needs_clarification.question });
  else
    trace.push({
      type: 'tool',
      content: MESSAGES.tool(language, TOOLS[intent][language]),
      details: entities,
    });

  const confidence = Math.max(0, choiceConfidence(choice) - (needs_clarification ? 0.2 : 0));
  return {
    intent,
    entities: entities satisfies Entities,
    confidence: Math.round(confidence * 100) / 100,
    language,
    is_rescheduling: REPAIRS.has(intent) || isReschedulingIntent(read),
    ...(needs_clarification ? { needs_clarification } : {}),
    trace,
  };
}
