import type { PromiseAccepted, PromiseAcceptRequest } from '@takt/contract';
import { isUsableLocation } from '@takt/engine';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Caller, withWriteScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { applyProposal, type BeforePlan } from '../schedule/plan-changes.ts';
import type { StoredAnalysis } from './promise-store.ts';
import { readAnalysis } from './promise-store.ts';

/** The customer a sales order names when the promise named none (the spec's form has no customer). */
export const UNNAMED_CUSTOMER = 'UNSPECIFIED';

/**
 * Accepts a promise as it was analyzed, in one transaction: the repaired plan with the new
 * production order (a recorded, undoable change, refused with 409 when the plan changed since), the
 * sales order, the finished stock it takes reserved, and the orders in process it takes assigned to
 * it. Accepting the same analysis again answers the first accept (one order however often it is
 * clicked); a request that differs from the analysis, or an analysis that was not feasible, is 409.
 */
export async function acceptPromise(
  db: Kysely<Database>,
  caller: Caller,
  request: PromiseAcceptRequest,
): Promise<PromiseAccepted> {
  const analysis = await readAnalysis(db, caller, request.analysis_id);
  if (analysis.accepted) return { ...analysis.accepted, created: false };
  assertSame(analysis, request);
  if (!analysis.result.is_feasible) throw new AppError('PROMISE_NOT_FEASIBLE');
  try {
    return await write(db, caller, analysis, request);
  } catch (error) {
    // A second click racing the first waits for the first's transaction (both lock the dataset),
    // then finds the plan changed or the order there: the first's recorded outcome is the answer.
    // (Its unique key is a database error here; the edge turns it into 409 ALREADY_EXISTS.)
    const again = await readAnalysis(db, caller, request.analysis_id);
    if (again.accepted) return { ...again.accepted, created: false };
    throw error;
  }
}

async function write(
  db: Kysely<Database>,
  caller: Caller,
  analysis: StoredAnalysis,
  request: PromiseAcceptRequest,
): Promise<PromiseAccepted> {
  const salesOrderId = `SO-${analysis.orderId}`;
  const outcome = (changeId: string | null): PromiseAccepted => ({
    success: true,
    order_id: analysis.orderId,
    sales_order_id: salesOrderId,
    change_id: changeId,
    promised_date: analysis.result.promised_date,
    created: true,
  });
  if (analysis.runId) {
    let done: PromiseAccepted | undefined;
    await applyProposal(db, caller, analysis.runId, async (trx, datasetId, changeId) => {
      const added = await writeSalesSide(trx, datasetId, analysis, request, salesOrderId);
      done = outcome(changeId);
      await markAccepted(trx, analysis, done);
      return added;
    });
    return done!;
  }
  // Stock and orders in process cover it all: nothing is planned, only the sales side is written.
  const { result } = await withWriteScope(db, caller, 'playground', async (trx, datasetId) => {
    await assertDatasetUnchanged(trx, datasetId, analysis);
    await writeSalesSide(trx, datasetId, analysis, request, salesOrderId);
    const done = outcome(null);
    await markAccepted(trx, analysis, done);
    return done;
  });
  return result;
}

/** The request must name what was analyzed: another quantity or date is another promise. */
function assertSame(analysis: StoredAnalysis, request: PromiseAcceptRequest) {
  const differs =
    request.order_id !== analysis.orderId
      ? 'order_id'
      : request.sku !== analysis.result.sku
        ? 'sku'
        : request.quantity !== analysis.result.quantity
          ? 'quantity'
          : Date.parse(request.promised_date) !== Date.parse(analysis.result.promised_date)
            ? 'promised_date'
            : null;
  if (differs)
    throw new AppError('PROMISE_CHANGED', { field: differs }, [
      { field: `body.${differs}`, message: 'differs from the analysis' },
    ]);
}

