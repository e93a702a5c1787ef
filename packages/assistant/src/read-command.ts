import { askOneDayAtATime, askWhichShift } from './capacity-days.ts';
import { clarify } from './clarify.ts';
import { choiceConfidence, classifyIntent, type IntentChoice, type Signals } from './classify-intent.ts';
import { withoutDeniedActions } from './denied-actions.ts';
import { extractEntities, type Findings, type ReadingContext } from './extract-entities.ts';
import { isHypothetical } from './hypothetical.ts';
import { detectCues } from './intent-cues.ts';
import {
  ACTION_INTENTS,
  type Entities,
  type Intent,
  type Interpretation,
  type InterpretContext,
  type Language,
  type TraceEntry,
} from './interpretation.ts';
import { detectLanguage } from './language.ts';
import { MESSAGES, TOOLS } from './messages.ts';
import { withoutOpenEnded } from './open-ended.ts';
import { targetWorkCenter } from './order-move-words.ts';
import { plantIndex } from './plant-index.ts';
import { type MachineEvent, polarityOf, readMachineEvent } from './polarity.ts';
import { isReschedulingIntent } from './rescheduling-intent.ts';
import { selectEntities } from './select-entities.ts';
import { makeScan } from './text.ts';
import { correctTypos } from './typos.ts';

const REPAIRS = new Set<Intent>([
  'schedule.breakdown',
  'schedule.restore',
  'schedule.material_delay',
  'schedule.rush_order',
  'capacity.add',
  'order.move',
]);
const NEVER_REPAIRS = new Set<Intent>(['change.undo', 'change.apply', 'change.discard']);
const PURCHASED = new Set(['RAW', 'INSERT', 'PACKAGING']);

