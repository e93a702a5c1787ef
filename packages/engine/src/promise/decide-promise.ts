import type { PromiseMarginResult, WorkCenterHours } from './promise-margin.ts';

/**
 * The promise's decision from the numbers of the material check, the capacity check and the margin.
 *
 * Time convention: as the scheduler's, every time is **minutes from the planning origin** (now = 0);
 * the caller converts to and from plant dates and instants.
 *
 * Feasible means on time **in regular time**: an order that meets the requested date only with
 * overtime is not feasible as is; it gets the issue COMPLETION_AFTER_REQUESTED_DATE and the
 * recommendation ADD_OVERTIME naming each work center and its hours, so accepting it is a decision a
 * planner makes knowing the cost. A margin below target is an issue but does not make an order
 * infeasible: whether to take it is a sales decision, and RAISE_PRICE names the price that meets it.
 */

/** An operation of the order that may run on other eligible work centers. */
export interface AlternateWorkCenters {
  operationId: string;
  workCenterId: string;
  /** Other work centers eligible for the operation, in preference order. */
  alternativeWorkCenterIds: readonly string[];
}

export interface PromiseDecisionInput {
  /** Units ordered. */
  quantity: number;
  /** Units the order makes (0: stock and receipts cover it, no production). */
  quantityToMake: number;
  /** Finished units (stock and receipts) there by the requested date, without production. */
  quantityReadyByRequested: number;
  sellingPricePerUnit: number;
  /** When the customer wants it (the end of the requested day). */
  requestedAt: number;
  /** Earliest completion in regular time (no overtime); when nothing is made, when the stock part is there. */
  earliestCompletionAt: number;
  /** When the materials for production are there (`materialReadyDate`). */
  materialReadyAt: number;
  /** Overtime that would bring completion to `completionAt`; absent when no overtime helps. */
  overtime?: { completionAt: number; hours: readonly WorkCenterHours[] } | undefined;
  /** The order's operations that could move to another work center. */
  alternates?: readonly AlternateWorkCenters[];
  margin: Pick<
    PromiseMarginResult,
    'marginPercent' | 'targetMarginPercent' | 'meetsTarget' | 'targetPricePerUnit'
  >;
}

/** Why the promise does not hold as asked: a code and the numbers that say by how much. */
export type PromiseIssue =
  | {
      code: 'COMPLETION_AFTER_REQUESTED_DATE';
      earliestCompletionAt: number;
      requestedAt: number;
      lateMinutes: number;
    }
  | { code: 'MATERIALS_AFTER_REQUESTED_DATE'; materialReadyAt: number; requestedAt: number }
  | { code: 'MARGIN_BELOW_TARGET'; marginPercent: number; targetMarginPercent: number };

/** What would make the promise hold, computed from the numbers. */
export type PromiseRecommendation =
  /** Promise the earliest completion instead: a date that is feasible. */
  | { code: 'PROMISE_LATER_DATE'; promisedAt: number }
  /** Ship what is ready by the requested date, the rest at the earliest completion. */
  | {
      code: 'SPLIT_DELIVERY';
      quantityByRequested: number;
      requestedAt: number;
      quantityLater: number;
      laterAt: number;
    }
  /** Work these overtime hours on this work center to finish by the requested date. */
  | { code: 'ADD_OVERTIME'; workCenterId: string; hours: number; completionAt: number }
  /** Run the operation on another eligible work center (capacity, not material, holds the order back). */
  | {
      code: 'USE_ALTERNATE_WORK_CENTER';
      operationId: string;
      fromWorkCenterId: string;
      toWorkCenterId: string;
    }
  /** Quote this price per unit to meet the target margin. */
  | { code: 'RAISE_PRICE'; pricePerUnit: number; currentPricePerUnit: number; targetMarginPercent: number };

export type PromiseIssueCode = PromiseIssue['code'];
export type PromiseRecommendationCode = PromiseRecommendation['code'];

export interface PromiseDecision {
  /** The order is done by the requested date in regular time. */
  isFeasible: boolean;
  /**
   * The requested time when it holds, else the earliest completion; an order that needs no production
   * is promised when it is ready (now, from stock), not held back to the requested date.
   */
  promisedAt: number;
  /** From now to `promisedAt`, calendar days, one decimal. */
  leadTimeDays: number;
  /**
   * 0 to 1: the share of the time from now to the requested date still free after completion
   * ((requested − completion) / requested, three decimals); 1 for an order ready now, 0 when late.
   */
  confidenceLevel: number;
  feasibilityIssues: PromiseIssue[];
  recommendations: PromiseRecommendation[];
}

