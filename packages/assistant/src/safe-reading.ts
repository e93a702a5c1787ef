import { commandFor } from './candidate-commands.ts';
import { choiceConfidence } from './classify-intent.ts';
import type { Fact } from './compound-commands.ts';
import { WHAT_IF_PREFIX } from './hypothetical.ts';
import {
  ACTION_INTENTS,
  type CandidateReading,
  type Clarification,
  type ClarificationReason,
  CONFIDENCE_THRESHOLD,
  INTENTS,
  type Intent,
  type Interpretation,
} from './interpretation.ts';
import { MESSAGES } from './messages.ts';
import { machineEventIntent, polarityOf } from './polarity.ts';
import { type Reading, takesWhatIf } from './read-command.ts';
import { selectEntities } from './select-entities.ts';

/** Confidence of a reading that competes with another: below the threshold, whatever the scores. */
const COMPETING_CONFIDENCE = 0.5;
const MAX_CANDIDATES = 3;

/** How a reading reads as another intent: the entities that intent takes from the same findings. */
function candidate(reading: Reading, intent: Intent): CandidateReading {
  const { entities } = selectEntities(intent, reading.findings, reading.folded, reading.context);
  return { intent, entities, ...polarityOf(intent), ...whatIf(reading, intent) };
}

/** A what-if command offers what-if readings only: no button of it may come back as a change. */
function whatIf(reading: Reading, intent: Intent): { hypothetical?: boolean } {
  return reading.interpretation.hypothetical && takesWhatIf(intent) ? { hypothetical: true } : {};
}

/** A clarification whose buttons are readings, each button's prompt a command that reads as it. */
function offer(
  question: string,
  reason: ClarificationReason,
  readings: CandidateReading[],
  prompts: string[],
  labels = prompts,
): Clarification {
  return {
    question,
    reason,
    suggested_actions: prompts.map((prompt, k) => ({ label: labels[k]!, prompt })),
    readings,
  };
}

/** The interpretation of one of the readings, asking instead of acting. */
function asking(
  reading: Reading,
  chosen: CandidateReading,
  clarification: Clarification,
  why: string,
): Interpretation {
  const base = reading.interpretation;
  const { polarity: _, hypothetical: __, ...rest } = base;
  return {
    ...rest,
    intent: chosen.intent,
    entities: chosen.entities,
    ...polarityOf(chosen.intent),
    ...(chosen.hypothetical ? { hypothetical: true } : {}),
    confidence: Math.min(base.confidence, COMPETING_CONFIDENCE),
    is_rescheduling: base.is_rescheduling || chosen.intent === 'schedule.restore',
    needs_clarification: clarification,
    trace: [
      ...base.trace.filter((entry) => entry.type !== 'tool' && entry.type !== 'clarification'),
      { type: 'decision', content: why },
      { type: 'clarification', content: clarification.question, details: clarification.readings },
    ],
  };
}

/**
 * A machine said to be both down and back up with no clear winner ("PRS-03 down? no wait it's
 * back"): the two readings as buttons, the one said last as the interpretation's intent.
 */
export function askPolarity(reading: Reading): Interpretation | undefined {
  const { interpretation, event } = reading;
  const isMachineEvent =
    interpretation.intent === 'schedule.breakdown' || interpretation.intent === 'schedule.restore';
  if (event.verdict !== 'both' || !isMachineEvent) return undefined;
  const { language } = interpretation;
  const readings = (['down', 'up'] as const).map((p) => candidate(reading, machineEventIntent(p)));
  const prompts = readings.map((r) => commandFor(r, language, reading.context.offsetMinutes));
  const workCenter = readings[0]!.entities.work_center ?? readings[1]!.entities.work_center;
  const clarification = offer(MESSAGES.downOrUp(language, workCenter), 'polarity', readings, prompts);
  const chosen = readings[event.last === 'down' ? 0 : 1]!;
  return asking(reading, chosen, clarification, MESSAGES.bothPolarities[language]);
}

/**
 * An action read with too little confidence in its intent (below `CONFIDENCE_THRESHOLD`): the best
 * readings as buttons instead of a change. A clarification of an ambiguous entity already blocks
 * the action, and is kept.
 */
export function askWhenUnsure(reading: Reading): Interpretation | undefined {
  const { interpretation, choice } = reading;
  // Sure of the intent, the interpretation is run or asks for an entity; below, only an ambiguous
  // entity's question (which blocks the action too) is kept.
  if (!ACTION_INTENTS.has(interpretation.intent) || choiceConfidence(choice) >= CONFIDENCE_THRESHOLD)
    return undefined;
  if (interpretation.needs_clarification?.reason === 'ambiguous') return undefined;
  const { language } = interpretation;
  const ranked = [...INTENTS]
    .filter((intent) => choice.scores[intent] > 0)
    .sort((a, b) => choice.scores[b] - choice.scores[a] || (a === interpretation.intent ? -1 : 0));
  const readings: CandidateReading[] = [];
  const prompts: string[] = [];
  for (const intent of ranked.slice(0, MAX_CANDIDATES)) {
    const option = candidate(reading, intent);
    const prompt = commandFor(option, language, reading.context.offsetMinutes);
    if (prompts.includes(prompt)) continue;
    readings.push(option);
    prompts.push(prompt);
  }
  const clarification = offer(MESSAGES.unsure[language], 'low_confidence', readings, prompts);
  return asking(
    reading,
    readings[0]!,
    clarification,
    MESSAGES.lowConfidence(language, interpretation.confidence),
  );
}

/**
 * Two or more requests in one message: a button per request (its prompt the request's own words,
 * read alone), the first request as the interpretation, none run.
 */
export function askWhichRequest(whole: Reading, facts: Fact[]): Interpretation {
  const { language } = whole.interpretation;
  const readings = facts.map(({ reading }) => ({
    intent: reading.interpretation.intent,
    entities: reading.interpretation.entities,
    ...polarityOf(reading.interpretation.intent),
    ...whatIf(whole, reading.interpretation.intent),
  }));
  // "What if PRS-03 goes down and we rush 500 STD-101?": each request is asked as a what-if.
  const prompts = facts.map((fact, k) => {
    const words = fact.text.trim().replace(/[\s,;]+$/, '');
    const isWhatIf = readings[k]!.hypothetical && !fact.reading.interpretation.hypothetical;
    return isWhatIf ? `${WHAT_IF_PREFIX[language]} ${words}` : words;
  });
  const clarification = offer(MESSAGES.requests(language, facts.length), 'compound', readings, prompts);
  const first = facts[0]!.reading.interpretation;
  const interpretation = asking(
    whole,
    readings[0]!,
    clarification,
    MESSAGES.compound(language, readings.map((r) => r.intent).join(', ')),
  );
  return {
    ...interpretation,
    confidence: Math.min(first.confidence, COMPETING_CONFIDENCE),
    is_rescheduling: facts.some((fact) => fact.reading.interpretation.is_rescheduling),
  };
}
