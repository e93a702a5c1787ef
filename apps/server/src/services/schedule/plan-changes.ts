import { randomUUID } from 'node:crypto';
import type { ScheduleResult } from '@takt/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Caller, withWriteScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { iso } from '../order-mapping.ts';
import {
  type DowntimeAsWas,
  putBackDowntimes,
  recordBreakdown,
  recordExtraShift,
  recordRestore,
  removeExtraShifts,
} from './plan-change-downtimes.ts';
import { assertStillExists, writeSchedule } from './push-service.ts';
import type { ScheduleRunInput } from './run-input.ts';
import { getRun } from './run-state.ts';

/** The plan a change replaced, and the rows it added: what an undo puts back and takes away. */
export interface BeforePlan {
  operations: {
    order_id: string;
    operation_id: string;
    work_center: string;
    start_time: string | null;
    end_time: string | null;
    /** Absent in changes recorded before setups were kept with the plan. */
    setup_minutes?: number;
    /** Absent in changes recorded before a move to another work center re-timed the run. */
    duration_mins?: number;
  }[];
  orders: {
    order_id: string;
    work_center: string | null;
    scheduled_start: string | null;
    scheduled_end: string | null;
  }[];
  created_orders: string[];
  created_downtimes: string[];
  /** Downtime a restore ended or removed, as it was. */
  replaced_downtimes?: DowntimeAsWas[];
  /** Extra shifts the change added. */
  created_extra_shifts?: string[];
  /** Sales orders the change created (an accepted promise). */
  created_sales_orders?: string[];
  /** Stock the change reserved, per location: an undo releases it. */
  reserved_stock?: { material_id: string; location_id: string; quantity: number }[];
  /** Orders in process the change gave to a sales order: an undo makes them make-to-stock again. */
  assigned_orders?: string[];
  /** Order fields an order proposal changed, as they were. */
  order_fields?: {
    order_id: string;
    priority: string;
    quantity: number;
    basic_end_date: string | null;
    basic_start_date?: string | null;
    status?: string;
  }[];
}

/**
 * Applies an assistant's proposal: the run's schedule becomes the playground's plan, with the rush
 * order or the breakdown it assumed, and the change is recorded (who, when, which command, the diff)
 * with the plan it replaced, all in one transaction.
 */
export async function applyProposal(
  db: Kysely<Database>,
  caller: Caller,
  runId: string,
  /**
   * More writes of the same change, in its transaction (an accepted promise's sales order and
   * reservations); what they add is recorded with the plan for the undo.
   */
  also?: (trx: Transaction<Database>, datasetId: string, changeId: string) => Promise<Partial<BeforePlan>>,
) {
  const run = await getRun(db, caller, runId);
  if (run.status !== 'done' || !run.result) throw new AppError('RUN_NOT_FOUND', { runId });
  const result = run.result;
  const broken = result.feasibility?.violations ?? [];
  if (result.feasibility?.status === 'infeasible')
    throw new AppError(
      'PLAN_BREAKS_RULES',
      { count: broken.length },
      broken.map((v) => ({ field: `operation.${v.operation_ids.join(',')}`, message: v.message })),
    );
  const input = (
    await db.selectFrom('schedule_runs').select('input').where('run_id', '=', runId).executeTakeFirstOrThrow()
  ).input as ScheduleRunInput;
  const { result: change } = await withWriteScope(db, caller, 'playground', async (trx, datasetId) => {
    // The run's row is the lock a Discard takes too: of an Apply and a Discard at once, one wins.
    const run = await trx
      .selectFrom('schedule_runs')
      .select('discarded_at')
      .where('run_id', '=', runId)
      .forUpdate()
      .executeTakeFirst();
    if (run?.discarded_at) throw new AppError('PROPOSAL_DISCARDED');
    await assertPlanUnchanged(trx, datasetId, input);
    const createdOrders = await createRushOrder(trx, datasetId, input, result);
    const createdDowntimes = await recordBreakdown(trx, datasetId, input);
    const replacedDowntimes = await recordRestore(trx, datasetId, input);
    const createdExtraShifts = await recordExtraShift(trx, datasetId, input);
    const before = await currentPlan(trx, datasetId, result);
    await assertStillExists(trx, datasetId, result.data.orders);
    await writeSchedule(trx, datasetId, result.data.orders);
    const changeId = randomUUID();
    const added = also ? await also(trx, datasetId, changeId) : {};
    const beforePlan: BeforePlan = {
      ...added,
      ...before,
      created_orders: createdOrders,
      created_downtimes: createdDowntimes,
      replaced_downtimes: replacedDowntimes,
      created_extra_shifts: createdExtraShifts,
    };
    await scoped(trx, datasetId)
      .insertInto('plan_changes', {
        change_id: changeId,
        user_id: caller.userId ?? '',
        run_id: runId,
        command: input.context.prompt,
        tool: result.tool.name,
        summary: JSON.stringify(result.changes_summary ?? null),
        before_plan: JSON.stringify(beforePlan),
      })
      .execute();
    return changeId;
  });
  return { change_id: change, applied_orders: result.data.orders.length };
}

