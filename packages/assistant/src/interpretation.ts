/**
 * The intents of a planner's command (issue 5); the names are fixed so evaluation sets stay
 * comparable, and new intents are appended (issue 10: a machine back in service, undo, the
 * planner's yes or no to the proposal of the previous reply: `change.apply`, `change.discard`; and
 * the everyday intents: cancel an order, split an order, add a shift or overtime on a machine; then
 * releasing a Created order to the floor, `order.release`; then moving an order's operation to another
 * work center, `order.move`).
 */
export const INTENTS = [
  'schedule.create',
  'schedule.breakdown',
  'schedule.material_delay',
  'schedule.rush_order',
  'order.change',
  'order.create',
  'production.status',
  'inventory.query',
  'inventory.transfer',
  'promise.check',
  'mrp.run',
  'bom.query',
  'balance.analyze',
  'report.generate',
  'help',
  'schedule.restore',
  'change.undo',
  'change.apply',
  'change.discard',
  'order.cancel',
  'order.split',
  'capacity.add',
  'order.release',
  'order.move',
] as const;

/** One of the fixed intent names. */
export type Intent = (typeof INTENTS)[number];

/** Intents that change the plan or the data when run: never run on a reading below the threshold. */
export const ACTION_INTENTS: ReadonlySet<Intent> = new Set<Intent>([
  'schedule.breakdown',
  'schedule.restore',
  'schedule.material_delay',
  'schedule.rush_order',
  'order.change',
  'order.create',
  'inventory.transfer',
  'change.undo',
  'change.apply',
  'order.cancel',
  'order.split',
  'capacity.add',
  'order.release',
  'order.move',
]);

/**
 * The least confidence an action intent is run on (issue 10, safe interpretation): below it the
 * interpretation carries a clarification whose buttons are the candidate readings.
 */
export const CONFIDENCE_THRESHOLD = 0.6;

/** The languages commands are read and answered in: English and Portuguese (pt-BR). */
export type Language = 'en' | 'pt';

/**
 * What a `balance.analyze` command looks at (issue 15, the Line Balancing tab's quick actions): the
 * line's bottlenecks, its schedule, its setups or its capacity; absent for the full analysis.
 */
export type BalanceFocus = 'bottlenecks' | 'schedule' | 'setups' | 'capacity';

/** An order's priority as the planner names it. */
export type Priority = 'urgent' | 'high' | 'normal' | 'low';

/**
 * What an inventory question asks: the stock of an item (or of a location), which items are low,
 * where an item is, what the stock is worth, or which purchase receipts are overdue
 * (`overdue_receipts`: "tem compra atrasada?", "which purchase orders are late?", "o que o
 * fornecedor está devendo"; with `material` when one is named).
 */
export type InventoryKind = 'stock' | 'low_stock' | 'location' | 'value' | 'overdue_receipts';

/**
 * What a `production.status` question asks about (issue 10, answers to the question asked): which
 * orders are late (`late_orders`, "which orders are late", "o que vai atrasar"), one order
 * (`order`, with `order_id`: "como tá a OP 1011?"), one machine (`work_center`, with `work_center`:
 * "what's PRS-03 working on"), one customer's orders (`customer`, with `customer`: "how are
 * Meridian's orders doing"), or the plant as a whole (`plant`: "production status", "como
 * estamos?"). A machine or customer named too vaguely is still its kind, with a clarification.
 * Round 4: the loaded machines of a period (`bottlenecks`: "what are the bottlenecks this week?",
 * "quais são os gargalos?", "which machines are overloaded", with `date` for a named day or week:
 * the day, or the Monday of "next week"), and the orders a downtime of the conversation hits
 * (`affected`, with `work_center` and, when known, the downtime's `date` and `duration_minutes`:
 * "which orders does that hit?", "quais ordens isso afeta?" after a breakdown).
 */
export type StatusKind =
  | 'late_orders'
  | 'order'
  | 'work_center'
  | 'customer'
  | 'plant'
  | 'bottlenecks'
  | 'affected'
  /** "Which machines are down on Friday?": the machines with a downtime that day (today by default). */
  | 'downtimes'
  /**
   * "Which orders wait for RM-778?": the open orders not started that need the material (through
   * phantoms too); with no material named ("which orders are waiting for material?"), the orders the
   * plan holds until their components are there.
   */
  | 'waiting'
  /** "When is the next free slot on PRS-05?": the machine's stretches with no work and no downtime. */
  | 'free_slots'
  /** "Which machines are idle right now?": the machines with nothing running now. */
  | 'idle_machines'
  /**
   * "Which orders finish this week?", "what ships on Friday?": the orders the plan finishes or that
   * fall due in the days of `date` and `days` (this week when neither is said).
   */
  | 'finishing'
  /** "What changed?": the latest change applied to the plan and what it moved. */
  | 'last_change'
  /**
   * "Show me tomorrow's plan", "mostra o plano de amanhã": the operations the current plan has on the
   * plant day of `date`, per work center (only `work_center`'s when one is named). Read-only: it
   * shows the stored plan, it never builds one ("create a schedule for tomorrow" does).
   */
  | 'day_plan'
  /**
   * "What is the utilization of the presses?", "qual a utilização das prensas?": the load over
   * capacity of each work center of `work_center_type` in the current week, and of the group.
   */
  | 'utilization';

