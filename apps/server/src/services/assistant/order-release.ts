import type { Interpretation } from '@takt/assistant';
import { canTakeAction, type OrderStatus, type TextReply } from '@takt/contract';
import { holdingConstraint } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { formatPlantMoment } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { orderReleases } from '../schedule/build-problem.ts';
import { loadSchedulingSnapshot } from '../schedule/snapshot.ts';
import { timeAxis } from '../schedule/time-axis.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data' | 'actions'>;

/** Held components listed in the proposal, the longest wait first. */
const LISTED_HOLDS = 3;

/**
 * "Release order 1041": proposed, never done at once. The reply says what changes (Created →
 * Released) and what the planner decides on — the order's material, quantity and due date, its
 * planned start in the released plan, and whether its purchased components are there (the same
 * release times the scheduler gives it; when held, which components and what brings them when).
 * Apply takes the lifecycle's release step at the version read (POST /api/assistant/apply-order,
 * kind `release_order`), recorded so undo puts it back to Created. An order that is not Created, or
 * unknown, gets a plain answer with no Apply.
 */
export async function proposeOrderRelease(
  db: Kysely<Database>,
  scope: ReadScope,
  reading: Interpretation,
  command: string,
  now: Date,
  timeZone: string,
): Promise<Answer> {
  const lang = reading.language;
  const tool = toolOf(lang, 'release_order');
  const orderId = reading.entities.order_id;
  const order =
    orderId && scope.datasetId
      ? await scoped(db, scope.datasetId)
          .selectFrom('production_orders')
          .selectAll()
          .where('order_id', '=', orderId)
          .executeTakeFirst()
      : undefined;
  if (!order) return { type: 'text', tool, text: t(lang, 'order.notFound', { order: orderId ?? '?' }) };
  if (!canTakeAction('release', order.status as OrderStatus))
    return {
      type: 'text',
      tool,
      text: t(lang, 'order.notReleasable', { order: order.order_id, status: order.status.replace(' ', '') }),
      data: { order_id: order.order_id, status: order.status },
    };
  const moment = (at: Date | string) =>
    formatPlantMoment(lang, typeof at === 'string' ? at : at.toISOString(), timeZone);
  const start = await plannedStart(db, scope.datasetId!, order.order_id);
  const holds = await heldComponents(db, scope.datasetId!, order.order_id, now);
  const summary = t(lang, 'order.releaseProposal', {
    order: order.order_id,
    material: order.material,
    quantity: order.quantity,
    hasDue: order.basic_end_date ? 'yes' : 'no',
    due: order.basic_end_date ? moment(order.basic_end_date) : '',
    hasStart: start ? 'yes' : 'no',
    start: start ? moment(start) : '',
  });
  const material =
    holds.length === 0
      ? [t(lang, 'order.releaseComponentsReady')]
      : [
          t(lang, 'order.releaseHeldHeader', { count: holds.length }),
          ...holds.slice(0, LISTED_HOLDS).map((h) =>
            t(lang, 'order.releaseHeldLine', {
              item: h.item,
              until: moment(h.until),
              source: h.covered_by === 'lead_time' ? 'purchase' : 'receipt',
              reference: h.covered_by,
            }),
          ),
        ];
  return {
    type: 'text',
    tool,
    text: [summary, ...material, t(lang, 'order.releaseFooter')].join('\n'),
    data: {
      order_id: order.order_id,
      version: order.version,
      changes: { status: 'Released' },
      planned_start: start?.toISOString() ?? null,
      holds,
    },
    actions: [
      {
        label: t(lang, 'action.apply'),
        action: 'release_order',
        data: { order_id: order.order_id, version: String(order.version), command },
      },
      { label: t(lang, 'action.discard'), action: 'discard', data: {} },
    ],
  };
}

/** The order's first operation not done, as the released plan starts it; none when unplanned. */
async function plannedStart(db: Kysely<Database>, datasetId: string, orderId: string) {
  const first = await scoped(db, datasetId)
    .selectFrom('order_operations')
    .select('start_time')
    .where('order_id', '=', orderId)
    .where('status', '!=', 'Done')
    .where('start_time', 'is not', null)
    .orderBy('start_time')
    .limit(1)
    .executeTakeFirst();
  return first?.start_time ?? undefined;
}

/**
 * The purchased components the order waits for, the longest first: the scheduler's own release
 * times (stock first, then open purchase orders by due date, else a new purchase after the lead time).
 */
async function heldComponents(db: Kysely<Database>, datasetId: string, orderId: string, now: Date) {
  const snapshot = await loadSchedulingSnapshot(db, datasetId);
  const axis = timeAxis(now);
  const release = orderReleases(snapshot, axis).find((r) => r.orderId === orderId);
  if (!release || !holdingConstraint(release)) return [];
  return [...release.constraints]
    .sort((a, b) => b.availableAt - a.availableAt)
    .map((c) => ({ item: c.itemId, covered_by: c.coveredBy, until: axis.toIso(c.availableAt) }));
}
