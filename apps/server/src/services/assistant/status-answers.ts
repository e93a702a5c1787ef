import type { TextReply } from '@takt/contract';
import { lateOrders, plannedCompletionAt } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { formatPlantMoment } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { loadReleasedPlan, type ReleasedPlan, releasedPlanOrders } from '../released-plan.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data'>;
type Language = 'en' | 'pt';

const DAY_MS = 86_400_000;
const LISTED = 15;

/** One late order of the released plan, worst first: when it is due, when the plan finishes it, by how much it is late. */
export interface LateOrder {
  order_id: string;
  material: string;
  quantity: number;
  customer_id: string | null;
  due_date: string;
  planned_completion: string | null;
  tardiness_minutes: number;
}

/**
 * The released plan's late orders by the one late rule the dashboard and the KPI tiles use
 * (`lateOrders`), each with its tardiness: planned completion minus due date, or now minus due date
 * for an order already past due with nothing planned to finish it.
 */
export function lateOrdersOfPlan(plan: ReleasedPlan, now: Date): LateOrder[] {
  const rows = new Map(plan.orders.map((o) => [o.order_id, o]));
  return lateOrders(releasedPlanOrders(plan), now.getTime())
    .map((order) => {
      const row = rows.get(order.orderId)!;
      const completion = plannedCompletionAt(order);
      const finish = Math.max(completion ?? now.getTime(), now.getTime());
      return {
        order_id: order.orderId,
        material: row.material,
        quantity: row.quantity,
        customer_id: row.customer_id,
        due_date: new Date(order.dueAt!).toISOString(),
        planned_completion: completion === undefined ? null : new Date(completion).toISOString(),
        tardiness_minutes: Math.round((finish - order.dueAt!) / 60_000),
      };
    })
    .sort((a, b) => b.tardiness_minutes - a.tardiness_minutes || a.order_id.localeCompare(b.order_id));
}

/** "Which orders are late": the list, worst first, from the released plan — not a count. */
export async function answerLateOrders(
  db: Kysely<Database>,
  scope: ReadScope,
  now: Date,
  language: Language,
  timeZone: string,
): Promise<Answer> {
  const plan = scope.datasetId ? await loadReleasedPlan(db, scope.datasetId) : undefined;
  const late = plan ? lateOrdersOfPlan(plan, now) : [];
  const tool = toolOf(language, 'list_late_orders');
  if (late.length === 0)
    return { type: 'report', tool, text: t(language, 'late.none'), data: { late_orders: [] } };
  const at = (iso: string) => formatPlantMoment(language, iso, timeZone);
  const lines = late.slice(0, LISTED).map((o) =>
    t(language, 'late.item', {
      order: o.order_id,
      material: o.material,
      quantity: o.quantity,
      due: at(o.due_date),
      finish: o.planned_completion
        ? t(language, 'late.plannedFinish', { at: at(o.planned_completion) })
        : t(language, 'late.noFinish'),
      days: (o.tardiness_minutes * 60_000) / DAY_MS,
    }),
  );
  const more = late.length > LISTED ? [t(language, 'late.more', { count: late.length - LISTED })] : [];
  return {
    type: 'report',
    tool,
    text: [t(language, 'late.header', { count: late.length }), ...lines, ...more].join('\n'),
    data: { late_orders: late },
  };
}
