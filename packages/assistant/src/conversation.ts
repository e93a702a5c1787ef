import { isBareCancel, readCancel, readTimeTakenAway } from './cancel-in-focus.ts';
import { answerClarification } from './clarification-answer.ts';
import { isClarificationQuestion } from './clarification-questions.ts';
import { missingEntity } from './clarify.ts';
import {
  type Completion,
  completedInterpretation,
  conversationLanguage,
  type EarlierCommand,
  intentConfidence,
} from './completed-reading.ts';
import { takesTimeAway } from './denied-actions.ts';
import { aboutEarlierCommand, mayAskAboutEarlier } from './earlier-command-questions.ts';
import {
  ASKS_QUANTITY,
  continuesCommand,
  mayContinue,
  mergeEntities,
  namedFor,
  namesSomething,
} from './follow-up.ts';
import type {
  ConversationTurn,
  Entities,
  Intent,
  Interpretation,
  InterpretContext,
  Language,
} from './interpretation.ts';
import { shownLanguage, showsNoLanguage } from './language.ts';
import { MESSAGES } from './messages.ts';
import type { Reading } from './read-command.ts';
import { ALLOWED } from './select-entities.ts';

/** Reads one message on its own: the reading and its interpretation after the safety checks. */
export type ReadAlone = (
  text: string,
  context: InterpretContext,
) => { reading: Reading; interpretation: Interpretation };

/** How many earlier commands a message looks back over for the command it continues. */
const LOOK_BACK = 3;
/** How many of the history's commands are read at most, however they chain: a bound on the work. */
const MOST_READ = 4;
/** A picked button or reading is the planner's own choice. */
const CHOSEN_CONFIDENCE = 0.9;

/** Commands that change the plan: a status question after one asks, it does not repeat it. */
const ACTIONS = new Set<Intent>([
  'order.cancel',
  'order.release',
  'order.move',
  'order.change',
  'order.split',
  'order.create',
  'schedule.breakdown',
  'schedule.restore',
  'schedule.rush_order',
  'capacity.add',
]);

/** Intents that continue no command: nothing to carry over from them. */
const NO_COMMAND = new Set<Intent>(['help', 'change.apply', 'change.discard', 'change.undo']);

/** The earlier commands before a message, latest first, read only as far as they are asked for. */
type EarlierCommands = () => Iterable<EarlierCommand>;

function firstOf(commands: EarlierCommands): EarlierCommand | undefined {
  for (const command of commands()) return command;
  return undefined;
}

/** "too", "also", "as well", "também": the same event again, on something else. */
const TOO = /\b(?:too|also|as well|tambem)\b/;

/**
 * Whether a command is a question about the one before it ("which orders does that hit?") that a
 * message reaches past: "PRS-05 too, same 6 hours" repeats the breakdown, not the question.
 */
function isQuestionAbout(command: EarlierCommand, current: Reading): boolean {
  const { intent, entities } = command.interpretation;
  if (intent !== 'production.status' || entities.status_kind !== 'affected') return false;
  return current.findings.durations.length > 0 || TOO.test(current.folded);
}

/** The latest earlier command a follow-up may continue, skipping "yes, apply it", "undo" and help. */
function antecedentOf(commands: EarlierCommands, current: Reading): EarlierCommand | undefined {
  for (const command of commands())
    if (!NO_COMMAND.has(command.interpretation.intent) && !isQuestionAbout(command, current)) return command;
  return undefined;
}

/** The earlier command whose clarification is still open: its question is the message just before. */
function pendingQuestion(commands: EarlierCommands, position: number): EarlierCommand | undefined {
  const latest = firstOf(commands);
  if (!latest?.reply || latest.reply.index !== position - 1) return undefined;
  if (!latest.interpretation.needs_clarification || !isClarificationQuestion(latest.reply.content))
    return undefined;
  return latest;
}

/**
 * The command a message completes by answering the question asked about `from`: a button by its
 * place (its prompt read alone), a reading by its words, or the missing or ambiguous entity.
 */
