import type { Interpretation } from '@takt/assistant';
import type { TextReply } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data' | 'actions'>;

const PRIORITY = { urgent: 'Urgent', high: 'High', normal: 'Normal', low: 'Low' } as const;
const DAY_MS = 86_400_000;
const isoDay = (iso: string) => (iso.length === 10 ? `${iso}T00:00:00.000Z` : iso);
const say = (language: string, en: string, pt: string) => (language === 'pt' ? pt : en);

/**
 * A change to an order, proposed: what would change, with Apply (POST /orders/update at the version
 * read, so a concurrent edit is refused) and Discard. Nothing is written here.
 */
export async function proposeOrderChange(
  db: Kysely<Database>,
  scope: ReadScope,
  reading: Interpretation,
  command: string,
): Promise<Answer> {
  const tool = {
    name: 'change_order',
    description: 'Propose a change to a production order',
    reasoning: 'Asked to change an order.',
  };
  const { order_id: orderId, priority, quantity, date } = reading.entities;
  const lang = reading.language;
  const order = orderId
    ? await db
        .selectFrom('production_orders')
        .selectAll()
        .where('dataset_id', '=', scope.datasetId ?? '')
        .where('order_id', '=', orderId)
        .executeTakeFirst()
    : undefined;
  if (!order)
    return {
      type: 'text',
      tool,
      text: say(lang, `Order ${orderId ?? '?'} does not exist.`, `A ordem ${orderId ?? '?'} não existe.`),
    };
  const changes: Record<string, string | number> = {};
  const lines: string[] = [];
  if (priority && PRIORITY[priority] !== order.priority) {
    changes.priority = PRIORITY[priority];
    lines.push(`priority ${order.priority} → ${PRIORITY[priority]}`);
  }
  if (quantity && Math.round(quantity) !== order.quantity) {
    changes.quantity = Math.round(quantity);
    lines.push(`quantity ${order.quantity} → ${Math.round(quantity)}`);
  }
  if (date) {
    changes.basic_end_date = isoDay(date);
    lines.push(`due ${order.basic_end_date?.toISOString().slice(0, 10) ?? '-'} → ${date.slice(0, 10)}`);
  }
  if (lines.length === 0) {
    return {
      type: 'text',
      tool,
      text: say(
        lang,
        `Order ${order.order_id} already is as asked.`,
        `A ordem ${order.order_id} já está assim.`,
      ),
    };
  }
  return {
    type: 'text',
    tool,
    text: say(
      lang,
      `**Proposal** for order ${order.order_id} (${order.material}): ${lines.join('; ')}. Nothing changes until you apply it.`,
      `**Proposta** para a ordem ${order.order_id} (${order.material}): ${lines.join('; ')}. Nada muda até você aplicar.`,
    ),
    data: { order_id: order.order_id, version: order.version, changes },
    actions: [
      {
        label: 'Apply',
        action: 'update_order',
        data: {
          order_id: order.order_id,
          version: String(order.version),
          changes: JSON.stringify(changes),
          command,
        },
      },
      { label: 'Discard', action: 'discard', data: {} },
    ],
  };
}

/** A new production order, proposed with the next free order number; Apply creates it (POST /orders/create). */
export async function proposeOrderCreate(
  db: Kysely<Database>,
  scope: ReadScope,
  reading: Interpretation,
  now: Date,
  command: string,
): Promise<Answer> {
  const tool = {
    name: 'create_order',
    description: 'Propose a new production order',
    reasoning: 'Asked to create an order.',
  };
  const { material, quantity, date } = reading.entities;
  const lang = reading.language;
  if (!material || !quantity) {
    return {
      type: 'text',
      tool,
      text: say(lang, 'Which material, and how many?', 'Qual material e quantas unidades?'),
    };
  }
  const ids = await db
    .selectFrom('production_orders')
    .select('order_id')
    .where('dataset_id', '=', scope.datasetId ?? '')
    .execute();
  const next = String(Math.max(1000, ...ids.map((o) => Number(o.order_id)).filter(Number.isFinite)) + 1);
  const due = date ? isoDay(date) : new Date(now.getTime() + 7 * DAY_MS).toISOString();
  return {
    type: 'text',
    tool,
    text: say(
      lang,
      `**Proposal**: new order ${next} for ${Math.round(quantity)} × ${material}, due ${due.slice(0, 10)}. Nothing is created until you apply it.`,
      `**Proposta**: nova ordem ${next} de ${Math.round(quantity)} × ${material}, entrega ${due.slice(0, 10)}. Nada é criado até você aplicar.`,
    ),
    data: { order_id: next, material, quantity: Math.round(quantity), basic_end_date: due },
    actions: [
      {
        label: 'Apply',
        action: 'create_order',
        data: {
          order_id: next,
          material,
          quantity: String(Math.round(quantity)),
          basic_end_date: due,
          command,
        },
      },
      { label: 'Discard', action: 'discard', data: {} },
    ],
  };
}