async function createRushOrder(
  trx: Transaction<Database>,
  datasetId: string,
  input: ScheduleRunInput,
  result: ScheduleResult,
) {
  const rush = input.context.disruption?.kind === 'rush_order' ? input.context.disruption.orderId : undefined;
  const order = rush ? result.data.orders.find((o) => o.order_id === rush) : undefined;
  if (!order) return [];
  await scoped(trx, datasetId)
    .insertInto('production_orders', {
      order_id: order.order_id,
      material: order.material,
      material_description: null,
      quantity: Math.round(order.quantity),
      unit: 'PC',
      status: 'Created',
      priority: 'Urgent',
      basic_start_date: new Date(input.context.originMs),
      basic_end_date: order.due_date,
      actual_start: null,
      actual_end: null,
      work_center: order.operations[0]?.work_center ?? null,
      customer_id: null,
      sales_order_id: null,
    })
    .execute();
  await scoped(trx, datasetId)
    .insertInto(
      'order_operations',
      order.operations.map((op, index) => ({
        order_id: order.order_id,
        operation_id: op.operation_id,
        seq: index + 1,
        description: null,
        work_center: op.work_center,
        duration_mins: op.duration_mins,
        start_time: op.start_time,
        end_time: op.end_time,
      })),
    )
    .execute();
  return [order.order_id];
}

async function currentPlan(trx: Transaction<Database>, datasetId: string, result: ScheduleResult) {
  const ids = result.data.orders.map((o) => o.order_id);
  if (ids.length === 0) return { operations: [], orders: [] };
  const [operations, orders] = await Promise.all([
    scoped(trx, datasetId)
      .selectFrom('order_operations')
      .select([
        'order_id',
        'operation_id',
        'work_center',
        'start_time',
        'end_time',
        'setup_minutes',
        'duration_mins',
      ])
      .where('order_id', 'in', ids)
      .execute(),
    scoped(trx, datasetId)
      .selectFrom('production_orders')
      .select(['order_id', 'work_center', 'scheduled_start', 'scheduled_end'])
      .where('order_id', 'in', ids)
      .execute(),
  ]);
  return {
    operations: operations.map((o) => ({ ...o, start_time: iso(o.start_time), end_time: iso(o.end_time) })),
    orders: orders.map((o) => ({
      ...o,
      scheduled_start: iso(o.scheduled_start),
      scheduled_end: iso(o.scheduled_end),
    })),
  };
}

/**
 * Puts back the plan a change replaced and removes what it added. Only the latest change still in
 * force can be undone, so an undo never silently reverts work applied after it (409 otherwise).
 */
