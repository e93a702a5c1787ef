import { balanceFocus } from './balance-focus.ts';
import { bomDirection } from './bom-direction.ts';
import { breakdownTiming, capacityTiming, intentTiming, restoreTiming, type Timing } from './date-roles.ts';
import type { Findings, ReadingContext } from './extract-entities.ts';
import type { Entities, Intent, MaterialRecord } from './interpretation.ts';
import { operationNamed, targetId, targetWorkCenter } from './order-move-words.ts';
import { shiftDirection, shiftTarget } from './order-moves.ts';
import {
  inventoryKind,
  priorityChangeIn,
  priorityIn,
  QUANTITY_VERB,
  quantityChangeIn,
} from './order-words.ts';
import { partOfDay, partWindow } from './parts-of-day.ts';
import { readMachineEvent } from './polarity.ts';
import { asksWhen } from './promise-when.ts';
import { shiftNamed, weekSpan } from './shift-names.ts';
import { namedWeekStart, statusKind } from './status-kind.ts';

/** The entities each intent takes; anything else the readers found is left out. */
export const ALLOWED: Record<Intent, readonly (keyof Entities)[]> = {
  'schedule.create': ['date', 'work_center'],
  'schedule.breakdown': ['work_center', 'date', 'duration_minutes'],
  'schedule.material_delay': ['material', 'date', 'duration_minutes'],
  'schedule.rush_order': ['material', 'quantity', 'unit', 'date', 'customer', 'price'],
  'order.change': [
    'order_id',
    'date',
    'duration_minutes',
    'shift_direction',
    'shift_target',
    'priority',
    'priority_change',
    'quantity',
    'quantity_change',
    'unit',
  ],
  'order.create': ['material', 'quantity', 'unit', 'date', 'customer', 'price'],
  'production.status': [
    'order_id',
    'work_center',
    'customer',
    'material',
    'date',
    'duration_minutes',
    'status_kind',
    'days',
    'work_center_type',
  ],
  'inventory.query': ['material', 'location', 'inventory_kind'],
  'inventory.transfer': ['material', 'quantity', 'unit', 'location', 'from_location'],
  'promise.check': ['material', 'quantity', 'unit', 'date', 'customer', 'price', 'asks_when'],
  'mrp.run': ['material', 'date'],
  'bom.query': ['material', 'quantity', 'unit', 'bom_direction'],
  'balance.analyze': ['work_center', 'material', 'date', 'balance_focus'],
  'report.generate': ['work_center', 'material', 'customer', 'date', 'order_id'],
  help: [],
  'schedule.restore': ['work_center', 'date'],
  'change.undo': [],
  'change.apply': [],
  'change.discard': [],
  'order.cancel': ['order_id'],
  'order.split': ['order_id', 'quantity', 'unit', 'parts'],
  'order.release': ['order_id'],
  'order.move': ['order_id', 'work_center', 'operation_id'],
  'capacity.add': ['work_center', 'date', 'duration_minutes', 'shift', 'days'],
};

/** Entities an intent cannot do without: asked for when missing or ambiguous. */
export const REQUIRED: Partial<Record<Intent, readonly (keyof Entities)[]>> = {
  'schedule.breakdown': ['work_center', 'duration_minutes'],
  'schedule.restore': ['work_center'],
  'schedule.material_delay': ['material'],
  'schedule.rush_order': ['material', 'quantity', 'date'],
  'order.change': ['order_id'],
  'order.create': ['material', 'quantity'],
  'inventory.transfer': ['material', 'location'],
  'promise.check': ['material'],
  'bom.query': ['material'],
  'order.cancel': ['order_id'],
  'order.split': ['order_id'],
  'order.release': ['order_id'],
  'order.move': ['order_id', 'work_center'],
  'capacity.add': ['work_center'],
};

/** An entity the planner named but that could mean several records. */
export interface Ambiguity {
  entity: 'work_center' | 'material' | 'customer';
  candidates: string[];
  said: string;
}

const SELLS = new Set<Intent>(['schedule.rush_order', 'order.create', 'promise.check']);
const PURCHASED = new Set(['RAW', 'INSERT', 'PACKAGING']);

/**
 * Among equally good material matches, a sales intent (rush order, new order, promise) means a
 * finished good and any other intent a purchased material: a bare "NBR" is the raw polymer.
 */
function preferByIntent(
  candidates: string[],
  intent: Intent,
  materials: Map<string, MaterialRecord>,
): string[] {
  const wanted = (id: string) => {
    const type = materials.get(id)?.type?.toUpperCase();
    if (type === undefined) return false;
    return SELLS.has(intent) ? type === 'FINISHED' : PURCHASED.has(type);
  };
  const preferred = candidates.filter(wanted);
  return preferred.length > 0 ? preferred : candidates;
}

