import type { TextReply } from '@takt/contract';
import { utilizationOf, weeklyLoad } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { formatDay } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { plantClock } from '../../time/plant-clock.ts';
import { hours2, percent1 } from '../capacity/capacity-wire.ts';
import { loadReleasedPlan, releasedPlanWork } from '../released-plan.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data'>;

/** A percent as the catalogs' `::percent` reads it (a fraction); load without capacity shows as 999 %. */
const fractionOf = (percent: number) => (Number.isFinite(percent) ? percent / 100 : 9.99);

/**
 * "What is the utilization of the presses?": each work center of the type `workCenterType` (the
 * master data's type, `Press`) and the group, load over capacity in the plant week holding `now` —
 * the current period of the dashboard and of capacity planning (CM01 by week), from the plant's one
 * load function (`weeklyLoad`, i.e. `periodLoad`) and the group's figure by `utilizationOf` over the
 * summed hours, as the capacity screen's totals. No figure is computed here a second way.
 */
export async function answerGroupUtilization(
  db: Kysely<Database>,
  scope: ReadScope,
  workCenterType: string,
  now: Date,
  language: string,
): Promise<Answer> {
  // The type as the plant's words have it in the reply's language ("Prensa").
  const typeName = t(language, 'workCenter.type', { type: workCenterType });
  const tool = toolOf(language, 'utilization', { subject: typeName });
  const members = await scoped(db, scope.datasetId)
    .selectFrom('work_centers')
    .select('work_center_id')
    .where('type', '=', workCenterType)
    .execute();
  const ids = new Set(members.map((m) => m.work_center_id));
  const plan = await loadReleasedPlan(db, scope.datasetId);
  const group = plan.workCenters
    .filter((wc) => ids.has(wc.workCenterId))
    .sort((a, b) => a.workCenterId.localeCompare(b.workCenterId));
  const loads = weeklyLoad(group, releasedPlanWork(plan, now), now.getTime(), 1, plantClock(plan.timeZone));
  const load = loads.reduce((sum, l) => sum + l.loadHours, 0);
  const capacity = loads.reduce((sum, l) => sum + l.capacityHours, 0);
  const groupPercent = utilizationOf(load, capacity);
  const week = formatDay(language, new Date(loads[0]?.weekStartAt ?? now.getTime()).toISOString());
  const data = {
    work_center_type: workCenterType,
    week_start: loads[0] ? new Date(loads[0].weekStartAt).toISOString() : null,
    work_centers: loads.map((l) => ({
      work_center: l.workCenterId,
      capacity_hours: hours2(l.capacityHours),
      planned_hours: hours2(l.loadHours),
      utilization: percent1(l.utilizationPercent),
    })),
    total_capacity: hours2(capacity),
    planned_load: hours2(load),
    overall_utilization: percent1(groupPercent),
  };
  if (loads.length === 0)
    return { type: 'text', tool, text: t(language, 'utilization.none', { type: typeName }), data };
  const lines = loads.map((l) =>
    t(language, 'utilization.line', {
      workCenter: l.workCenterId,
      percent: fractionOf(l.utilizationPercent),
      load: l.loadHours,
      capacity: l.capacityHours,
    }),
  );
  const header = t(language, 'utilization.header', {
    type: typeName,
    count: loads.length,
    week,
    percent: fractionOf(groupPercent),
    load,
    capacity,
  });
  return { type: 'report', tool, text: [header, ...lines].join('\n'), data };
}
