import type { TextReply } from '@takt/contract';
import { isOrderLate, plannedCompletionAt } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { plantClockTime, plantDate } from '../plant-time.ts';
import { loadReleasedPlan, type ReleasedPlan, releasedPlanOrders } from '../released-plan.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data'>;
type Language = 'en' | 'pt';

const DAY_MS = 86_400_000;
const say = (language: Language, en: string, pt: string) => (language === 'pt' ? pt : en);
const num = (language: Language, n: number, digits = 0) =>
  n.toLocaleString(language === 'pt' ? 'pt-BR' : 'en-US', { maximumFractionDigits: digits });
const at = (ms: number, timeZone: string) => `${plantDate(ms, timeZone)} ${plantClockTime(ms, timeZone)}`;
const margin = (language: Language, ms: number) => {
  const d = num(language, Math.abs(ms) / DAY_MS, 1);
  return ms >= 0
    ? say(language, `${d} days before its due date`, `${d} dias antes da entrega`)
    : say(language, `${d} days late`, `${d} dias de atraso`);
};

async function planOf(db: Kysely<Database>, scope: ReadScope): Promise<ReleasedPlan | undefined> {
  return scope.datasetId ? loadReleasedPlan(db, scope.datasetId) : undefined;
}

/**
 * "How is order 1011?": where the order stands in the released plan — status, progress, the
 * operation running now or next and where, when the plan finishes it against its due date. A sales
 * order id answers for the production orders made for it.
 */
export async function answerOrderStatus(
  db: Kysely<Database>,
  scope: ReadScope,
  orderId: string,
  now: Date,
  language: Language,
  timeZone: string,
): Promise<Answer> {
  const tool = {
    name: 'order_status',
    description: 'Where one order stands in the released plan',
    reasoning: `Asked about order ${orderId}.`,
  };
  const plan = await planOf(db, scope);
  const rows = (plan?.orders ?? []).filter((o) => o.order_id === orderId || o.sales_order_id === orderId);
  if (!plan || rows.length === 0)
    return {
      type: 'text',
      tool,
      text: say(
        language,
        `There is no open production order ${orderId} in your plan.`,
        `Não há ordem de produção aberta ${orderId} no seu plano.`,
      ),
    };
  const planOrders = new Map(releasedPlanOrders(plan).map((o) => [o.orderId, o]));
  const lines = rows.map((row) => {
    const order = planOrders.get(row.order_id)!;
    const ops = plan.operations.filter((op) => op.order_id === row.order_id);
    const done = ops.filter((op) => op.status === 'Done').length;
    const current = ops.find(
      (op) =>
        op.status !== 'Done' &&
        op.start_time &&
        op.end_time &&
        op.start_time.getTime() <= now.getTime() &&
        now.getTime() < op.end_time.getTime(),
    );
    const next = ops.find(
      (op) => op.status !== 'Done' && op.start_time && op.start_time.getTime() > now.getTime(),
    );
    const where = current
      ? say(
          language,
          `running on ${current.work_center} until ${at(current.end_time!.getTime(), timeZone)}`,
          `em execução na ${current.work_center} até ${at(current.end_time!.getTime(), timeZone)}`,
        )
      : next
        ? say(
            language,
            `next on ${next.work_center} at ${at(next.start_time!.getTime(), timeZone)}`,
            `próxima na ${next.work_center} em ${at(next.start_time!.getTime(), timeZone)}`,
          )
        : say(language, 'no operation planned ahead', 'nenhuma operação planejada adiante');
    const completion = plannedCompletionAt(order);
    const due = row.basic_end_date?.getTime();
    const finish =
      completion !== undefined
        ? `${say(language, 'finishes', 'termina')} ${at(completion, timeZone)}${due !== undefined ? ` (${margin(language, due - completion)})` : ''}`
        : say(language, 'no finish planned', 'sem término planejado');
    const late = isOrderLate(order, now.getTime());
    return `**${row.order_id}** ${row.material} × ${num(language, row.quantity)} (${row.status}, ${num(language, row.completion_percentage)} %${row.customer_id ? `, ${row.customer_id}` : ''}): ${done}/${ops.length} ${say(language, 'operations done', 'operações feitas')}; ${where}; ${finish}.${late ? say(language, ' **Late.**', ' **Atrasada.**') : ''}`;
  });
  return {
    type: 'report',
    tool,
    text: lines.join('\n'),
    data: { orders: rows.map((r) => r.order_id) },
  };
}