/**
 * Which way a `bom.query` reads the bill of materials: `where_used` lists the parents that use the
 * material ("where is RM-778 used?", "what uses 6PPD", "em que produtos entra o RM-778"); absent,
 * the material's own explosion.
 */
export type BomDirection = 'where_used';

/**
 * Which way an order moved by a duration goes: `later` ("postpone", "push back", "delay", "adia",
 * "posterga", "empurra") or `earlier` ("pull in", "bring forward", "expedite", "antecipa",
 * "adianta", "puxa").
 */
export type ShiftDirection = 'later' | 'earlier';

/**
 * What of an order moves: its due date (`due`, the default) or its start / release (`start`: "the
 * start of", "the release of", "o início da", "a liberação da").
 */
export type ShiftTarget = 'due' | 'start';

/**
 * Which shift `capacity.add` adds, when the command names one rather than its hours: the calendar's
 * `early`, `late` or `night` shift; `next`, the first shift the machine does not work that day ("a
 * shift", "turno extra"); `whole_day`, every shift it does not work. The server reads the hours from the
 * calendar (and puts overtime said by its length on a day right after the last shift).
 */
export type ShiftName = 'early' | 'late' | 'night' | 'next' | 'whole_day';

/**
 * The entities of a command, resolved against the plant's master data. Every field is optional: a
 * field is present only when the command states it (defaults such as "now" are the server's).
 */
export interface Entities {
  /** Work-center id (`PRS-03`). A breakdown's or a restore's machine. */
  work_center?: string;
  /** Material id or SKU (`STD-101`). */
  material?: string;
  quantity?: number;
  /** Unit code as stated: `PC`, `KG`, `T`, `M` or `L`. */
  unit?: string;
  /**
   * ISO date (`2026-11-27`) when the command names a day only, or ISO date-time in UTC
   * (`2026-11-26T14:00:00.000Z`) when it names a time. A breakdown's start, the time a restored
   * machine is (or was) back, a material's new arrival, an order's due date.
   */
  date?: string;
  /**
   * A breakdown's length, a material's delay, by how much an order moves (always positive: the
   * direction is `shift_direction`), or the length of the extra time of `capacity.add`.
   */
  duration_minutes?: number;
  /** Production order (`1004`) or sales order (`SO-50088`) id. */
  order_id?: string;
  /**
   * The operation of the order an `order.move` names ("operation 0010", "operação 20"), as the
   * routing numbers it, four digits (`0010`); absent, the server picks the one that can run there.
   */
  operation_id?: string;
  /**
   * A kind of work center named as a group ("the presses", "as prensas"): its master-data type
   * (`Press`). Only a utilization question carries it.
   */
  work_center_type?: string;
  /** Customer id (`C-1001`). */
  customer?: string;
  /** Unit price, in the currency the planner used. */
  price?: number;
  /** Location id: where stock is asked about, or a transfer's destination. */
  location?: string;
  /** A transfer's source location id. */
  from_location?: string;
  /** New priority of an order (order.change). */
  priority?: Priority;
  /**
   * The priority is said relative to the order's own ("prioritize 1022", "raise the priority",
   * "deprioritize"): `priority` is how far it goes, and an order already past it keeps its own.
   */
  priority_change?: 'raise' | 'lower';
  /**
   * The quantity is said as a change of the order's own ("increase 1041 by 500", "diminui em 200"):
   * `quantity` is how much is added or taken off, not the new quantity.
   */
  quantity_change?: 'increase' | 'decrease';
  /** What an inventory.query asks for. */
  inventory_kind?: InventoryKind;
  /** What a production.status question asks about; always present on one. */
  status_kind?: StatusKind;
  /**
   * order.change by a duration: which way the order moves. Absent when the command moves it to a
   * date ("move 1044 to Friday"), and when it names no direction ("move 1044 by 2 days": the
   * reading then asks which way).
   */
  shift_direction?: ShiftDirection;
  /**
   * order.change: what moves. Always present with a `duration_minutes` shift (`due` unless the
   * start is named); with a `date`, present only as `start` ("move the start of 1044 to Monday"),
   * absent meaning the due date, as before.
   */
  shift_target?: ShiftTarget;
  /** bom.query: `where_used` for the parents of the material; absent for its explosion. */
  bom_direction?: BomDirection;
  /** order.split: into how many orders ("in two", "em 3"); else `quantity` is the new part's size. */
  parts?: number;
  /** capacity.add: the shift named instead of hours. */
  shift?: ShiftName;
  /** capacity.add, production.status (finishing): on how many days from `date` ("next week": 7 from Monday). */
  days?: number;
  /**
   * promise.check with no date said that asks *when* ("when can we ship 500 PRODUCT-001?",
   * "quando conseguimos entregar 2 mil STD-101?"): the earliest date is answered, not asked for.
   */
  asks_when?: true;
  /**
   * balance.analyze: what the analysis looks at ("minimize setups on the press line" → `setups`,
   * "analise os gargalos da linha" → `bottlenecks`); absent for the full analysis.
   */
  balance_focus?: BalanceFocus;
}

