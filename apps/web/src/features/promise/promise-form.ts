import type { PromiseAnalyzeInput } from '../../api/promise-api.ts';
import { t } from '../../i18n/t.ts';
import { dateAhead, type PromisePrefill, prefillFromPrompt } from './prompt-prefill.ts';

/** The promise form as typed: strings, as the inputs hold them, checked before a request is built. */
export interface PromiseFormValues {
  sku: string;
  quantity: string;
  price: string;
  /** YYYY-MM-DD from the date input. */
  requestedDate: string;
}

export type PromiseField = keyof PromiseFormValues;
export type PromiseFormErrors = Partial<Record<PromiseField, string>>;

/** planning-workspaces §2: the SKU input's suggestions. */
export const SKU_SUGGESTIONS = ['PRODUCT-001', 'STD-101', 'RM-778', 'BATCH-890'] as const;

/** planning-workspaces §4 and §9: quantity and price the form starts with and returns to after an accept. */
export const DEFAULT_QUANTITY = '500';
export const DEFAULT_PRICE = '50';
const DEFAULT_DAYS_AHEAD = 7;

/** The form's first values (§9), with what an initial prompt states written over them (§5). */
export function initialFormValues(today: Date, prompt?: string): PromiseFormValues {
  const prefill: PromisePrefill = prompt ? prefillFromPrompt(prompt, today) : {};
  return {
    sku: 'PRODUCT-001',
    quantity: DEFAULT_QUANTITY,
    price: DEFAULT_PRICE,
    requestedDate: dateAhead(today, DEFAULT_DAYS_AHEAD),
    ...prefill,
  };
}

/** planning-workspaces §5: every failure of the promise form, by field (empty when it may be sent). */
export function validatePromiseForm(values: PromiseFormValues): PromiseFormErrors {
  const errors: PromiseFormErrors = {};
  if (values.sku.trim() === '') errors.sku = 'SKU is required';

  const quantity = Number(values.quantity);
  if (values.quantity.trim() === '') errors.quantity = t('pr.error.quantityRequired');
  else if (!Number.isInteger(quantity) || quantity < 1) errors.quantity = t('pr.error.quantityWhole');

  const price = Number(values.price);
  if (values.price.trim() === '') errors.price = t('pr.error.priceRequired');
  else if (!Number.isFinite(price) || price < 0) errors.price = t('pr.error.priceMin');

  if (values.requestedDate.trim() === '') errors.requestedDate = t('pr.error.dateRequired');
  return errors;
}

/** The analyze request of a valid form; the server adds the §9 defaults (target margin, sources). */
export function analyzeRequestOf(values: PromiseFormValues): PromiseAnalyzeInput {
  return {
    sku: values.sku.trim().toUpperCase(),
    quantity: Number(values.quantity),
    requested_date: values.requestedDate,
    selling_price_per_unit: Number(values.price),
  };
}
