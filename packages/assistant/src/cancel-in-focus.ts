import { clarify } from './clarify.ts';
import {
  type Completion,
  completedInterpretation,
  conversationLanguage,
  type EarlierCommand,
} from './completed-reading.ts';
import {
  ACTION_INTENTS,
  type Interpretation,
  type InterpretContext,
  type Language,
} from './interpretation.ts';
import { MESSAGES } from './messages.ts';
import type { Reading } from './read-command.ts';

/**
 * A whole message that cancels something it does not name: "cancel it", "cancel that order",
 * "ok, cancel it", "cancela", "cancela ela", "cancela essa ordem", "pode cancelar". Matched on the
 * folded text. "Cancel order 1004" names its order and "cancela a última alteração" is an undo: not these.
 */
const BARE_CANCEL =
  /^\W*(?:(?:ok|okay|then|so|yes|yeah|sim|entao|pode|please|por favor)\W+)*(?:cancel|cancela|cancelar|cancele)(?:\s+(?:it|that|this|that one|this one|(?:that|this|the) (?:order|job|one)|ela|ele|essa|esse|isso|isto|(?:essa|esta|a) (?:ordem|op)|(?:esse|este|o) (?:pedido|op)))?(?:\W+(?:please|pls|por favor|entao|then|now|agora))*\W*$/;

/** Words that make "cancel …" about the order itself, not the proposal (folded text). */
const SAYS_ORDER = /\b(?:orders?|jobs?|ordem|ordens|op|pedidos?)\b/;

/** The order just talked about is as sure a subject as a reading the planner picked. */
const IN_FOCUS_CONFIDENCE = 0.9;

/** Whether a folded message cancels something it leaves to the conversation. */
export function isBareCancel(folded: string): boolean {
  return BARE_CANCEL.test(folded);
}

/** What "cancel it" means in its conversation: a completion to read, the message as read alone, or a question. */
type CancelReading =
  | { kind: 'order'; completion: Omit<Completion, 'confidence'> }
  | { kind: 'alone' }
  | { kind: 'discard' }
  | { kind: 'ask' };

/**
 * What "cancel it" cancels, decided by what was said last — the latest command of the
 * conversation, as read in its own context (so "when will it be ready?" after the status of 1004
 * names 1004):
 * - it names one order and proposed nothing ("what is the status of order 1004?", "when will it be
 *   ready?"): cancel that order, an `order.cancel` the server proposes and the planner confirms like
 *   any other;
 * - it proposed a change to one order not yet applied ("move order 1004 to Friday"): "cancel it",
 *   "pode cancelar", "cancela ela" turn the proposal down (`change.discard`), as a planner who just
 *   asked for the move means; only a message that says "order" ("cancel that order", "cancela essa
 *   ordem") cancels the order. Of the two readings, turning a proposal down loses nothing, and
 *   cancelling a production order must never be a guess (in Portuguese "ela" may be "a proposta");
 * - it was an action with no order of its own (a breakdown, extra time, a rush order not yet
 *   applied), or itself the cancel of an order: its proposal is what "cancel it" turns down, the
 *   message as read alone (`change.discard`, as it always read; "cancela essa ordem" names an
 *   order, so it asks which) — a second cancel of an order already proposed would only repeat it;
 * - anything else (a list of late orders, "yes, apply it", no command at all): nothing is in
 *   focus, so it asks which order.
 * Only the latest command counts: a planner who has moved on no longer means the order of three
 * turns back, and cancelling an order guessed from older turns is the worst mistake this could make.
 */
function cancelInFocus(
  latest: EarlierCommand | undefined,
  alone: Interpretation,
  folded: string,
  language: Language,
): CancelReading {
  const previous = latest?.interpretation;
  if (!latest || !previous) return { kind: 'ask' };
  const order_id = previous.entities.order_id;
  const settles = previous.intent === 'change.apply' || previous.intent === 'change.undo';
  const proposed = ACTION_INTENTS.has(previous.intent) && !settles;
  if (order_id && proposed && previous.intent !== 'order.cancel' && !SAYS_ORDER.test(folded))
    return { kind: 'discard' };
  if (order_id && previous.intent !== 'order.cancel') {
    const why = MESSAGES.cancelsOrderInFocus(language, latest.index + 1, latest.text, order_id);
    return {
      kind: 'order',
      completion: { intent: 'order.cancel', entities: { order_id }, from: latest, why, via: 'follow_up' },
    };
  }
  if (proposed && alone.intent === 'change.discard') return { kind: 'alone' };
  return { kind: 'ask' };
}

/** "Cancel it" right after a proposal about an order: that proposal turned down, saying why. */
function discardProposal(alone: Interpretation, latest: EarlierCommand, language: Language): Interpretation {
  const { needs_clarification: _, ...rest } = alone;
  return {
    ...rest,
    intent: 'change.discard',
    entities: {},
    confidence: IN_FOCUS_CONFIDENCE,
    language,
    is_rescheduling: false,
    trace: [
      ...alone.trace.slice(0, 1),
      {
        type: 'decision',
        content: MESSAGES.discardsProposalInFocus(language, latest.index + 1, latest.text),
      },
    ],
  };
}

/** "Cancel it" with nothing in focus: the cancel of an order, asking which (never a guess). */
function askWhichOrderToCancel(
  alone: Interpretation,
  text: string,
  language: Language,
  context: InterpretContext,
): Interpretation {
  const needs_clarification = clarify('order.cancel', {}, [], text, language, context.masterData)!;
  return {
    intent: 'order.cancel',
    entities: {},
    confidence: 0.5,
    language,
    is_rescheduling: false,
    needs_clarification,
    trace: [
      ...alone.trace.slice(0, 1),
      { type: 'decision', content: MESSAGES.nothingToCancel[language] },
      { type: 'clarification', content: needs_clarification.question },
    ],
  };
}

/**
 * "Cancel the overtime on Saturday", "tira a hora extra" (extra time taken away, `takesTimeAway`):
 * right after extra time was proposed, that proposal turned down; else the message as read alone.
 * Never the proposal continued: read as a follow-up of "add overtime", it added the time it removed.
 */
export function readTimeTakenAway(
  alone: { reading: Reading; interpretation: Interpretation },
  latest: EarlierCommand | undefined,
  context: InterpretContext,
): Interpretation {
  const { reading, interpretation } = alone;
  if (latest?.interpretation?.intent !== 'capacity.add') return interpretation;
  return discardProposal(interpretation, latest, conversationLanguage(reading, latest, context));
}

/**
 * Reads "cancel it", "cancela ela" (`alone`: the message as read on its own) against the latest
 * command of its conversation (`cancelInFocus`).
 */
export function readCancel(
  alone: { reading: Reading; interpretation: Interpretation },
  latest: EarlierCommand | undefined,
  context: InterpretContext,
): Interpretation {
  const { reading, interpretation } = alone;
  const language = latest ? conversationLanguage(reading, latest, context) : interpretation.language;
  const found = cancelInFocus(latest, interpretation, reading.folded, language);
  if (found.kind === 'order')
    return completedInterpretation(
      { ...found.completion, confidence: IN_FOCUS_CONFIDENCE },
      reading,
      context,
    );
  if (found.kind === 'alone') return interpretation;
  if (found.kind === 'discard') return discardProposal(interpretation, latest!, language);
  return askWhichOrderToCancel(interpretation, reading.corrected, language, context);
}
