import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Caller, withWriteScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { iso } from '../order-mapping.ts';
import { stepOrder } from '../orders/order-transitions.ts';
import { closeChatProposal } from '../proposals/close-chat-proposal.ts';
import type { BeforePlan } from './plan-changes.ts';

/** What an order proposal of the assistant asks to write. */
export interface OrderProposal {
  kind: 'update_order' | 'create_order' | 'split_order' | 'release_order';
  command: string;
  data: Record<string, string>;
}

/** The order fields an update may change (a cancel closes the order). */
interface OrderChanges {
  priority?: string;
  quantity?: number;
  basic_end_date?: string;
  basic_start_date?: string;
  status?: string;
}

/**
 * Applies an order proposal of the assistant — a change at the version read (priority, quantity, due
 * date, start, a cancel), a new order, a split, or a release (the lifecycle's step) — and records it
 * like a schedule change, so the same undo puts the orders back or removes the new one. All in one
 * transaction. With the id of the recorded proposal (its button, a typed "yes"), that proposal is
 * closed as applied in the same transaction: of two at once, one applies it and the other is
 * refused (409); a refused write leaves it open.
 */
export async function applyOrderProposal(
  db: Kysely<Database>,
  caller: Caller,
  proposal: OrderProposal,
  now: Date,
  proposalId?: string,
) {
  const changeId = randomUUID();
  const { result } = await withWriteScope(db, caller, 'playground', async (trx, datasetId) => {
    // First, so the loser of a race waits here and writes nothing.
    if (proposalId) await closeChatProposal(trx, caller.key, proposalId, 'applied', changeId);
    const orderId = proposal.data.order_id ?? '';
    const current = await scoped(trx, datasetId)
      .selectFrom('production_orders')
      .selectAll()
      .where('order_id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    const before: BeforePlan = { operations: [], orders: [], created_orders: [], created_downtimes: [] };
    if (proposal.kind === 'create_order') {
      if (current) throw new AppError('ORDER_EXISTS', { orderId });
      await insertOrder(trx, datasetId, {
        order_id: orderId,
        material: proposal.data.material ?? '',
        quantity: Number(proposal.data.quantity),
        basic_start_date: now,
        basic_end_date: proposal.data.basic_end_date ?? null,
      });
      before.created_orders = [orderId];
    } else {
      if (!current) throw new AppError('ORDER_NOT_FOUND', { orderId });
      if (current.version !== Number(proposal.data.version))
        throw new AppError('VERSION_CONFLICT', { orderId, current: current.version });
      before.order_fields = [
        {
          order_id: orderId,
          priority: current.priority,
          quantity: current.quantity,
          basic_end_date: iso(current.basic_end_date),
          basic_start_date: iso(current.basic_start_date),
          status: current.status,
        },
      ];
      // A release is the lifecycle's own step (its status rule and guarded write), recorded here so
      // undo puts the order back to Created.
      if (proposal.kind === 'release_order') await stepOrder(trx, datasetId, 'release', current, now);
      else await updateOrder(trx, datasetId, proposal, current);
      if (proposal.kind === 'split_order') {
        const part = await splitOff(trx, datasetId, current, proposal.data);
        before.created_orders = [part];
      }
    }
    await scoped(trx, datasetId)
      .insertInto('plan_changes', {
        change_id: changeId,
        user_id: caller.userId ?? '',
        run_id: randomUUID(),
        command: proposal.command,
        tool: proposal.kind,
        summary: JSON.stringify(proposal.data),
        before_plan: JSON.stringify(before),
      })
      .execute();
    return { change_id: changeId, order_id: orderId };
  });
  return result;
}

/** A change, a cancel or the original's part of a split: the proposal's fields, at the next version. */
async function updateOrder(
  trx: Transaction<Database>,
  datasetId: string,
  proposal: OrderProposal,
  current: { order_id: string; quantity: number },
) {
  if (proposal.kind === 'split_order') {
    assertSplitQuantity(current.quantity, proposal.data.split_quantity);
    assertOrderId('body.data.new_order_id', proposal.data.new_order_id);
  }
  const changes: OrderChanges =
    proposal.kind === 'split_order'
      ? { quantity: current.quantity - Number(proposal.data.split_quantity) }
      : (JSON.parse(proposal.data.changes ?? '{}') as OrderChanges);
  await scoped(trx, datasetId)
    .updateTable('production_orders')
    .set({
      ...(changes.priority ? { priority: changes.priority } : {}),
      ...(changes.quantity ? { quantity: changes.quantity } : {}),
      ...(changes.basic_end_date ? { basic_end_date: changes.basic_end_date } : {}),
      ...(changes.basic_start_date ? { basic_start_date: changes.basic_start_date } : {}),
      ...(changes.status ? { status: changes.status } : {}),
      version: sql`version + 1`,
      updated_at: new Date(),
    })
    .where('order_id', '=', current.order_id)
    .execute();
}

async function insertOrder(
  trx: Transaction<Database>,
  datasetId: string,
  order: {
    order_id: string;
    material: string;
    quantity: number;
    basic_start_date: Date | string | null;
    basic_end_date: Date | string | null;
    priority?: string;
    customer_id?: string | null;
    sales_order_id?: string | null;
    material_description?: string | null;
    unit?: string;
  },
) {
  await scoped(trx, datasetId)
    .insertInto('production_orders', {
      order_id: order.order_id,
      material: order.material,
      material_description: order.material_description ?? null,
      quantity: order.quantity,
      unit: order.unit ?? 'PC',
      status: 'Created',
      priority: order.priority ?? 'Normal',
      basic_start_date: order.basic_start_date,
      basic_end_date: order.basic_end_date,
      actual_start: null,
      actual_end: null,
      work_center: null,
      customer_id: order.customer_id ?? null,
      sales_order_id: order.sales_order_id ?? null,
    })
    .execute();
}

/**
 * The new part of a split: a new order for `split_quantity` of the same material, due date, priority
 * and customer, with the original's routing steps not yet done (their durations in proportion). The
 * original keeps the rest (set by the caller).
 */
async function splitOff(
  trx: Transaction<Database>,
  datasetId: string,
  original: { order_id: string; material: string; quantity: number } & Record<string, unknown>,
  data: Record<string, string>,
): Promise<string> {
  const part = Number(data.split_quantity);
  const partId = data.new_order_id ?? '';
  const taken = await scoped(trx, datasetId)
    .selectFrom('production_orders')
    .select('order_id')
    .where('order_id', '=', partId)
    .executeTakeFirst();
  if (taken || !partId) throw new AppError('ORDER_EXISTS', { orderId: partId });
  await insertOrder(trx, datasetId, {
    order_id: partId,
    material: original.material,
    quantity: part,
    basic_start_date: (original.basic_start_date as Date | null) ?? null,
    basic_end_date: (original.basic_end_date as Date | null) ?? null,
    priority: original.priority as string,
    customer_id: (original.customer_id as string | null) ?? null,
    sales_order_id: (original.sales_order_id as string | null) ?? null,
    material_description: (original.material_description as string | null) ?? null,
    unit: original.unit as string,
  });
  const steps = await scoped(trx, datasetId)
    .selectFrom('order_operations')
    .selectAll()
    .where('order_id', '=', original.order_id)
    .where('status', '!=', 'Done')
    .orderBy('seq')
    .execute();
  const share = part / original.quantity;
  if (steps.length)
    await scoped(trx, datasetId)
      .insertInto(
        'order_operations',
        steps.map((step) => ({
          order_id: partId,
          operation_id: step.operation_id,
          seq: step.seq,
          description: step.description,
          work_center: step.work_center,
          duration_mins: Math.max(1, step.duration_mins * share),
          start_time: null,
          end_time: null,
        })),
      )
      .execute();
  return partId;
}

/** A split leaves both parts at least one unit: a whole number in [1, quantity − 1]. */
function assertSplitQuantity(quantity: number, value: string | undefined): void {
  const part = Number(value);
  if (!Number.isInteger(part) || part < 1 || part >= quantity)
    throw new AppError('VALIDATION_FAILED', {}, [
      { field: 'body.data.split_quantity', message: `must be a whole number between 1 and ${quantity - 1}` },
    ]);
}

/** An order id the client sends back: 1–40 characters, no control characters (as the order routes accept). */
function assertOrderId(field: string, value: string | undefined): void {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (!value || value.length > 40 || /[\u0000-\u001f\u007f]/.test(value))
    throw new AppError('VALIDATION_FAILED', {}, [
      { field, message: 'must be 1 to 40 characters without control characters' },
    ]);
}