const MINUTES_PER_DAY = 1440;

/** Decides the promise (see the module comment for what feasible means and the time convention). */
export function decidePromise(input: PromiseDecisionInput): PromiseDecision {
  const isFeasible = input.earliestCompletionAt <= input.requestedAt;
  const needsProduction = input.quantityToMake > 0;
  const promisedAt =
    isFeasible && needsProduction ? input.requestedAt : Math.max(0, input.earliestCompletionAt);
  return {
    isFeasible,
    promisedAt,
    leadTimeDays: Math.round((promisedAt / MINUTES_PER_DAY) * 10) / 10,
    confidenceLevel: confidence(input, isFeasible),
    feasibilityIssues: issues(input, isFeasible),
    recommendations: [...lateRecommendations(input, isFeasible), ...priceRecommendation(input)],
  };
}

function confidence(input: PromiseDecisionInput, isFeasible: boolean): number {
  if (!isFeasible) return 0;
  const completion = Math.max(0, input.earliestCompletionAt);
  if (completion === 0) return 1;
  const free = (input.requestedAt - completion) / input.requestedAt;
  return Math.round(Math.min(1, Math.max(0, free)) * 1000) / 1000;
}

function issues(input: PromiseDecisionInput, isFeasible: boolean): PromiseIssue[] {
  const out: PromiseIssue[] = [];
  const { requestedAt } = input;
  if (!isFeasible) {
    const lateMinutes = input.earliestCompletionAt - requestedAt;
    out.push({
      code: 'COMPLETION_AFTER_REQUESTED_DATE',
      earliestCompletionAt: input.earliestCompletionAt,
      requestedAt,
      lateMinutes,
    });
  }
  if (input.quantityToMake > 0 && input.materialReadyAt > requestedAt) {
    out.push({ code: 'MATERIALS_AFTER_REQUESTED_DATE', materialReadyAt: input.materialReadyAt, requestedAt });
  }
  if (!input.margin.meetsTarget) {
    const { marginPercent, targetMarginPercent } = input.margin;
    out.push({ code: 'MARGIN_BELOW_TARGET', marginPercent, targetMarginPercent });
  }
  return out;
}

/**
 * For a late order: a later date that holds, a split delivery when part is ready in time, overtime when
 * it brings completion in time, and alternate work centers when capacity (not material) is the cause.
 * Overtime and alternates cannot help while materials arrive after the requested date.
 */
function lateRecommendations(input: PromiseDecisionInput, isFeasible: boolean): PromiseRecommendation[] {
  if (isFeasible) return [];
  const out: PromiseRecommendation[] = [
    { code: 'PROMISE_LATER_DATE', promisedAt: input.earliestCompletionAt },
  ];
  const ready = Math.min(input.quantity, Math.max(0, input.quantityReadyByRequested));
  if (ready > 0 && ready < input.quantity) {
    out.push({
      code: 'SPLIT_DELIVERY',
      quantityByRequested: ready,
      requestedAt: input.requestedAt,
      quantityLater: input.quantity - ready,
      laterAt: input.earliestCompletionAt,
    });
  }
  // Nothing made, or materials after the requested date: no work center can finish it sooner.
  if (input.quantityToMake <= 0 || input.materialReadyAt > input.requestedAt) return out;
  const overtime = input.overtime;
  if (overtime && overtime.completionAt <= input.requestedAt) {
    for (const { workCenterId, hours } of overtime.hours) {
      if (hours > 0)
        out.push({ code: 'ADD_OVERTIME', workCenterId, hours, completionAt: overtime.completionAt });
    }
  }
  for (const operation of input.alternates ?? []) {
    for (const toWorkCenterId of operation.alternativeWorkCenterIds) {
      if (toWorkCenterId === operation.workCenterId) continue;
      out.push({
        code: 'USE_ALTERNATE_WORK_CENTER',
        operationId: operation.operationId,
        fromWorkCenterId: operation.workCenterId,
        toWorkCenterId,
      });
    }
  }
  return out;
}

function priceRecommendation(input: PromiseDecisionInput): PromiseRecommendation[] {
  const { meetsTarget, targetPricePerUnit, targetMarginPercent } = input.margin;
  if (meetsTarget || targetPricePerUnit === null) return [];
  return [
    {
      code: 'RAISE_PRICE',
      pricePerUnit: targetPricePerUnit,
      currentPricePerUnit: input.sellingPricePerUnit,
      targetMarginPercent,
    },
  ];
}
