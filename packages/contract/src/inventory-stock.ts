import { z } from 'zod';
import { Id, lineText, MAX_QUANTITY } from './bounds.ts';
import { DataSource } from './common.ts';
import { StockStatus } from './inventory.ts';

/** The plant's stock locations (enterprise-shell §3); QUARANTINE holds stock on hand that is not usable. */
export const InventoryLocation = z.enum(['MAIN', 'PRODUCTION', 'QUARANTINE', 'SHIPPING']);
export type InventoryLocation = z.infer<typeof InventoryLocation>;

/**
 * A stock quantity as the transfer form takes it: above 0, in steps of 0.01 (enterprise-shell §5).
 * At least 0.01 is said outright: a tiny positive number (4e-323) passes a float step check.
 */
export const StockQuantity = z
  .number()
  .positive('must be above 0')
  .min(0.01, 'must be at least 0.01')
  .multipleOf(0.01, 'must be in steps of 0.01')
  .max(MAX_QUANTITY);

/** One location's balance of an item. Available = on hand − reserved (free stock; may be negative when over-reserved). */
export const LocationBalance = z.object({
  location_id: z.string(),
  location_name: z.string(),
  on_hand: z.number(),
  reserved: z.number(),
  available: z.number(),
  /** false at QUARANTINE: its stock waits for inspection and counts in no item's availability. */
  is_usable: z.boolean(),
  bin: z.string().nullable(),
});
export type LocationBalance = z.infer<typeof LocationBalance>;

export const InventoryLevelsParams = z.object({ id: Id });
export const InventoryLevelsQuery = z.object({
  location_id: InventoryLocation.optional(),
  source: DataSource.default('playground'),
});

/** GET /inventory/levels/{id}: an item's balance per location (one location when `location_id` is given). */
export const InventoryLevelsResponse = z.object({
  source: DataSource,
  item_id: z.string(),
  description: z.string(),
  unit_of_measure: z.string(),
  reorder_point: z.number(),
  /** Sums over the locations listed. */
  total_on_hand: z.number(),
  total_reserved: z.number(),
  /** The item's free stock over every usable location (quarantine excluded), as GET /inventory/items; the stock status reads it. */
  available: z.number(),
  stock_status: StockStatus,
  levels: z.array(LocationBalance),
});
export type InventoryLevelsResponse = z.infer<typeof InventoryLevelsResponse>;

/** POST /inventory/check-availability: is `quantity` free at a location (or over all usable locations)? */
export const CheckAvailabilityRequest = z.object({
  item_id: Id,
  location_id: InventoryLocation.optional(),
  quantity: StockQuantity.optional(),
  source: DataSource.default('playground'),
});
export type CheckAvailabilityRequest = z.infer<typeof CheckAvailabilityRequest>;

export const CheckAvailabilityResponse = z.object({
  item_id: z.string(),
  /** null: over every usable location. */
  location_id: InventoryLocation.nullable(),
  on_hand: z.number(),
  reserved: z.number(),
  /**
   * Free stock, never below 0: at a location, what a transfer may take from it (on hand − reserved; out of
   * QUARANTINE that is a quality release); without one, over the usable locations (quarantine excluded).
   */
  available: z.number(),
  requested_quantity: z.number().nullable(),
  /** true when the requested quantity (or, without one, any quantity) is available. */
  is_available: z.boolean(),
  shortfall: z.number(),
});
export type CheckAvailabilityResponse = z.infer<typeof CheckAvailabilityResponse>;

/**
 * POST /inventory/transfer (enterprise-shell §3, §5): moves free stock (on hand − reserved) between
 * locations as one movement row. Out of QUARANTINE it is a quality release. From = to is refused.
 */
