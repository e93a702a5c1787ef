import type { Interpretation } from '@takt/assistant';
import type { TextReply } from '@takt/contract';
import { runMrp } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { explode } from '../bom/bom-service.ts';
import { loadMrpInput } from '../bom/mrp-service.ts';
import { dashboardSummary } from '../dashboard-service.ts';
import { listInventoryItems } from '../inventory-service.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data' | 'metrics' | 'suggested_actions'>;

const qty = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });
/** The English or the Portuguese wording, by the command's language. */
const say = (language: string, en: string, pt: string) => (language === 'pt' ? pt : en);
const money = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/** Inventory questions answered from the caller's stock: an item's stock, where it is, what is low, the value. */
export async function answerInventory(
  db: Kysely<Database>,
  scope: ReadScope,
  reading: Interpretation,
): Promise<Answer> {
  const { material, inventory_kind: kind = material ? 'stock' : 'low_stock', location } = reading.entities;
  const tool = {
    name: 'inventory_query',
    description: 'Stock from the inventory by location',
    reasoning: `Asked for ${kind.replace('_', ' ')}.`,
  };
  const items = await listInventoryItems(db, scope, false);
  if (kind === 'value') {
    const value = items.reduce((sum, i) => sum + i.total_on_hand * i.standard_cost, 0);
    return {
      type: 'report',
      tool,
      text: say(
        reading.language,
        `📊 **Inventory value**: ${money(value)} over ${items.length} items (at standard cost).`,
        `📊 **Valor do estoque**: ${money(value)} em ${items.length} itens (a custo padrão).`,
      ),
      metrics: { total_value: Math.round(value), item_count: items.length },
    };
  }
  if (kind === 'low_stock' || !material) {
    const low = items.filter((i) => i.stock_status !== 'adequate');
    const lines = low
      .slice(0, 10)
      .map((i) =>
        say(
          reading.language,
          `- **${i.item_id}** ${i.description}: ${qty(i.available)} ${i.unit_of_measure} available, reorder point ${qty(i.reorder_point)} (${i.stock_status})`,
          `- **${i.item_id}** ${i.description}: ${qty(i.available)} ${i.unit_of_measure} disponível, ponto de pedido ${qty(i.reorder_point)} (${i.stock_status})`,
        ),
      );
    return {
      type: 'report',
      tool,
      text: [
        say(
          reading.language,
          `📦 **${low.length} items at or below their reorder point**`,
          `📦 **${low.length} itens no ponto de pedido ou abaixo**`,
        ),
        ...lines,
      ].join('\n'),
      data: { items: low },
    };
  }
  const item = items.find((i) => i.item_id === material);
  if (!item)
    return {
      type: 'text',
      tool,
      text: say(
        reading.language,
        `${material} has no stock record.`,
        `${material} não tem registro de estoque.`,
      ),
    };
  const rows = await db
    .selectFrom('inventory')
    .select(['location_id', 'on_hand', 'reserved'])
    .where('dataset_id', '=', scope.datasetId ?? '')
    .where('material_id', '=', material)
    .orderBy('location_id')
    .execute();
  const shown = location ? rows.filter((r) => r.location_id === location) : rows;
  const byLocation = shown.map((r) =>
    say(
      reading.language,
      `- ${r.location_id}: ${qty(r.on_hand)} on hand, ${qty(r.reserved)} reserved`,
      `- ${r.location_id}: ${qty(r.on_hand)} em estoque, ${qty(r.reserved)} reservado`,
    ),
  );
  return {
    type: 'text',
    tool,
    text: [
      say(
        reading.language,
        `**${item.item_id}** ${item.description}: ${qty(item.available)} ${item.unit_of_measure} available (${qty(item.total_on_hand)} on hand, ${qty(item.total_reserved)} reserved) — ${item.stock_status}.`,
        `**${item.item_id}** ${item.description}: ${qty(item.available)} ${item.unit_of_measure} disponível (${qty(item.total_on_hand)} em estoque, ${qty(item.total_reserved)} reservado) — ${item.stock_status}.`,
      ),
      ...byLocation,
    ].join('\n'),
    data: { item, locations: shown },
  };
}

