import type { TextReply } from '@takt/contract';
import { isOrderLate, plannedCompletionAt, plantDayStart } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { formatPlantMoment } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { plantClock, plantDate } from '../../time/plant-clock.ts';
import { loadReleasedPlan, releasedPlanOrders } from '../released-plan.ts';
import { instantOf } from './schedule-directive.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data'>;

const DAY_MS = 86_400_000;
const LISTED = 15;

/**
 * The days asked about: from `date` (a plant day, or an instant in it) for `days` days, one day when
 * only a date is said; with neither, the rest of this week, today to Sunday.
 */
export function windowOf(
  date: string | undefined,
  days: number | undefined,
  now: Date,
  timeZone: string,
): { startAt: number; endAt: number } {
  const clock = plantClock(timeZone);
  const said = instantOf(date, timeZone);
  const startAt = plantDayStart((said ?? now).getTime(), clock);
  if (said) return { startAt, endAt: plantDayStart(startAt + (days ?? 1) * DAY_MS + DAY_MS / 2, clock) };
  // ISO weekday of today in plant time: Monday 1 … Sunday 7.
  const weekday = ((new Date(`${plantDate(now, timeZone)}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return { startAt, endAt: plantDayStart(startAt + (8 - weekday) * DAY_MS + DAY_MS / 2, clock) };
}

/**
 * "Which orders finish this week?", "what will ship on Friday?", "o que vence esta semana?": the open
 * orders the released plan finishes, or that fall due, in the days asked, earliest first, each with its
 * due date, its planned finish, and whether it is late by the one late rule the dashboard uses.
 */
export async function answerOrdersInWindow(
  db: Kysely<Database>,
  scope: ReadScope,
  date: string | undefined,
  days: number | undefined,
  now: Date,
  language: string,
  timeZone: string,
): Promise<Answer> {
  const tool = toolOf(language, 'orders_in_window');
  const plan = scope.datasetId ? await loadReleasedPlan(db, scope.datasetId) : undefined;
  const { startAt, endAt } = windowOf(date, days, now, timeZone);
  const within = (at: number | undefined) => at !== undefined && startAt <= at && at < endAt;
  const rows = new Map((plan?.orders ?? []).map((o) => [o.order_id, o]));
  const orders = (plan ? releasedPlanOrders(plan) : [])
    .map((order) => ({ order, completion: plannedCompletionAt(order) }))
    .filter(({ order, completion }) => within(completion) || within(order.dueAt))
    .map(({ order, completion }) => ({
      order_id: order.orderId,
      material: rows.get(order.orderId)?.material ?? '',
      quantity: rows.get(order.orderId)?.quantity ?? 0,
      due_date: order.dueAt === undefined ? null : new Date(order.dueAt).toISOString(),
      planned_completion: completion === undefined ? null : new Date(completion).toISOString(),
      is_late: isOrderLate(order, now.getTime()),
      sortAt: Math.min(completion ?? Number.POSITIVE_INFINITY, order.dueAt ?? Number.POSITIVE_INFINITY),
    }))
    .sort((a, b) => a.sortAt - b.sortAt || a.order_id.localeCompare(b.order_id));
  const at = (iso: string) => formatPlantMoment(language, iso, timeZone);
  const day = (ms: number) => at(new Date(ms).toISOString()).replace(/\s+\d{1,2}:\d{2}$/, '');
  const span = {
    from: day(startAt),
    to: day(endAt - 1),
    single: day(startAt) === day(endAt - 1) ? 'yes' : 'no',
  };
  const data = {
    from: new Date(startAt).toISOString(),
    to: new Date(endAt).toISOString(),
    orders: orders.map(({ sortAt: _, ...o }) => o),
  };
  if (orders.length === 0) return { type: 'text', tool, text: t(language, 'window.none', span), data };
  const lines = orders.slice(0, LISTED).map((o) =>
    t(language, 'window.line', {
      order: o.order_id,
      material: o.material,
      quantity: o.quantity,
      due: o.due_date ? at(o.due_date) : '',
      hasDue: o.due_date ? 'yes' : 'no',
      finish: o.planned_completion ? at(o.planned_completion) : '',
      hasFinish: o.planned_completion ? 'yes' : 'no',
      late: o.is_late ? 'yes' : 'no',
    }),
  );
  const late = orders.filter((o) => o.is_late).length;
  const more = orders.length > LISTED ? [t(language, 'window.more', { count: orders.length - LISTED })] : [];
  return {
    type: 'report',
    tool,
    text: [t(language, 'window.header', { ...span, count: orders.length, late }), ...lines, ...more].join(
      '\n',
    ),
    data,
  };
}
