import type { Interpretation } from '@takt/assistant';
import { instantOfWallTime } from '@takt/engine';
import { endOfPlantDay, plantClock } from '../../time/plant-clock.ts';
import { repairCommand } from '../schedule/choose-tool.ts';
import type { Disruption } from '../schedule/disruption.ts';
import { rushOrderBase } from '../schedule/rush-id.ts';
import type { ScheduleDirective } from '../schedule/schedule-service.ts';
import { floorToMinute } from '../schedule/time-axis.ts';
import type { ExtraWindow } from './extra-time.ts';

/**
 * What a schedule command asks the solver for: the disruption it puts into the plant (a breakdown,
 * a machine back, extra time, a late material, a rush order, an order changed in a what-if), read
 * from the interpretation in plant time.
 */

const MINUTE_MS = 60_000;

/** An order's priority as the dataset writes it. */
const PRIORITY_NAMES: Record<string, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

/**
 * The window a breakdown covers, the same for its proposal and for "which orders does that hit?":
 * from the time said, or from now when none is, or when only today is said ("this morning" means
 * from now, not from midnight past); for its length, or until further notice (`endAt` null).
 */
export function breakdownWindow(
  e: Interpretation['entities'],
  now: Date,
  timeZone: string,
): { startAt: Date; endAt: Date | null } {
  const said = instantOf(e.date, timeZone);
  // "Down for 4 hours" from now: from this minute, so the window shows the 4 hours said (12:18–16:18),
  // where the seconds of now pushed its end to the next minute (12:18–16:19).
  const startAt =
    !said || (e.date?.length === 10 && said.getTime() < now.getTime()) ? floorToMinute(now) : said;
  const endAt = e.duration_minutes ? new Date(startAt.getTime() + e.duration_minutes * MINUTE_MS) : null;
  return { startAt, endAt };
}

/** An entity's date as an instant: a day without a time starts at the plant's midnight. */
export function instantOf(iso: string | undefined, timeZone: string): Date | undefined {
  if (!iso) return undefined;
  return new Date(
    iso.length === 10
      ? instantOfWallTime(Date.parse(`${iso}T00:00:00Z`), plantClock(timeZone))
      : Date.parse(iso),
  );
}

/** The solve a schedule.* command asks for; 'clarify' when it lacks what it needs; undefined for other intents. */
export function directiveFor(
  reading: Interpretation,
  now: Date,
  timeZone: string,
  extra: ExtraWindow[] = [],
): ScheduleDirective | 'clarify' | undefined {
  const e = reading.entities;
  // Two requests in one line, a machine both down and back up, a reading below the confidence
  // threshold, something missing: ask with the candidate readings as buttons, never run one of them.
  // A missing length or machine too: a question back never comes with an Apply beside it.
  if (reading.needs_clarification) return 'clarify';
  // A day without a time starts at the plant's midnight.
  const at = (iso: string | undefined) => instantOf(iso, timeZone);
  switch (reading.intent) {
    case 'schedule.create':
      // A rescheduling request repairs the released plan (or the client's baseline) when there is one.
      return { isRescheduling: reading.is_rescheduling };
    case 'schedule.breakdown': {
      // Without a length (and no question asked) the machine stays down until further notice.
      if (!e.work_center) return 'clarify';
      const { startAt, endAt } = breakdownWindow(e, now, timeZone);
      return withDisruption('reschedule_breakdown', {
        kind: 'breakdown',
        workCenterId: e.work_center,
        startAt,
        endAt,
      });
    }
    case 'schedule.restore': {
      if (!e.work_center) return 'clarify';
      // Back "now" unless a time is said; a time already past counts from now.
      const said = at(e.date);
      return withDisruption('restore_machine', {
        kind: 'restore',
        workCenterId: e.work_center,
        at: said && said.getTime() > now.getTime() ? said : now,
      });
    }
    case 'capacity.add': {
      // An extra shift or overtime needs where and when: its windows, from the hours said or the calendar.
      const [first, ...more] = extra;
      if (!e.work_center || !first) return 'clarify';
      return withDisruption('add_shift', {
        kind: 'add_shift',
        workCenterId: e.work_center,
        ...first,
        ...(more.length > 0 ? { more } : {}),
      });
    }
    case 'schedule.material_delay': {
      const availableAt =
        at(e.date) ??
        (e.duration_minutes ? new Date(now.getTime() + e.duration_minutes * MINUTE_MS) : undefined);
      if (!e.material || !availableAt) return 'clarify';
      return withDisruption('reschedule_material_delay', {
        kind: 'material_delay',
        materialId: e.material,
        availableAt,
      });
    }
    case 'schedule.rush_order': {
      // Wanted by a day: by the end of that day in plant time.
      const dueAt = endOfPlantDay(e.date, timeZone) ?? at(e.date);
      if (!e.material || !e.quantity || !dueAt) return 'clarify';
      const orderId = rushOrderBase(now);
      return withDisruption('plan_rush_order', {
        kind: 'rush_order',
        orderId,
        materialId: e.material,
        quantity: e.quantity,
        dueAt,
      });
    }
    case 'order.change': {
      // "What if 1050 were due Dec 8?": the plan with that due date, compared, never applied. An
      // order change said for real is a proposal of its own (order-proposals.ts).
      if (!reading.hypothetical || !e.order_id || !(e.date || e.priority)) return undefined;
      return withDisruption('what_if_order_change', {
        kind: 'order_change',
        orderId: e.order_id,
        ...(e.date ? { dueAt: endOfPlantDay(e.date, timeZone) ?? new Date(e.date) } : {}),
        ...(e.priority ? { priority: PRIORITY_NAMES[e.priority] ?? e.priority } : {}),
        ...(e.priority_change ? { priorityChange: e.priority_change } : {}),
      });
    }
    default:
      return reading.needs_clarification ? 'clarify' : undefined;
  }
}

function withDisruption(name: string, disruption: Disruption): ScheduleDirective {
  return { command: repairCommand(name), disruption };
}
