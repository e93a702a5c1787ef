import type { UsageResponse } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Caller, readScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { endOfPlantDay, plantDate } from '../../time/plant-clock.ts';
import { plantTimeZone } from '../plant-time.ts';
import { PLAN_LIMITS, type UsageMetric } from './plan-limits.ts';

const DAY_MS = 86_400_000;

/** The first instant of the plant's day `date` (YYYY-MM-DD): a minute after the day before ends. */
function startOfPlantDay(date: string, timeZone: string): Date {
  const dayBefore = new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  const end = endOfPlantDay(dayBefore, timeZone);
  return new Date((end?.getTime() ?? 0) + 60_000);
}

/**
 * The caller's usage against the plan's limits: rows of the custom dataset, and the solves and
 * assistant turns of the plant's current day (an anonymous caller is counted by its address).
 */
export async function checkUsage(db: Kysely<Database>, caller: Caller, now: Date): Promise<UsageResponse> {
  const scope = await readScope(db, caller, 'custom');
  const timeZone = await plantTimeZone(db, null);
  const today = plantDate(now, timeZone);
  const since = startOfPlantDay(today, timeZone);
  const countOf = async (query: { executeTakeFirstOrThrow(): Promise<{ n: unknown }> }) =>
    Number((await query.executeTakeFirstOrThrow()).n);
  const custom = scoped(db, scope.datasetId);
  const used: Record<UsageMetric, number> = {
    custom_orders: scope.datasetId
      ? await countOf(custom.selectFrom('production_orders').select((eb) => eb.fn.countAll().as('n')))
      : 0,
    custom_operations: scope.datasetId
      ? await countOf(custom.selectFrom('order_operations').select((eb) => eb.fn.countAll().as('n')))
      : 0,
    schedule_runs_today: await countOf(
      db
        .selectFrom('schedule_runs')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('owner_key', '=', caller.key)
        .where('kind', '=', 'schedule')
        .where('created_at', '>=', since),
    ),
    assistant_turns_today: await countOf(
      db
        .selectFrom('assistant_turns')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('owner_key', '=', caller.key)
        .where('created_at', '>=', since),
    ),
  };
  const usage = (Object.keys(PLAN_LIMITS) as UsageMetric[]).map((metric) => {
    const limit = PLAN_LIMITS[metric];
    return {
      metric,
      used: used[metric],
      limit,
      remaining: Math.max(0, limit - used[metric]),
      is_exceeded: used[metric] > limit,
    };
  });
  return { plant_date: today, usage, is_within_limits: usage.every((line) => !line.is_exceeded) };
}
