import { z } from 'zod';
import { balanceFocus } from './balance-focus.ts';
import { bomDirection } from './bom-direction.ts';
import { isHypothetical } from './hypothetical.ts';
import {
  type Entities,
  INTENTS,
  type Intent,
  type Interpretation,
  type MasterData,
} from './interpretation.ts';
import { detectLanguage } from './language.ts';
import { shiftDirection, shiftTarget } from './order-moves.ts';
import { priorityChangeIn, quantityChangeIn } from './order-words.ts';
import { polarityOf } from './polarity.ts';
import { asksWhen } from './promise-when.ts';
import { isRescheduling, takesWhatIf } from './read-command.ts';
import { statusKind } from './status-kind.ts';
import { foldText } from './text.ts';

/** What each intent's tool does, for a language model choosing among them. */
const TOOL_DESCRIPTIONS: Record<Intent, string> = {
  'schedule.create': 'Create a finite-capacity schedule of all open production orders.',
  'schedule.breakdown': 'A machine (work center) broke down: repair the schedule around its downtime.',
  'schedule.material_delay': 'A material arrives late: repair the schedule so orders needing it wait.',
  'schedule.rush_order': 'Fit a rush order (material, quantity, due date, optional price) into the schedule.',
  'order.change':
    "Change an order's priority or quantity, move its due date (or its start) to a date, or move it later or earlier by a duration (shift_direction, shift_target).",
  'order.create': 'Create a production order.',
  'production.status':
    'Answer a status question: the late orders, one order, one machine, one customer’s orders, the plant, the bottlenecks (loaded machines of a period), or the orders a downtime hits (status_kind says which).',
  'inventory.query':
    'Answer a stock question: stock of an item, low stock, where an item is, inventory value, overdue purchase receipts.',
  'inventory.transfer': 'Move stock of an item between locations.',
  'promise.check':
    'Check whether an order (material, quantity, due date, optional unit price and customer) can be delivered by a date (capable to promise).',
  'mrp.run': 'Run material requirements planning.',
  'bom.query':
    'Answer a bill-of-materials question: a product’s explosion, or where a material is used (bom_direction where_used).',
  'balance.analyze':
    'Analyse the balance of a line (takt, cycle times, line balancing, our bottleneck, setups on a line); balance_focus says what it looks at.',
  'report.generate': 'Generate a production report.',
  help: 'Explain what the assistant can do when the request fits no other tool.',
  'schedule.restore':
    'A machine is back in service (repaired, downtime ended early): end its downtime at the given time or now, so work may move back.',
  'change.undo': 'Undo the last applied change to the plan.',
  'change.apply':
    'The planner agrees to the proposal of the previous reply ("yes, apply it", "sim, aplica"): apply it.',
  'change.discard':
    'The planner turns down the proposal of the previous reply ("no, discard it", "descarta"): discard it.',
  'order.cancel': 'Cancel a production or sales order: take it out of the plan.',
  'order.split': 'Split an order: into a number of parts, or a quantity taken off into a new order.',
  'order.release':
    'Release a Created production order to the shop floor (status Created to Released); not a question about when it was or will be released.',
  'order.move':
    'Move an order\'s operation to another work center ("move 1023 to PRS-04", "put 1023 on press 5"): the plan is repaired with it there; operation_id when one is named. Not a question about where an order runs.',
  'capacity.add':
    'Add a shift or overtime on a work center: extra working time from a start (date) for a length (duration_minutes); the plan is repaired to use it.',
};