function answering(
  current: Reading,
  from: EarlierCommand,
  context: InterpretContext,
  readAlone: ReadAlone,
): Interpretation | undefined {
  const clarification = from.interpretation.needs_clarification!;
  const answer = answerClarification(clarification, from.interpretation, current);
  if (!answer) return undefined;
  const language = conversationLanguage(current, from, context);
  const turn = from.index + 1;
  if (answer.kind === 'option') {
    const chosen = readAlone(answer.prompt, { ...context, language }).interpretation;
    const why = MESSAGES.picks(language, answer.option + 1, turn, from.text);
    const details = {
      history_index: from.index,
      text: from.text,
      via: 'clarification',
      option: answer.option,
    };
    return {
      ...chosen,
      trace: [
        ...chosen.trace.slice(0, 1),
        { type: 'decision', content: why, details },
        ...chosen.trace.slice(1),
      ],
    };
  }
  // An answer with an intent of its own that is not the question's ("how much RM-778?") is a new command.
  if (!answer.isChosen && !continuesCommand(current, from.interpretation.intent)) return undefined;
  const completion: Completion = {
    intent: answer.intent,
    entities: answer.entities,
    confidence: answer.isChosen ? CHOSEN_CONFIDENCE : intentConfidence(from.interpretation),
    from,
    why: MESSAGES.answers(language, turn, from.text, answer.intent),
    via: 'clarification',
  };
  return completedInterpretation(completion, current, context);
}

/** Whether a message names one half of a compound: its machine, material or customer, or its kind of request. */
function namesHalf(current: Reading, half: Interpretation): boolean {
  const { work_center, material, customer } = half.entities;
  const { findings } = current;
  if (work_center && findings.workCenters.some((m) => m.candidates.includes(work_center))) return true;
  if (material && findings.materials.some((m) => m.candidates.includes(material))) return true;
  if (customer && findings.customers.some((c) => c.candidates.includes(customer))) return true;
  return current.choice.scores[half.intent] >= OWN_HALF_SCORE;
}

/** A score at which a message's own words point to a kind of request ("o pedido urgente"). */
const OWN_HALF_SCORE = 4;

/**
 * "Let's take the PRS-04 one first", "now the Meridian one", "agora o pedido urgente": one half of
 * a compound the assistant asked about a few turns back, picked by what it names — with what the
 * message adds ("fica parada umas 5 horas") — when exactly one half fits.
 */
function compoundHalf(
  current: Reading,
  commands: EarlierCommands,
  context: InterpretContext,
  readAlone: ReadAlone,
): Interpretation | undefined {
  for (const command of commands()) {
    const clarification = command.interpretation.needs_clarification;
    if (clarification?.reason !== 'compound') continue;
    const language = conversationLanguage(current, command, context);
    const halves = clarification.suggested_actions.map(
      (action) => readAlone(action.prompt, { ...context, language }).interpretation,
    );
    const fitting = halves.flatMap((half, k) => (namesHalf(current, half) ? [k] : []));
    if (fitting.length !== 1) return undefined;
    const half = halves[fitting[0]!]!;
    const named = namedFor(half.intent, current);
    const completion: Completion = {
      intent: half.intent,
      entities: mergeEntities(half.intent, half.entities, named, current.context.offsetMinutes),
      confidence: CHOSEN_CONFIDENCE,
      from: command,
      why: MESSAGES.picks(language, fitting[0]! + 1, command.index + 1, command.text),
      via: 'clarification',
    };
    return completedInterpretation(completion, current, context);
  }
  return undefined;
}

/** A subject named some other way than the interpreter reads: a purchase order, a sales order. */
const NAMES_OTHER_SUBJECT = /\b(?:po|pc|so)-?\d{3,}\b/;

/** What a command may leave to the conversation: "pull it in 2 days", "what uses it?", "e se ele atrasar?". */
const CARRIED = new Set<string>(['order_id', 'material', 'work_center']);

/**
 * A command of its own that lacks only its subject, said by a pronoun ("pull it in 2 days" after
 * the status of 1050, "what uses it?" after a stock question): the subject of the command before.
 */
