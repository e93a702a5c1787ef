import type { Interpretation } from '@takt/assistant';
import type { TextReply } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Caller, ReadScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { formatDay } from '../../i18n/dates.ts';
import type { MessageKey } from '../../i18n/en-US.ts';
import { type MessageValues, t } from '../../i18n/translate.ts';
import { explode } from '../bom/bom-service.ts';
import { type MrpJobs, runMrpJob } from '../bom/mrp-runs.ts';
import { loadPlantMrp } from '../bom/mrp-service.ts';
import { dashboardSummary } from '../dashboard-service.ts';
import { listInventoryItems } from '../inventory-service.ts';
import { openReceipts, receiptLines } from './stock-receipts.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data' | 'metrics' | 'suggested_actions'>;

/** The assistant's tools whose description and reasoning the catalogs word. */
export type ToolName =
  | 'inventory_query'
  | 'production_status'
  | 'not_available'
  | 'help'
  | 'mrp_run'
  | 'bom_explode'
  | 'change_order'
  | 'create_order'
  | 'undo_change'
  | 'list_late_orders'
  | 'order_status'
  | 'machine_status'
  | 'customer_status'
  | 'apply_proposal'
  | 'discard_proposal'
  | 'plan_rush_order'
  | 'restore_machine'
  | 'clarify'
  | 'cancel_order'
  | 'split_order'
  | 'release_order'
  | 'move_operation'
  | 'where_used'
  | 'overdue_receipts'
  | 'bottlenecks'
  | 'affected_orders'
  | 'downtimes'
  | 'material_waiting'
  | 'material_holds'
  | 'free_slots'
  | 'idle_machines'
  | 'orders_in_window'
  | 'last_change'
  | 'day_plan'
  | 'utilization'
  | 'promise_check'
  | 'transfer_stock'
  | 'line_balancing'
  | 'report';

/** A reply's tool: its id, and what it does and why it was chosen, in the reply's language. */
export function toolOf(language: string, name: ToolName, values: MessageValues = {}) {
  const description: MessageKey = `tool.${name}.description`;
  const reasoning: MessageKey = `tool.${name}.reasoning`;
  return { name, description: t(language, description), reasoning: t(language, reasoning, values) };
}

/** Inventory questions answered from the caller's stock: an item's stock, where it is, what is low, the value. */
export async function answerInventory(
  db: Kysely<Database>,
  scope: ReadScope,
  reading: Interpretation,
  now: Date,
): Promise<Answer> {
  const { material, inventory_kind: kind = material ? 'stock' : 'low_stock', location } = reading.entities;
  const language = reading.language;
  const tool = toolOf(language, 'inventory_query', { kind });
  const status = (code: string) => t(language, 'stock.status', { status: code });
  const items = await listInventoryItems(db, scope, false);
  if (kind === 'value') {
    const value = items.reduce((sum, i) => sum + i.total_on_hand * i.standard_cost, 0);
    return {
      type: 'report',
      tool,
      text: t(language, 'inventory.value', { value, items: items.length }),
      metrics: { total_value: Math.round(value), item_count: items.length },
    };
  }
  if (kind === 'low_stock' || !material) {
    const low = items.filter((i) => i.stock_status !== 'adequate');
    const lines = low.slice(0, 10).map((i) =>
      t(language, 'inventory.lowLine', {
        item: i.item_id,
        description: i.description,
        available: i.available,
        unit: i.unit_of_measure,
        reorderPoint: i.reorder_point,
        status: status(i.stock_status),
      }),
    );
    return {
      type: 'report',
      tool,
      text: [t(language, 'inventory.lowHeader', { count: low.length }), ...lines].join('\n'),
      data: { items: low },
    };
  }
  const item = items.find((i) => i.item_id === material);
  if (!item) return { type: 'text', tool, text: t(language, 'inventory.noRecord', { item: material }) };
  const rows = await scoped(db, scope.datasetId)
    .selectFrom('inventory')
    .select(['location_id', 'on_hand', 'reserved'])
    .where('material_id', '=', material)
    .orderBy('location_id')
    .execute();
  const shown = location ? rows.filter((r) => r.location_id === location) : rows;
  const receipts = await openReceipts(db, scope.datasetId, material, now);
  const byLocation = shown.map((r) =>
    t(language, 'inventory.location', { location: r.location_id, onHand: r.on_hand, reserved: r.reserved }),
  );
  return {
    type: 'text',
    tool,
    text: [
      t(language, 'inventory.item', {
        item: item.item_id,
        description: item.description,
        available: item.available,
        unit: item.unit_of_measure,
        onHand: item.total_on_hand,
        reserved: item.total_reserved,
        status: status(item.stock_status),
      }),
      ...byLocation,
      ...receiptLines(language, receipts, item.unit_of_measure),
    ].join('\n'),
    data: { item, locations: shown, receipts },
  };
}

