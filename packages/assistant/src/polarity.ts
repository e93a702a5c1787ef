import { CUES } from './intent-cues.ts';
import type { Intent, Polarity } from './interpretation.ts';
import { withoutOpenEnded } from './open-ended.ts';
import { allMatches } from './text.ts';

/** The polarity field of a machine event: `down` for a breakdown, `up` for a restore, else none. */
export function polarityOf(intent: Intent): { polarity?: Polarity } {
  if (intent === 'schedule.breakdown') return { polarity: 'down' };
  if (intent === 'schedule.restore') return { polarity: 'up' };
  return {};
}

/** The intent of a machine event of that polarity. */
export function machineEventIntent(polarity: Polarity): Intent {
  return polarity === 'down' ? 'schedule.breakdown' : 'schedule.restore';
}

/**
 * What a command says about a machine's state: taken out of service (`down`), back in service
 * (`up`), both with no clear winner (`both`), or nothing. `last` is the polarity of the cue said
 * last, which a correction ("no wait, it's back") usually is.
 */
export interface MachineEvent {
  verdict?: Polarity | 'both';
  last?: Polarity;
  /** Where the first back-in-service words start, and whether any down words come before them. */
  upStart?: number;
  isDownBefore?: boolean;
  /**
   * The message only asks about the state ("is PRS-03 back up?", "a PRS-03 já voltou?"): a status
   * question, not news of an event to act on.
   */
  isQuestion?: boolean;
}

interface Span {
  start: number;
  end: number;
}

const global = (pattern: RegExp) => new RegExp(pattern.source, 'g');
const UP = global(CUES.restore);
const DOWN = global(CUES.failure);

