import type { Interpretation } from '@takt/assistant';
import type { TextReply } from '@takt/contract';
import { instantOfWallTime } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { formatDay } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { plantClock, plantDate } from '../../time/plant-clock.ts';
import { relativePriority } from '../orders/relative-priority.ts';
import { correctedFrom } from './order-correction.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data' | 'actions'>;

const PRIORITY = { urgent: 'Urgent', high: 'High', normal: 'Normal', low: 'Low' } as const;
/** The priority a reading gives an order (see `relativePriority`). */
function newPriority(reading: Interpretation, current: string): string | undefined {
  const { priority, priority_change: change } = reading.entities;
  return priority ? relativePriority(current, PRIORITY[priority], change) : undefined;
}
const DAY_MS = 86_400_000;
/** The plant's day of an instant, as a reply writes days. */
const plantDay = (lang: string, iso: string, timeZone: string) =>
  formatDay(lang, plantDate(new Date(iso), timeZone));

/**
 * A due date as an instant: a day the planner names ("Monday") is due by the end of that day in
 * plant time, not at UTC midnight (which is the evening before in São Paulo).
 */
const dueAt = (iso: string, timeZone: string) =>
  iso.length === 10
    ? new Date(instantOfWallTime(Date.parse(`${iso}T23:59:00Z`), plantClock(timeZone))).toISOString()
    : iso;

/**
 * A change to an order, proposed: what would change, with Apply (POST /api/assistant/apply-order, at
 * the version read, so a concurrent edit is refused, and recorded so it can be undone) and Discard.
 * Nothing is written here.
 */
export async function proposeOrderChange(
  db: Kysely<Database>,
  scope: ReadScope,
  reading: Interpretation,
  command: string,
  timeZone: string,
): Promise<Answer> {
  const { order_id: orderId, quantity, date, duration_minutes: shiftMinutes } = reading.entities;
  const direction = reading.entities.shift_direction;
  const target = reading.entities.shift_target ?? 'due';
  const lang = reading.language;
  const tool = toolOf(lang, 'change_order');
  const priorityName = (value: string) => t(lang, 'order.priorityName', { priority: value });
  const order = orderId
    ? await scoped(db, scope.datasetId)
        .selectFrom('production_orders')
        .selectAll()
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
  const priority = newPriority(reading, order.priority);
  if (priority) {
    changes.priority = priority;
    lines.push(
      t(lang, 'order.priorityChange', { from: priorityName(order.priority), to: priorityName(priority) }),
    );
  }
  // "Increase 1041 by 500": the quantity said is how much is added or taken off.
  const change = reading.entities.quantity_change;
  const sign = change === 'increase' ? 1 : change === 'decrease' ? -1 : 0;
  const newQuantity =
    quantity === undefined ? undefined : Math.round(sign ? order.quantity + sign * quantity : quantity);
  if (newQuantity !== undefined && newQuantity < 1)
    return {
      type: 'text',
      tool,
      text: t(lang, 'order.quantityBelowOne', {
        order: order.order_id,
        quantity: order.quantity,
        by: quantity!,
      }),
    };
  if (newQuantity !== undefined && newQuantity !== order.quantity) {
    changes.quantity = newQuantity;
    lines.push(t(lang, 'order.quantityChange', { from: order.quantity, to: newQuantity }));
  }
  if (date) {
    changes.basic_end_date = dueAt(date, timeZone);
    const before = order.basic_end_date ? plantDay(lang, order.basic_end_date.toISOString(), timeZone) : '-';
    lines.push(
      t(lang, 'order.dueChange', { from: before, to: plantDay(lang, dueAt(date, timeZone), timeZone) }),
    );
  }
  // "Postpone 1044 by 3 days" / "pull in 1044 by 2 days": the due date (or the start) moves by that much.
  if (!date && shiftMinutes && direction) {
    const field = target === 'start' ? order.basic_start_date : order.basic_end_date;
    // "Actually, make that 1 day": the move counts from the date before the move it corrects.
    const corrected = await correctedFrom(
      db,
      scope.datasetId,
      order.order_id,
      target === 'start' ? 'basic_start_date' : 'basic_end_date',
      command,
    );
    if (field) {
      const sign = direction === 'later' ? 1 : -1;
      const base = corrected?.at ?? field;
      const moved = new Date(base.getTime() + sign * shiftMinutes * 60_000).toISOString();
      const from = plantDay(lang, field.toISOString(), timeZone);
      if (corrected)
        lines.push(
          t(lang, 'order.correctedFrom', {
            date: plantDay(lang, corrected.at.toISOString(), timeZone),
            command: corrected.command,
          }),
        );
      if (target === 'start') {
        changes.basic_start_date = moved;
        lines.push(t(lang, 'order.startChange', { from, to: plantDay(lang, moved, timeZone) }));
      } else {
        changes.basic_end_date = moved;
        lines.push(t(lang, 'order.dueChange', { from, to: plantDay(lang, moved, timeZone) }));
      }
    }
  }
  if (lines.length === 0) {
    const { priority: asked, priority_change: change } = reading.entities;
    // "Prioritize 1022" when it is urgent already: say where it stands rather than "as asked".
    const text =
      asked && change && PRIORITY[asked] !== order.priority
        ? t(lang, 'order.priorityKept', {
            order: order.order_id,
            priority: priorityName(order.priority),
            wanted: priorityName(PRIORITY[asked]),
            change,
          })
        : t(lang, 'order.unchanged', { order: order.order_id });
    return { type: 'text', tool, text };
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

/**
 * A new production order, proposed with the next free order number; Apply creates it
 * (POST /api/assistant/apply-order, recorded so it can be undone).
 */
export async function proposeOrderCreate(
  db: Kysely<Database>,
  scope: ReadScope,
  reading: Interpretation,
  now: Date,
  command: string,
  timeZone: string,
): Promise<Answer> {
  const { material, quantity, date } = reading.entities;
  const lang = reading.language;
  const tool = toolOf(lang, 'create_order');
  if (!material || !quantity) return { type: 'text', tool, text: t(lang, 'order.whichMaterial') };
  const ids = await scoped(db, scope.datasetId).selectFrom('production_orders').select('order_id').execute();
  const next = String(Math.max(1000, ...ids.map((o) => Number(o.order_id)).filter(Number.isFinite)) + 1);
  const due = date ? dueAt(date, timeZone) : new Date(now.getTime() + 7 * DAY_MS).toISOString();
  return {
    type: 'text',
    tool,
    text: t(lang, 'order.newProposal', {
      order: next,
      quantity: Math.round(quantity),
      material,
      due: plantDay(lang, due, timeZone),
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
