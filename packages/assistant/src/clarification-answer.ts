import { mergeEntities, namedFor, namesSomething } from './follow-up.ts';
import type { CandidateReading, Clarification, Entities, Intent, SuggestedAction } from './interpretation.ts';
import { ORDINAL_PATTERN, ordinalValue } from './numbers.ts';
import { shiftDirection } from './order-moves.ts';
import type { Reading } from './read-command.ts';
import { findParts } from './split-parts.ts';
import { foldText, makeScan } from './text.ts';

/** How a message answers a pending clarification. */
export type ClarificationAnswer =
  /** One of the buttons, by its place ("the second one", "a primeira"): the button's prompt, read. */
  | { kind: 'option'; option: number; prompt: string }
  /** The missing or ambiguous entity, or a choice among the readings by its words ("it's back up"). */
  | { kind: 'reading'; intent: Intent; entities: Entities; isChosen: boolean };

const LAST = 'last|ultim[oa]';
const NUMBER_MARK = String.raw`(?:option|opcao|number|numero|no\.?|n[o\u00ba]\.?|#)`;
/**
 * A whole message that picks a button by its place: "the second one", "option 2", "a primeira",
 * "o segundo", "the last". A bare number ("2") only where buttons are not example values.
 */
const BY_PLACE = new RegExp(
  String.raw`^\W*(?:(?:the|a|o|an?|a opcao|take|choose|pick|escolho|quero|fico com)\s+)*(?:${NUMBER_MARK}\s*)?(${ORDINAL_PATTERN}|${LAST}|\d)(?:\s+(?:one|option|choice|button|opcao|botao))?(?:\s+(?:please|por favor))?\W*$`,
);

function optionByPlace(folded: string, count: number, allowsNumber: boolean): number | undefined {
  const word = BY_PLACE.exec(folded)?.[1];
  if (word === undefined) return undefined;
  if (/^\d$/.test(word) && !allowsNumber && !/[#]|option|opcao|numero|number/.test(folded)) return undefined;
  const place = new RegExp(`^(?:${LAST})$`).test(word) ? count : ordinalValue(word);
  return place !== undefined && place >= 1 && place <= count ? place - 1 : undefined;
}

/** A whole message that is a button's label ("later", "mais cedo", "in two"): that button. */
function optionByLabel(folded: string, actions: SuggestedAction[]): number | undefined {
  const said = folded
    .replace(/\b(?:please|por favor)\b/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const index = actions.findIndex(
    (action) =>
      foldText(action.label)
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim() === said,
  );
  return said !== '' && index >= 0 ? index : undefined;
}

/**
 * What a message names for an earlier command that only it can answer: the way an order moves
 * ("postpone it", "adia", "earlier") when the command asked which, the parts of a split ("em 3").
 */
function answeredFields(previous: { intent: Intent; entities: Entities }, current: Reading): Entities {
  const { intent, entities } = previous;
  if (intent === 'order.change' && entities.duration_minutes !== undefined && !entities.shift_direction) {
    const direction = shiftDirection(current.folded);
    return direction ? { shift_direction: direction } : {};
  }
  if (intent === 'order.split' && entities.parts === undefined && entities.quantity === undefined) {
    const [parts] = findParts(makeScan(current.folded), true);
    return parts === undefined ? {} : { parts };
  }
  return {};
}

/** Among a clarification's readings, the one the answer's own words point to ("it's back up", "voltou"). */
function readingByWords(readings: CandidateReading[], current: Reading): CandidateReading | undefined {
  const verdict = current.event.verdict;
  if (verdict === 'up' || verdict === 'down') {
    const byPolarity = readings.find((r) => r.polarity === verdict);
    if (byPolarity) return byPolarity;
  }
  const scored = readings
    .map((reading) => ({ reading, score: current.choice.scores[reading.intent] }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score);
  return scored[0]?.reading;
}

/**
 * How the next message answers a clarification the assistant asked (issue 10, conversation
 * state): a button by its place or its label ("later", "mais cedo"), one of the offered readings
 * by its words, or the entity that was missing or ambiguous ("BAN-02", "4 hours", "postpone it"
 * after "later or earlier?"); undefined when the message does not answer it.
 */
export function answerClarification(
  clarification: Clarification,
  previous: { intent: Intent; entities: Entities },
  current: Reading,
): ClarificationAnswer | undefined {
  const prompts = clarification.suggested_actions.map((action) => action.prompt);
  const option =
    optionByPlace(current.folded, prompts.length, clarification.reason !== 'missing') ??
    optionByLabel(current.folded, clarification.suggested_actions);
  if (option !== undefined) return { kind: 'option', option, prompt: prompts[option]! };
  if (clarification.readings) {
    const chosen = readingByWords(clarification.readings, current);
    if (!chosen) return undefined;
    const named = namedFor(chosen.intent, current);
    const entities = mergeEntities(chosen.intent, chosen.entities, named, current.context.offsetMinutes);
    return { kind: 'reading', intent: chosen.intent, entities, isChosen: true };
  }
  const answered = answeredFields(previous, current);
  const named = { ...namedFor(previous.intent, current), ...answered };
  // "em 3" after "how should it be split?" names the parts; its 3 is no quantity.
  if (answered.parts !== undefined) delete named.quantity;
  if (!namesSomething(named)) return undefined;
  const entities = mergeEntities(previous.intent, previous.entities, named, current.context.offsetMinutes);
  return { kind: 'reading', intent: previous.intent, entities, isChosen: false };
}