/** "not back up", "isn't fixed", "ainda não voltou": a back-in-service word denied is a machine still down. */
const DENIED = /\b(?:not|isn['’]?t|aren['’]?t|wasn['’]?t|never|nao|nem)\s+(?:\w+\s+)?$/;
/**
 * "Isn't down anymore", "didn't break down after all", "will not be down", "não quebrou", "não vai
 * parar": an out-of-service word denied is a machine that runs, the mirror of `DENIED`. An auxiliary
 * may stand between; a modal may not ("não pode parar" asks to keep it running, no event).
 */
const DENIED_DOWN =
  /\b(?:not|isn['’]?t|aren['’]?t|wasn['’]?t|weren['’]?t|won['’]?t|didn['’]?t|did not|doesn['’]?t|never|no longer|nao|nem|nunca)\s+(?:(?:be|been|going to|vai|esta|ta|estava|ficou|vai ficar|mais)\s+)?$/;
/** "Não pode parar amanhã", "PRS-03 must not stop": a machine that must keep running, no event either way. */
const FORBIDDEN_DOWN =
  /\b(?:nao (?:pode|podem|deve|devem|pode ficar)|can['’]?t|cannot|can not|must ?n['’]?t|must not|should ?n['’]?t|should not)\s+(?:(?:be|go|ficar)\s+)?$/;
/** "was down", "had been broken", "estava parada": a past state, over once something says it is back. */
const PAST_STATE =
  /\b(?:was|were|had been|has been|have been|been|being|estava|estavam|esteve|tinha|tinham|ficou)\s+(?:\w+\s+)?$/;
/** "fixed at 9am", "liberada às 14h" after a breakdown: when the downtime ends, not a second event. */
const FOLLOWED_BY_TIME =
  /^\s*(?:(?:at|by|on|around|before|as|a|na|no|em|ate|pelas?|previst[ao] para)\s+)*(?:\d|tomorrow|amanha|today|hoje|monday|tuesday|wednesday|thursday|friday|saturday|sunday|segunda|terca|quarta|quinta|sexta|sabado|domingo|noon|meio-dia)/;

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** One sentence, ending with a question mark. */
const ONE_QUESTION = /^[^?.!;]*\?\s*$/;
const ASKS_FROM_START =
  /^\s*(?:is|are|was|were|has|have|had|did|does|do)\b|^\W*(?:which|what|any|quais|que|alguma|tem alguma)\s+(?:(?:of the|das|dos|os|as)\s+)?(?:machines?|maquinas?|work ?centers?|equipment|equipamentos?|presses|prensas?)\b|\b(?:check(?:ing)?|see|know|tell me) (?:if|whether)\b|\b(?:verifica|verificar|checa|checar|confere|conferir|ve|sabe|saber) se\b/;
/**
 * Said right before the "?": "a PRS-03 parou?", "já voltou?", and a past time ("a PRS-03 quebrou
 * ontem à noite?", "ficou parada ontem?"), which asks what happened rather than tells it.
 */
const ASKS_AT_END =
  /^\s*(?:yet|already|again|now|ja|ainda|de novo|agora)?\s*(?:(?:yesterday|last night|last week|this morning|ontem|anteontem|hoje cedo|semana passada|(?:a|de|na) (?:noite|madrugada|manha|tarde)(?: passada)?)\s*)*\?\s*$/;

/**
 * Whether a message is only a yes/no question about a machine's state: one sentence ending in "?"
 * that starts with an auxiliary ("is", "has", "did") or asks to check ("check if", "verifica se"),
 * or whose state words come right before the "?". "Autoclave 1 is down, what's the impact?" tells an event and asks something else.
 */
function isStateQuestion(folded: string, spans: Span[]): boolean {
  if (!ONE_QUESTION.test(folded) || spans.length === 0) return false;
  const lastEnd = Math.max(...spans.map((span) => span.end));
  return ASKS_FROM_START.test(folded) || ASKS_AT_END.test(folded.slice(lastEnd));
}

/**
 * Reads the polarity of a machine event from a folded command. Back-in-service words ("back up",
 * "finished early", "fixed", "liberou", "voltou", "consertada") win over upkeep words
 * ("maintenance", "manutenção", "repair") and over a past state ("was down ... now back up"); a
 * back-in-service word followed by a time after a breakdown word is when the downtime ends
 * ("broke at 6, fixed at 9"). Down and up words that remain together are `both`.
 */
export function readMachineEvent(command: string): MachineEvent {
  // "Sem previsão de volta" says no end, not that the machine is back.
  const folded = withoutOpenEnded(command);
  const ups: Span[] = [];
  const downs: Span[] = [];
  for (const match of allMatches(UP, folded)) {
    const span = { start: match.index, end: match.index + match[0].length };
    (DENIED.test(folded.slice(Math.max(0, span.start - 24), span.start)) ? downs : ups).push(span);
  }
  for (const match of allMatches(DOWN, folded)) {
    const span = { start: match.index, end: match.index + match[0].length };
    if (ups.some((up) => overlaps(up, span)) || downs.some((down) => overlaps(down, span))) continue;
    const before = folded.slice(Math.max(0, span.start - 24), span.start);
    if (FORBIDDEN_DOWN.test(before)) continue;
    (DENIED_DOWN.test(before) ? ups : downs).push(span);
  }
  const current =
    ups.length > 0
      ? downs.filter((d) => !PAST_STATE.test(folded.slice(Math.max(0, d.start - 24), d.start)))
      : downs;
  const events = current.length > 0 ? ups.filter((u) => !FOLLOWED_BY_TIME.test(folded.slice(u.end))) : ups;
  const spans = [
    ...events.map((span) => ({ ...span, polarity: 'up' as const })),
    ...current.map((span) => ({ ...span, polarity: 'down' as const })),
  ].sort((a, b) => a.start - b.start);
  const last = spans.at(-1)?.polarity;
  const upStart = events[0]?.start;
  const where = {
    ...(upStart === undefined ? {} : { upStart, isDownBefore: downs.some((d) => d.start < upStart) }),
    ...(isStateQuestion(folded, spans) ? { isQuestion: true } : {}),
  };
  if (events.length > 0 && current.length > 0) return { verdict: 'both', last: last!, ...where };
  if (events.length > 0) return { verdict: 'up', last: 'up', ...where };
  if (current.length > 0 || CUES.upkeep.test(folded)) return { verdict: 'down', last: 'down', ...where };
  return {};
}