/**
 * "What's PRS-03 working on?": the machine in the released plan now — downtime in force, the
 * operation running, the next ones queued — in plant time.
 */
export async function answerMachineStatus(
  db: Kysely<Database>,
  scope: ReadScope,
  workCenterId: string,
  now: Date,
  language: Language,
  timeZone: string,
): Promise<Answer> {
  const tool = {
    name: 'machine_status',
    description: 'What one work center is doing in the released plan',
    reasoning: `Asked about ${workCenterId}.`,
  };
  const plan = await planOf(db, scope);
  const t = now.getTime();
  const down = plan?.workCenters
    .find((w) => w.workCenterId === workCenterId)
    ?.downtime.find((d) => d.startAt <= t && t < d.endAt);
  const ops = (plan?.operations ?? [])
    .filter((op) => op.work_center === workCenterId && op.status !== 'Done' && op.start_time && op.end_time)
    .sort((a, b) => a.start_time!.getTime() - b.start_time!.getTime());
  const running = ops.find((op) => op.start_time!.getTime() <= t && t < op.end_time!.getTime());
  const queued = ops.filter((op) => op.start_time!.getTime() > t).slice(0, 3);
  const lines = [
    down
      ? say(
          language,
          `**${workCenterId}** is down until ${at(down.endAt, timeZone)}.`,
          `**${workCenterId}** está parada até ${at(down.endAt, timeZone)}.`,
        )
      : running
        ? say(
            language,
            `**${workCenterId}** is running order ${running.order_id} until ${at(running.end_time!.getTime(), timeZone)}.`,
            `**${workCenterId}** está com a ordem ${running.order_id} até ${at(running.end_time!.getTime(), timeZone)}.`,
          )
        : say(
            language,
            `**${workCenterId}** has nothing running now.`,
            `**${workCenterId}** não tem nada em execução agora.`,
          ),
    ...queued.map(
      (op) =>
        `- ${say(language, 'next', 'a seguir')}: ${op.order_id} ${at(op.start_time!.getTime(), timeZone)}–${plantClockTime(op.end_time!.getTime(), timeZone)}`,
    ),
  ];
  if (queued.length === 0 && !running)
    lines.push(say(language, 'Nothing is planned on it ahead.', 'Nada está planejado nela adiante.'));
  return {
    type: 'report',
    tool,
    text: lines.join('\n'),
    data: {
      work_center: workCenterId,
      down_until: down ? new Date(down.endAt).toISOString() : null,
      running: running?.order_id ?? null,
      next: queued.map((op) => op.order_id),
    },
  };
}

/** "How are Meridian's orders?": the customer's open production orders, late ones flagged, from the released plan. */
export async function answerCustomerStatus(
  db: Kysely<Database>,
  scope: ReadScope,
  customerId: string,
  now: Date,
  language: Language,
  timeZone: string,
): Promise<Answer> {
  const tool = {
    name: 'customer_status',
    description: "A customer's open orders in the released plan",
    reasoning: `Asked about customer ${customerId}.`,
  };
  const plan = await planOf(db, scope);
  const rows = (plan?.orders ?? []).filter((o) => o.customer_id === customerId);
  const planOrders = new Map((plan ? releasedPlanOrders(plan) : []).map((o) => [o.orderId, o]));
  if (rows.length === 0)
    return {
      type: 'text',
      tool,
      text: say(
        language,
        `Customer ${customerId} has no open production order.`,
        `O cliente ${customerId} não tem ordem de produção aberta.`,
      ),
    };
  const late = rows.filter((r) => isOrderLate(planOrders.get(r.order_id)!, now.getTime()));
  const lines = rows.map((r) => {
    const order = planOrders.get(r.order_id)!;
    const completion = plannedCompletionAt(order);
    const due = r.basic_end_date?.getTime();
    const finish =
      completion !== undefined
        ? `${say(language, 'finishes', 'termina')} ${at(completion, timeZone)}${due !== undefined ? ` (${margin(language, due - completion)})` : ''}`
        : say(language, 'no finish planned', 'sem término planejado');
    return `- **${r.order_id}** ${r.material} × ${num(language, r.quantity)}: ${finish}`;
  });
  return {
    type: 'report',
    tool,
    text: [
      say(
        language,
        `**${customerId}**: ${rows.length} open orders, ${late.length} late.`,
        `**${customerId}**: ${rows.length} ordens abertas, ${late.length} atrasadas.`,
      ),
      ...lines,
    ].join('\n'),
    data: { orders: rows.map((r) => r.order_id), late: late.map((r) => r.order_id) },
  };
}
