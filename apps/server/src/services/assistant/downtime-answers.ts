import type { TextReply } from '@takt/contract';
import { instantOfWallTime } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { formatDay, formatPlantMoment } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { plantClock, plantDate } from '../../time/plant-clock.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data'>;

const DAY_MS = 86_400_000;

/**
 * "Which machines are down on Friday?": every downtime in force on that plant day (today from now
 * when no day is said), breakdowns and planned maintenance alike, from the dataset's downtimes —
 * the ones the plan works around.
 */
export async function answerDowntimes(
  db: Kysely<Database>,
  scope: ReadScope,
  day: string | undefined,
  now: Date,
  language: string,
  timeZone: string,
): Promise<Answer> {
  const tool = toolOf(language, 'downtimes');
  const isoDay = day
    ? day.length === 10
      ? day
      : plantDate(new Date(day), timeZone)
    : plantDate(now, timeZone);
  const dayStart = instantOfWallTime(Date.parse(`${isoDay}T00:00:00Z`), plantClock(timeZone));
  const from = day ? dayStart : Math.max(dayStart, now.getTime());
  const to = instantOfWallTime(Date.parse(`${isoDay}T00:00:00Z`) + DAY_MS, plantClock(timeZone));
  const rows = scope.datasetId
    ? await scoped(db, scope.datasetId)
        .selectFrom('downtimes')
        .select(['work_center_id', 'start_at', 'end_at', 'kind', 'reason'])
        .where('start_at', '<', new Date(to))
        .where('end_at', '>', new Date(from))
        .orderBy('work_center_id')
        .orderBy('start_at')
        .execute()
    : [];
  const when = formatDay(language, isoDay);
  if (rows.length === 0)
    return {
      type: 'text',
      tool,
      text: t(language, 'downtimes.none', { day: when }),
      data: { downtimes: [] },
    };
  const at = (d: Date) => formatPlantMoment(language, new Date(d).toISOString(), timeZone);
  const machines = [...new Set(rows.map((r) => r.work_center_id))];
  const lines = rows.map((r) =>
    t(language, 'downtimes.line', {
      workCenter: r.work_center_id,
      from: at(r.start_at),
      to: at(r.end_at),
      kind: r.kind,
    }),
  );
  return {
    type: 'report',
    tool,
    text: [t(language, 'downtimes.header', { day: when, count: machines.length }), ...lines].join('\n'),
    data: {
      day: isoDay,
      work_centers: machines,
      downtimes: rows.map((r) => ({
        work_center: r.work_center_id,
        start_time: new Date(r.start_at).toISOString(),
        end_time: new Date(r.end_at).toISOString(),
        kind: r.kind,
      })),
    },
  };
}
