import type { TextReply } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { formatPlantMoment } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import type { BeforePlan } from '../schedule/plan-changes.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data' | 'actions'>;

interface BeforePlanFacts {
  operations?: BeforePlan['operations'];
  created_orders?: string[];
  created_downtimes?: string[];
  replaced_downtimes?: { downtime_id: string }[];
  order_fields?: { order_id: string }[];
}

/**
 * "Undo that": names the latest change still in force in the caller's plan — the command that made
 * it, when and by whom — and restates what undoing it puts back, with one Undo button (the same undo
 * as the changes list). Nothing changes until the planner presses it. No change: says so.
 */
export async function answerUndo(
  db: Kysely<Database>,
  scope: ReadScope,
  language: string,
  timeZone: string,
): Promise<Answer> {
  const tool = toolOf(language, 'undo_change');
  const latest = await latestChange(db, scope);
  if (!latest) return { type: 'text', tool, text: t(language, 'undo.none') };
  const before = latest.before_plan as BeforePlanFacts;
  const at = new Date(latest.created_at);
  const moved = (await operationsThatMoveBack(db, scope, before.operations ?? [])).length;
  const effects = [
    moved > 0 ? t(language, 'undo.operations', { count: moved }) : '',
    before.created_orders?.length
      ? t(language, 'undo.orderRemoved', { orders: before.created_orders.join(', ') })
      : '',
    before.order_fields?.length
      ? t(language, 'undo.orderRestored', { orders: before.order_fields.map((o) => o.order_id).join(', ') })
      : '',
    before.created_downtimes?.length
      ? t(language, 'undo.downtimeRemoved', { downtimes: before.created_downtimes.join(', ') })
      : '',
    before.replaced_downtimes?.length
      ? t(language, 'undo.downtimeRestored', {
          downtimes: before.replaced_downtimes.map((d) => d.downtime_id).join(', '),
        })
      : '',
  ].filter(Boolean);
  return {
    type: 'text',
    tool,
    text: t(language, 'undo.latest', {
      command: latest.command.slice(0, 200),
      when: formatPlantMoment(language, at.toISOString(), timeZone),
      user: latest.user_id || t(language, 'undo.you'),
      effects: effects.join('; ') || t(language, 'undo.planBack'),
    }),
    data: { change_id: latest.change_id, command: latest.command, applied_at: at.toISOString() },
    actions: [
      {
        label: t(language, 'action.undo'),
        action: 'undo_change',
        data: { change_id: latest.change_id },
      },
    ],
  };
}

/** Whether the machine has downtime in force at `at` (started at or before it, not over). */
export async function hasDowntimeInForce(
  db: Kysely<Database>,
  datasetId: string | null,
  workCenterId: string,
  at: Date,
): Promise<boolean> {
  if (!datasetId) return false;
  const row = await scoped(db, datasetId)
    .selectFrom('downtimes')
    .select('downtime_id')
    .where('work_center_id', '=', workCenterId)
    .where('start_at', '<=', at)
    .where('end_at', '>', at)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The operations undoing puts somewhere else than where they are now: the change kept every operation
 * of the plan as it was, and most did not move ("281 operations go back" after a repair that moved 20
 * read as the whole plan moving).
 */
async function operationsThatMoveBack(
  db: Kysely<Database>,
  scope: ReadScope,
  before: BeforePlan['operations'],
): Promise<BeforePlan['operations']> {
  if (before.length === 0 || !scope.datasetId) return [];
  const now = await scoped(db, scope.datasetId)
    .selectFrom('order_operations')
    .select(['order_id', 'operation_id', 'work_center', 'start_time', 'end_time'])
    .where('order_id', 'in', [...new Set(before.map((op) => op.order_id))])
    .execute();
  const key = (orderId: string, operationId: string) => `${orderId}\u0000${operationId}`;
  const current = new Map(now.map((op) => [key(op.order_id, op.operation_id), op]));
  const time = (at: Date | string | null | undefined) => (at ? new Date(at).getTime() : null);
  return before.filter((op) => {
    const is = current.get(key(op.order_id, op.operation_id));
    return (
      !is ||
      is.work_center !== op.work_center ||
      time(is.start_time) !== time(op.start_time) ||
      time(is.end_time) !== time(op.end_time)
    );
  });
}

/** The latest change still in force in the caller's plan: the one an undo takes back. */
async function latestChange(db: Kysely<Database>, scope: ReadScope) {
  return scope.datasetId
    ? await scoped(db, scope.datasetId)
        .selectFrom('plan_changes')
        .select(['change_id', 'command', 'user_id', 'created_at', 'before_plan'])
        .where('undone_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst()
    : undefined;
}

/** Orders named in "what changed?" at most; the rest are counted. */
const ORDERS_NAMED = 8;

/**
 * "What changed?": the latest change applied to the caller's plan — the command, when and by whom —
 * and the operations it moved, by order, read from what it replaced against the plan now.
 */
export async function answerLastChange(
  db: Kysely<Database>,
  scope: ReadScope,
  language: string,
  timeZone: string,
): Promise<Answer> {
  const tool = toolOf(language, 'last_change');
  const latest = await latestChange(db, scope);
  if (!latest) return { type: 'text', tool, text: t(language, 'lastChange.none') };
  const before = latest.before_plan as BeforePlanFacts;
  const moved = await operationsThatMoveBack(db, scope, before.operations ?? []);
  const orders = [...new Set(moved.map((op) => op.order_id))].sort();
  const named = orders.slice(0, ORDERS_NAMED).join(', ');
  return {
    type: 'text',
    tool,
    text: t(language, 'lastChange.text', {
      command: latest.command.slice(0, 200),
      when: formatPlantMoment(language, new Date(latest.created_at).toISOString(), timeZone),
      user: latest.user_id || t(language, 'undo.you'),
      count: moved.length,
      orderCount: orders.length,
      orders: orders.length > ORDERS_NAMED ? `${named} (+${orders.length - ORDERS_NAMED})` : named,
    }),
    data: {
      change_id: latest.change_id,
      command: latest.command,
      moved_orders: orders,
      moved_operations: moved.length,
    },
  };
}