function subjectFromBefore(
  current: Reading,
  alone: Interpretation,
  commands: EarlierCommands,
  context: InterpretContext,
): Interpretation | undefined {
  if (alone.intent === 'help' || alone.needs_clarification?.reason !== 'missing') return undefined;
  // "E se o PO-45030 atrasar?" names its subject by a purchase order: no earlier material is it.
  if (NAMES_OTHER_SUBJECT.test(current.folded)) return undefined;
  const missing = missingEntity(alone.intent, alone.entities);
  if (!missing || !CARRIED.has(missing) || !ALLOWED[alone.intent].includes(missing as keyof Entities))
    return undefined;
  const key = missing as 'order_id' | 'material' | 'work_center';
  let from: EarlierCommand | undefined;
  for (const command of commands()) {
    if (command.interpretation.entities[key]) {
      from = command;
      break;
    }
  }
  const value = from?.interpretation.entities[key];
  if (!from || !value) return undefined;
  const language = conversationLanguage(current, from, context);
  const completion: Completion = {
    intent: alone.intent,
    entities: { ...alone.entities, [missing]: value },
    confidence: Math.max(intentConfidence(alone), CHOSEN_CONFIDENCE),
    from,
    why: MESSAGES.followUp(language, from.index + 1, from.text, from.interpretation.intent),
    via: 'follow_up',
    ...(alone.hypothetical ? { hypothetical: true } : {}),
  };
  return completedInterpretation(completion, current, context);
}

/** The command a message continues: `from`'s intent with what the message names in place of the old. */
function following(
  current: Reading,
  from: EarlierCommand,
  context: InterpretContext,
): Interpretation | undefined {
  const previous = from.interpretation;
  // A reading that asked which of several it was has no one intent to continue.
  const reason = previous.needs_clarification?.reason;
  if (reason !== undefined && reason !== 'missing' && reason !== 'ambiguous') return undefined;
  if (!continuesCommand(current, previous.intent)) return undefined;
  // "E o 1042, tá como agora?" after a cancel asks where 1042 stands: a question repeats no action.
  const asksStatus =
    current.interpretation.intent === 'production.status' && current.choice.best >= OWN_HALF_SCORE;
  if (asksStatus && ACTIONS.has(previous.intent)) return undefined;
  const named = namedFor(previous.intent, current);
  if (!namesSomething(named)) return undefined;
  const language = conversationLanguage(current, from, context);
  const completion: Completion = {
    intent: previous.intent,
    entities: mergeEntities(
      previous.intent,
      previous.entities,
      named,
      current.context.offsetMinutes,
      ASKS_QUANTITY.test(current.folded),
    ),
    confidence: intentConfidence(previous),
    from,
    why: MESSAGES.followUp(language, from.index + 1, from.text, previous.intent),
    via: 'follow_up',
  };
  return completedInterpretation(completion, current, context);
}

/** The language the planner's latest messages show, if any does. */
function languageOfConversation(history: readonly ConversationTurn[]): Language | undefined {
  for (let k = history.length - 1; k >= 0; k--) {
    const turn = history[k]!;
    const shown = turn.role === 'user' && typeof turn.content === 'string' && shownLanguage(turn.content);
    if (shown) return shown;
  }
  return undefined;
}

/**
 * Whether the earlier commands can matter to a message: not to "yes, apply it" or "undo", nor to a
 * command of its own ("how much RM-778 do we have?") unless it starts as a follow-up or the reply
 * before it asked a question it may answer. Each earlier command read costs a reading.
 */
function mayFollow(alone: ReturnType<ReadAlone>, before: ConversationTurn | undefined): boolean {
  const { intent } = alone.interpretation;
  // "Book that for real", "ok, do it" after a what-if, "which orders does that hit?", "cancel it":
  // about the previous command.
  const { folded } = alone.reading;
  if (mayAskAboutEarlier(folded) || isBareCancel(folded) || intent === 'change.apply') return true;
  if (NO_COMMAND.has(intent) && intent !== 'help') return false;
  const isAnswer = before?.role === 'assistant' && isClarificationQuestion(String(before.content));
  // "Agora o pedido urgente" misses its product alone: a compound asked about before may hold it.
  const isIncomplete = intent === 'help' || alone.interpretation.needs_clarification?.reason === 'missing';
  return isAnswer || isIncomplete || mayContinue(alone.reading);
}

