import { AFFECTS, RUNS_ON } from './affected-orders.ts';
import type { Completion, EarlierCommand } from './completed-reading.ts';
import { addMinutes, localIsoDate } from './date-mention.ts';
import { isHypothetical } from './hypothetical.ts';
import { CUES } from './intent-cues.ts';
import type { Entities, Intent } from './interpretation.ts';
import { MESSAGES } from './messages.ts';
import { PARTS_OF_DAY } from './parts-of-day.ts';
import type { Reading } from './read-command.ts';

/**
 * Round 4: messages that ask about the previous command itself rather than name new entities for
 * it — the orders a breakdown hits, when an order is ready, the same command with another quantity
 * as a what-if, the same downtime in a narrower window, a what-if booked for real, a machine named
 * by a pronoun. Each gives a completion of the previous command, or nothing.
 */

/** "when will it be ready?", "when does it finish?", "quando fica pronto?", "e quando termina?". */
const WHEN_READY =
  /\b(?:when (?:will|does|is|would|do|can)\b(?:\s+\S+){0,3}\s+(?:be )?(?:ready|done|finish\w*|complete\w*|ship\w*|end|over)|when(?:'s| is) (?:it|that|the order) (?:ready|done|due|finishing)|eta\b|quando (?:fica|ficam|vai ficar|estara|sai|saem|termina|terminam|acaba|vai terminar|vai sair|fica pront\w*|entrega)|(?:fica|vai ficar|estara) pront[oa]s? quando|previsao de (?:termino|entrega|ficar pronto))\b/;

/** "book that for real", "pode lançar de verdade", "pra valer": the what-if, done. */
const FOR_REAL = /\b(?:for real|for good|de verdade|pra valer|para valer)\b/;
/** A whole message that agrees to act: "ok, do it", "go ahead", "let's do it", "faz isso", "manda ver". */
const DO_IT =
  /^\W*(?:(?:ok|okay|yes|yeah|sim|beleza|blz|then|entao|great|good|perfect|perfeito|show)\W+)*(?:(?:book|apply|do|run|make|lanca|lancar|lance|aplica|aplicar|faz|faca|executa|efetiva)(?:\s+(?:it|that|this|isso|essa|esse|ai))?|go ahead|let'?s do it|manda ver)(?:\W+(?:now|agora|then|entao|please|por favor))*\W*$/;

/** "bring it back", "volta ela", "traz de volta": a cancelled order wanted again — the cancel undone. */
const BRING_BACK =
  /\b(?:volta (?:ela|ele|a ordem|a op|essa|esse|com ela|com ele)|traz (?:ela|ele)?\s*de volta|traz (?:ela|ele)|bring (?:it|that|her|the order|them) back|put (?:it|that|the order) back|restore (?:it|that|the order)|uncancel)\b/;

/** "and the worst one?", "e qual é o pior?": the late list again, worst first. */
const WORST = /\b(?:worst|pior|piores|mais atrasad[ao]s?|most late|latest one)\b/;

/** "only the morning", "só à tarde", "só de manhã", "just the afternoon": the whole message. */
const PART_OF_DAY =
  /^\W*(?:(?:and|but|e|mas)\s+)?(?:(?:what )?if\s+(?:it'?s|it is|it were|it was|we make it|we say)?\s*|se\s+(?:for|fosse|forem|ficar)?\s*)?(?:(?:only|just|so|somente|apenas|but)\s+)?(?:(?:the|in the|during the|de|a|na|pela|durante a|no periodo da|na parte da|a parte da|of the)\s+)?(morning|manha|afternoon|tarde)\W*$/;
/** Words that narrow a window: "only", "just", "só", "somente", "apenas". */
const NARROWS = /^\W*(?:only|just|so|somente|apenas)\b/;

/** "and if it were 5000?", "what if it were 2k?", "e se fossem 5000?", "e se forem 1.200?". */
const OTHER_AMOUNT =
  /^\W*(?:and if|what if|and what if|e se|mas e se|e caso|what about if)\b.{0,20}\b(?:were|was|is|are|fosse|fossem|forem|for|sao|seja|sejam)\b/;

/** Intents whose command has a quantity that a what-if may change. */
const TAKES_QUANTITY = new Set<Intent>([
  'schedule.rush_order',
  'order.change',
  'order.create',
  'order.split',
  'promise.check',
  'inventory.transfer',
]);
/** Events on a machine whose window a later message may narrow. */
const HAS_WINDOW = new Set<Intent>(['schedule.breakdown', 'capacity.add']);
/** Commands whose machine a pronoun may point back to ("ela já voltou", "it's back"). */
const NAMES_MACHINE = new Set<Intent>([
  'schedule.breakdown',
  'schedule.restore',
  'capacity.add',
  'production.status',
]);

/** A rush order's id as the reply names it ("Rush order RUSH-0007 for 500 FG-OR-020 …"). */
const RUSH_ID = /\bRUSH-[A-Z0-9]+(?:-[A-Z0-9]+)*/i;

type AboutEarlier = Omit<Completion, 'from' | 'why' | 'via' | 'confidence'>;

/** Whether a folded message may ask about the previous command (so the earlier commands are read). */
export function mayAskAboutEarlier(folded: string): boolean {
  return (
    AFFECTS.test(folded) ||
    RUNS_ON.test(folded) ||
    WHEN_READY.test(folded) ||
    FOR_REAL.test(folded) ||
    DO_IT.test(folded) ||
    BRING_BACK.test(folded) ||
    WORST.test(folded) ||
    CUES.waits.test(folded) ||
    PART_OF_DAY.test(folded) ||
    NARROWS.test(folded) ||
    OTHER_AMOUNT.test(folded)
  );
}

function affected(current: Reading, from: EarlierCommand): AboutEarlier | undefined {
  const previous = from.interpretation;
  if (previous.intent !== 'schedule.breakdown' || !previous.entities.work_center) return undefined;
  const machine = previous.entities.work_center;
  const named = current.findings.workCenters.flatMap((m) => m.candidates);
  // "What's on PRS-06 today?" after PRS-06 broke asks what the downtime hits; about PRS-07 it does not.
  const isSameMachine = named.length === 0 || named.includes(machine);
  const asks = AFFECTS.test(current.folded) || (RUNS_ON.test(current.folded) && named.length > 0);
  if (!asks || !isSameMachine) return undefined;
  const { date, duration_minutes } = previous.entities;
  const entities: Entities = {
    status_kind: 'affected',
    work_center: machine,
    ...(date ? { date } : {}),
    ...(duration_minutes ? { duration_minutes } : {}),
  };
  return { intent: 'production.status', entities, hypothetical: false };
}

function orderOf(from: EarlierCommand): string | undefined {
  const { intent, entities } = from.interpretation;
  if (intent === 'schedule.rush_order' || intent === 'order.create')
    return RUSH_ID.exec(from.reply?.content ?? '')?.[0]?.toUpperCase() ?? entities.order_id;
  return entities.order_id;
}

function whenReady(current: Reading, from: EarlierCommand): AboutEarlier | undefined {
  // "When can we ship 500 FG-OR-020?" asks of a new amount: a promise, not the earlier order.
  const { orders, materials, quantities } = current.findings;
  if (!WHEN_READY.test(current.folded) || orders.length + materials.length + quantities.length > 0)
    return undefined;
  const order_id = orderOf(from);
  if (!order_id) return undefined;
  return { intent: 'production.status', entities: { status_kind: 'order', order_id }, hypothetical: false };
}

function otherAmount(current: Reading, from: EarlierCommand): AboutEarlier | undefined {
  const previous = from.interpretation;
  if (!TAKES_QUANTITY.has(previous.intent) || !OTHER_AMOUNT.test(current.folded)) return undefined;
  const said = current.findings.quantities[0] ?? current.findings.bareNumbers.find((n) => n.value > 0);
  if (!said) return undefined;
  const entities: Entities = { ...previous.entities, quantity: said.value };
  if ('unit' in said && said.unit) entities.unit = said.unit;
  return { intent: previous.intent, entities, hypothetical: true };
}

/** The plant-local day of the previous window, as 00:00 of that day in UTC-shifted form. */
function dayOf(previous: Entities, now: Date, offsetMinutes: number): Date {
  const day = previous.date
    ? previous.date.length === 10
      ? previous.date
      : localIsoDate(new Date(previous.date), offsetMinutes)
    : localIsoDate(now, offsetMinutes);
  return addMinutes(new Date(`${day}T00:00:00.000Z`), -offsetMinutes);
}

function narrowedWindow(current: Reading, from: EarlierCommand): AboutEarlier | undefined {
  const previous = from.interpretation;
  if (!HAS_WINDOW.has(previous.intent)) return undefined;
  if (current.findings.workCenters.length > 0) return undefined;
  const { now, offsetMinutes } = current.context;
  const day = dayOf(previous.entities, now, offsetMinutes);
  const part = PART_OF_DAY.exec(current.folded)?.[1];
  let window: readonly [number, number] | undefined;
  if (part) window = part === 'morning' || part === 'manha' ? PARTS_OF_DAY.morning : PARTS_OF_DAY.afternoon;
  else if (NARROWS.test(current.folded)) {
    const range = current.findings.dates.find((d) => d.hasTime && d.endAt);
    if (!range?.endAt) return undefined;
    const local = addMinutes(range.at, offsetMinutes);
    const start = local.getUTCHours() * 60 + local.getUTCMinutes();
    const length = Math.round((range.endAt.getTime() - range.at.getTime()) / 60_000);
    if (length <= 0) return undefined;
    window = [start, start + length];
  }
  if (!window) return undefined;
  const entities: Entities = {
    ...previous.entities,
    date: addMinutes(day, window[0]).toISOString(),
    duration_minutes: window[1] - window[0],
  };
  return { intent: previous.intent, entities };
}

function forReal(current: Reading, from: EarlierCommand, isLatest: boolean): AboutEarlier | undefined {
  const previous = from.interpretation;
  if (!isLatest || !previous.hypothetical || isHypothetical(current.folded)) return undefined;
  const agrees =
    FOR_REAL.test(current.folded) ||
    DO_IT.test(current.folded) ||
    current.interpretation.intent === 'change.apply';
  if (!agrees) return undefined;
  return { intent: previous.intent, entities: { ...previous.entities }, hypothetical: false };
}

function waitingFor(current: Reading, from: EarlierCommand): AboutEarlier | undefined {
  const material = from.interpretation.entities.material;
  if (!material || current.findings.materials.length > 0 || !CUES.waits.test(current.folded))
    return undefined;
  // "Parada por falta de material" asks about materials in general, not the one talked about.
  if (/\b(?:materia(?:l|is|ls)|falta|shortages?|short)\b/.test(current.folded)) return undefined;
  return { intent: 'production.status', entities: { status_kind: 'waiting', material }, hypothetical: false };
}

function worstOne(current: Reading, from: EarlierCommand): AboutEarlier | undefined {
  const { intent, entities } = from.interpretation;
  if (intent !== 'production.status' || entities.status_kind !== 'late_orders') return undefined;
  if (!WORST.test(current.folded) || current.findings.orders.length > 0) return undefined;
  return { intent, entities: { ...entities }, hypothetical: false };
}

function bringBack(current: Reading, from: EarlierCommand): AboutEarlier | undefined {
  if (from.interpretation.intent !== 'order.cancel' || !BRING_BACK.test(current.folded)) return undefined;
  return { intent: 'change.undo', entities: {} };
}

function pronounMachine(current: Reading, from: EarlierCommand): AboutEarlier | undefined {
  const { intent, entities } = current.interpretation;
  const isEvent = intent === 'schedule.restore' || intent === 'schedule.breakdown';
  const machine = from.interpretation.entities.work_center;
  if (!isEvent || entities.work_center || current.findings.workCenters.length > 0) return undefined;
  // A machine of a what-if never went down: "voltou" after one names no machine of it.
  if (!machine || !NAMES_MACHINE.has(from.interpretation.intent) || from.interpretation.hypothetical)
    return undefined;
  return { intent, entities: { ...entities, work_center: machine } };
}

/**
 * What a message asks about the previous command (`from`; `isLatest` when it is the latest command
 * of the conversation), as a completion of it, or undefined when it asks nothing of the kind.
 */
export function aboutEarlierCommand(
  current: Reading,
  from: EarlierCommand,
  isLatest: boolean,
): Omit<Completion, 'confidence'> | undefined {
  const found =
    forReal(current, from, isLatest) ??
    affected(current, from) ??
    whenReady(current, from) ??
    otherAmount(current, from) ??
    narrowedWindow(current, from) ??
    bringBack(current, from) ??
    worstOne(current, from) ??
    waitingFor(current, from) ??
    pronounMachine(current, from);
  if (!found) return undefined;
  const language = current.interpretation.language;
  return {
    ...found,
    from,
    why: MESSAGES.followUp(language, from.index + 1, from.text, from.interpretation.intent),
    via: 'follow_up',
  };
}
