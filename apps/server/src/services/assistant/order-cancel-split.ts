import type { Interpretation } from '@takt/assistant';
import type { TextReply } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { t } from '../../i18n/translate.ts';
import { OPEN_STATUSES } from '../order-mapping.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data' | 'actions'>;

async function openOrder(db: Kysely<Database>, scope: ReadScope, orderId: string | undefined) {
  if (!orderId || !scope.datasetId) return undefined;
  return scoped(db, scope.datasetId)
    .selectFrom('production_orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

const isOpen = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

/**
 * "Cancel order 1044": proposed, never done at once — Apply closes the order (it leaves the plan),
 * at the version read, and undo reopens it.
 */
export async function proposeOrderCancel(
  db: Kysely<Database>,
  scope: ReadScope,
  reading: Interpretation,
  command: string,
): Promise<Answer> {
  const lang = reading.language;
  const tool = toolOf(lang, 'cancel_order');
  const order = await openOrder(db, scope, reading.entities.order_id);
  if (!order)
    return {
      type: 'text',
      tool,
      text: t(lang, 'order.notFound', { order: reading.entities.order_id ?? '?' }),
    };
  if (!isOpen(order.status))
    return { type: 'text', tool, text: t(lang, 'order.notOpen', { order: order.order_id }) };
  const changes = { status: 'Closed' };
  return {
    type: 'text',
    tool,
    text: t(lang, 'order.cancelProposal', {
      order: order.order_id,
      material: order.material,
      quantity: order.quantity,
      status: order.status === 'Created' || order.status === 'Released' ? order.status : 'InProcess',
    }),
    data: { order_id: order.order_id, version: order.version, changes },
    actions: [
      {
        label: t(lang, 'action.apply'),
        action: 'update_order',
        data: {
          order_id: order.order_id,
          version: String(order.version),
          changes: JSON.stringify(changes),
          command,
        },
      },
      { label: t(lang, 'action.discard'), action: 'discard', data: {} },
    ],
  };
}

/**
 * "Split order 1044 in two" / "split 2,000 off 1044": proposed with the new order's number; Apply
 * creates the new part (same material, due date, customer, remaining steps) and lowers the original,
 * in one transaction, undoable.
 */
export async function proposeOrderSplit(
  db: Kysely<Database>,
  scope: ReadScope,
  reading: Interpretation,
  command: string,
): Promise<Answer> {
  const lang = reading.language;
  const tool = toolOf(lang, 'split_order');
  const order = await openOrder(db, scope, reading.entities.order_id);
  if (!order)
    return {
      type: 'text',
      tool,
      text: t(lang, 'order.notFound', { order: reading.entities.order_id ?? '?' }),
    };
  if (!isOpen(order.status))
    return { type: 'text', tool, text: t(lang, 'order.notOpen', { order: order.order_id }) };
  const { quantity, parts } = reading.entities;
  const part = quantity
    ? Math.round(quantity)
    : parts && parts >= 2
      ? Math.floor(order.quantity / parts)
      : undefined;
  if (!part || part < 1 || part >= order.quantity)
    return {
      type: 'text',
      tool,
      text: t(lang, 'order.splitHow', { order: order.order_id, quantity: order.quantity }),
    };
  const newOrder = await nextPartId(db, scope.datasetId!, order.order_id);
  return {
    type: 'text',
    tool,
    text: t(lang, 'order.splitProposal', {
      order: order.order_id,
      material: order.material,
      quantity: order.quantity,
      part,
      newOrder,
      rest: order.quantity - part,
    }),
    data: { order_id: order.order_id, version: order.version, split_quantity: part, new_order_id: newOrder },
    actions: [
      {
        label: t(lang, 'action.apply'),
        action: 'split_order',
        data: {
          order_id: order.order_id,
          version: String(order.version),
          split_quantity: String(part),
          new_order_id: newOrder,
          command,
        },
      },
      { label: t(lang, 'action.discard'), action: 'discard', data: {} },
    ],
  };
}

/** The new part's number: the order's own with -2, -3 … (ids are at most 40 characters). */
async function nextPartId(db: Kysely<Database>, datasetId: string, orderId: string): Promise<string> {
  const taken = new Set(
    (
      await scoped(db, datasetId)
        .selectFrom('production_orders')
        .select('order_id')
        .where('order_id', 'like', `${orderId}-%`)
        .execute()
    ).map((o) => o.order_id),
  );
  for (let n = 2; ; n++) if (!taken.has(`${orderId}-${n}`)) return `${orderId}-${n}`.slice(0, 40);
}