/** Picks, for the chosen intent, the entities it takes from what the readers found. */
export function selectEntities(
  intent: Intent,
  findings: Findings,
  folded: string,
  context: ReadingContext,
): { entities: Entities; ambiguities: Ambiguity[] } {
  const allowed = new Set(ALLOWED[intent]);
  const found: Entities = {};
  const ambiguities: Ambiguity[] = [];
  const isRequired = (entity: keyof Entities) => REQUIRED[intent]?.includes(entity) ?? false;

  // A move names where the operation goes ("from PRS-03 to PRS-04": PRS-04), else no machine.
  const target = intent === 'order.move' ? targetWorkCenter(findings.workCenters, folded) : undefined;
  const machine =
    intent === 'order.move'
      ? undefined
      : findings.workCenters.find((m) => m.candidates.length === 1 && m.kind !== 'group');
  if (target) found.work_center = targetId(target);
  // "The machine" names no kind: asked as a missing work center, with one button per kind.
  const vague =
    intent === 'order.move'
      ? undefined
      : findings.workCenters.find(
          (m) => m.candidates.length > 1 && m.kind !== 'group' && m.kind !== 'generic',
        );
  // A status question about "the banbury" asks which one rather than answering for the plant.
  const asksWhichMachine =
    isRequired('work_center') || vague?.kind === 'unknown' || intent === 'production.status';
  if (machine) found.work_center = machine.candidates[0]!;
  else if (vague && allowed.has('work_center') && asksWhichMachine) {
    ambiguities.push({ entity: 'work_center', candidates: vague.candidates, said: vague.said });
  }

  const material = findings.materials[0];
  if (material) {
    const candidates = preferByIntent(material.candidates, intent, context.index.materialsById);
    // A stock question about "o-rings" asks which one rather than answering for none.
    const asks = isRequired('material') || intent === 'inventory.query';
    if (candidates.length === 1) found.material = candidates[0]!;
    else if (allowed.has('material') && asks) {
      ambiguities.push({ entity: 'material', candidates, said: material.said });
    }
  }

  const customer = findings.customers[0];
  if (customer?.candidates.length === 1) found.customer = customer.candidates[0]!;
  else if (customer && allowed.has('customer')) {
    ambiguities.push({ entity: 'customer', candidates: customer.candidates, said: customer.said });
  }

  const explicitOrder = findings.orders.find((o) => !o.isBare);
  const order = explicitOrder ?? findings.orders[0];
  if (order) found.order_id = order.id;

  const quantity = findings.quantities[0];
  const takesBareNumber =
    intent !== 'order.change' ||
    /\b(quantity|qty|quantidade|qtd)\b/.test(folded) ||
    QUANTITY_VERB.test(folded);
  const bare = takesBareNumber ? findings.bareNumbers.find((n) => n.value > 0) : undefined;
  if (quantity) {
    found.quantity = quantity.value;
    if (quantity.unit) found.unit = quantity.unit;
  } else if (bare) found.quantity = bare.value;
  const quantityChange =
    intent === 'order.change' && found.quantity !== undefined ? quantityChangeIn(folded) : undefined;
  if (quantityChange) found.quantity_change = quantityChange;

  if (findings.prices[0]) found.price = findings.prices[0].value;
  Object.assign(found, locationsFor(intent, findings));
  const priority = priorityIn(folded);
  if (priority) found.priority = priority;
  const priorityChange = priority ? priorityChangeIn(folded) : undefined;
  if (priorityChange) found.priority_change = priorityChange;
  if (intent === 'inventory.query') found.inventory_kind = inventoryKind(folded);
  const direction = intent === 'bom.query' ? bomDirection(folded) : undefined;
  if (direction) found.bom_direction = direction;
  const focus = intent === 'balance.analyze' ? balanceFocus(folded) : undefined;
  if (focus) found.balance_focus = focus;
  if (intent === 'production.status') {
    found.status_kind = statusKind(
      folded,
      found,
      {
        machine: findings.workCenters.some((m) => m.kind !== 'group' && m.kind !== 'generic'),
        customer: findings.customers.length > 0,
        group: findings.workCenters.some((m) => m.kind === 'group'),
      },
      findings.dates.length > 0,
    );
  }

  if (found.status_kind === 'utilization') {
    const group = findings.workCenters.find((m) => m.kind === 'group')?.candidates[0];
    const type = context.masterData.workCenters.find((w) => w.id === group)?.type;
    if (type) found.work_center_type = type;
  }
  if (findings.parts[0] !== undefined) found.parts = findings.parts[0];
  Object.assign(found, timingOf(intent, findings, folded, context));
  if (intent === 'order.change') Object.assign(found, orderMove(found, folded));
  const operation = intent === 'order.move' ? operationNamed(folded) : undefined;
  if (operation) found.operation_id = operation;
  // A date said is the date asked about: "when" then only asks when there is none.
  if (intent === 'promise.check' && found.date === undefined && asksWhen(folded)) found.asks_when = true;
  if (intent === 'capacity.add') Object.assign(found, shiftOf(found, findings, folded, context));
  // "Stops tomorrow morning" with no length: the downtime is that morning (06:00–12:00 plant time).
  // "Broke down this morning" says when it happened, not how long it lasts.
  const isPast = /\b(?:broke|went|failed|stopped|died|crashed|quebrou|parou|falhou|travou|caiu|pifou)\b/.test(
    folded,
  );
  const part = intent === 'schedule.breakdown' && !isPast ? partOfDay(folded) : undefined;
  if (part && found.date?.length === 10 && found.duration_minutes === undefined)
    Object.assign(found, partWindow(found.date, part, context.offsetMinutes));
  // Only the orders a downtime hits have a length: the downtime's.
  if (intent === 'production.status' && found.status_kind === 'affected') {
    delete found.date;
    Object.assign(
      found,
      breakdownTiming(findings.dates, findings.durations, context.now, context.offsetMinutes),
    );
  } else if (intent === 'production.status') delete found.duration_minutes;
  // "This week" / "next week": the days of that week; a day said is that day (the server's default).
  if (found.status_kind === 'finishing' && found.date === undefined)
    Object.assign(found, weekSpan(folded, context.now, context.offsetMinutes) ?? {});
  if (intent === 'production.status' && found.status_kind !== 'finishing') delete found.days;
  if (found.status_kind === 'bottlenecks' && found.date === undefined) {
    const week = namedWeekStart(folded, context.now, context.offsetMinutes);
    if (week) found.date = week;
  }

  const entities: Entities = {};
  for (const key of Object.keys(found) as (keyof Entities)[]) {
    if (allowed.has(key)) Object.assign(entities, { [key]: found[key] });
  }
  return { entities, ambiguities: ambiguities.filter((a) => allowed.has(a.entity)) };
}