/** Where production stands: orders by status, what runs now, what is late. */
export async function answerProductionStatus(
  db: Kysely<Database>,
  scope: ReadScope,
  now: Date,
  language = 'en',
): Promise<Answer> {
  const id = scope.datasetId ?? '';
  const [byStatus, running, summary] = await Promise.all([
    db
      .selectFrom('production_orders')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .where('dataset_id', '=', id)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('production_orders')
      .select(['order_id', 'material', 'completion_percentage', 'work_center'])
      .where('dataset_id', '=', id)
      .where('status', '=', 'In Process')
      .orderBy('order_id')
      .execute(),
    dashboardSummary(db, scope, now),
  ]);
  const counts = Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)]));
  const lines = running
    .slice(0, 8)
    .map((o) => `- ${o.order_id} ${o.material} on ${o.work_center ?? '-'}: ${o.completion_percentage}%`);
  return {
    type: 'report',
    tool: {
      name: 'production_status',
      description: 'Orders by status from the dataset',
      reasoning: 'Asked how production stands.',
    },
    text: [
      say(
        language,
        `📊 **Production status**: ${summary.open_orders} open orders, ${summary.late_orders} late; ${summary.overloaded_work_centers} work centers over capacity in the next ${summary.horizon_weeks} weeks.`,
        `📊 **Situação da produção**: ${summary.open_orders} ordens abertas, ${summary.late_orders} atrasadas; ${summary.overloaded_work_centers} centros de trabalho acima da capacidade nas próximas ${summary.horizon_weeks} semanas.`,
      ),
      `In process: ${counts['In Process'] ?? 0} · Released: ${counts.Released ?? 0} · Created: ${counts.Created ?? 0} · Completed: ${counts.Completed ?? 0} · Closed: ${counts.Closed ?? 0}`,
      ...lines,
    ].join('\n'),
    metrics: { open_orders: summary.open_orders, late_orders: summary.late_orders, ...counts },
  };
}

const NOT_YET: Record<string, string> = {
  'promise.check':
    'Promise checks (capable-to-promise) are not built yet; they come with the Promise screen.',
  'balance.analyze': 'Line-balancing analysis is not built yet; it comes with the Line Balancing screen.',
  'report.generate': 'Reports are not built yet. Ask for production status or inventory meanwhile.',
  'order.change':
    'Changing orders from the assistant is not built yet: change the order in CO01 Production Orders.',
  'order.create':
    'Creating orders from the assistant is not built yet: use Create Order in CO01 Production Orders.',
  'inventory.transfer':
    'Stock transfers from the assistant are not built yet: use the Transfers tab of MB51 Inventory.',
  'mrp.run': 'Run MRP from MD01 MRP Planning or the BOM & MRP page; the assistant does not start it yet.',
  'bom.query':
    'Ask BOM questions in the AI chat of the BOM & MRP page (CS01); this assistant does not answer them yet.',
};

/** An honest answer for what the assistant cannot do yet: no invented figures. */
export function answerNotYet(intent: string, language = 'en'): Answer {
  return {
    type: 'text',
    tool: {
      name: 'not_available',
      description: 'Capability not built yet',
      reasoning: `Recognised ${intent}.`,
    },
    text:
      language === 'pt'
        ? 'Isso ainda não está disponível no assistente; use a tela correspondente no menu.'
        : (NOT_YET[intent] ?? 'That is not something I can do yet.'),
  };
}

export function answerHelp(language = 'en'): Answer {
  return {
    type: 'text',
    tool: {
      name: 'help',
      description: 'What the assistant can do',
      reasoning: 'No planning command recognised.',
    },
    text: [
      say(
        language,
        'I plan and repair the schedule and answer stock and status questions. Try:',
        'Eu programo e reprogramo a produção e respondo sobre estoque e situação. Experimente (em português ou inglês):',
      ),
      '- "Create an optimal schedule for today"',
      '- "PRS-03 is down from 8am for 4 hours"',
      '- "EPDM delivery delayed 3 days"',
      '- "Rush order: 500 STD-101 by Friday"',
      '- "How much RM-778 do we have?" · "What is low on stock?" · "Production status"',
    ].join('\n'),
    suggested_actions: [
      { label: 'Create schedule', prompt: 'Create an optimal schedule for today' },
      { label: 'Production status', prompt: 'Production status' },
      { label: 'Check inventory', prompt: 'What is low on stock?' },
    ],
  };
}

