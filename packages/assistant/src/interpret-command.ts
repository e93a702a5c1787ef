import { findFacts } from './compound-commands.ts';
import type { Interpretation, InterpretContext } from './interpretation.ts';
import { MESSAGES } from './messages.ts';
import { readCommand } from './read-command.ts';
import { askPolarity, askWhenUnsure, askWhichRequest } from './safe-reading.ts';

/** Longest command read; the rest is ignored (and the trace says so). */
export const MAX_COMMAND_LENGTH = 2000;

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
 */
export function interpretCommand(text: string, context: InterpretContext): Interpretation {
  const read = typeof text === 'string' ? text.slice(0, MAX_COMMAND_LENGTH) : '';
  const whole = readCommand(read, context);
  const { language } = whole.interpretation;
  if (read.length < (typeof text === 'string' ? text.length : 0))
    whole.interpretation.trace.splice(1, 0, { type: 'error', content: MESSAGES.truncated[language] });
  const facts = findFacts(read, { ...context, language });
  if (facts.length >= 2) return askWhichRequest(whole, facts);
  return askPolarity(whole) ?? askWhenUnsure(whole) ?? whole.interpretation;
}
