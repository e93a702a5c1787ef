import type { Findings } from './extract-entities.ts';
import { ACTION_INTENTS, type Intent, type InterpretContext } from './interpretation.ts';
import { type Reading, readCommand } from './read-command.ts';
import { allMatches, foldText } from './text.ts';

/**
 * Where one request may end and another begin: a semicolon, a comma or a sentence end followed by
 * a space, or a joining word ("and", "also", "plus", "e", "também", "além disso"), each with the
 * joining words that may follow it (", and also").
 */
const SEPARATOR =
  /\s*;\s*(?:(?:and|also|plus|then|e|tambem)\s+)*|\s*[,.?!]\s+(?:(?:and|also|plus|then|e|tambem|alem disso|depois)\s+)*|\s+(?:and|also|plus|e)\s+(?:(?:also|then|tambem|depois)\s+)*|\s+alem disso,?\s+/g;

/** One request of a command: its span `[start, end)` in the command and how it reads alone. */
export interface Fact {
  start: number;
  end: number;
  text: string;
  reading: Reading;
}

/** The entity an action is about, which a request must name to stand on its own. */
function subjectOf(intent: Intent, findings: Findings): string | undefined {
  const first = (mentions: { candidates: string[] }[]) =>
    mentions.length > 0 ? mentions[0]!.candidates.join('|') || '?' : undefined;
  switch (intent) {
    case 'schedule.breakdown':
    case 'schedule.restore':
    case 'capacity.add':
      return first(findings.workCenters);
    case 'order.change':
    case 'order.cancel':
    case 'order.split':
    case 'order.release':
    case 'order.move':
      return findings.orders[0]?.id;
    case 'change.undo':
      return 'last change';
    default:
      return first(findings.materials);
  }
}

/** Whether a reading is a request of its own: a change to run, naming what it changes. */
function isFact(reading: Reading): boolean {
  const { intent } = reading.interpretation;
  return ACTION_INTENTS.has(intent) && subjectOf(intent, reading.findings) !== undefined;
}

function isSameFact(a: Reading, b: Reading): boolean {
  const intent = a.interpretation.intent;
  return (
    intent === b.interpretation.intent && subjectOf(intent, a.findings) === subjectOf(intent, b.findings)
  );
}

function pieces(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let start = 0;
  for (const match of allMatches(SEPARATOR, foldText(text))) {
    if (match.index > start) spans.push({ start, end: match.index });
    start = match.index + match[0].length;
  }
  if (start < text.length) spans.push({ start, end: text.length });
  return spans.filter((span) => /[\p{L}\p{N}]/u.test(text.slice(span.start, span.end)));
}

/**
 * The separate requests of a command ("PRS-04 down for 6h AND Meridian needs 500 PRODUCT-001 by
 * Friday"), each with its own entities; empty when it holds fewer than two. The command is cut at
 * its joining words and punctuation; a piece that is no request of its own ("and will be out for
 * 4 hours", "e refaz a programação") stays with the request before it (or after, when first),
 * and so does a piece repeating the same request about the same thing. A request is an action
 * intent naming its subject: the machine, the material, the order (undo needs none).
 */
export function findFacts(text: string, context: InterpretContext): Fact[] {
  const spans = pieces(text);
  if (spans.length < 2) return [];
  const merged: {
    start: number;
    end: number;
    reading: Reading;
    isExtended: boolean;
    /** "cancel 1050" for the piece "1050" of "cancel 1041 and 1050": the request in its own words. */
    ownWords?: string;
  }[] = [];
  let pendingStart: number | undefined;
  for (const span of spans) {
    const previous = merged.at(-1);
    const repeated = anotherOrder(
      text.slice(span.start, span.end),
      previous?.reading,
      text,
      previous,
      context,
    );
    const reading = repeated?.reading ?? readCommand(text.slice(span.start, span.end), context);
    if (isFact(reading) && !(previous && isSameFact(previous.reading, reading))) {
      merged.push({
        start: pendingStart ?? span.start,
        end: span.end,
        reading,
        isExtended: false,
        ...(repeated ? { ownWords: repeated.words } : {}),
      });
      if (pendingStart !== undefined) merged.at(-1)!.isExtended = true;
      pendingStart = undefined;
    } else if (previous) {
      previous.end = span.end;
      previous.isExtended = true;
    } else pendingStart ??= span.start;
  }
  if (merged.length < 2) return [];
  // "PRS-04 is back already, undo that breakdown": the machine back is why the undo is asked for,
  // one request, not two.
  const intents = merged.map((m) => m.reading.interpretation.intent);
  if (merged.length === 2 && intents.includes('change.undo') && intents.includes('schedule.restore'))
    return [];
  // A request that took in its neighbours' words is read again whole ("PRS-03 broke" + "for 4 hours").
  // A repeated request's button says it whole: "1050" alone would ask where 1050 stands.
  return merged.map(({ start, end, reading, isExtended, ownWords }) => {
    const piece = text.slice(start, end);
    if (ownWords && !isExtended) return { start, end, text: ownWords, reading };
    return { start, end, text: piece, reading: isExtended ? readCommand(piece, context) : reading };
  });
}

/** A piece that is only an order ("1042", "order 1042", "a 1042") after a cancel, a split or a release of another. */
const ONLY_AN_ORDER =
  /^\s*(?:(?:the |a |o )?(?:orders?|ordem|ordens|op|pedido)\s+)?(?:a |o )?#?(\d{3,6})\s*$/;
const REPEATED_ON_ANOTHER: ReadonlySet<Intent> = new Set<Intent>([
  'order.cancel',
  'order.split',
  'order.release',
]);

/**
 * "Cancel 1041 and 1042": the second order is the same request on another order, so the command holds
 * two requests (asked which first, one button each) rather than one cancel that silently drops 1042.
 */
function anotherOrder(
  piece: string,
  before: Reading | undefined,
  text: string,
  span: { start: number; end: number } | undefined,
  context: InterpretContext,
): { reading: Reading; words: string } | undefined {
  const id = foldText(piece).match(ONLY_AN_ORDER)?.[1];
  const intent = before?.interpretation.intent;
  const named = before?.interpretation.entities.order_id;
  if (!id || !span || !intent || !REPEATED_ON_ANOTHER.has(intent) || !named || named === id) return undefined;
  const same = text.slice(span.start, span.end);
  if (!same.includes(named)) return undefined;
  const words = same.replace(named, id);
  const reading = readCommand(words, context);
  return reading.interpretation.intent === intent && reading.interpretation.entities.order_id === id
    ? { reading, words }
    : undefined;
}
