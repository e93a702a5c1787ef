import type { TextReply } from '@takt/contract';
import { isOrderLate, type PlanOrder, plannedCompletionAt } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { formatPlantMoment } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { plantClockTime, plantDate } from '../../time/plant-clock.ts';
import { loadReleasedPlan, type ReleasedPlan, releasedPlanOrders } from '../released-plan.ts';
import { orderWaits } from './order-waits.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data'>;
type Language = 'en' | 'pt';

const DAY_MS = 86_400_000;

async function planOf(db: Kysely<Database>, scope: ReadScope): Promise<ReleasedPlan | undefined> {
  return scope.datasetId ? loadReleasedPlan(db, scope.datasetId) : undefined;
}

/** "finishes Fri 27 Nov 14:00 (1.5 days before its due date)", from the plan's completion and the due date. */
function finishOf(language: Language, order: PlanOrder, dueAt: number | undefined, timeZone: string): string {
  const completion = plannedCompletionAt(order);
  if (completion === undefined) return t(language, 'orderStatus.noFinish');
  const early = dueAt === undefined ? 'none' : dueAt >= completion ? 'yes' : 'no';
  return t(language, 'orderStatus.finishes', {
    at: formatPlantMoment(language, new Date(completion).toISOString(), timeZone),
    early,
    days: dueAt === undefined ? 0 : Math.abs(dueAt - completion) / DAY_MS,
  });
}

type PlanOperation = ReleasedPlan['operations'][number];

/**
 * What runs now among `ops` (open, planned): the operation the shop floor has started, whatever the
 * plan's times say; else the one the plan has running now that nobody started, which the planner must
 * hear as such, not as running (the plan is out of date, and a repair moves it).
 */
export function runningNow(
  ops: readonly PlanOperation[],
  time: number,
): { started: PlanOperation | undefined; overdue: PlanOperation | undefined } {
  const started = ops.find((op) => op.status === 'Started');
  const overdue = started
    ? undefined
    : ops.find((op) => op.start_time!.getTime() < time - START_GRACE_MS && time < op.end_time!.getTime());
  return { started, overdue };
}

/** An operation whose planned start passed less than this ago is starting, not late to start. */
export const START_GRACE_MS = 30 * 60_000;

/** Orders named in a wait at most; the rest are counted. */
const WAIT_ORDERS_SHOWN = 3;

/**
 * "Why is 1022 late?": the two longest waits of a late order in the released plan, each with the orders
 * its machine runs meanwhile (`orderWaits`); nothing when it runs straight through.
 */