function timingOf(intent: Intent, findings: Findings, folded: string, context: ReadingContext): Timing {
  const { now, offsetMinutes } = context;
  const { dates, durations } = findings;
  if (intent === 'schedule.breakdown') return breakdownTiming(dates, durations, now, offsetMinutes);
  if (intent === 'schedule.restore') return restoreTiming(dates, readMachineEvent(folded), offsetMinutes);
  if (intent === 'capacity.add') return capacityTiming(folded, dates, durations, now, offsetMinutes);
  return intentTiming(intent, folded, dates, durations, now, offsetMinutes);
}

/**
 * How an order change moves the order in time: by a duration, which way (`shift_direction`, left
 * out when the command does not say: the reading asks) and what (`shift_target`); to a date, only
 * a start named ("move the start of 1044 to Monday"): a due date moved to a date reads as before.
 */
function orderMove(found: Entities, folded: string): Pick<Entities, 'shift_direction' | 'shift_target'> {
  const target = shiftTarget(folded);
  if (found.duration_minutes !== undefined) {
    const direction = shiftDirection(folded);
    return { ...(direction ? { shift_direction: direction } : {}), shift_target: target };
  }
  return found.date !== undefined && target === 'start' ? { shift_target: target } : {};
}

/**
 * Extra time named by its shift ("a late shift on Saturday", "turno extra no sábado", "a third
 * shift next week"): the shift, and the days a week covers. Hours said outright ("Saturday 6 to
 * 14") need no shift; a named shift's length is the calendar's.
 */
function shiftOf(found: Entities, findings: Findings, folded: string, context: ReadingContext): Entities {
  const hasHours = findings.dates.some((d) => d.hasTime || d.cue === 'until');
  const shift = hasHours ? undefined : shiftNamed(folded);
  if (!shift) return {};
  const week = found.date === undefined ? weekSpan(folded, context.now, context.offsetMinutes) : undefined;
  delete found.duration_minutes;
  return { shift, ...(week ?? {}) };
}

function locationsFor(intent: Intent, findings: Findings): Pick<Entities, 'location' | 'from_location'> {
  const [first, second] = findings.locations;
  if (!first) return {};
  if (intent !== 'inventory.transfer') return { location: first.id };
  const source = findings.locations.find((l) => l.role === 'from');
  const destination = findings.locations.find((l) => l.role !== 'from' && l !== source);
  if (source || destination) {
    return {
      ...(source ? { from_location: source.id } : {}),
      ...(destination ? { location: destination.id } : {}),
    };
  }
  return second ? { from_location: first.id, location: second.id } : { location: first.id };
}
