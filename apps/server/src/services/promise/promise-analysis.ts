import { randomUUID } from 'node:crypto';
import type { PromiseAnalyzeRequest, PromiseResult } from '@takt/contract';
import { decidePromise, materialAvailability, promiseMargin, routingHours } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Caller } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import { t } from '../../i18n/translate.ts';
import { endOfPlantDay, plantDate } from '../../time/plant-clock.ts';
import { readDatasetFacts } from '../schedule/dataset-facts.ts';
import { freeRushId, rushOrderBase } from '../schedule/rush-id.ts';
import { type PromiseCapacity, promiseCapacity } from './promise-capacity.ts';
import { loadPromiseInputs } from './promise-inputs.ts';
import { netPromise, type PromiseEnv, planPromise } from './promise-plan.ts';
import { analyzedOrderIds, saveAnalysis } from './promise-store.ts';
import { promiseWords } from './promise-wording.ts';

const MINUTE_MS = 60_000;
const round2 = (value: number) => Math.round(value * 100) / 100;

const NOTHING_MADE: PromiseCapacity = {
  earliestStart: null,
  completion: null,
  machines: [],
  overtimeHours: 0,
  overtimeWorkCenter: null,
  lateHours: [],
  affectedOrders: [],
};

/**
 * Analyzes a rush-order promise from the live plan (issue 13): the order is netted against finished
 * stock and make-to-stock orders in process, the rest inserted into the released plan by the
 * minimal-change repair; the materials are checked level by level, the margin costed from the BOM
 * roll-up, the plan's hours and the work centers' rates, and the engine decides. The analysis is
 * kept for POST /api/promise/accept.
 */