export const TransferRequestBody = z.object({
  item_id: Id,
  quantity: StockQuantity,
  from_location: InventoryLocation,
  to_location: InventoryLocation,
  reason: lineText(200).optional(),
  reference: lineText(40).optional(),
  source: DataSource.default('playground'),
  /** The chat's transfer proposal this is the Apply of: closed with the move, so a typed "yes" cannot move it twice. */
  proposal_id: z.string().uuid().optional(),
});
export const TransferRequest = TransferRequestBody.refine((t) => t.from_location !== t.to_location, {
  path: ['to_location'],
  message: 'must differ from from_location: a transfer moves stock between two locations',
});
export type TransferRequest = z.infer<typeof TransferRequest>;

export const TransferResponse = z.object({
  /** The sentence the Transfers tab alerts, in the caller's language. */
  message: z.string(),
  item_id: z.string(),
  quantity: z.number(),
  from_location: InventoryLocation,
  to_location: InventoryLocation,
  is_quality_release: z.boolean(),
  from_balance: LocationBalance,
  to_balance: LocationBalance,
  /** The dataset's version after the transfer. */
  version: z.number().int(),
});
export type TransferResponse = z.infer<typeof TransferResponse>;

export const InventoryAlertType = z.enum(['OUT_OF_STOCK', 'BELOW_REORDER_POINT', 'OVER_RESERVED']);
export type InventoryAlertType = z.infer<typeof InventoryAlertType>;

/**
 * An alert computed from the balances at the time of the call: OUT_OF_STOCK (available ≤ 0, HIGH),
 * BELOW_REORDER_POINT (available ≤ reorder point, MEDIUM), OVER_RESERVED (a location's reserved above
 * its on hand, HIGH). `alert_id` names the condition, so it is the same on every call while it holds.
 */
export const InventoryAlert = z.object({
  alert_id: z.string(),
  alert_type: InventoryAlertType,
  severity: z.enum(['HIGH', 'MEDIUM']),
  message: z.string(),
  /** When the item's stock last moved (the time of the call when no movement is recorded). */
  timestamp: z.string(),
  item_id: z.string(),
  location_id: z.string().nullable(),
});
export type InventoryAlert = z.infer<typeof InventoryAlert>;

export const InventoryAlertsResponse = z.object({ source: DataSource, alerts: z.array(InventoryAlert) });
export type InventoryAlertsResponse = z.infer<typeof InventoryAlertsResponse>;

export const InventoryValueQuery = z.object({
  location_id: InventoryLocation.optional(),
  source: DataSource.default('playground'),
});

const ValueFigures = z.object({
  /** Σ on hand × standard cost (materials.standard_cost), in USD. */
  total_value: z.number(),
  /** Items with stock on hand. */
  item_count: z.number().int(),
  total_quantity: z.number(),
});

/** GET /inventory/value: stock valued at standard cost (on hand × materials.standard_cost), in USD. */
export const InventoryValueResponse = ValueFigures.extend({
  source: DataSource,
  location_id: InventoryLocation.nullable(),
  currency: z.literal('USD'),
  by_location: z.array(ValueFigures.extend({ location_id: z.string(), location_name: z.string() })),
});
export type InventoryValueResponse = z.infer<typeof InventoryValueResponse>;

export const MAX_MOVEMENTS_LIMIT = 200;
export const InventoryMovementsQuery = z.object({
  item_id: Id.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_MOVEMENTS_LIMIT).default(20),
  source: DataSource.default('playground'),
});

export const StockMovementEntry = z.object({
  movement_id: z.string(),
  item_id: z.string(),
  from_location: z.string().nullable(),
  to_location: z.string().nullable(),
  quantity: z.number(),
  kind: z.string(),
  reason: z.string(),
  reference: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type StockMovementEntry = z.infer<typeof StockMovementEntry>;

/** GET /inventory/movements: recent stock movements, newest first. */
export const InventoryMovementsResponse = z.object({
  source: DataSource,
  movements: z.array(StockMovementEntry),
});
export type InventoryMovementsResponse = z.infer<typeof InventoryMovementsResponse>;
