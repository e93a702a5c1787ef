import { z } from 'zod';
import { Id, Version } from './bounds.ts';
import { DataSource } from './common.ts';
import type { OrderStatus } from './orders.ts';

/**
 * The steps an order takes (enterprise-shell §4), written once for the server that enforces them and
 * the screen that offers them: Created → Released → In Process → Completed → Closed.
 *
 * - Confirm is allowed from Released or In Process: from Released it starts the order (In Process,
 *   actual start recorded); each confirm adds 20 % progress, capped at 100.
 * - Reaching 100 % does not complete an order (the screen never completes on its own, §4): Complete is
 *   a step of its own, which books the output to stock and backflushes the components.
 */
export const ORDER_ACTIONS = {
  release: { from: ['Created'], to: 'Released', label: 'Release' },
  confirm: { from: ['Released', 'In Process'], to: 'In Process', label: 'Confirm' },
  complete: { from: ['In Process'], to: 'Completed', label: 'Complete' },
  close: { from: ['Completed'], to: 'Closed', label: 'Close' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus; label: string }>;

export const OrderAction = z.enum(['release', 'confirm', 'complete', 'close']);
export type OrderAction = z.infer<typeof OrderAction>;

/** Progress a confirmation adds, percent (enterprise-shell §9). */
export const CONFIRM_PROGRESS_STEP = 20;

/** Whether an order in `status` may take `action`. */
export function canTakeAction(action: OrderAction, status: OrderStatus): boolean {
  return (ORDER_ACTIONS[action].from as readonly OrderStatus[]).includes(status);
}

/** One step of an order, at the version the caller read (a stale one answers 409 VERSION_CONFLICT). */
export const OrderActionRequest = z.object({
  order_id: Id,
  version: Version,
  source: DataSource.default('playground'),
});
export type OrderActionRequest = z.infer<typeof OrderActionRequest>;