export async function analyzePromise(
  db: Kysely<Database>,
  caller: Caller,
  request: PromiseAnalyzeRequest,
  now: Date,
  env: PromiseEnv & { language: string },
): Promise<PromiseResult> {
  const facts = await readDatasetFacts(
    db,
    caller,
    request.data_source === 'custom' ? 'custom' : 'playground',
  );
  const { scope, timeZone } = facts;
  const inputs = await loadPromiseInputs(db, scope.datasetId, request.sku, timeZone);
  if (!inputs.structure.items.some((i) => i.itemId === request.sku))
    throw new AppError('ITEM_NOT_FOUND', { itemId: request.sku }, [
      { field: 'body.sku', message: 'unknown item' },
    ]);
  // A day said for a due date is the end of that day in plant time.
  const requestedAt = endOfPlantDay(request.requested_date, timeZone) ?? new Date(request.requested_date);
  if (requestedAt.getTime() <= now.getTime())
    throw new AppError('VALIDATION_FAILED', {}, [
      { field: 'body.requested_date', message: 'must not be in the past' },
    ]);
  // Free of the dataset's orders and of the caller's other analyses, accepted or not.
  const orderId = freeRushId(
    [...inputs.orderIds, ...(await analyzedOrderIds(db, caller))],
    rushOrderBase(now),
  );
  const netting = await netPromise(db, facts, request, requestedAt);
  // The product's own coverage is the netting's (one rule with the rush order command); its
  // components are checked level by level against their stock and receipts.
  const usable = new Map(inputs.usable).set(request.sku, netting.fromStock);
  const receipts = [
    ...inputs.purchaseReceipts,
    ...inputs.productionReceipts.filter((r) => r.itemId !== request.sku),
    ...netting.fromOrders.map((o) => ({
      itemId: request.sku,
      quantity: o.quantity,
      dueDate: plantDate(new Date(o.readyAt), timeZone),
    })),
  ];
  const materials = materialAvailability({
    structure: inputs.structure,
    productId: request.sku,
    quantity: request.quantity,
    today: plantDate(now, timeZone),
    needDate: plantDate(requestedAt, timeZone),
    usableStock: usable,
    receipts,
  });
  const plan = await planPromise(
    db,
    caller,
    facts,
    request,
    netting,
    materials.quantityToMake > 0,
    orderId,
    requestedAt,
    now,
    env,
  );
  const capacity = plan.schedule
    ? promiseCapacity(plan.schedule.data.orders, orderId, requestedAt, plan.completionBefore)
    : NOTHING_MADE;

  const made = materials.quantityToMake;
  const laborHours = capacity.machines.length
    ? capacity.machines.map((m) => ({ workCenterId: m.work_center, hours: m.hours }))
    : routingHours(inputs.routing, made);
  // Overtime can only help if each machine's share of the order fits in the clock hours left until
  // the requested date (a machine works at most around the clock): else no overtime reaches it.
  const hoursLeft = (requestedAt.getTime() - now.getTime()) / 3_600_000;
  const overtimeFits = capacity.machines.every((m) => m.hours <= hoursLeft);
  const overtime =
    capacity.overtimeWorkCenter && capacity.overtimeHours > 0
      ? [{ workCenterId: capacity.overtimeWorkCenter, hours: capacity.overtimeHours }]
      : [];
  const minutes = (at: Date | string) => (new Date(at).getTime() - now.getTime()) / MINUTE_MS;
  const materialReadyAt = Math.max(0, minutes(endOfDayBefore(materials.materialReadyDate, timeZone)));
  // The margin counts the overtime that meets the requested date when overtime can: what it costs to say yes.
  const withOvertime = overtime.length > 0 && overtimeFits && materialReadyAt <= minutes(requestedAt);
  const margin = promiseMargin({
    structure: inputs.structure,
    productId: request.sku,
    quantity: request.quantity,
    sellingPricePerUnit: request.selling_price_per_unit,
    targetMarginPercent: request.target_margin_percent,
    quantityMade: made,
    quantityFromStock: request.quantity - made,
    laborHours,
    overtimeHours: withOvertime ? overtime : [],
    costRatePerHour: inputs.costRatePerHour,
  });

  const readyByRequested = netting.fromStock + netting.fromOrders.reduce((sum, o) => sum + o.quantity, 0);
  const stockReadyAt = netting.fromOrders.length
    ? Math.max(0, ...netting.fromOrders.map((o) => minutes(o.readyAt)))
    : 0;
  if (made > 0 && !capacity.completion)
    throw new AppError('VALIDATION_FAILED', {}, [
      { field: 'body.sku', message: 'has no routing: the plant cannot make it' },
    ]);
  // What is bought arrives on its line's date (the start of that day); what is made completes in the plan.
  const product = materials.materials.find((m) => m.level === 0);
  const boughtAt =
    product?.coveredBy === 'purchase' ? minutes(endOfDayBefore(product.availableDate, timeZone)) : 0;
  const completionAt = capacity.completion ? minutes(capacity.completion) : Math.max(stockReadyAt, boughtAt);
  const decision = decidePromise({
    quantity: request.quantity,
    quantityToMake: made,
    quantityReadyByRequested: Math.min(request.quantity, readyByRequested),
    sellingPricePerUnit: request.selling_price_per_unit,
    requestedAt: minutes(requestedAt),
    earliestCompletionAt: completionAt,
    materialReadyAt,
    ...(withOvertime ? { overtime: { completionAt: minutes(requestedAt), hours: overtime } } : {}),
    alternates: inputs.routing
      .filter((step) => step.alternatives.length)
      .map((step) => ({
        operationId: step.operationId,
        workCenterId: step.workCenterId,
        alternativeWorkCenterIds: step.alternatives,
      })),
    margin,
  });
  const words = promiseWords(
    env.language,
    timeZone,
    now.getTime(),
    decision.feasibilityIssues,
    decision.recommendations,
  );
  const brokenRules =
    plan.schedule?.feasibility.status === 'infeasible' ? plan.schedule.feasibility.violations.length : 0;
  const at = (m: number) => new Date(now.getTime() + m * MINUTE_MS).toISOString();
  const result: PromiseResult = {
    analysis_id: randomUUID(),
    order_id: orderId,
    sku: request.sku,
    quantity: request.quantity,
    requested_date: requestedAt.toISOString(),
    // A repaired plan that breaks a hard rule cannot be applied (Apply refuses it): no promise rests on it.
    is_feasible: decision.isFeasible && brokenRules === 0,
    promised_date: at(decision.promisedAt),
    earliest_completion_date: at(completionAt),
    lead_time_days: decision.leadTimeDays,
    confidence_level: decision.confidenceLevel,
    feasibility_issues: brokenRules
      ? [t(env.language, 'promise.issue.rules', { count: brokenRules }), ...words.issues]
      : words.issues,
    recommendations: words.recommendations,
    margin: {
      revenue: round2(margin.revenue),
      material_cost: round2(margin.materialCost),
      labor_cost: round2(margin.laborCost),
      overtime_cost: round2(margin.overtimeCost),
      gross_margin: round2(margin.grossMargin),
      margin_percentage: round2(margin.marginPercent),
      target_margin_percent: margin.targetMarginPercent,
      meets_target: margin.meetsTarget,
      target_price_per_unit: margin.targetPricePerUnit,
    },
    capacity: {
      earliest_start: capacity.earliestStart ?? now.toISOString(),
      overtime_hours_required: capacity.overtimeHours,
      affected_orders: capacity.affectedOrders,
      machines_utilized: capacity.machines,
    },
    materials: materials.materials.map((m) => ({
      sku: m.itemId,
      name: m.name,
      level: m.level,
      quantity_required: m.quantityRequired,
      quantity_available: m.quantityAvailable,
      quantity_to_order: m.quantityToOrder,
      available_date: m.availableDate,
      covered_by: m.coveredBy,
    })),
  };
  await saveAnalysis(db, caller, {
    analysisId: result.analysis_id,
    orderId,
    datasetId: scope.datasetId,
    datasetVersion: facts.version,
    runId: plan.schedule?.run_id ?? null,
    customerId: request.customer_id ?? null,
    pricePerUnit: request.selling_price_per_unit,
    netting,
    result,
  });
  return result;
}

/** Materials dated a plant day are there from that day's start: the end of the day before. */
function endOfDayBefore(isoDay: string, timeZone: string): Date {
  const previous = new Date(Date.parse(`${isoDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return endOfPlantDay(previous, timeZone) ?? new Date(`${isoDay}T00:00:00Z`);
}
