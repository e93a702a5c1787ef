import { commandFor } from './candidate-commands.ts';
import { clarify } from './clarify.ts';
import { isHypothetical } from './hypothetical.ts';
import {
  CONFIDENCE_THRESHOLD,
  type Entities,
  type Intent,
  type Interpretation,
  type InterpretContext,
  type Language,
  type TraceEntry,
} from './interpretation.ts';
import { shownLanguage } from './language.ts';
import { MESSAGES, TOOLS } from './messages.ts';
import { polarityOf } from './polarity.ts';
import { isRescheduling, type Reading, takesWhatIf } from './read-command.ts';
import { selectEntities } from './select-entities.ts';

/** An earlier command of the conversation, read in its own context. */
export interface EarlierCommand {
  /** Its index in `history`. */
  index: number;
  text: string;
  interpretation: Interpretation;
  /** The assistant's reply right after it, with the reply's index in `history`. */
  reply?: { index: number; content: string };
}

/** What a message completes: the intent and entities, and which earlier command they come from. */
export interface Completion {
  intent: Intent;
  entities: Entities;
  /** How sure the intent is, before any clarification of the completed reading. */
  confidence: number;
  from: EarlierCommand;
  /** The trace's account of how the message was completed. */
  why: string;
  via: 'follow_up' | 'clarification';
  /**
   * Whether the completed reading is a what-if, when the message says so itself ("and if it were
   * 5000?" is one, "book that for real" is not); else as the message's words or `from` make it.
   */
  hypothetical?: boolean;
}

/** The most sure a completed reading is: it rests on an earlier reading and on this one. */
const MOST_SURE = 0.95;

/** The language of a message that may show none ("BAN-02"): the conversation's, then. */
export function conversationLanguage(
  current: Reading,
  from: EarlierCommand,
  context: InterpretContext,
): Language {
  return context.language ?? shownLanguage(current.corrected) ?? from.interpretation.language;
}

/**
 * The interpretation of a message completed from an earlier command: its intent and merged
 * entities, a clarification if something is still missing or ambiguous (its buttons written as
 * whole commands, so each reads alone), and a trace that names the earlier turn.
 */
export function completedInterpretation(
  completion: Completion,
  current: Reading,
  context: InterpretContext,
): Interpretation {
  const { intent, from } = completion;
  const language = conversationLanguage(current, from, context);
  const entities: Entities = { ...completion.entities };
  // "and the banbury?" names a machine, if vaguely: the earlier one is not kept in its place.
  const { ambiguities } = selectEntities(intent, current.findings, current.folded, current.context);
  for (const ambiguity of ambiguities) delete entities[ambiguity.entity];
  const prompt = commandFor({ intent, entities }, language, current.context.offsetMinutes);
  const needs_clarification = clarify(intent, entities, ambiguities, prompt, language, context.masterData);
  const confidence = Math.min(MOST_SURE, Math.max(CONFIDENCE_THRESHOLD, completion.confidence));
  const trace: TraceEntry[] = [
    { type: 'thinking', content: MESSAGES.language(language, context.language === undefined) },
    ...current.interpretation.trace.filter((entry) => entry.type === 'query'),
    {
      type: 'decision',
      content: completion.why,
      details: { history_index: from.index, text: from.text, via: completion.via },
    },
    needs_clarification
      ? { type: 'clarification', content: needs_clarification.question }
      : { type: 'tool', content: MESSAGES.tool(language, TOOLS[intent][language]), details: entities },
  ];
  return {
    intent,
    entities,
    confidence: Math.round((confidence - (needs_clarification ? 0.2 : 0)) * 100) / 100,
    language,
    is_rescheduling: isRescheduling(intent, from.text),
    ...polarityOf(intent),
    // "E se fosse 8 horas?" after a breakdown, or "and PRS-04?" after a what-if: still a what-if.
    ...((completion.hypothetical ?? (isHypothetical(current.folded) || from.interpretation.hypothetical)) &&
    takesWhatIf(intent)
      ? { hypothetical: true }
      : {}),
    ...(needs_clarification ? { needs_clarification } : {}),
    trace,
  };
}

/**
 * How sure an earlier reading's intent was, before the penalty of its clarification: a question
 * about a missing or ambiguous entity does not make its intent less sure.
 */
export function intentConfidence(earlier: Interpretation): number {
  const reason = earlier.needs_clarification?.reason;
  return earlier.confidence + (reason === 'missing' || reason === 'ambiguous' ? 0.2 : 0);
}
