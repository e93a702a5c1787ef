import type { TextReply } from '@takt/contract';
import { weeklyLoad } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { formatDay, formatPlantMoment } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { plantClock } from '../../time/plant-clock.ts';
import { OPEN_STATUSES } from '../order-mapping.ts';
import { loadReleasedPlan, releasedPlanWork } from '../released-plan.ts';
import { materialConsumers } from '../schedule/disruption.ts';
import type { SchedulingSnapshot } from '../schedule/snapshot.ts';
import { movesOfBreakdown } from './breakdown-moves.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data'>;
const DAY_MS = 86_400_000;
const LISTED = 12;

/**
 * "Where is RM-778 used?": the products whose BOMs take it, and through a phantom assembly the
 * phantom's parents too (the rule a material delay gates orders by), with the open orders making them.
 */
export async function answerWhereUsed(
  db: Kysely<Database>,
  scope: ReadScope,
  materialId: string,
  language: string,
): Promise<Answer> {
  const tool = toolOf(language, 'where_used', { item: materialId });
  const datasetId = scope.datasetId;
  const bomComponents = await scoped(db, datasetId).selectFrom('bom_components').selectAll().execute();
  const phantoms = new Set(bomComponents.filter((c) => c.is_phantom).map((c) => c.item_id));
  const users = materialConsumers({ bomComponents } as unknown as SchedulingSnapshot, materialId);
  if (users.length === 0)
    return { type: 'text', tool, text: t(language, 'whereUsed.none', { item: materialId }) };
  const orders = await scoped(db, datasetId)
    .selectFrom('production_orders')
    .select(['order_id', 'material'])
    .where('material', 'in', users)
    .where('status', 'in', [...OPEN_STATUSES])
    .orderBy('order_id')
    .execute();
  const lines = users.map((product) => {
    const making = orders.filter((o) => o.material === product).map((o) => o.order_id);
    return t(language, 'whereUsed.line', {
      product,
      phantom: phantoms.has(product) ? 'yes' : 'no',
      hasOrders: making.length ? 'yes' : 'no',
      orders: making.join(', '),
    });
  });
  return {
    type: 'report',
    tool,
    text: [t(language, 'whereUsed.header', { item: materialId, count: users.length }), ...lines].join('\n'),
    data: { item: materialId, used_in: users, phantoms: users.filter((u) => phantoms.has(u)), orders },
  };
}

/** "Any purchase order late?": open and in-transit purchase orders past their expected date, oldest first. */
export async function answerOverdueReceipts(
  db: Kysely<Database>,
  scope: ReadScope,
  now: Date,
  language: string,
  materialId?: string,
): Promise<Answer> {
  const tool = toolOf(language, 'overdue_receipts');
  let query = scoped(db, scope.datasetId)
    .selectFrom('purchase_orders')
    .select(['po_id', 'material_id', 'quantity', 'expected_date', 'status', 'vendor_id'])
    .where('status', 'in', ['Open', 'In Transit'])
    .where('expected_date', '<', now)
    .orderBy('expected_date')
    .orderBy('po_id');
  if (materialId) query = query.where('material_id', '=', materialId);
  const late = await query.execute();
  if (late.length === 0)
    return { type: 'text', tool, text: t(language, 'overdue.none'), data: { overdue: [] } };
  const lines = late.map((p) =>
    t(language, 'overdue.line', {
      po: p.po_id,
      item: p.material_id,
      quantity: p.quantity,
      vendor: p.vendor_id,
      expected: formatDay(language, new Date(p.expected_date).toISOString()),
      days: Math.ceil((now.getTime() - new Date(p.expected_date).getTime()) / DAY_MS),
    }),
  );
  return {
    type: 'report',
    tool,
    text: [t(language, 'overdue.header', { count: late.length }), ...lines].join('\n'),
    data: { overdue: late.map((p) => ({ ...p, expected_date: new Date(p.expected_date).toISOString() })) },
  };
}

/** One machine's line of the weekly load: its planned hours over its hours that week. */
function machineLoadAnswer(
  all: ReturnType<typeof weeklyLoad>,
  workCenterId: string,
  at: Date,
  language: string,
  tool: Answer['tool'],
): Answer {
  const load = all.find((l) => l.workCenterId === workCenterId);
  const weekOf = formatDay(language, new Date(load?.weekStartAt ?? at.getTime()).toISOString());
  if (!load || load.loadHours <= 0)
    return {
      type: 'text',
      tool,
      text: t(language, 'machineLoad.none', { workCenter: workCenterId, week: weekOf }),
    };
  return {
    type: 'report',
    tool,
    text: t(language, 'machineLoad.line', {
      workCenter: workCenterId,
      week: weekOf,
      percent: Number.isFinite(load.utilizationPercent) ? load.utilizationPercent / 100 : 9.99,
      load: load.loadHours,
      capacity: load.capacityHours,
    }),
    data: { week_start: new Date(load.weekStartAt).toISOString(), loads: [load] },
  };
}