export async function undoChange(db: Kysely<Database>, caller: Caller, changeId: string) {
  const { result } = await withWriteScope(db, caller, 'playground', async (trx, datasetId) => {
    const change = await scoped(trx, datasetId)
      .selectFrom('plan_changes')
      .selectAll()
      .where('change_id', '=', changeId)
      .executeTakeFirst();
    if (!change) throw new AppError('CHANGE_NOT_FOUND', { changeId });
    if (change.undone_at) throw new AppError('CHANGE_ALREADY_UNDONE', { changeId });
    const later = await scoped(trx, datasetId)
      .selectFrom('plan_changes')
      .select('change_id')
      .where('undone_at', 'is', null)
      .where('change_id', '!=', changeId)
      // Compared in the database: a timestamp read into JavaScript loses its microseconds.
      .where(
        'created_at',
        '>=',
        scoped(trx, datasetId)
          .selectFrom('plan_changes as c')
          .select('c.created_at')
          .where('c.change_id', '=', changeId),
      )
      .execute();
    if (later.length)
      throw new AppError('CHANGE_NOT_LATEST', { changeId, later: later.map((l) => l.change_id).join(', ') });
    const before = change.before_plan as BeforePlan;
    for (const op of before.operations) {
      await scoped(trx, datasetId)
        .updateTable('order_operations')
        .set({
          work_center: op.work_center,
          start_time: op.start_time,
          end_time: op.end_time,
          ...(op.setup_minutes === undefined ? {} : { setup_minutes: op.setup_minutes }),
          ...(op.duration_mins === undefined ? {} : { duration_mins: op.duration_mins }),
        })
        .where('order_id', '=', op.order_id)
        .where('operation_id', '=', op.operation_id)
        .execute();
    }
    for (const order of before.orders) {
      await scoped(trx, datasetId)
        .updateTable('production_orders')
        .set({
          work_center: order.work_center,
          scheduled_start: order.scheduled_start,
          scheduled_end: order.scheduled_end,
        })
        .where('order_id', '=', order.order_id)
        .execute();
    }
    for (const fields of before.order_fields ?? []) {
      await scoped(trx, datasetId)
        .updateTable('production_orders')
        .set({
          priority: fields.priority,
          quantity: fields.quantity,
          basic_end_date: fields.basic_end_date,
          ...(fields.basic_start_date !== undefined ? { basic_start_date: fields.basic_start_date } : {}),
          ...(fields.status !== undefined ? { status: fields.status } : {}),
        })
        .where('order_id', '=', fields.order_id)
        .execute();
    }
    if (before.created_orders.length) {
      await scoped(trx, datasetId)
        .deleteFrom('production_orders')
        .where('order_id', 'in', before.created_orders)
        .execute();
    }
    if (before.created_downtimes.length) {
      await scoped(trx, datasetId)
        .deleteFrom('downtimes')
        .where('downtime_id', 'in', before.created_downtimes)
        .execute();
    }
    await undoPromiseWrites(trx, datasetId, before);
    await putBackDowntimes(trx, datasetId, before.replaced_downtimes ?? []);
    await removeExtraShifts(trx, datasetId, before.created_extra_shifts ?? []);
    await scoped(trx, datasetId)
      .updateTable('plan_changes')
      .set({ undone_at: new Date(), undone_by: caller.userId })
      .where('change_id', '=', changeId)
      .execute();
    return { change_id: changeId, restored_operations: before.operations.length };
  });
  return result;
}

/** Takes back what an accepted promise wrote besides the plan: its sales order, reservations, assignments. */
async function undoPromiseWrites(trx: Transaction<Database>, datasetId: string, before: BeforePlan) {
  const q = scoped(trx, datasetId);
  for (const r of before.reserved_stock ?? []) {
    await q
      .updateTable('inventory')
      .set((eb) => ({ reserved: eb('reserved', '-', r.quantity) }))
      .where('material_id', '=', r.material_id)
      .where('location_id', '=', r.location_id)
      .execute();
  }
  if (before.assigned_orders?.length)
    await q
      .updateTable('production_orders')
      .set({ customer_id: null, sales_order_id: null })
      .where('order_id', 'in', before.assigned_orders)
      .execute();
  if (before.created_sales_orders?.length)
    await q.deleteFrom('sales_orders').where('sales_order_id', 'in', before.created_sales_orders).execute();
}

/** The changes applied to the caller's playground, newest first. */
export async function listChanges(db: Kysely<Database>, datasetId: string | null) {
  if (!datasetId) return [];
  const rows = await scoped(db, datasetId)
    .selectFrom('plan_changes')
    .selectAll()
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    change_id: r.change_id,
    user_id: r.user_id,
    created_at: r.created_at.toISOString(),
    command: r.command,
    tool: r.tool,
    run_id: r.run_id,
    summary: r.summary,
    undone_at: iso(r.undone_at),
    undone_by: r.undone_by,
  }));
}

/**
 * A proposal was computed on one version of the plan; if the plan changed since (a push, another
 * applied change, an edited order), applying it would overwrite that work: 409 instead.
 */
async function assertPlanUnchanged(trx: Transaction<Database>, datasetId: string, input: ScheduleRunInput) {
  const readFrom = input.context.readFrom;
  if (!readFrom || readFrom.datasetId !== datasetId) return; // computed on the shared plant: this copy was just made from it
  const now = await trx
    .selectFrom('datasets')
    .select('version')
    .where('dataset_id', '=', datasetId)
    .executeTakeFirstOrThrow();
  // withWriteScope bumps the version only after this transaction's work, so the one read here is the plan's.
  if (now.version !== readFrom.version) {
    throw new AppError('PROPOSAL_STALE', { read: readFrom.version, current: now.version });
  }
}
