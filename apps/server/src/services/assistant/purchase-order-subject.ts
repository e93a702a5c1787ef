import type { Interpretation } from '@takt/assistant';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';

/** "PO-45030": a purchase order as a planner names it. */
const PURCHASE_ORDER = /\bPO-?(\d{3,})\b/i;

/**
 * "E se o PO-45030 só chegar dia 2?": a late material named by its purchase order. The interpreter
 * knows materials, not purchase orders, so it asks which material; the dataset knows which one the
 * order brings, and the reading is completed with it. Any other reading is returned as it is.
 */
export async function withPurchaseOrderMaterial(
  db: Kysely<Database>,
  datasetId: string | null,
  reading: Interpretation,
  prompt: string,
): Promise<Interpretation> {
  if (reading.intent !== 'schedule.material_delay' || reading.entities.material || !datasetId) return reading;
  const said = PURCHASE_ORDER.exec(prompt);
  if (!said) return reading;
  const order = await scoped(db, datasetId)
    .selectFrom('purchase_orders')
    .select('material_id')
    .where('po_id', '=', `PO-${said[1]}`)
    .executeTakeFirst();
  if (!order) return reading;
  const entities = { ...reading.entities, material: order.material_id };
  // What was missing is found; a delay still needs its date or length.
  const stillMissing = !entities.date && !entities.duration_minutes;
  const { needs_clarification: _asked, ...rest } = reading;
  return stillMissing ? { ...reading, entities } : { ...rest, entities };
}