/**
 * Reads a message against the earlier commands: the answer to a pending clarification, else a
 * follow-up of the latest command, else the message alone. `position` is the message's index in
 * the history (its length for the message being interpreted).
 */
function followOn(
  alone: ReturnType<ReadAlone>,
  earlier: EarlierCommands,
  position: number,
  context: InterpretContext,
  readAlone: ReadAlone,
): Interpretation {
  const pending = pendingQuestion(earlier, position);
  const answered = pending && answering(alone.reading, pending, context, readAlone);
  if (answered) return answered;
  if (isBareCancel(alone.reading.folded)) return readCancel(alone, firstOf(earlier), context);
  if (takesTimeAway(alone.reading.folded)) return readTimeTakenAway(alone, firstOf(earlier), context);
  // A message that is no command alone may pick a half of a compound asked about before.
  const isIncomplete = alone.interpretation.intent === 'help' || alone.interpretation.needs_clarification;
  const half = isIncomplete && compoundHalf(alone.reading, earlier, context, readAlone);
  if (half) return half;
  const antecedent = antecedentOf(earlier, alone.reading);
  const about = antecedent && aboutEarlierCommand(alone.reading, antecedent, antecedent === firstOf(earlier));
  if (about) {
    const confidence = Math.max(intentConfidence(antecedent.interpretation), CHOSEN_CONFIDENCE);
    return completedInterpretation({ ...about, confidence }, alone.reading, context);
  }
  if (NO_COMMAND.has(alone.interpretation.intent) && alone.interpretation.intent !== 'help')
    return alone.interpretation;
  const subject = subjectFromBefore(alone.reading, alone.interpretation, earlier, context);
  if (subject) return subject;
  return (antecedent && following(alone.reading, antecedent, context)) ?? alone.interpretation;
}

/**
 * Interprets a message in its conversation (issue 10, conversation state). A short answer to the
 * interpreter's own clarification question ("BAN-02", "the second one", "4 hours") completes the
 * command that asked it; a message that names only new entities ("and PRS-04?", "same for
 * tomorrow") takes the latest command's intent with those entities in place of the old. An earlier
 * command is itself read in its conversation (so "and PRS-05?" after "and PRS-04?" after a
 * breakdown is a breakdown too), and only when asked for: a message with a command of its own is
 * read alone. The trace names the turn a reading was completed from.
 */
export function interpretInConversation(
  text: string,
  context: InterpretContext,
  history: readonly ConversationTurn[],
  readAlone: ReadAlone,
): Interpretation {
  const alone = { ...context, history: undefined };
  // "BAN-02" or "manda ver" shows no language at all: it is read in the conversation's.
  const language = context.language ?? (showsNoLanguage(text) ? languageOfConversation(history) : undefined);
  const userTurns = history.flatMap((turn, index) =>
    turn.role === 'user' && typeof turn.content === 'string' ? [index] : [],
  );
  const read = new Map<number, EarlierCommand>();
  const interpretAt = (
    message: ReturnType<ReadAlone>,
    position: number,
    userTurnsBefore: number,
  ): Interpretation => {
    if (!mayFollow(message, history[position - 1])) return message.interpretation;
    const earlier = function* () {
      const oldest = Math.max(0, userTurnsBefore - LOOK_BACK, userTurns.length - MOST_READ);
      for (let k = userTurnsBefore - 1; k >= oldest; k--) yield commandAt(k);
    };
    return followOn(message, earlier, position, alone, readAlone);
  };
  const commandAt = (k: number): EarlierCommand => {
    const known = read.get(k);
    if (known) return known;
    const index = userTurns[k]!;
    const text = history[index]!.content;
    const next = history[index + 1];
    const reply =
      next?.role === 'assistant' && typeof next.content === 'string'
        ? { index: index + 1, content: next.content }
        : undefined;
    const interpretation = interpretAt(readAlone(text, alone), index, k);
    const command = { index, text, interpretation, ...(reply ? { reply } : {}) };
    read.set(k, command);
    return command;
  };
  const current = readAlone(text, language ? { ...alone, language } : alone);
  return interpretAt(current, history.length, userTurns.length);
}