function whereItWaits(
  language: Language,
  operations: ReleasedPlan['operations'],
  orderId: string,
  now: Date,
): string {
  const waits = orderWaits(operations, orderId, now).slice(0, 2);
  if (waits.length === 0) return '';
  const parts = waits.map((w) => {
    // A day and more in days, less in hours: "0.2 days" reads worse than "4.8 h".
    const span = {
      inDays: w.waitMinutes >= 1440 ? 'yes' : 'no',
      days: Math.round((w.waitMinutes / 1440) * 10) / 10,
      hours: Math.round((w.waitMinutes / 60) * 10) / 10,
    };
    return w.busyMinutes > 0
      ? t(language, 'orderStatus.waitBehind', {
          ...span,
          workCenter: w.workCenter,
          orders: w.orders.slice(0, WAIT_ORDERS_SHOWN).join(', '),
          more: Math.max(0, w.orders.length - WAIT_ORDERS_SHOWN),
        })
      : t(language, 'orderStatus.waitIdle', { ...span, workCenter: w.workCenter });
  });
  return t(language, 'orderStatus.waits', { waits: parts.join('; ') });
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
  const tool = toolOf(language, 'order_status', { subject: orderId });
  const plan = await planOf(db, scope);
  const rows = (plan?.orders ?? []).filter((o) => o.order_id === orderId || o.sales_order_id === orderId);
  if (!plan || rows.length === 0)
    return { type: 'text', tool, text: t(language, 'orderStatus.notFound', { order: orderId }) };
  const at = (date: Date) => formatPlantMoment(language, date.toISOString(), timeZone);
  const planOrders = new Map(releasedPlanOrders(plan).map((o) => [o.orderId, o]));
  const lines = rows.map((row) => {
    const order = planOrders.get(row.order_id)!;
    const ops = plan.operations.filter((op) => op.order_id === row.order_id);
    const open = ops.filter((op) => op.status !== 'Done' && op.start_time && op.end_time);
    const { started, overdue } = runningNow(open, now.getTime());
    const next = open.find((op) => op.start_time!.getTime() > now.getTime());
    const where = started
      ? t(language, 'orderStatus.running', { workCenter: started.work_center, at: at(started.end_time!) })
      : overdue
        ? t(language, 'orderStatus.notStarted', {
            workCenter: overdue.work_center,
            at: at(overdue.start_time!),
          })
        : next
          ? t(language, 'orderStatus.next', { workCenter: next.work_center, at: at(next.start_time!) })
          : t(language, 'orderStatus.nothingAhead');
    return t(language, 'orderStatus.line', {
      order: row.order_id,
      material: row.material,
      quantity: row.quantity,
      status: row.status === 'Created' || row.status === 'Released' ? row.status : 'InProcess',
      percent: row.completion_percentage,
      customer: row.customer_id ? `, ${row.customer_id}` : '',
      done: ops.filter((op) => op.status === 'Done').length,
      total: ops.length,
      where,
      finish: finishOf(language, order, row.basic_end_date?.getTime(), timeZone),
      late: isOrderLate(order, now.getTime())
        ? t(language, 'orderStatus.late') + whereItWaits(language, plan.operations, row.order_id, now)
        : '',
    });
  });
  return { type: 'report', tool, text: lines.join('\n'), data: { orders: rows.map((r) => r.order_id) } };
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
  const tool = toolOf(language, 'machine_status', { subject: workCenterId });
  const plan = await planOf(db, scope);
  const time = now.getTime();
  const at = (ms: number) => formatPlantMoment(language, new Date(ms).toISOString(), timeZone);
  const down = plan?.workCenters
    .find((w) => w.workCenterId === workCenterId)
    ?.downtime.find((d) => d.startAt <= time && time < d.endAt);
  const ops = (plan?.operations ?? [])
    .filter((op) => op.work_center === workCenterId && op.status !== 'Done' && op.start_time && op.end_time)
    .sort((a, b) => a.start_time!.getTime() - b.start_time!.getTime());
  const { started: running, overdue } = runningNow(ops, time);
  const queued = ops
    .filter((op) => op.start_time!.getTime() >= time - START_GRACE_MS && op !== running && op !== overdue)
    .slice(0, 3);
  // Up or down first: "is PRS-03 down?" is answered before what it runs.
  const lines = [
    down
      ? t(language, 'machine.down', { workCenter: workCenterId, at: at(down.endAt) })
      : t(language, 'machine.up', { workCenter: workCenterId }),
    down
      ? undefined
      : running
        ? t(language, 'machine.running', {
            workCenter: workCenterId,
            order: running.order_id,
            at: at(running.end_time!.getTime()),
          })
        : overdue
          ? t(language, 'machine.notStarted', {
              workCenter: workCenterId,
              order: overdue.order_id,
              at: at(overdue.start_time!.getTime()),
            })
          : t(language, 'machine.idle', { workCenter: workCenterId }),
    ...queued.map((op) =>
      t(language, 'machine.next', {
        order: op.order_id,
        from: at(op.start_time!.getTime()),
        // An operation that ends on a later plant day says that day: "15:41–07:01" read as 16 h back.
        to:
          plantDate(op.end_time!, timeZone) === plantDate(op.start_time!, timeZone)
            ? plantClockTime(op.end_time!, timeZone)
            : at(op.end_time!.getTime()),
      }),
    ),
  ];
  if (queued.length === 0 && !running) lines.push(t(language, 'machine.nothingAhead'));
  const shown = lines.filter((line): line is string => line !== undefined);
  return {
    type: 'report',
    tool,
    text: shown.join('\n'),
    data: {
      work_center: workCenterId,
      down_until: down ? new Date(down.endAt).toISOString() : null,
      running: running?.order_id ?? null,
      not_started: overdue?.order_id ?? null,
      next: queued.map((op) => op.order_id),
    },
  };
}

/** "How are Meridian's orders?": the customer's open production orders, late ones counted, from the released plan. */
export async function answerCustomerStatus(
  db: Kysely<Database>,
  scope: ReadScope,
  customerId: string,
  now: Date,
  language: Language,
  timeZone: string,
): Promise<Answer> {
  const tool = toolOf(language, 'customer_status', { subject: customerId });
  const plan = await planOf(db, scope);
  const rows = (plan?.orders ?? []).filter((o) => o.customer_id === customerId);
  if (!plan || rows.length === 0)
    return { type: 'text', tool, text: t(language, 'customer.none', { customer: customerId }) };
  const planOrders = new Map(releasedPlanOrders(plan).map((o) => [o.orderId, o]));
  const late = rows.filter((r) => isOrderLate(planOrders.get(r.order_id)!, now.getTime()));
  const lines = rows.map((r) =>
    t(language, 'customer.item', {
      order: r.order_id,
      material: r.material,
      quantity: r.quantity,
      finish: finishOf(language, planOrders.get(r.order_id)!, r.basic_end_date?.getTime(), timeZone),
    }),
  );
  return {
    type: 'report',
    tool,
    text: [
      t(language, 'customer.header', { customer: customerId, count: rows.length, late: late.length }),
      ...lines,
    ].join('\n'),
    data: { orders: rows.map((r) => r.order_id), late: late.map((r) => r.order_id) },
  };
}