/** The arguments every tool takes: the entities of issue 5, all optional. */
export const ToolArguments = z
  .object({
    work_center: z.string().describe('Work-center id, e.g. PRS-03').optional(),
    work_center_type: z
      .string()
      .describe('production__status utilization only: the type of the work centers asked about, e.g. Press')
      .optional(),
    material: z.string().describe('Material id or SKU, e.g. STD-101').optional(),
    quantity: z.number().positive().optional(),
    quantity_change: z
      .enum(['increase', 'decrease'])
      .describe(
        'order__change only: the quantity is said as a change ("increase by 500"); quantity is then how much is added or taken off',
      )
      .optional(),
    unit: z.string().optional(),
    date: z.string().describe('ISO 8601 date, or date-time with its UTC offset (plant time)').optional(),
    duration_minutes: z.number().positive().optional(),
    order_id: z.string().optional(),
    operation_id: z
      .string()
      .describe('order__move only: the operation named ("operation 0010"), four digits')
      .optional(),
    customer: z.string().optional(),
    price: z.number().nonnegative().optional(),
    location: z.string().optional(),
    from_location: z.string().optional(),
    priority: z.enum(['urgent', 'high', 'normal', 'low']).optional(),
    priority_change: z
      .enum(['raise', 'lower'])
      .describe(
        'order__change only: the priority is said relative to the order\'s own ("prioritize", "raise", "deprioritize"); an order already past `priority` keeps its own',
      )
      .optional(),
    inventory_kind: z.enum(['stock', 'low_stock', 'location', 'value', 'overdue_receipts']).optional(),
    status_kind: z
      .enum([
        'late_orders',
        'order',
        'work_center',
        'customer',
        'plant',
        'bottlenecks',
        'affected',
        'downtimes',
        'waiting',
        'free_slots',
        'idle_machines',
        'finishing',
        'last_change',
        'day_plan',
        'utilization',
      ])
      .describe(
        "production__status only: what is asked about — the late orders, one order, one machine, one customer, the plant, the bottlenecks, the orders a downtime (work_center, date, duration_minutes) hits, the machines down on a date, the orders waiting for a material (or for material at all), a machine's free time, the idle machines, the orders finishing or due in some days (date, days), the latest change, or the operations the current plan runs on a day (date; work_center for one machine) when asked to see a day's plan rather than build one, or the utilization of each work center of a type (work_center_type) and of the group this week",
      )
      .optional(),
    bom_direction: z
      .enum(['where_used'])
      .describe('bom__query only: where_used lists what uses the material; absent, its explosion')
      .optional(),
    shift_direction: z
      .enum(['later', 'earlier'])
      .describe('order__change by a duration only: later (postpone) or earlier (pull in)')
      .optional(),
    shift_target: z
      .enum(['due', 'start'])
      .describe('order__change moving an order in time: its due date (default) or its start / release')
      .optional(),
    parts: z.number().int().min(2).describe('order__split only: into how many orders').optional(),
    balance_focus: z
      .enum(['bottlenecks', 'schedule', 'setups', 'capacity'])
      .describe('balance__analyze only: what the analysis looks at; absent for the full analysis')
      .optional(),
    asks_when: z
      .literal(true)
      .describe(
        'promise__check with no date only: the planner asks when (the earliest date) it can be delivered',
      )
      .optional(),
    hypothetical: z
      .boolean()
      .describe(
        'true when the planner asks what would happen without doing it (what-if): computed, never applied',
      )
      .optional(),
  })
  .strict();

const toolName = (intent: Intent) => intent.replace('.', '__');

/** The tools offered to a model by function calling: one per intent, the same argument schema for each. */
export function plannerTools(): { name: string; description: string; parameters: Record<string, unknown> }[] {
  const parameters = z.toJSONSchema(ToolArguments) as Record<string, unknown>;
  return INTENTS.map((intent) => ({
    name: toolName(intent),
    description: TOOL_DESCRIPTIONS[intent],
    parameters,
  }));
}

/**
 * A model's tool call read back as an interpretation, or why it cannot be trusted: an unknown tool,
 * arguments that fail the schema, or ids the plant does not have.
 */
