import { CUES, type Cue } from './intent-cues.ts';
import { allMatches } from './text.ts';

/**
 * "Don't cancel order 1004", "não libera a OP 1041 ainda", "don't undo it", "não precisa de turno
 * extra": an action word the planner denies asks for nothing; read as the action, it was the
 * opposite of what was said. One auxiliary may stand between ("does not need", "não vai liberar").
 */
const DENIED_BEFORE =
  /\b(?:don['’]?t|do not|does ?n['’]?t|does not|did ?n['’]?t|did not|never|not|nao|n|nem|nunca|sem|without)\s+(?:(?:need|needs|want|wants|have to|vai|precisa|precisamos|quero|queremos|pode|podem|mais)\s+)?$/;
/** "No overtime on PRS-03": English "no" before extra time ("no turno extra" is Portuguese "in the"). */
const NO_BEFORE = /\bno\s+$/;
const NO_TAKES = /^(?:overtime|over time|extra|additional|weekend|saturday|sunday)\b/;

/** Action cues a denial takes away; apply and discard are read as whole messages (confirmation.ts). */
const DENIABLE: readonly Cue[] = [
  'cancel',
  'cancelPronoun',
  'orderRelease',
  'releasePronoun',
  'stockRelease',
  'undo',
  'overtime',
  'split',
  // "Don't prioritize order 1041", "não adia a OP 1004", "don't move order 1004 to PRS-04".
  'change',
  'machineMove',
  'movePronoun',
];

/**
 * "Cancel the overtime on Saturday", "remove the extra shift", "tira a hora extra": extra time taken
 * away. No intent removes capacity, so neither the extra time nor a cancel is read (an order named
 * too is still cancelled: "cancel order 1004 and the overtime" names it).
 */
const REMOVES_TIME =
  /\b(?:cancel\w*|remov\w*|drop|delete|scrap|tira\w*|retira\w*|cancela\w*|exclu\w*|apag\w*|sem|without)\b(?:\s+\S+){0,3}\s+(?:(?:the|a|o|as|os)\s+)?(?:overtime|over time|extra (?:shift|time|hours?)|horas? extras?|hora-extra|turnos? extras?|(?:saturday|sunday|weekend) shifts?)\b/;

/**
 * Whether a folded message takes extra time away or says none is wanted ("cancel the overtime",
 * "tira a hora extra", "no overtime on Saturday", "sem hora extra").
 */
export function takesTimeAway(folded: string): boolean {
  return REMOVES_TIME.test(folded) || isEveryMatchDenied('overtime', folded);
}

function isEveryMatchDenied(cue: Cue, folded: string): boolean {
  const matches = allMatches(new RegExp(CUES[cue].source, 'g'), folded);
  return matches.length > 0 && matches.every((m) => isDenied(folded, m.index, m[0]));
}

function isDenied(folded: string, start: number, said: string): boolean {
  const before = folded.slice(Math.max(0, start - 24), start);
  return DENIED_BEFORE.test(before) || (NO_BEFORE.test(before) && NO_TAKES.test(said));
}

/**
 * The cues of a folded command less the actions it denies: a cue whose every match follows a
 * negation, and extra time said to be taken away (with the cancel word that takes it, when no
 * order is named by an order word).
 */
export function withoutDeniedActions(cues: Set<Cue>, folded: string): Set<Cue> {
  const kept = new Set(cues);
  for (const cue of DENIABLE) {
    if (kept.has(cue) && isEveryMatchDenied(cue, folded)) kept.delete(cue);
  }
  if (kept.has('overtime') && REMOVES_TIME.test(folded)) {
    kept.delete('overtime');
    if (!kept.has('orderWord')) kept.delete('cancel');
  }
  return kept;
}
