import type { TextReply } from '@takt/contract';
import { lateOrders, plannedCompletionAt } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { plantClockTime, plantDate } from '../plant-time.ts';
import { loadReleasedPlan, type ReleasedPlan, releasedPlanOrders } from '../released-plan.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data'>;
type Language = 'en' | 'pt';

const DAY_MS = 86_400_000;
const LISTED = 15;
const say = (language: Language, en: string, pt: string) => (language === 'pt' ? pt : en);
const num = (language: Language, n: number, digits = 0) =>
  n.toLocaleString(language === 'pt' ? 'pt-BR' : 'en-US', { maximumFractionDigits: digits });
const days = (language: Language, ms: number) =>
  say(language, `${num(language, ms / DAY_MS, 1)} days`, `${num(language, ms / DAY_MS, 1)} dias`);

/** A time in plant time, "2026-11-27 14:00". */
const at = (ms: number, timeZone: string) => `${plantDate(ms, timeZone)} ${plantClockTime(ms, timeZone)}`;

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
  const tool = {
    name: 'list_late_orders',
    description: 'The late orders of the released plan, with their tardiness',
    reasoning: 'Asked which orders are late: the released plan, by the late rule the dashboard uses.',
  };
  if (late.length === 0)
    return {
      type: 'report',
      tool,
      text: say(
        language,
        'No order is late in the released plan.',
        'Nenhuma ordem está atrasada no plano liberado.',
      ),
      data: { late_orders: [] },
    };
  const lines = late.slice(0, LISTED).map((o) => {
    const finish = o.planned_completion
      ? say(
          language,
          `planned to finish ${at(Date.parse(o.planned_completion), timeZone)}`,
          `termina pelo plano ${at(Date.parse(o.planned_completion), timeZone)}`,
        )
      : say(language, 'nothing planned to finish it', 'nada planejado para terminá-la');
    return `- **${o.order_id}** ${o.material} × ${num(language, o.quantity)}: ${say(language, 'due', 'entrega')} ${at(Date.parse(o.due_date), timeZone)}, ${finish} — ${days(language, o.tardiness_minutes * 60_000)} ${say(language, 'late', 'de atraso')}`;
  });
  const more =
    late.length > LISTED
      ? [say(language, `… and ${late.length - LISTED} more.`, `… e mais ${late.length - LISTED}.`)]
      : [];
  return {
    type: 'report',
    tool,
    text: [
      say(
        language,
        `**${late.length} late ${late.length === 1 ? 'order' : 'orders'}** in the released plan, worst first:`,
        `**${late.length} ${late.length === 1 ? 'ordem atrasada' : 'ordens atrasadas'}** no plano liberado, da pior para a menor:`,
      ),
      ...lines,
      ...more,
    ].join('\n'),
    data: { late_orders: late },
  };
}
