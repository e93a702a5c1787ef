import type { ScheduleResult, TextReply } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { formatPlantMoment } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data'>;
type Language = 'en' | 'pt';

/** How many of the caller's latest plans are searched for an order not yet in the released plan. */
const LATEST_RUNS = 5;
const DAY_MS = 86_400_000;

/**
 * "When will it be ready?" about a rush order still only proposed: not in the released plan, so the
 * answer comes from the caller's latest plan that holds it — when that plan finishes it against its
 * due date, and that nothing is booked until Apply. Undefined when the order is in the dataset (the
 * released plan answers) or in none of the caller's latest plans.
 */
export async function answerProposedOrder(
  db: Kysely<Database>,
  ownerKey: string,
  scope: ReadScope,
  orderId: string,
  language: Language,
  timeZone: string,
): Promise<Answer | undefined> {
  if (scope.datasetId) {
    const booked = await scoped(db, scope.datasetId)
      .selectFrom('production_orders')
      .select('order_id')
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    if (booked) return undefined;
  }
  const runs = await db
    .selectFrom('schedule_runs')
    .select(['run_id', 'result'])
    .where('kind', '=', 'schedule')
    .where('owner_key', '=', ownerKey)
    .where('status', '=', 'done')
    .orderBy('created_at', 'desc')
    .limit(LATEST_RUNS)
    .execute();
  for (const run of runs) {
    const result = (
      typeof run.result === 'string' ? JSON.parse(run.result) : run.result
    ) as ScheduleResult | null;
    const order = result?.data?.orders?.find((o) => o.order_id === orderId);
    if (!order) continue;
    const completion = order.completion_time ?? order.operations.at(-1)?.end_time ?? null;
    const dueAt = order.due_date ? Date.parse(order.due_date) : undefined;
    const finishAt = completion ? Date.parse(completion) : undefined;
    const early = dueAt === undefined || finishAt === undefined ? 'none' : dueAt >= finishAt ? 'yes' : 'no';
    const text = t(language, 'proposedOrder.line', {
      order: orderId,
      material: order.material,
      quantity: order.quantity,
      at: completion ? formatPlantMoment(language, completion, timeZone) : '—',
      early,
      days: dueAt === undefined || finishAt === undefined ? 0 : Math.abs(dueAt - finishAt) / DAY_MS,
    });
    return {
      type: 'report',
      tool: toolOf(language, 'order_status', { subject: orderId }),
      text,
      data: {
        order_id: orderId,
        material: order.material,
        quantity: order.quantity,
        run_id: run.run_id,
        completion_time: completion,
        due_date: order.due_date,
        applied: false,
      },
    };
  }
  return undefined;
}
