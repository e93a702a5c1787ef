import type { ActionMessage, DemandRef, MrpInputFailure, MrpWarning } from '@takt/engine';
import { formatDay } from '../../i18n/dates.ts';
import type { Locale } from '../../i18n/locale.ts';
import { t } from '../../i18n/translate.ts';

/**
 * The words of the MRP engine's codes: action messages and warnings in the caller's language (the
 * catalogs i18n/mrp-wording.*.ts; the English word for word as the engine wrote it before it returned
 * codes), and input failures, which name the API's fields, in English. Each switch covers every code:
 * a new code is a compile error.
 */

/** A quantity with its unit when the item has one ("10 KG", or "10"; "10,5 KG" in pt-BR). */
function amount(quantity: number, unit: string | null, language: Locale): string {
  const figure =
    language === 'pt-BR' ? quantity.toLocaleString('pt-BR', { maximumFractionDigits: 3 }) : String(quantity);
  return unit ? `${figure} ${unit}` : figure;
}

/** The sentence of an action message, e.g. "Release PLO-00001 for 10 KG of A on 2026-01-06, due 2026-01-13". */
export function actionMessageText(message: ActionMessage, language: Locale = 'en-US'): string {
  const { reason, itemId, unit } = message;
  const day = (date: string) => formatDay(language, date);
  const say = (key: Parameters<typeof t>[1], values: Record<string, string | number>) =>
    t(language, key, values);
  const figures = {
    order: String(message.orderId),
    amount: amount(message.quantity, unit, language),
    item: itemId,
  };
  switch (reason.code) {
    case 'PLANNED_ORDER': {
      const what = say('mrpText.planned', figures);
      const dates = { what, release: day(reason.releaseDate), due: day(reason.dueDate) };
      if (message.type === 'EXPEDITE') return say('mrpText.expedite', { ...dates, days: reason.daysLate });
      if (message.type === 'RELEASE') return say('mrpText.release', dates);
      return say('mrpText.plan', dates);
    }
    case 'OPEN_RECEIPT': {
      const what = say('mrpText.receipt', { ...figures, kind: reason.receiptKind });
      const dated = day(reason.dueDate);
      const needed = reason.neededDate === null ? null : day(reason.neededDate);
      if (needed === null && message.type === 'RESCHEDULE_OUT')
        return say('mrpText.rescheduleOutUnneeded', { what, dated, date: day(message.date) });
      if (needed === null) return say('mrpText.cancel', { what, dated });
      if (message.type === 'EXPEDITE') return say('mrpText.expediteReceipt', { what, dated, needed });
      if (message.type === 'RESCHEDULE_IN') return say('mrpText.rescheduleIn', { what, dated, needed });
      return say('mrpText.rescheduleOut', { what, dated, needed });
    }
    case 'BELOW_SAFETY_STOCK':
      return say('mrpText.belowSafety', {
        item: itemId,
        available: amount(reason.available, unit, language),
        safety: amount(reason.safetyStock, unit, language),
      });
    case 'AT_REORDER_POINT':
      return say('mrpText.atReorder', {
        item: itemId,
        available: amount(reason.available, unit, language),
        reorder: amount(reason.reorderPoint, unit, language),
      });
  }
}

/** What a run had to assume, in a sentence. */
export function mrpWarningText(warning: MrpWarning, language: Locale = 'en-US'): string {
  switch (warning.code) {
    case 'ITEM_NOT_IN_MASTER':
      return t(language, 'mrpText.notInMaster', { item: warning.itemId });
    case 'WORK_CENTER_WITHOUT_CAPACITY':
      return t(language, 'mrpText.noCapacity', { workCenter: warning.workCenterId });
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
