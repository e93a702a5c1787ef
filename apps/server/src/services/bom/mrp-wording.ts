import type { ActionMessage, DemandRef, MrpInputFailure, MrpWarning, ReceiptKind } from '@takt/engine';

/**
 * The English of the MRP engine's codes: action messages, warnings and input failures. The MRP
 * responses carry these texts in English only (the API does not localize them), word for word as the
 * engine wrote them before it returned codes; the assistant's Portuguese words the same facts from the
 * codes in its own catalog (`mrp.action`). Each switch covers every code: a new code is a compile error.
 */

const RECEIPT_LABEL: Record<ReceiptKind, string> = {
  PURCHASE_ORDER: 'Purchase order',
  PRODUCTION_ORDER: 'Production order',
};

/** A quantity with its unit when the item has one ("10 KG", or "10"). */
function amount(quantity: number, unit: string | null): string {
  return unit ? `${quantity} ${unit}` : String(quantity);
}

/** The sentence of an action message, e.g. "Release PLO-00001 for 10 KG of A on 2026-01-06, due 2026-01-13". */
export function actionMessageText(message: ActionMessage): string {
  const { reason, itemId, unit } = message;
  switch (reason.code) {
    case 'PLANNED_ORDER': {
      const what = `${message.orderId} for ${amount(message.quantity, unit)} of ${itemId}`;
      const { releaseDate: release, dueDate: due, daysLate } = reason;
      if (message.type === 'EXPEDITE') {
        const ago = `${daysLate} day${daysLate === 1 ? '' : 's'} ago`;
        return `Expedite ${what}: release was due ${release} (${ago}) to meet ${due}`;
      }
      if (message.type === 'RELEASE') return `Release ${what} on ${release}, due ${due}`;
      return `Plan ${what} for release on ${release}, due ${due}`;
    }
    case 'OPEN_RECEIPT': {
      const label = RECEIPT_LABEL[reason.receiptKind];
      const what = `${label} ${message.orderId} for ${amount(message.quantity, unit)} of ${itemId}`;
      const { dueDate: dated, neededDate: needed } = reason;
      if (needed === null && message.type === 'RESCHEDULE_OUT')
        return `Reschedule out ${what} from ${dated} to ${message.date}: in process, not needed within the planning horizon`;
      if (needed === null) return `Cancel ${what} due ${dated}: not needed within the planning horizon`;
      if (message.type === 'EXPEDITE') return `Expedite ${what}: past due since ${dated}, needed ${needed}`;
      if (message.type === 'RESCHEDULE_IN') return `Reschedule in ${what} from ${dated} to ${needed}`;
      return `Reschedule out ${what} from ${dated} to ${needed}`;
    }
    case 'BELOW_SAFETY_STOCK':
      return `Available stock of ${itemId} is ${amount(reason.available, unit)}, below safety stock ${amount(reason.safetyStock, unit)}`;
    case 'AT_REORDER_POINT':
      return `Available stock of ${itemId} is ${amount(reason.available, unit)}, at or below reorder point ${amount(reason.reorderPoint, unit)}`;
  }
}

/** What a run had to assume, in a sentence. */
export function mrpWarningText(warning: MrpWarning): string {
  switch (warning.code) {
    case 'ITEM_NOT_IN_MASTER':
      return `Item ${warning.itemId} is not in the item master: planned with lead time 0, lot-for-lot`;
    case 'WORK_CENTER_WITHOUT_CAPACITY':
      return `Work center ${warning.workCenterId} has no capacity: its load is left out of the capacity check`;
  }
}

/** Which demand a failure is about, as the API names it: its place in `orders`, or the sales order. */
function demandName(demand: DemandRef): string {
  return demand.kind === 'DEMAND_ORDER' ? `orders[${demand.index}]` : `sales order ${demand.salesOrderId}`;
}

/** Why an MRP input cannot be planned, in the words of the error's details (field first, by its API name). */
export function mrpFailureText(failure: MrpInputFailure): string {
  switch (failure.code) {
    case 'TODAY_NOT_A_DATE':
      return `today: '${failure.value}' is not a date`;
    case 'HORIZON_OUT_OF_RANGE':
      return `planning_horizon_days: ${failure.value} is not an integer from 1 to ${failure.max}`;
    case 'BUCKET_NOT_OFFERED':
      return `time_bucket_days: ${failure.value} is not one of ${failure.offered.join(', ')}`;
    case 'POQ_PERIOD_NOT_POSITIVE':
      return 'poq_period_days: not a positive integer';
    case 'DEMAND_ITEM_MISSING':
      return `${demandName(failure.demand)}: product_id is required`;
    case 'DEMAND_QUANTITY_NOT_POSITIVE':
      return `${demandName(failure.demand)}: quantity must be above 0`;
    case 'DEMAND_DATE_INVALID':
      return `${demandName(failure.demand)}: required_date '${failure.value}' is not a date`;
    case 'RECEIPT_QUANTITY_NEGATIVE':
      return `receipt ${failure.receiptId}: quantity must not be negative`;
    case 'RECEIPT_DATE_INVALID':
      return `receipt ${failure.receiptId}: due date is not a date`;
    case 'LOT_SIZE_MISSING':
      return `item ${failure.itemId}: ${failure.method} needs a lot size above 0`;
    case 'POQ_PERIODS_INVALID':
      return `item ${failure.itemId}: POQ needs a whole number of periods of at least 1`;
    case 'ITEM_FIELD_NEGATIVE':
      return `item ${failure.itemId}: ${failure.field} must not be negative`;
    case 'LEAD_TIME_NOT_WHOLE_DAYS':
      return `item ${failure.itemId}: leadTimeDays must be whole days`;
    case 'NO_DEMAND':
      return 'orders: none';
  }
}