function signalsOf(
  findings: Findings,
  context: ReadingContext,
  event: MachineEvent,
  asksWhatIf: boolean,
  folded: string,
): Signals {
  const materialTypes = findings.materials.flatMap((m) =>
    m.candidates.map((id) => context.index.materialsById.get(id)?.type?.toUpperCase() ?? ''),
  );
  return {
    hasMachine: findings.workCenters.length > 0,
    namesOneMachine: findings.workCenters.some(
      (w) => (w.kind === 'id' || w.kind === 'name') && w.candidates.length === 1,
    ),
    namesMachineGroup: findings.workCenters.some((w) => w.kind === 'group'),
    namesTargetMachine: targetWorkCenter(findings.workCenters, folded) !== undefined,
    hasMaterial: findings.materials.length > 0,
    hasPurchasedMaterial: materialTypes.some((type) => PURCHASED.has(type)),
    hasQuantity: findings.quantities.length > 0 || findings.bareNumbers.length > 0,
    hasOrder: findings.orders.some((o) => !o.isBare),
    hasBareOrder: findings.orders.some((o) => o.isBare),
    hasLocation: findings.locations.length > 0,
    hasDate: findings.dates.length > 0,
    hasDuration: findings.durations.length > 0 || findings.dates.some((d) => d.shiftMinutes !== undefined),
    machineEvent: event.verdict,
    isStateQuestion: event.isQuestion === true,
    asksWhatIf,
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
 * One reading of a command, with what the safety checks need besides the interpretation: the
 * intent scores, the entities found before the intent chose among them, the text after typo
 * correction and the machine event.
 */
export interface Reading {
  interpretation: Interpretation;
  choice: IntentChoice;
  findings: Findings;
  context: ReadingContext;
  /** The command after typo correction, lower-cased and without accents. */
  folded: string;
  /** The command after typo correction, as the planner wrote it otherwise. */
  corrected: string;
  event: MachineEvent;
}

/**
 * Whether a reading of that intent is a what-if when its words ask what would happen: anything
 * that would change the plan (a new schedule too), not a question or the yes to a proposal.
 */
export function takesWhatIf(intent: Intent): boolean {
  return (ACTION_INTENTS.has(intent) && intent !== 'change.apply') || intent === 'schedule.create';
}

/** Whether an intent makes the server send the stored baseline (assistant-and-gantt §4). */
export function isRescheduling(intent: Intent, text: string): boolean {
  // "Undo the rush order" names a disruption, but undoing restores a plan: there is nothing to repair;
  // applying or discarding a proposal acts on a plan already computed.
  if (NEVER_REPAIRS.has(intent)) return false;
  return REPAIRS.has(intent) || isReschedulingIntent(text);
}

/**
 * Reads one command as a single request: language, typo correction, entities, intent (the best
 * score), the entities that intent takes, and a clarification when an entity is missing or
 * ambiguous. The safety checks of `interpretCommand` (two requests, both polarities, too little
 * confidence) come after.
 */
export function readCommand(text: string, context: InterpretContext): Reading {
  const trace: TraceEntry[] = [];
  const language = context.language ?? detectLanguage(text);
  trace.push({ type: 'thinking', content: MESSAGES.language(language, context.language === undefined) });

  const index = plantIndex(context.masterData);
  const corrected = correctTypos(text, index.vocabulary, index.knownWords);
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

  const asksWhatIf = isHypothetical(scan.folded);
  const read = readMachineEvent(scan.folded);
  // "E se a PRS-03 parar?" asks what a breakdown would do, not whether it happened.
  const event = asksWhatIf ? { ...read, isQuestion: false } : read;
  const plain = withoutOpenEnded(scan.folded);
  const choice = classifyIntent(
    withoutDeniedActions(detectCues(plain), plain),
    signalsOf(findings, reading, event, asksWhatIf, scan.folded),
  );
  const intent = choice.intent;
  trace.push(
    choice.best > 0
      ? { type: 'decision', content: MESSAGES.intent(language, intent, choice.best), details: choice.scores }
      : { type: 'decision', content: MESSAGES.nothing[language] },
  );
  const { entities, ambiguities } = selectEntities(intent, findings, scan.folded, reading);
  // "Um turno" is a length only as a shift's default: it names no hours.
  const namesLength = findings.durations.some(
    (d) => !/^(?:um|uma|a|one|1) (?:turno|shift)$/.test(scan.folded.slice(d.start, d.end)),
  );
  const namesHours = namesLength || findings.dates.some((d) => d.hasTime || d.cue === 'until');
  // A shift named (or overtime by its length) needs no hours: the server reads them in the calendar.
  const whichShift = askWhichShift(
    intent,
    entities,
    scan.folded,
    namesHours,
    language,
    context.now,
    reading.offsetMinutes,
  );
  // A shift with no hours is no 8 hours from midnight: the buttons say which hours.
  if (whichShift) delete entities.duration_minutes;
  const needs_clarification =
    whichShift ??
    (entities.shift
      ? undefined
      : askOneDayAtATime(intent, entities, scan.folded, language, context.now, reading.offsetMinutes)) ??
    clarify(intent, entities, ambiguities, corrected.text, language, context.masterData);
  if (needs_clarification) trace.push({ type: 'clarification', content: needs_clarification.question });
  else
    trace.push({
      type: 'tool',
      content: MESSAGES.tool(language, TOOLS[intent][language]),
      details: entities,
    });

  const confidence = Math.max(0, choiceConfidence(choice) - (needs_clarification ? 0.2 : 0));
  const interpretation: Interpretation = {
    intent,
    entities: entities satisfies Entities,
    confidence: Math.round(confidence * 100) / 100,
    language,
    is_rescheduling: isRescheduling(intent, text),
    ...polarityOf(intent),
    ...(asksWhatIf && takesWhatIf(intent) ? { hypothetical: true } : {}),
    ...(needs_clarification ? { needs_clarification } : {}),
    trace,
  };
  return {
    interpretation,
    choice,
    findings,
    context: reading,
    folded: scan.folded,
    corrected: corrected.text,
    event,
  };
}
