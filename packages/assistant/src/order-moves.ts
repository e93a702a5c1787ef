import type { ShiftDirection, ShiftTarget } from './interpretation.ts';

/** Words that say the move itself: "2 days earlier", "um dia antes", "3 days later", "mais tarde". */
const EARLIER_WORD = /\b(?:earlier|sooner|ahead of time|mais cedo|antes)\b/;
const LATER_WORD = /\b(?:later|afterwards|mais tarde|depois)\b/;

/**
 * Verbs that move an order later: "postpone", "push back", "delay", "adia", "posterga", "empurra",
 * "joga … pra frente" (but "puxa … pra frente" brings it forward: no adverb of its own).
 */
const LATER_VERB =
  /\b(?:postpon\w*|delay\w*|defer\w*|slip\w*|push\w*|(?:move|set|put)\w*\b(?:\s+\S+){0,3}\s+back|adia|adiar|adie|adiad[ao]|posterg\w*|empurr\w*|atrasa|atrasar|atrase|prorrog\w*|jog(?:a|ar|ue)\b(?:\s+\S+){0,5}\s+(?:pra|para) (?:frente|depois))\b/;
/** Verbs that move an order earlier: "pull in", "bring forward", "expedite", "antecipa", "adianta", "puxa". */
const EARLIER_VERB =
  /\b(?:pull\w*|bring\w*\b(?:\s+\S+){0,3}\s+(?:forward|in|ahead)|brought\b(?:\s+\S+){0,3}\s+(?:forward|in|ahead)|move\w*\b(?:\s+\S+){0,3}\s+up|expedit\w*|advanc\w*|antecip\w*|adiant\w*|pux\w*)\b/;

/**
 * Which way a command moves an order by a duration: an adverb of the move first ("push it 2 days
 * earlier"), else the verb ("postpone", "pull in", "adia", "antecipa"). Undefined when it says
 * neither ("move 1044 by 2 days") or both: the reading then asks rather than guess.
 */
export function shiftDirection(folded: string): ShiftDirection | undefined {
  const earlierWord = EARLIER_WORD.test(folded);
  const laterWord = LATER_WORD.test(folded);
  if (earlierWord !== laterWord) return earlierWord ? 'earlier' : 'later';
  const earlier = EARLIER_VERB.test(folded);
  const later = LATER_VERB.test(folded);
  if (earlier === later) return undefined;
  return earlier ? 'earlier' : 'later';
}

/**
 * The start of an order named as what moves: "the start of order 1017", "the release of 1009",
 * "start order 1044 a day earlier", "o início da OP 1046", "a liberação da ordem 1012", "libera a
 * OP 1044 um dia antes".
 */
const START =
  /\b(?:start|release|beginning|kick-?off)(?: date| time)?\s+(?:of|for)\b|\b(?:start|release|begin|launch)\s+(?:production |the )?(?:order|job|op|wo|#|\d)|\b(?:inicio|comeco|liberacao|lancamento|data de inicio)\s+d[aoe]s?\s+(?:op|ordem|pedido|producao|\d)|\b(?:comeca|comecar|comece|inicia|iniciar|inicie|libera|liberar|libere|lanca|lancar)\s+(?:a |o )?(?:op|ordem|pedido|\d)/;

/** What a command moves of an order: its start when named (see `START`), else its due date. */
export function shiftTarget(folded: string): ShiftTarget {
  return START.test(folded) ? 'start' : 'due';
}
