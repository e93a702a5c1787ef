import type { TextReply } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { formatPlantMoment } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { materialConsumers } from '../schedule/disruption.ts';
import { loadSchedulingSnapshot } from '../schedule/snapshot.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data'>;

const OPEN = new Set(['Created', 'Released', 'In Process']);
const LISTED = 12;

/**
 * "Which orders wait for RM-778?": the open orders that consume the material — directly or through
 * phantom assemblies, the same reach a delay of it has — and have not started, earliest planned
 * start first. An order already running has its material.
 */
export async function answerMaterialWaiting(
  db: Kysely<Database>,
  scope: ReadScope,
  materialId: string,
  language: string,
  timeZone: string,
): Promise<Answer> {
  const tool = toolOf(language, 'material_waiting', { subject: materialId });
  if (!scope.datasetId)
    return {
      type: 'text',
      tool,
      text: t(language, 'waiting.none', { material: materialId }),
      data: { orders: [] },
    };
  const snapshot = await loadSchedulingSnapshot(db, scope.datasetId);
  const consumers = new Set(materialConsumers(snapshot, materialId));
  const started = new Set(
    snapshot.operations
      .filter((op) => op.status === 'Done' || op.status === 'In Process')
      .map((op) => op.order_id),
  );
  const firstStart = new Map<string, number>();
  for (const op of snapshot.operations) {
    if (!op.start_time) continue;
    const at = new Date(op.start_time).getTime();
    firstStart.set(op.order_id, Math.min(firstStart.get(op.order_id) ?? at, at));
  }
  const waiting = snapshot.orders
    .filter((o) => OPEN.has(o.status) && consumers.has(o.material) && !started.has(o.order_id))
    .sort(
      (a, b) =>
        (firstStart.get(a.order_id) ?? Number.POSITIVE_INFINITY) -
          (firstStart.get(b.order_id) ?? Number.POSITIVE_INFINITY) || a.order_id.localeCompare(b.order_id),
    );
  if (waiting.length === 0)
    return {
      type: 'text',
      tool,
      text: t(language, 'waiting.none', { material: materialId }),
      data: { orders: [] },
    };
  const lines = waiting.slice(0, LISTED).map((o) => {
    const start = firstStart.get(o.order_id);
    return t(language, 'waiting.line', {
      order: o.order_id,
      product: o.material,
      quantity: o.quantity,
      at: start === undefined ? '—' : formatPlantMoment(language, new Date(start).toISOString(), timeZone),
    });
  });
  return {
    type: 'report',
    tool,
    text: [t(language, 'waiting.header', { material: materialId, count: waiting.length }), ...lines].join(
      '\n',
    ),
    data: { material: materialId, orders: waiting.map((o) => o.order_id), consumers: [...consumers] },
  };
}
