import { findFacts } from './compound-commands.ts';
import { interpretInConversation } from './conversation.ts';
import type { Interpretation, InterpretContext } from './interpretation.ts';
import { MESSAGES } from './messages.ts';
import { type Reading, readCommand } from './read-command.ts';
import { askPolarity, askWhenUnsure, askWhichRequest } from './safe-reading.ts';

/** Longest command read; the rest is ignored (and the trace says so). */
export const MAX_COMMAND_LENGTH = 2000;

/** Reads one message on its own, with the safety checks: the reading and its interpretation. */
function readAlone(
  text: string,
  context: InterpretContext,
): { reading: Reading; interpretation: Interpretation } {
  const read = typeof text === 'string' ? text.slice(0, MAX_COMMAND_LENGTH) : '';
  const whole = readCommand(read, context);
  const { language } = whole.interpretation;
  if (read.length < (typeof text === 'string' ? text.length : 0))
    whole.interpretation.trace.splice(1, 0, { type: 'error', content: MESSAGES.truncated[language] });
  const facts = findFacts(read, { ...context, language });
  const interpretation =
    facts.length >= 2
      ? askWhichRequest(whole, facts)
      : (askPolarity(whole) ?? askWhenUnsure(whole) ?? whole.interpretation);
  return { reading: whole, interpretation };
}

/**
 * Reads a planner's command (English or Portuguese) into a typed interpretation: the intent, the
 * entities resolved against the plant's master data, a confidence, the polarity of a machine event,
 * a clarification question when an entity is missing or ambiguous (never a guess), and the
 * reasoning trace, in the command's language. Pure: no clock (dates count from `context.now`), no
 * I/O; any text gives a result, `help` when nothing is recognised. Interpreting is not executing:
 * the caller runs the tool.
 *
 * Safe interpretation (issue 10): a message with two requests, a machine said to be both down and
 * back up, or an action read with confidence below `CONFIDENCE_THRESHOLD` carries a clarification
 * whose buttons are the candidate readings, so it is never run as it stands.
 *
 * Conversation state (issue 10): with `context.history`, a message is read against the earlier
 * commands — an answer to the interpreter's own clarification question ("BAN-02", "the second
 * one", "4 hours") completes the command that asked it; a message naming only new entities ("and
 * PRS-04?", "same for tomorrow") continues the latest command; "yes, apply it" / "descarta" are
 * `change.apply` / `change.discard` with or without history. The trace names the turn a reading
 * was completed from (`details.history_index`). Without history, every message is read alone.
 */
export function interpretCommand(text: string, context: InterpretContext): Interpretation {
  const history = context.history ?? [];
  if (history.length === 0) return readAlone(text, context).interpretation;
  return interpretInConversation(text, context, history, readAlone);
}
