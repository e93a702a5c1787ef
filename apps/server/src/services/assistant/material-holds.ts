import type { TextReply } from '@takt/contract';
import { holdingConstraint } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { formatPlantMoment } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { orderReleases } from '../schedule/build-problem.ts';
import { loadSchedulingSnapshot } from '../schedule/snapshot.ts';
import { timeAxis } from '../schedule/time-axis.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data'>;

const LISTED = 12;

/**
 * "Which orders are waiting for material?": the orders not yet released whose purchased components are
 * not all there now — the same release times the scheduler gives them (stock first, then open purchase
 * orders by due date, else a new purchase after the lead time) — earliest due first, each with the
 * component it waits for longest, what brings it and when.
 */
export async function answerMaterialHolds(
  db: Kysely<Database>,
  scope: ReadScope,
  now: Date,
  language: string,
  timeZone: string,
): Promise<Answer> {
  const tool = toolOf(language, 'material_holds');
  const snapshot = scope.datasetId ? await loadSchedulingSnapshot(db, scope.datasetId) : undefined;
  const axis = timeAxis(now);
  const held = snapshot ? orderReleases(snapshot, axis).filter((r) => r.releaseAt > 0) : [];
  if (held.length === 0)
    return { type: 'text', tool, text: t(language, 'holds.none'), data: { orders: [], holds: [] } };
  const orders = new Map(snapshot!.orders.map((o) => [o.order_id, o]));
  const holds = held.map((release) => {
    const c = holdingConstraint(release)!;
    return {
      order_id: release.orderId,
      item: c.itemId,
      covered_by: c.coveredBy,
      until: axis.toIso(release.releaseAt),
    };
  });
  const lines = holds.slice(0, LISTED).map((h) => {
    const order = orders.get(h.order_id);
    return t(language, 'holds.line', {
      order: h.order_id,
      product: order?.material ?? '',
      quantity: order?.quantity ?? 0,
      item: h.item,
      until: formatPlantMoment(language, h.until, timeZone),
      source: h.covered_by === 'lead_time' ? 'purchase' : 'receipt',
      reference: h.covered_by,
    });
  });
  const more = holds.length > LISTED ? [t(language, 'holds.more', { count: holds.length - LISTED })] : [];
  return {
    type: 'report',
    tool,
    text: [t(language, 'holds.header', { count: holds.length }), ...lines, ...more].join('\n'),
    data: { orders: holds.map((h) => h.order_id), holds },
  };
}