/**
 * "What are the bottlenecks this week?": the work centers of the released plan by load over capacity
 * in the plant week holding `at` (today by default) — the weekly load the dashboard and MRP read.
 */
export async function answerBottlenecks(
  db: Kysely<Database>,
  scope: ReadScope,
  now: Date,
  at: Date,
  language: string,
  /** "How loaded is PRS-02 next week?": that machine's line only, even when nothing is planned on it. */
  workCenterId?: string,
): Promise<Answer> {
  const tool = toolOf(language, 'bottlenecks');
  const plan = await loadReleasedPlan(db, scope.datasetId);
  const all = weeklyLoad(
    plan.workCenters,
    releasedPlanWork(plan, now),
    at.getTime(),
    1,
    plantClock(plan.timeZone),
  );
  if (workCenterId) return machineLoadAnswer(all, workCenterId, at, language, tool);
  const week = all
    .filter((l) => l.loadHours > 0)
    .sort(
      (a, b) => b.utilizationPercent - a.utilizationPercent || a.workCenterId.localeCompare(b.workCenterId),
    );
  const weekOf = formatDay(language, new Date(week[0]?.weekStartAt ?? at.getTime()).toISOString());
  if (week.length === 0)
    return { type: 'text', tool, text: t(language, 'bottlenecks.none', { week: weekOf }) };
  const lines = week.slice(0, 5).map((l) =>
    t(language, 'bottlenecks.line', {
      workCenter: l.workCenterId,
      percent: Number.isFinite(l.utilizationPercent) ? l.utilizationPercent / 100 : 9.99,
      load: l.loadHours,
      capacity: l.capacityHours,
    }),
  );
  return {
    type: 'report',
    tool,
    text: [t(language, 'bottlenecks.header', { week: weekOf }), ...lines].join('\n'),
    data: { week_start: new Date(week[0]!.weekStartAt).toISOString(), loads: week.slice(0, LISTED) },
  };
}

/**
 * "Which orders does that hit?": the orders with work planned on the machine over the window (the
 * downtime just talked about; from now for a day when none is known), in the released plan.
 */
export async function answerAffectedOrders(
  db: Kysely<Database>,
  scope: ReadScope,
  ownerKey: string,
  workCenterId: string,
  from: Date,
  to: Date,
  language: string,
  timeZone: string,
): Promise<Answer> {
  const tool = toolOf(language, 'affected_orders', { subject: workCenterId });
  const [plan, moves] = await Promise.all([
    loadReleasedPlan(db, scope.datasetId),
    movesOfBreakdown(db, ownerKey, workCenterId, from, to),
  ]);
  const hit = plan.operations
    .filter(
      (op) =>
        op.work_center === workCenterId &&
        op.status !== 'Done' &&
        op.start_time &&
        op.end_time &&
        op.start_time.getTime() < to.getTime() &&
        op.end_time.getTime() > from.getTime(),
    )
    .sort((a, b) => a.start_time!.getTime() - b.start_time!.getTime());
  const window = {
    workCenter: workCenterId,
    from: formatPlantMoment(language, from.toISOString(), timeZone),
    to: formatPlantMoment(language, to.toISOString(), timeZone),
  };
  // Work still planned in the window, and work the downtime's plan already moved out of it.
  const orders = [...new Set([...hit.map((op) => op.order_id), ...moves.map((m) => m.orderId)])];
  if (orders.length === 0)
    return { type: 'text', tool, text: t(language, 'affected.none', window), data: { orders: [] } };
  const lines = [
    ...hit.map((op) =>
      t(language, 'affected.line', {
        order: op.order_id,
        from: formatPlantMoment(language, op.start_time!.toISOString(), timeZone),
        to: formatPlantMoment(language, op.end_time!.toISOString(), timeZone),
      }),
    ),
    ...moves.map((m) =>
      t(language, 'affected.moved', {
        order: m.orderId,
        operation: m.operationId,
        kind: m.kind,
        workCenter: workCenterId,
      }),
    ),
  ].slice(0, LISTED);
  return {
    type: 'report',
    tool,
    text: [t(language, 'affected.header', { ...window, count: orders.length }), ...lines].join('\n'),
    data: {
      work_center: workCenterId,
      orders,
      moved: moves.map((m) => ({ order_id: m.orderId, operation_id: m.operationId, cause: m.kind })),
    },
  };
}
