import type { TextReply } from '@takt/contract';
import { expandShifts, type FreeWindow, freeWindows } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { formatPlantMoment } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { plantClock } from '../../time/plant-clock.ts';
import { loadReleasedPlan, type ReleasedPlan } from '../released-plan.ts';
import { runningNow, START_GRACE_MS } from './subject-status.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data'>;

const DAY_MS = 86_400_000;
/** How far ahead a free stretch is looked for: two weeks covers what a planner slots a job into. */
const HORIZON_DAYS = 14;
/** A stretch with less working time than this takes no job worth naming. */
const SLOT_MIN_HOURS = 1;
const SLOTS_SHOWN = 3;

type Operation = ReleasedPlan['operations'][number];

/** The released operations that hold a work center: not done, with planned times, earliest first. */
function heldBy(plan: ReleasedPlan, workCenterId: string): Operation[] {
  return plan.operations
    .filter((op) => op.work_center === workCenterId && op.status !== 'Done' && op.start_time && op.end_time)
    .sort((a, b) => a.start_time!.getTime() - b.start_time!.getTime());
}

const intervalsOf = (ops: readonly Operation[]) =>
  ops.map((op) => ({ startAt: op.start_time!.getTime(), endAt: op.end_time!.getTime() }));

/**
 * "When is the next free slot on PRS-05?": the first stretches of the released plan with no work and no
 * downtime on the machine over the next two weeks, each from its first working minute, with the shift
 * hours a new job could use there without moving anything.
 */
export async function answerFreeSlots(
  db: Kysely<Database>,
  scope: ReadScope,
  workCenterId: string,
  now: Date,
  language: string,
  timeZone: string,
): Promise<Answer> {
  const tool = toolOf(language, 'free_slots', { subject: workCenterId });
  const plan = scope.datasetId ? await loadReleasedPlan(db, scope.datasetId) : undefined;
  const workCenter = plan?.workCenters.find((w) => w.workCenterId === workCenterId);
  const from = now.getTime();
  const windows =
    plan && workCenter
      ? freeWindows(
          workCenter,
          intervalsOf(heldBy(plan, workCenterId)),
          from,
          from + HORIZON_DAYS * DAY_MS,
          plantClock(timeZone),
          SLOT_MIN_HOURS,
        )
      : [];
  const at = (ms: number) => formatPlantMoment(language, new Date(ms).toISOString(), timeZone);
  const data = {
    work_center: workCenterId,
    windows: windows.map((w) => ({
      start_time: new Date(w.startAt).toISOString(),
      end_time: w.isBounded ? new Date(w.endAt).toISOString() : null,
      working_hours: Math.round(w.workingHours * 10) / 10,
    })),
  };
  if (windows.length === 0)
    return {
      type: 'text',
      tool,
      text: t(language, 'free.none', { workCenter: workCenterId, days: HORIZON_DAYS }),
      data,
    };
  const line = (w: FreeWindow) =>
    t(language, 'free.window', {
      from: at(w.startAt),
      bounded: w.isBounded ? 'yes' : 'no',
      to: w.isBounded ? at(w.endAt) : '',
      hours: w.workingHours,
      days: HORIZON_DAYS,
    });
  return {
    type: 'report',
    tool,
    text: [
      t(language, 'free.header', { workCenter: workCenterId, days: HORIZON_DAYS }),
      ...windows.slice(0, SLOTS_SHOWN).map(line),
    ].join('\n'),
    data,
  };
}

/**
 * "Which machines are idle right now?": the work centers with nothing running now and no downtime in
 * force, the longest free first, each with when its next planned work starts and whether it is on
 * shift. A machine the plan has working that nobody started is idle in fact, and said so.
 */
export async function answerIdleMachines(
  db: Kysely<Database>,
  scope: ReadScope,
  now: Date,
  language: string,
  timeZone: string,
): Promise<Answer> {
  const tool = toolOf(language, 'idle_machines');
  const plan = scope.datasetId ? await loadReleasedPlan(db, scope.datasetId) : undefined;
  const time = now.getTime();
  const clock = plantClock(timeZone);
  const idle = (plan?.workCenters ?? []).flatMap((wc) => {
    if (wc.downtime.some((d) => d.startAt <= time && time < d.endAt)) return [];
    const ops = heldBy(plan!, wc.workCenterId);
    const { started, overdue } = runningNow(ops, time);
    // Started on the floor, or due to start within the grace: busy.
    const starting = ops.find((op) => op.start_time!.getTime() <= time && time < op.end_time!.getTime());
    if (started || (starting && !overdue && starting.start_time!.getTime() >= time - START_GRACE_MS))
      return [];
    const next = ops.find((op) => op.start_time!.getTime() > time);
    const onShift =
      expandShifts(wc.shifts, time, time + 60_000, clock).length > 0 ||
      (wc.extra ?? []).some((e) => e.startAt <= time && time < e.endAt);
    return [{ workCenterId: wc.workCenterId, next, overdue, onShift }];
  });
  // Longest free first: what can take a job now; nothing planned ahead counts as longest.
  const freeUntil = (m: (typeof idle)[number]) => m.next?.start_time?.getTime() ?? Number.POSITIVE_INFINITY;
  idle.sort((a, b) => freeUntil(b) - freeUntil(a) || a.workCenterId.localeCompare(b.workCenterId));
  const at = (d: Date) => formatPlantMoment(language, d.toISOString(), timeZone);
  const data = {
    machines: idle.map((m) => ({
      work_center: m.workCenterId,
      free_until: m.next ? m.next.start_time!.toISOString() : null,
      next_order: m.next?.order_id ?? null,
      on_shift: m.onShift,
      not_started: m.overdue?.order_id ?? null,
    })),
  };
  if (idle.length === 0) return { type: 'text', tool, text: t(language, 'idle.none'), data };
  const lines = idle.map((m) =>
    t(language, 'idle.line', {
      workCenter: m.workCenterId,
      next: m.next ? 'yes' : 'no',
      at: m.next ? at(m.next.start_time!) : '',
      order: m.next?.order_id ?? '',
      onShift: m.onShift ? 'yes' : 'no',
      notStarted: m.overdue ? 'yes' : 'no',
      late: m.overdue?.order_id ?? '',
    }),
  );
  return {
    type: 'report',
    tool,
    text: [
      t(language, 'idle.header', { count: idle.length, total: plan?.workCenters.length ?? 0 }),
      ...lines,
    ].join('\n'),
    data,
  };
}
