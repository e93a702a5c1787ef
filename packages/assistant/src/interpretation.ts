/** The intents of a planner's command (issue 5); the names are fixed so evaluation sets stay comparable. */
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
] as const;

/** One of the fixed intent names. */
export type Intent = (typeof INTENTS)[number];

/** The languages commands are read and answered in: English and Portuguese (pt-BR). */
export type Language = 'en' | 'pt';

/** An order's priority as the planner names it. */
export type Priority = 'urgent' | 'high' | 'normal' | 'low';

/**
 * What an inventory question asks: the stock of an item (or of a location), which items are low,
 * where an item is, or what the stock is worth.
 */
export type InventoryKind = 'stock' | 'low_stock' | 'location' | 'value';

/**
 * The entities of a command, resolved against the plant's master data. Every field is optional: a
 * field is present only when the command states it (defaults such as "now" are the server's).
 */
export interface Entities {
  /** Work-center id (`PRS-03`). A breakdown's machine. */
  work_center?: string;
  /** Material id or SKU (`STD-101`). */
  material?: string;
  quantity?: number;
  /** Unit code as stated: `PC`, `KG`, `T`, `M` or `L`. */
  unit?: string;
  /**
   * ISO date (`2026-11-27`) when the command names a day only, or ISO date-time in UTC
   * (`2026-11-26T14:00:00.000Z`) when it names a time. A breakdown's start, a material's new
   * arrival, an order's due date.
   */
  date?: string;
  /** A breakdown's length, a material's delay, or by how much an order moves. */
  duration_minutes?: number;
  /** Production order (`1004`) or sales order (`SO-50088`) id. */
  order_id?: string;
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
  /** What an inventory.query asks for. */
  inventory_kind?: InventoryKind;
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

/** A question for the planner when an entity is missing or ambiguous, instead of a guess. */
export interface Clarification {
  question: string;
  suggested_actions: SuggestedAction[];
}

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
}
