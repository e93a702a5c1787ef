export type MrpErrorCode =
  /** A field of the input is out of range; `details` names every one. */
  | 'MRP_INVALID_INPUT'
  /** Nothing to plan (planning-workspaces §5). */
  | 'MRP_NO_DEMAND';

/** The demand a failure is about: a demand order by its place in the list, or an open sales order. */
export type DemandRef =
  | { kind: 'DEMAND_ORDER'; index: number }
  | { kind: 'SALES_ORDER'; salesOrderId: string };

/** The item-master numbers that must not be negative. */
export type NonNegativeItemField = 'leadTimeDays' | 'safetyStock' | 'minOrderQty' | 'roundingQty';

/** One reason an MRP input cannot be planned, with the values the caller words it from. */
export type MrpInputFailure =
  | { code: 'TODAY_NOT_A_DATE'; value: string }
  /** The horizon is not a whole number of days from 1 to `max`. */
  | { code: 'HORIZON_OUT_OF_RANGE'; value: number; max: number }
  | { code: 'BUCKET_NOT_OFFERED'; value: number; offered: readonly number[] }
  | { code: 'POQ_PERIOD_NOT_POSITIVE'; value: number }
  | { code: 'DEMAND_ITEM_MISSING'; demand: DemandRef }
  | { code: 'DEMAND_QUANTITY_NOT_POSITIVE'; demand: DemandRef; value: number }
  | { code: 'DEMAND_DATE_INVALID'; demand: DemandRef; value: string }
  | { code: 'RECEIPT_QUANTITY_NEGATIVE'; receiptId: string }
  | { code: 'RECEIPT_DATE_INVALID'; receiptId: string }
  /** FOQ or EOQ without a lot size above 0. */
  | { code: 'LOT_SIZE_MISSING'; itemId: string; method: 'FOQ' | 'EOQ' }
  /** POQ without a whole number of periods of at least 1. */
  | { code: 'POQ_PERIODS_INVALID'; itemId: string }
  | { code: 'ITEM_FIELD_NEGATIVE'; itemId: string; field: NonNegativeItemField }
  | { code: 'LEAD_TIME_NOT_WHOLE_DAYS'; itemId: string }
  /** No demand order, no included sales order, and not asked to plan every item. */
  | { code: 'NO_DEMAND' };

/**
 * Invalid MRP input. A cycle in the BOMs is a `BomError` with code BOM_CYCLE. The message is the code:
 * the caller words `details`.
 */
export class MrpInputError extends Error {
  readonly code: MrpErrorCode;
  readonly details: readonly MrpInputFailure[];

  constructor(code: MrpErrorCode, details: readonly MrpInputFailure[]) {
    super(code);
    this.name = 'MrpInputError';
    this.code = code;
    this.details = details;
  }
}
