import { toEpochDay } from './dates.ts';
import { MrpInputError } from './errors.ts';
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
 * MRP_INVALID_INPUT listing every field out of range, or MRP_NO_DEMAND ('Please add at least one
 * valid order', §5) when there is nothing to plan.
 */
export function validateMrpInput(input: MrpInput): MrpParameters {
  const failures: string[] = [];
  const todayDay = toEpochDay(input.today);
  if (todayDay === undefined) failures.push(`today: '${input.today}' is not a date`);
  const horizonDays = input.planningHorizonDays ?? DEFAULT_PLANNING_HORIZON_DAYS;
  if (!(Number.isInteger(horizonDays) && horizonDays >= 1 && horizonDays <= MAX_PLANNING_HORIZON_DAYS)) {
    failures.push(
      `planning_horizon_days: ${horizonDays} is not an integer from 1 to ${MAX_PLANNING_HORIZON_DAYS}`,
    );
  }
  const bucketDays = input.timeBucketDays ?? DEFAULT_TIME_BUCKET_DAYS;
  if (!(TIME_BUCKET_DAYS as readonly number[]).includes(bucketDays)) {
    failures.push(`time_bucket_days: ${bucketDays} is not one of ${TIME_BUCKET_DAYS.join(', ')}`);
  }
  const poqPeriodDays = input.poqPeriodDays ?? DEFAULT_POQ_PERIOD_DAYS;
  if (!(Number.isInteger(poqPeriodDays) && poqPeriodDays >= 1))
    failures.push('poq_period_days: not a positive integer');
  (input.demandOrders ?? []).forEach((order, i) => {
    checkDemand(failures, `orders[${i}]`, order.productId, order.quantity, order.requiredDate);
  });
  if (input.includeSalesOrders) {
    for (const order of input.salesOrders ?? []) {
      checkDemand(
        failures,
        `sales order ${order.salesOrderId}`,
        order.itemId,
        order.quantity,
        order.requestedDate,
      );
    }
  }
  for (const receipt of input.scheduledReceipts ?? []) {
    if (!(receipt.quantity >= 0))
      failures.push(`receipt ${receipt.receiptId}: quantity must not be negative`);
    if (toEpochDay(receipt.dueDate) === undefined)
      failures.push(`receipt ${receipt.receiptId}: due date is not a date`);
  }
  for (const item of input.items) checkItem(failures, item);
  if (failures.length > 0) throw new MrpInputError('MRP_INVALID_INPUT', failures);
  const hasDemand =
    (input.demandOrders?.length ?? 0) > 0 || (input.includeSalesOrders && input.salesOrders?.length);
  if (!hasDemand && !input.planAllItems) throw new MrpInputError('MRP_NO_DEMAND', ['orders: none']);
  return { todayDay: todayDay!, horizonDays, bucketDays, poqPeriodDays };
}

function checkDemand(
  failures: string[],
  field: string,
  itemId: string,
  quantity: number,
  date: string,
): void {
  if (!itemId?.trim()) failures.push(`${field}: product_id is required`);
  if (!(Number.isFinite(quantity) && quantity > 0)) failures.push(`${field}: quantity must be above 0`);
  if (toEpochDay(date ?? '') === undefined) failures.push(`${field}: required_date '${date}' is not a date`);
}

function checkItem(failures: string[], item: MrpItem): void {
  const field = `item ${item.itemId}`;
  const method = item.lotSizeMethod ?? 'LFL';
  const lotSize = item.lotSize ?? 0;
  if ((method === 'FOQ' || method === 'EOQ') && !(lotSize > 0))
    failures.push(`${field}: ${method} needs a lot size above 0`);
  if (method === 'POQ' && !(Number.isInteger(lotSize) && lotSize >= 1)) {
    failures.push(`${field}: POQ needs a whole number of periods of at least 1`);
  }
  for (const key of ['leadTimeDays', 'safetyStock', 'minOrderQty', 'roundingQty'] as const) {
    const value = item[key] ?? 0;
    if (!(Number.isFinite(value) && value >= 0)) failures.push(`${field}: ${key} must not be negative`);
  }
  if (!Number.isInteger(item.leadTimeDays ?? 0)) failures.push(`${field}: leadTimeDays must be whole days`);
}