export function readToolCall(
  text: string,
  name: string,
  rawArguments: string,
  masterData: MasterData,
): { ok: true; reading: Interpretation } | { ok: false; reason: string } {
  const intent = INTENTS.find((i) => toolName(i) === name);
  if (!intent) return { ok: false, reason: `the model chose an unknown tool "${name}"` };
  let json: unknown;
  try {
    json = JSON.parse(rawArguments || '{}');
  } catch {
    return { ok: false, reason: 'the tool arguments are not JSON' };
  }
  const parsed = ToolArguments.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      reason: `invalid tool arguments: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    };
  }
  const entities = { ...parsed.data };
  const workCenter =
    entities.work_center &&
    masterData.workCenters.find((w) => w.id.toUpperCase() === entities.work_center!.toUpperCase());
  if (entities.work_center && !workCenter)
    return { ok: false, reason: `no work center ${entities.work_center}` };
  if (workCenter) entities.work_center = workCenter.id;
  const material =
    entities.material &&
    masterData.materials.find((m) => m.id.toUpperCase() === entities.material!.toUpperCase());
  if (entities.material && !material) return { ok: false, reason: `no material ${entities.material}` };
  if (material) entities.material = material.id;
  if (entities.date && Number.isNaN(Date.parse(entities.date)))
    return { ok: false, reason: `the date ${entities.date} is not ISO 8601` };
  const { hypothetical, ...named } = entities;
  const completed = withDefaults(intent, named, text);
  // A what-if stays one whatever the model says: the planner's words are enough.
  const isWhatIf = takesWhatIf(intent) && (hypothetical === true || isHypothetical(foldText(text)));
  return {
    ok: true,
    reading: {
      intent,
      entities: completed,
      confidence: 0.85,
      language: detectLanguage(text),
      is_rescheduling: isRescheduling(intent, text),
      ...polarityOf(intent),
      ...(isWhatIf ? { hypothetical: true } : {}),
      trace: [{ type: 'tool', content: `The language model chose ${intent}.`, details: completed }],
    },
  };
}

/**
 * The fields every reader gives a reading, whichever made it: a status question's kind, an order
 * move's direction and target (from the planner's words when the model leaves them out); fields
 * of other intents are dropped.
 */
function withDefaults(intent: Intent, entities: Entities, text: string): Entities {
  const completed = { ...entities };
  if (intent === 'production.status') completed.status_kind ??= statusKind(text, completed);
  else delete completed.status_kind;
  const folded = foldText(text);
  if (intent === 'order.change' && completed.duration_minutes !== undefined) {
    const direction = completed.shift_direction ?? shiftDirection(folded);
    if (direction) completed.shift_direction = direction;
  } else delete completed.shift_direction;
  if (intent !== 'order.change') delete completed.shift_target;
  else if (completed.duration_minutes !== undefined) completed.shift_target ??= shiftTarget(folded);
  else if (completed.date !== undefined && shiftTarget(folded) === 'start')
    completed.shift_target ??= 'start';
  if (intent !== 'order.change' || completed.priority === undefined) delete completed.priority_change;
  else completed.priority_change ??= priorityChangeIn(folded);
  if (completed.priority_change === undefined) delete completed.priority_change;
  if (intent !== 'order.change' || completed.quantity === undefined) delete completed.quantity_change;
  else completed.quantity_change ??= quantityChangeIn(folded);
  if (completed.quantity_change === undefined) delete completed.quantity_change;
  if (intent !== 'order.split') delete completed.parts;
  if (intent !== 'promise.check' || completed.date !== undefined) delete completed.asks_when;
  else if (asksWhen(folded)) completed.asks_when = true;
  if (intent !== 'balance.analyze') delete completed.balance_focus;
  else completed.balance_focus ??= balanceFocus(folded);
  if (intent !== 'bom.query') delete completed.bom_direction;
  else if (completed.bom_direction === undefined) {
    const direction = bomDirection(folded);
    if (direction) completed.bom_direction = direction;
  }
  return completed;
}