/** Where production stands: orders by status, what runs now, what is late. */
export async function answerProductionStatus(
  db: Kysely<Database>,
  scope: ReadScope,
  now: Date,
  language = 'en',
): Promise<Answer> {
  const q = scoped(db, scope.datasetId);
  const [byStatus, running, summary] = await Promise.all([
    q
      .selectFrom('production_orders')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
    q
      .selectFrom('production_orders')
      .select(['order_id', 'material', 'completion_percentage', 'work_center'])
      .where('status', '=', 'In Process')
      .orderBy('order_id')
      .execute(),
    dashboardSummary(db, scope, now),
  ]);
  const counts = Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)]));
  const lines = running.slice(0, 8).map((o) =>
    t(language, 'production.running', {
      order: o.order_id,
      material: o.material,
      workCenter: o.work_center ?? '-',
      completion: Number(o.completion_percentage),
    }),
  );
  return {
    type: 'report',
    tool: toolOf(language, 'production_status'),
    text: [
      t(language, 'production.status', {
        open: summary.open_orders,
        late: summary.late_orders,
        overloaded: summary.overloaded_work_centers,
        weeks: summary.horizon_weeks,
      }),
      t(language, 'production.counts', {
        inProcess: counts['In Process'] ?? 0,
        released: counts.Released ?? 0,
        created: counts.Created ?? 0,
        completed: counts.Completed ?? 0,
        closed: counts.Closed ?? 0,
      }),
      ...lines,
    ].join('\n'),
    metrics: { open_orders: summary.open_orders, late_orders: summary.late_orders, ...counts },
  };
}

/**
 * What the assistant cannot do yet, by intent. Only intents the command service has no answer for
 * reach here (order changes, MRP and BOM questions have theirs).
 */
const NOT_YET: Record<string, MessageKey> = {
  'inventory.transfer': 'notYet.transfer',
};

/** An honest answer for what the assistant cannot do yet: no invented figures. */
export function answerNotYet(intent: string, language = 'en'): Answer {
  return {
    type: 'text',
    tool: toolOf(language, 'not_available', { intent }),
    text: t(language, NOT_YET[intent] ?? 'notYet.other'),
  };
}

/** What the assistant can do, with examples in the planner's language it reads as they are. */
export function answerHelp(language = 'en'): Answer {
  return {
    type: 'text',
    tool: toolOf(language, 'help'),
    text: [t(language, 'help.intro'), t(language, 'help.examples')].join('\n'),
    suggested_actions: [
      { label: t(language, 'help.scheduleLabel'), prompt: t(language, 'help.schedulePrompt') },
      { label: t(language, 'help.statusLabel'), prompt: t(language, 'help.statusPrompt') },
      { label: t(language, 'help.stockLabel'), prompt: t(language, 'help.stockPrompt') },
    ],
  };
}

/**
 * MRP for the plant's open sales orders: what to buy and make, and what needs action first. The run
 * goes off the request thread like any MRP run; its answer is the API's result.
 */
export async function answerMrp(
  jobs: MrpJobs,
  caller: Caller,
  scope: ReadScope,
  now: Date,
  language = 'en',
): Promise<Answer> {
  const { input, timeZone } = await loadPlantMrp(jobs.db, scope, now);
  const result = await runMrpJob(jobs, caller, scope, timeZone, {
    ...input,
    includeSalesOrders: true,
    planningHorizonDays: 30,
    stockRequirementItems: [],
    peggedItems: [],
  });
  const { summary } = result;
  const urgent = result.action_messages.filter((m) => m.priority === 'HIGH').slice(0, 8);
  return {
    type: 'report',
    tool: toolOf(language, 'mrp_run'),
    text: [
      t(language, 'mrp.header', {
        planned: summary.total_planned_orders,
        items: summary.unique_items,
        messages: result.action_messages.length,
        urgent: urgent.length,
      }),
      ...urgent.map((m) =>
        t(language, 'mrp.action', {
          type: m.type,
          item: m.item_id,
          // en-US shows the API's sentence; pt-BR words the same fact from the type and figures.
          message: m.message,
          order: m.order_id ?? '',
          quantity: m.quantity,
          date: formatDay(language, m.date),
        }),
      ),
    ].join('\n'),
    metrics: { ...summary },
    data: { summary, action_messages: result.action_messages.slice(0, 50) },
  };
}

/**
 * A quantity per unit as a reply shows it: one decimal from 1 up, two significant digits below, so
 * an O-ring's 0.0012 bags read as such rather than as 0.
 */
function shownQuantity(quantity: number): number {
  return Math.abs(quantity) >= 1 ? Math.round(quantity * 10) / 10 : Number(quantity.toPrecision(2));
}

/** A product's bill of materials: components over its levels, material cost, the longest lead-time path. */
export async function answerBom(
  db: Kysely<Database>,
  scope: ReadScope,
  reading: Interpretation,
): Promise<Answer> {
  const language = reading.language;
  const tool = toolOf(language, 'bom_explode');
  const productId = reading.entities.material;
  if (!productId) return { type: 'text', tool, text: t(language, 'bom.whichProduct') };
  try {
    const explosion = await explode(db, scope, productId, reading.entities.quantity ?? 1, 10);
    const top = explosion.structure.children.slice(0, 8).map((c) =>
      t(language, 'bom.component', {
        item: c.item_id,
        name: c.item_name,
        quantity: shownQuantity(c.cumulative_quantity),
        per: shownQuantity(explosion.quantity),
      }),
    );
    const leadTime = explosion.lead_time_analysis;
    return {
      type: 'report',
      tool,
      text: [
        t(language, 'bom.summary', {
          product: productId,
          components: explosion.component_count,
          levels: explosion.depth,
          cost: explosion.total_material_cost,
          path: leadTime.critical_path,
          days: leadTime.total_lead_time_days,
        }),
        ...top,
      ].join('\n'),
      data: explosion,
    };
  } catch {
    return { type: 'text', tool, text: t(language, 'bom.none', { product: productId }) };
  }
}
