import { addMinutes } from './date-mention.ts';
import type { Findings } from './extract-entities.ts';
import type { Entities, Intent } from './interpretation.ts';
import type { Reading } from './read-command.ts';
import { ALLOWED, selectEntities } from './select-entities.ts';

/**
 * A score at which a message has an intent of its own ("how much RM-778 do we have?"); below it a
 * message carries only entities and weak hints ("and 1023?" scores a status question by its order
 * id alone), so after a command it continues that command.
 */
const OWN_INTENT_SCORE = 4;

/** "and …", "what about …", "same for …", "e a …", "o mesmo para …", "na verdade …": a follow-up. */
const FOLLOW_UP_MARKER =
  /^\W*(?:and|what about|how about|same|also|actually|plus|e|e o|e a|e os|e as|e quanto|o mesmo|a mesma|mesma coisa|idem|tambem|na verdade|e se)\b/;

/** "do the same for Friday", "faz o mesmo pra EXT-01": the previous command again, whatever else is said. */
const SAME_AGAIN =
  /\b(?:(?:the )?same (?:thing )?(?:for|with|on|but)|do the same|o mesmo|a mesma coisa|mesma coisa|idem)\b/;

/** Entities that say what a status question is about: a new one replaces the old rather than adding to it. */
const STATUS_SUBJECTS = ['order_id', 'work_center', 'customer', 'material'] as const;

/** Entities a reader sets by default rather than because the message said them. */
const KINDS = ['status_kind', 'inventory_kind'] as const;

/**
 * Whether a message may continue an earlier command: it has no intent of its own, it asks for the
 * same again ("can you do the same for Friday?"), or it starts as a follow-up ("and …", "e a …").
 */
export function mayContinue(current: Reading): boolean {
  return (
    current.choice.best < OWN_INTENT_SCORE ||
    SAME_AGAIN.test(current.folded) ||
    FOLLOW_UP_MARKER.test(current.folded)
  );
}

/** The entities each kind of finding gives; a bare number that is an order id may be a quantity. */
function foundKinds(findings: Findings): (keyof Entities)[][] {
  const kinds: (keyof Entities)[][] = [];
  if (findings.workCenters.some((m) => m.kind !== 'generic' && m.kind !== 'group'))
    kinds.push(['work_center']);
  if (findings.orders.some((o) => !o.isBare)) kinds.push(['order_id']);
  if (findings.materials.length > 0) kinds.push(['material']);
  if (findings.customers.length > 0) kinds.push(['customer']);
  if (findings.locations.length > 0) kinds.push(['location', 'from_location']);
  if (findings.durations.length > 0) kinds.push(['duration_minutes']);
  // "Until Monday" is a breakdown's length as much as a date.
  if (findings.dates.length > 0) kinds.push(['date', 'duration_minutes']);
  if (findings.quantities.length > 0) kinds.push(['quantity']);
  if (findings.prices.length > 0) kinds.push(['price']);
  return kinds;
}

/**
 * Whether a message continues the previous command: it may continue one, names nothing that
 * command's intent does not take ("vamos desligar a EXT-01 segunda por 8 horas" after a rush order
 * names a machine: it is about something else), and, if it has an intent of its own, it asks for
 * the same again or starts as a follow-up with that intent ("and PRS-04 too, it broke down").
 */
export function continuesCommand(current: Reading, previous: Intent): boolean {
  if (!mayContinue(current)) return false;
  const takes = new Set(ALLOWED[previous]);
  if (foundKinds(current.findings).some((keys) => !keys.some((key) => takes.has(key)))) return false;
  if (current.choice.best < OWN_INTENT_SCORE || SAME_AGAIN.test(current.folded)) return true;
  return current.interpretation.intent === previous;
}

/**
 * What a message names that the previous command's intent takes ("and PRS-04?" names a work
 * center; "same for tomorrow" a date), without the kinds readers set by default. Empty when the
 * message names nothing that intent takes.
 */
export function namedFor(intent: Intent, current: Reading): Entities {
  const { entities } = selectEntities(intent, current.findings, current.folded, current.context);
  return entities;
}

/** Whether a message names anything besides default kinds. */
export function namesSomething(named: Entities): boolean {
  return Object.keys(named).some((key) => !(KINDS as readonly string[]).includes(key));
}

const DAY_MINUTES = 1440;

/** "How much …", "quanto tem", "quantos": a question of quantity, which stock answers. */
export const ASKS_QUANTITY =
  /\b(?:how (?:much|many)|quant[oa]s?(?: tem| temos| ha| sobrou| resta)?|what'?s (?:on hand|in stock)|saldo)\b/;

/**
 * A new day keeps the previous time of day ("EXT-02 down tomorrow 8–12", then "same for Friday"
 * is Friday 8–12), in plant time; a new time replaces the old.
 */
function dateFor(named: string, previous: string | undefined, offsetMinutes: number): string {
  if (previous === undefined || named.length !== 10 || previous.length === 10) return named;
  const plantClock = addMinutes(new Date(previous), offsetMinutes);
  const minuteOfDay = plantClock.getUTCHours() * 60 + plantClock.getUTCMinutes();
  const day = new Date(`${named}T00:00:00.000Z`);
  return addMinutes(day, (minuteOfDay % DAY_MINUTES) - offsetMinutes).toISOString();
}

/**
 * The previous command's entities with what the new message names put in their place. A status
 * question's subject is replaced whole ("status of order 1011", then "and PRS-04?" asks about
 * PRS-04 only) and keeps asking what it asked ("which orders are late", then "and tomorrow?" is
 * still about late orders); an inventory question keeps its kind unless the message names another.
 */
export function mergeEntities(
  intent: Intent,
  previous: Entities,
  named: Entities,
  offsetMinutes: number,
  asksQuantity = false,
): Entities {
  const merged: Entities = { ...previous };
  const namesSubject = STATUS_SUBJECTS.some((key) => named[key] !== undefined);
  if (intent === 'production.status' && namesSubject) for (const key of STATUS_SUBJECTS) delete merged[key];
  for (const key of Object.keys(named) as (keyof Entities)[]) {
    if ((KINDS as readonly string[]).includes(key)) continue;
    Object.assign(merged, { [key]: named[key] });
  }
  if (named.date) merged.date = dateFor(named.date, previous.date, offsetMinutes);
  if (intent === 'production.status') {
    const stillLate = previous.status_kind === 'late_orders' && named.status_kind === 'customer';
    merged.status_kind =
      named.status_kind === 'late_orders' || (namesSubject && !stillLate)
        ? named.status_kind
        : (previous.status_kind ?? named.status_kind);
  }
  if (intent === 'inventory.query' && named.inventory_kind && named.inventory_kind !== 'stock')
    merged.inventory_kind = named.inventory_kind;
  // "E de BATCH-890, quanto tem?" after "tem compra atrasada?": the quantity asked is the stock.
  else if (intent === 'inventory.query' && asksQuantity) merged.inventory_kind = 'stock';
  return merged;
}