async function assertDatasetUnchanged(
  trx: Transaction<Database>,
  datasetId: string,
  analysis: StoredAnalysis,
) {
  if (analysis.datasetId !== datasetId) return; // analyzed on the shared plant: this copy was just made from it
  const row = await trx
    .selectFrom('datasets')
    .select('version')
    .where('dataset_id', '=', datasetId)
    .executeTakeFirstOrThrow();
  if (row.version !== analysis.datasetVersion)
    throw new AppError('PROMISE_STALE', { reason: `version ${analysis.datasetVersion}, now ${row.version}` });
}

/**
 * The sales order, the production order linked to it, the finished stock reserved (usable
 * locations in id order) and the make-to-stock orders in process given to it; what an undo takes back.
 */
async function writeSalesSide(
  trx: Transaction<Database>,
  datasetId: string,
  analysis: StoredAnalysis,
  request: PromiseAcceptRequest,
  salesOrderId: string,
): Promise<Partial<BeforePlan>> {
  const q = scoped(trx, datasetId);
  const { result, netting } = analysis;
  await q
    .insertInto('sales_orders', {
      sales_order_id: salesOrderId,
      customer_id: request.customer_id ?? analysis.customerId ?? UNNAMED_CUSTOMER,
      material_id: result.sku,
      quantity: result.quantity,
      unit_price: analysis.pricePerUnit,
      order_date: new Date(),
      requested_date: result.requested_date,
      status: 'Confirmed',
    })
    .execute();
  const customer = request.customer_id ?? analysis.customerId ?? UNNAMED_CUSTOMER;
  const link = { customer_id: customer, sales_order_id: salesOrderId };
  if (analysis.runId)
    await q.updateTable('production_orders').set(link).where('order_id', '=', analysis.orderId).execute();
  const taken = netting.fromOrders.map((o) => o.orderId);
  if (taken.length) {
    const assigned = await q
      .updateTable('production_orders')
      .set(link)
      .where('order_id', 'in', taken)
      .where('customer_id', 'is', null)
      .returning('order_id')
      .execute();
    if (assigned.length !== taken.length)
      throw new AppError('PROMISE_STALE', { reason: 'an order in process it counted on was taken' });
  }
  const reserved = await reserveStock(trx, datasetId, result.sku, netting.fromStock);
  return { created_sales_orders: [salesOrderId], reserved_stock: reserved, assigned_orders: taken };
}

/** Reserves `quantity` of free usable stock, location by location; 409 when it is no longer there. */
async function reserveStock(
  trx: Transaction<Database>,
  datasetId: string,
  materialId: string,
  quantity: number,
) {
  if (quantity <= 0) return [];
  const q = scoped(trx, datasetId);
  const rows = await q
    .selectFrom('inventory')
    .select(['location_id', 'on_hand', 'reserved'])
    .where('material_id', '=', materialId)
    .orderBy('location_id')
    .forUpdate()
    .execute();
  const reserved: { material_id: string; location_id: string; quantity: number }[] = [];
  let left = quantity;
  for (const row of rows) {
    if (left <= 0 || !isUsableLocation(row.location_id)) continue;
    const free = Number(row.on_hand) - Number(row.reserved);
    const take = Math.min(left, Math.max(0, free));
    if (take <= 0) continue;
    await q
      .updateTable('inventory')
      .set((eb) => ({ reserved: eb('reserved', '+', take) }))
      .where('material_id', '=', materialId)
      .where('location_id', '=', row.location_id)
      .execute();
    reserved.push({ material_id: materialId, location_id: row.location_id, quantity: take });
    left -= take;
  }
  if (left > 1e-9) throw new AppError('PROMISE_STALE', { reason: `${materialId} stock was used since` });
  return reserved;
}

async function markAccepted(db: Kysely<Database>, analysis: StoredAnalysis, accepted: PromiseAccepted) {
  const marked = await db
    .updateTable('promise_analyses')
    .set({ accepted: JSON.stringify(accepted) })
    .where('analysis_id', '=', analysis.analysisId)
    .where('accepted', 'is', null)
    .returning('analysis_id')
    .executeTakeFirst();
  if (!marked) throw new AppError('ALREADY_EXISTS', { id: analysis.orderId });
}
