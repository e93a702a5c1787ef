import type { TextReply } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { formatPlantMoment } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { plantClockTime, plantDate } from '../../time/plant-clock.ts';
import { loadReleasedPlan, type ReleasedOperation } from '../released-plan.ts';
import { windowOf } from './orders-in-window.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data'>;

/** Operations written on one work center's line; the rest are counted, and all are in `data`. */
const LISTED_PER_LINE = 6;

/** An operation that has planned times: the only kind a day's plan can show. */
type TimedOperation = ReleasedOperation & { start_time: Date; end_time: Date };

const isTimed = (op: ReleasedOperation): op is TimedOperation => Boolean(op.start_time && op.end_time);

/**
 * "Show me tomorrow's plan", "mostra o plano de amanhã": the operations of the current (released)
 * plan that run in the plant day of `date` — any part of `[startAt, endAt)` of that day, so an
 * operation that started the night before is shown too — per work center, earliest first, each
 * with its order and times in plant time. Read-only: it reads the stored plan and builds none.
 * With `workCenterId`, that machine's line only. No day said: today.
 */
export async function answerDayPlan(
  db: Kysely<Database>,
  scope: ReadScope,
  date: string | undefined,
  workCenterId: string | undefined,
  now: Date,
  language: string,
  timeZone: string,
): Promise<Answer> {
  const tool = toolOf(language, 'day_plan');
  const plan = scope.datasetId ? await loadReleasedPlan(db, scope.datasetId) : undefined;
  const { startAt, endAt } = windowOf(date ?? plantDate(now, timeZone), 1, now, timeZone);
  const day = plantDate(startAt, timeZone);
  const material = new Map((plan?.orders ?? []).map((o) => [o.order_id, o.material]));
  const operations = (plan?.operations ?? [])
    .filter(isTimed)
    .filter((op) => op.start_time.getTime() < endAt && op.end_time.getTime() > startAt)
    .filter((op) => !workCenterId || op.work_center === workCenterId)
    .sort(
      (a, b) =>
        a.work_center.localeCompare(b.work_center) ||
        a.start_time.getTime() - b.start_time.getTime() ||
        a.order_id.localeCompare(b.order_id),
    );
  const byWorkCenter = new Map<string, TimedOperation[]>();
  for (const op of operations)
    byWorkCenter.set(op.work_center, [...(byWorkCenter.get(op.work_center) ?? []), op]);
  const data = {
    date: day,
    from: new Date(startAt).toISOString(),
    to: new Date(endAt).toISOString(),
    work_centers: [...byWorkCenter].map(([work_center, ops]) => ({
      work_center,
      operations: ops.map((op) => ({
        order_id: op.order_id,
        operation_id: op.operation_id,
        material: material.get(op.order_id) ?? '',
        start_time: op.start_time.toISOString(),
        end_time: op.end_time.toISOString(),
      })),
    })),
  };
  const dayName = formatPlantMoment(language, new Date(startAt).toISOString(), timeZone).replace(
    /\s+\d{1,2}:\d{2}$/,
    '',
  );
  const subject = { subject: workCenterId ?? '', hasSubject: workCenterId ? 'yes' : 'no' };
  if (operations.length === 0)
    return { type: 'text', tool, text: t(language, 'dayPlan.none', { day: dayName, ...subject }), data };
  // Within the day: clock times; one that starts or ends on another day: both moments in full.
  const isWithin = (op: TimedOperation) =>
    plantDate(op.start_time, timeZone) === day && plantDate(op.end_time.getTime() - 1, timeZone) === day;
  const span = (op: TimedOperation) =>
    isWithin(op)
      ? `${plantClockTime(op.start_time, timeZone)}–${plantClockTime(op.end_time, timeZone)}`
      : `${formatPlantMoment(language, op.start_time.toISOString(), timeZone)} – ${formatPlantMoment(language, op.end_time.toISOString(), timeZone)}`;
  const lines = [...byWorkCenter].map(([workCenter, ops]) =>
    t(language, 'dayPlan.line', {
      workCenter,
      count: ops.length,
      operations: ops
        .slice(0, LISTED_PER_LINE)
        .map((op) => `${op.order_id}/${op.operation_id} ${span(op)}`)
        .join(', '),
      more: Math.max(0, ops.length - LISTED_PER_LINE),
    }),
  );
  const header = t(language, 'dayPlan.header', {
    day: dayName,
    count: operations.length,
    workCenters: byWorkCenter.size,
    ...subject,
  });
  return { type: 'report', tool, text: [header, ...lines].join('\n'), data };
}
