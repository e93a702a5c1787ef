import type { Interpretation } from '@takt/assistant';
import type { TextReply } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { formatDay } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data' | 'actions'>;

const PRIORITY = { urgent: 'Urgent', high: 'High', normal: 'Normal', low: 'Low' } as const;
const DAY_MS = 86_400_000;
const isoDay = (iso: string) => (iso.length === 10 ? `${iso}T00:00:00.000Z` : iso);

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
  const { order_id: orderId, priority, quantity, date, duration_minutes: shiftMinutes } = reading.entities;
  const direction = reading.entities.shift_direction;
  const target = reading.entities.shift_target ?? 'due';
  const lang = reading.language;
  const tool = toolOf(lang, 'change_order');
  const priorityName = (value: string) => t(lang, 'order.priorityName', { priority: value });
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
      text: t(lang, 'order.notFound', { order: orderId ?? '?' }),
    };
  const changes: Record<string, string | number> = {};
  const lines: string[] = [];
  if (priority && PRIORITY[priority] !== order.priority) {
    changes.priority = PRIORITY[priority];
    lines.push(
      t(lang, 'order.priorityChange', {
        from: priorityName(order.priority),
        to: priorityName(PRIORITY[priority]),
      }),
    );
  }
  if (quantity && Math.round(quantity) !== order.quantity) {
    changes.quantity = Math.round(quantity);
    lines.push(t(lang, 'order.quantityChange', { from: order.quantity, to: Math.round(quantity) }));
  }
  if (date) {
    changes.basic_end_date = isoDay(date);
    const before = order.basic_end_date ? formatDay(lang, order.basic_end_date.toISOString()) : '-';
    lines.push(t(lang, 'order.dueChange', { from: before, to: formatDay(lang, date) }));
  }
  // "Postpone 1044 by 3 days" / "pull in 1044 by 2 days": the due date (or the start) moves by that much.
  if (!date && shiftMinutes && direction) {
    const field = target === 'start' ? order.basic_start_date : order.basic_end_date;
    if (field) {
      const sign = direction === 'later' ? 1 : -1;
      const moved = new Date(field.getTime() + sign * shiftMinutes * 60_000).toISOString();
      const from = formatDay(lang, field.toISOString());
      if (target === 'start') {
        changes.basic_start_date = moved;
        lines.push(t(lang, 'order.startChange', { from, to: formatDay(lang, moved) }));
      } else {
        changes.basic_end_date = moved;
        lines.push(t(lang, 'order.dueChange', { from, to: formatDay(lang, moved) }));
      }
    }
  }
  if (lines.length === 0) {
    return {
      type: 'text',
      tool,
      text: t(lang, 'order.unchanged', { order: order.order_id }),
    };
  }
  return {
    type: 'text',
    tool,
    text: t(lang, 'order.proposal', {
      order: order.order_id,
      material: order.material,
      changes: lines.join('; '),
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

/** A new production order, proposed with the next free order number; Apply creates it (POST /orders/create). */
export async function proposeOrderCreate(
  db: Kysely<Database>,
  scope: ReadScope,
  reading: Interpretation,
  now: Date,
  command: string,
): Promise<Answer> {
  const { material, quantity, date } = reading.entities;
  const lang = reading.language;
  const tool = toolOf(lang, 'create_order');
  if (!material || !quantity) return { type: 'text', tool, text: t(lang, 'order.whichMaterial') };
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
    text: t(lang, 'order.newProposal', {
      order: next,
      quantity: Math.round(quantity),
      material,
      due: formatDay(lang, due),
    }),
    data: { order_id: next, material, quantity: Math.round(quantity), basic_end_date: due },
    actions: [
      {
        label: t(lang, 'action.apply'),
        action: 'create_order',
        data: {
          order_id: next,
          material,
          quantity: String(Math.round(quantity)),
          basic_end_date: due,
          command,
        },
      },
      { label: t(lang, 'action.discard'), action: 'discard', data: {} },
    ],
  };
}