/** Kinds of reasoning-trace entries (assistant-and-gantt §3). */
export type TraceType = 'thinking' | 'tool' | 'query' | 'decision' | 'clarification' | 'error';

/** One step of the reasoning trace, in the request's language. */
export interface TraceEntry {
  type: TraceType;
  content: string;
  details?: unknown;
}

/** A button under a reply: its label, and the prompt it sends. */
export interface SuggestedAction {
  label: string;
  prompt: string;
}

/**
 * Why a clarification is asked: an entity that could mean several records, an entity the intent
 * needs and lacks, a machine said to be both down and back up, two requests in one message, or a
 * reading too unsure to act on. The first two may be answered by a default (a breakdown without a
 * length is down until further notice); the last three must never be acted on as they stand.
 */
export type ClarificationReason = 'ambiguous' | 'missing' | 'polarity' | 'compound' | 'low_confidence';

/** One reading a clarification offers, in the order of its buttons: what that button's prompt means. */
export interface CandidateReading {
  intent: Intent;
  entities: Entities;
  polarity?: Polarity;
  /** The reading is a what-if, as the command was (its button's prompt says so too). */
  hypothetical?: boolean;
}

/** A question for the planner when an entity is missing or ambiguous, instead of a guess. */
export interface Clarification {
  question: string;
  suggested_actions: SuggestedAction[];
  reason: ClarificationReason;
  /**
   * For `polarity`, `compound` and `low_confidence`: the reading each button stands for, one per
   * button and in the same order, so a caller may build a step per reading (each button's prompt
   * re-reads as exactly that reading).
   */
  readings?: CandidateReading[];
}

/** Whether a machine event takes a machine out of service (`down`) or puts it back (`up`). */
export type Polarity = 'down' | 'up';

/** The typed reading of a command. Interpreting is not executing: the server decides what to run. */
export interface Interpretation {
  intent: Intent;
  entities: Entities;
  /** 0–1: how sure the reading is; lower when a clarification is needed. */
  confidence: number;
  language: Language;
  /**
   * Whether the command asks to repair the current plan (assistant-and-gantt §4), so the server
   * sends the stored baseline: breakdowns, material delays, rush orders and reschedules.
   */
  is_rescheduling: boolean;
  /** Machine events only: `down` for schedule.breakdown, `up` for schedule.restore. */
  polarity?: Polarity;
  /**
   * `true` when the command only asks what would happen ("what if PRS-03 goes down for 8 hours?",
   * "e se a PRS-03 parar 8 horas?", "simula …"): the intent is the event itself, and the server
   * computes and compares a plan but never offers to apply it. Absent otherwise.
   */
  hypothetical?: boolean;
  /**
   * Present when the command must not be run as it stands. An action intent (see
   * `ACTION_INTENTS`) read with `confidence` below `CONFIDENCE_THRESHOLD` always carries one.
   */
  needs_clarification?: Clarification;
  trace: TraceEntry[];
}

/** A work center of the master data (`PRS-03`, "Press 3", type "Press"). */
export interface WorkCenterRecord {
  id: string;
  name: string;
  type: string;
}

/** A material or SKU of the master data. */
export interface MaterialRecord {
  id: string;
  description: string;
  unit: string;
  category?: string;
  /** Material type as in the master data: RAW, INSERT, PACKAGING, COMPOUND, SEMI, FINISHED. */
  type?: string;
}

/** A customer of the master data. */
export interface CustomerRecord {
  id: string;
  name: string;
}

/** A stock location of the master data (`MAIN`, "Main Warehouse"). */
export interface LocationRecord {
  id: string;
  name: string;
}

/** The plant's master data the interpreter resolves names against (read by the caller). */
export interface MasterData {
  workCenters: readonly WorkCenterRecord[];
  materials: readonly MaterialRecord[];
  customers: readonly CustomerRecord[];
  locations: readonly LocationRecord[];
  /** Known production and sales order ids; lets a bare `1004` be read as an order. */
  orderIds?: readonly string[];
}

/**
 * One earlier message of the conversation, as the API's `conversation_history` carries it: a
 * planner's text (`user`) or the text of the assistant's reply (`assistant`).
 */
export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What the interpreter reads a command against: the reference time and the plant's master data. */
export interface InterpretContext {
  /** The reference time "tomorrow" and "in 3 days" count from. */
  now: Date;
  /** The request's language; detected from the text when absent. */
  language?: Language;
  masterData: MasterData;
  /**
   * Offset of the plant's clock from UTC in minutes at `now` (−180 in São Paulo; default 0: times
   * are read as UTC). "8am" and "Friday" are plant time; a date past a daylight-saving change is
   * read with the offset of `now`.
   */
  timezoneOffsetMinutes?: number;
  /**
   * The last turns of the conversation before this command, oldest first (issue 10, conversation
   * state). Without it every command is read alone.
   */
  history?: readonly ConversationTurn[];
}