/** MRP for the plant's open sales orders: what to buy and make, and what needs action first. */
export async function answerMrp(
  db: Kysely<Database>,
  scope: ReadScope,
  now: Date,
  language = 'en',
): Promise<Answer> {
  const input = await loadMrpInput(db, scope, now);
  const result = runMrp({
    ...input,
    includeSalesOrders: true,
    planningHorizonDays: 30,
    stockRequirementItems: [],
    peggedItems: [],
  });
  const urgent = result.action_messages.filter((m) => m.priority === 'HIGH').slice(0, 8);
  return {
    type: 'report',
    tool: {
      name: 'mrp_run',
      description: 'MRP over the next 30 days for the open sales orders',
      reasoning: 'Asked to run MRP.',
    },
    text: [
      say(
        language,
        `📊 **MRP, next 30 days**: ${result.summary.total_planned_orders} planned orders for ${result.summary.unique_items} items; ${result.action_messages.length} action messages, ${urgent.length ? 'the most urgent:' : 'none urgent.'}`,
        `📊 **MRP, próximos 30 dias**: ${result.summary.total_planned_orders} ordens planejadas para ${result.summary.unique_items} itens; ${result.action_messages.length} mensagens de ação, ${urgent.length ? 'as mais urgentes:' : 'nenhuma urgente.'}`,
      ),
      ...urgent.map((m) => `- **${m.type}** ${m.item_id}: ${m.message}`),
    ].join('\n'),
    metrics: { ...result.summary },
    data: { summary: result.summary, action_messages: result.action_messages.slice(0, 50) },
  };
}

/** A product's bill of materials: components over its levels, material cost, the longest lead-time path. */
export async function answerBom(
  db: Kysely<Database>,
  scope: ReadScope,
  reading: Interpretation,
): Promise<Answer> {
  const tool = {
    name: 'bom_explode',
    description: 'Multi-level BOM explosion',
    reasoning: 'Asked about a bill of materials.',
  };
  const productId = reading.entities.material;
  if (!productId)
    return {
      type: 'text',
      tool,
      text: say(
        reading.language,
        'Which product? Name its material id, e.g. "BOM of PRODUCT-001".',
        'Qual produto? Diga o código, por exemplo "estrutura do PRODUCT-001".',
      ),
    };
  try {
    const explosion = await explode(db, scope, productId, reading.entities.quantity ?? 1, 10);
    const top = explosion.structure.children
      .slice(0, 8)
      .map(
        (c) => `- ${c.item_id} ${c.item_name}: ${qty(c.cumulative_quantity)} per ${qty(explosion.quantity)}`,
      );
    return {
      type: 'report',
      tool,
      text: [
        say(
          reading.language,
          `**${productId}**: ${explosion.component_count} components over ${explosion.depth} levels, material cost ${money(explosion.total_material_cost)}. Critical path: ${explosion.lead_time_analysis.critical_path} (${explosion.lead_time_analysis.total_lead_time_days} days).`,
          `**${productId}**: ${explosion.component_count} componentes em ${explosion.depth} níveis, custo de material ${money(explosion.total_material_cost)}. Caminho crítico: ${explosion.lead_time_analysis.critical_path} (${explosion.lead_time_analysis.total_lead_time_days} dias).`,
        ),
        ...top,
      ].join('\n'),
      data: explosion,
    };
  } catch {
    return {
      type: 'text',
      tool,
      text: say(
        reading.language,
        `${productId} has no bill of materials.`,
        `${productId} não tem lista técnica.`,
      ),
    };
  }
}
