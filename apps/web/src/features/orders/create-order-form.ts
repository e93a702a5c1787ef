import type { CreateOrderRequest, OrderPriority, Unit } from '@takt/contract';
import { t } from '../../i18n/t.ts';
import { addDays, plantMidnight } from './order-dates.ts';

/** Days from a new order's start to its end unless the planner says otherwise (enterprise-shell §9). */
export const DEFAULT_ORDER_DAYS = 7;

/** What the Create Order form holds, as typed. */
export interface CreateOrderDraft {
  order_id: string;
  material: string;
  material_description: string;
  quantity: string;
  unit: Unit;
  priority: OrderPriority;
  basic_start_date: string;
  basic_end_date: string;
  work_center: string;
}

/** The form's defaults (enterprise-shell §4): Normal, PC, today → today + 7 days; the status is Created. */
export function emptyDraft(today: string): CreateOrderDraft {
  return {
    order_id: '',
    material: '',
    material_description: '',
    quantity: '',
    unit: 'PC',
    priority: 'Normal',
    basic_start_date: today,
    basic_end_date: addDays(today, DEFAULT_ORDER_DAYS),
    work_center: '',
  };
}

/**
 * The request the draft makes, or the sentence that stops it: the spec's alert for a missing
 * required field (§5), a quantity that is not a whole number of at least 1, an end before the start.
 */
export function draftToRequest(
  draft: CreateOrderDraft,
  timeZone: string | undefined,
): { request: CreateOrderRequest } | { problem: string } {
  const orderId = draft.order_id.trim();
  const material = draft.material.trim();
  if (!orderId || !material || draft.quantity.trim() === '') return { problem: t('co.form.required') };
  const quantity = Number(draft.quantity);
  if (!Number.isInteger(quantity) || quantity < 1) return { problem: t('co.form.wholeQuantity') };
  if (draft.basic_start_date && draft.basic_end_date && draft.basic_end_date < draft.basic_start_date) {
    return { problem: t('co.form.endBeforeStart') };
  }
  const description = draft.material_description.trim();
  const workCenter = draft.work_center.trim();
  return {
    request: {
      order_id: orderId,
      material,
      quantity,
      unit: draft.unit,
      status: 'Created',
      priority: draft.priority,
      source: 'playground',
      ...(description ? { material_description: description } : {}),
      ...(workCenter ? { work_center: workCenter } : {}),
      ...(draft.basic_start_date
        ? { basic_start_date: plantMidnight(draft.basic_start_date, timeZone) }
        : {}),
      ...(draft.basic_end_date ? { basic_end_date: plantMidnight(draft.basic_end_date, timeZone) } : {}),
    },
  };
}
