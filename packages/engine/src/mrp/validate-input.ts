import { toEpochDay } from './dates.ts';
import { type DemandRef, MrpInputError, type MrpInputFailure } from './errors.ts';
import {
  DEFAULT_PLANNING_HORIZON_DAYS,
  DEFAULT_POQ_PERIOD_DAYS,
  DEFAULT_TIME_BUCKET_DAYS,
  MAX_PLANNING_HORIZON_DAYS,
  type MrpInput,
  type MrpItem,
  TIME_BUCKET_DAYS,
} from './model.ts';

/** The run's parameters with defaults applied; days are epoch days. */
export interface MrpParameters {
  todayDay: number;
  horizonDays: number;
  bucketDays: number;
  poqPeriodDays: number;
}

/**
 * Checks an MRP input and applies the defaults (horizon 90 days, bucket 7 days, §9). Throws
 * MRP_INVALID_INPUT listing every field out of range, or MRP_NO_DEMAND (§5: the screen asks for at
 * least one valid order) when there is nothing to plan.
 */
export function validateMrpInput(input: MrpInput): MrpParameters {
  const failures: MrpInputFailure[] = [];
  const todayDay = toEpochDay(input.today);
  if (todayDay === undefined) failures.push({ code: 'TODAY_NOT_A_DATE', value: input.today });
  const horizonDays = input.planningHorizonDays ?? DEFAULT_PLANNING_HORIZON_DAYS;
  if (!(Number.isInteger(horizonDays) && horizonDays >= 1 && horizonDays <= MAX_PLANNING_HORIZON_DAYS))
    failures.push({ code: 'HORIZON_OUT_OF_RANGE', value: horizonDays, max: MAX_PLANNING_HORIZON_DAYS });
  const bucketDays = input.timeBucketDays ?? DEFAULT_TIME_BUCKET_DAYS;
  if (!(TIME_BUCKET_DAYS as readonly number[]).includes(bucketDays))
    failures.push({ code: 'BUCKET_NOT_OFFERED', value: bucketDays, offered: TIME_BUCKET_DAYS });
  const poqPeriodDays = input.poqPeriodDays ?? DEFAULT_POQ_PERIOD_DAYS;
  if (!(Number.isInteger(poqPeriodDays) && poqPeriodDays >= 1))
    failures.push({ code: 'POQ_PERIOD_NOT_POSITIVE', value: poqPeriodDays });
  (input.demandOrders ?? []).forEach((order, index) => {
    const demand = { kind: 'DEMAND_ORDER' as const, index };
    checkDemand(failures, demand, order.productId, order.quantity, order.requiredDate);
  });
  if (input.includeSalesOrders) {
    for (const order of input.salesOrders ?? []) {
      const demand = { kind: 'SALES_ORDER' as const, salesOrderId: order.salesOrderId };
      checkDemand(failures, demand, order.itemId, order.quantity, order.requestedDate);
    }
  }
  for (const { receiptId, quantity, dueDate } of input.scheduledReceipts ?? []) {
    if (!(quantity >= 0)) failures.push({ code: 'RECEIPT_QUANTITY_NEGATIVE', receiptId });
    if (toEpochDay(dueDate) === undefined) failures.push({ code: 'RECEIPT_DATE_INVALID', receiptId });
  }
  for (const item of input.items) checkItem(failures, item);
  if (failures.length > 0) throw new MrpInputError('MRP_INVALID_INPUT', failures);
  const hasDemand =
    (input.demandOrders?.length ?? 0) > 0 || (input.includeSalesOrders && input.salesOrders?.length);
  if (!hasDemand && !input.planAllItems) throw new MrpInputError('MRP_NO_DEMAND', [{ code: 'NO_DEMAND' }]);
  return { todayDay: todayDay!, horizonDays, bucketDays, poqPeriodDays };
}

function checkDemand(
  failures: MrpInputFailure[],
  demand: DemandRef,
  itemId: string,
  quantity: number,
  date: string,
): void {
  if (!itemId?.trim()) failures.push({ code: 'DEMAND_ITEM_MISSING', demand });
  if (!(Number.isFinite(quantity) && quantity > 0))
    failures.push({ code: 'DEMAND_QUANTITY_NOT_POSITIVE', demand, value: quantity });
  if (toEpochDay(date ?? '') === undefined)
    failures.push({ code: 'DEMAND_DATE_INVALID', demand, value: date });
}

function checkItem(failures: MrpInputFailure[], item: MrpItem): void {
  const { itemId } = item;
  const method = item.lotSizeMethod ?? 'LFL';
  const lotSize = item.lotSize ?? 0;
  if ((method === 'FOQ' || method === 'EOQ') && !(lotSize > 0))
    failures.push({ code: 'LOT_SIZE_MISSING', itemId, method });
  if (method === 'POQ' && !(Number.isInteger(lotSize) && lotSize >= 1))
    failures.push({ code: 'POQ_PERIODS_INVALID', itemId });
  for (const field of ['leadTimeDays', 'safetyStock', 'minOrderQty', 'roundingQty'] as const) {
    const value = item[field] ?? 0;
    if (!(Number.isFinite(value) && value >= 0))
      failures.push({ code: 'ITEM_FIELD_NEGATIVE', itemId, field });
  }
  if (!Number.isInteger(item.leadTimeDays ?? 0)) failures.push({ code: 'LEAD_TIME_NOT_WHOLE_DAYS', itemId });
}
