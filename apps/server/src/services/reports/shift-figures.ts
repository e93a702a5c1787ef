import type { CapacityDay } from '@takt/contract';
import { expandShifts, periodLoad } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { plantClock } from '../../time/plant-clock.ts';
import { capacityDays } from '../capacity/capacity-wire.ts';
import { type ReleasedPlan, releasedPlanWork } from '../released-plan.ts';

/** The plant shift running at an instant: its name and [startAt, endAt) in epoch ms. */
export interface PlantShift {
  name: string;
  startAt: number;
  endAt: number;
}

/**
 * The shift running at `now` on most work centers: each calendar shift pattern expanded around `now`
 * (`expandShifts`, the calendars' one reading), the one holding `now` that the most work centers work.
 * None when no work center is on shift (a weekend).
 */
export function currentShift(plan: ReleasedPlan, now: Date): PlantShift | null {
  const clock = plantClock(plan.timeZone);
  const at = now.getTime();
  const votes = new Map<string, PlantShift & { count: number }>();
  for (const wc of plan.workCenters)
    for (const shift of wc.shifts) {
      const window = expandShifts([shift], at - DAY_MS, at + DAY_MS, clock).find(
        (w) => w.startAt <= at && at < w.endAt,
      );
      if (!window) continue;
      const key = `${shift.name}|${window.startAt}|${window.endAt}`;
      const known = votes.get(key) ?? { name: shift.name, ...window, count: 0 };
      known.count += 1;
      votes.set(key, known);
    }
  const best = [...votes.values()].sort((a, b) => b.count - a.count || a.startAt - b.startAt)[0];
  return best ? { name: best.name, startAt: best.startAt, endAt: best.endAt } : null;
}

/**
 * Load against capacity in one shift, per work center, as CM01 computes a period (`periodLoad` of the
 * released plan's work, `capacityDays` on the wire) with the shift as the period.
 */
export async function shiftCapacity(
  db: Kysely<Database>,
  datasetId: string,
  plan: ReleasedPlan,
  shift: PlantShift,
  now: Date,
): Promise<CapacityDay> {
  const clock = plantClock(plan.timeZone);
  const boundaries = [shift.startAt, shift.endAt];
  const loads = periodLoad(plan.workCenters, releasedPlanWork(plan, now), boundaries, clock);
  const masters = await scoped(db, datasetId)
    .selectFrom('work_centers')
    .select(['work_center_id', 'name', 'type'])
    .execute();
  const byId = new Map(masters.map((m) => [m.work_center_id, { name: m.name, type: m.type }]));
  return capacityDays(loads, boundaries, byId, (at) => new Date(at).toISOString())[0]!;
}

const DAY_MS = 86_400_000;
