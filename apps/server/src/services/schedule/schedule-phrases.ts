import type { ScheduleChangesSummary } from '@takt/engine';
import { formatPlantMoment } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import { DEFAULT_TIME_ZONE, timeZoneLabel } from '../../time/plant-clock.ts';

/** The reply's language: Portuguese (pt-BR) when the command was read as Portuguese, else English. */
export type ReplyLanguage = 'en' | 'pt';

const DAY_MINUTES = 24 * 60;

/** A length of time as a reply writes it: days from a day on, hours from an hour, else minutes. */
function duration(language: ReplyLanguage, minutes: number): string {
  if (minutes >= DAY_MINUTES) return t(language, 'duration.days', { days: minutes / DAY_MINUTES });
  if (minutes >= 60) return t(language, 'duration.hours', { hours: minutes / 60 });
  return t(language, 'duration.minutes', { minutes: Math.round(minutes) });
}

/**
 * Every sentence of a schedule reply from the message catalogs, in the reply's language, its times
 * in plant time (`timeZone`, the plant's IANA zone; UTC for a run stored before plants had one) and
 * named so: "(America/Sao_Paulo, UTC-03:00)".
 */
export function schedulePhrases(language: ReplyLanguage, timeZone: string = DEFAULT_TIME_ZONE) {
  const when = (iso: string) => formatPlantMoment(language, iso, timeZone);
  const zone = (iso: string) => `(${timeZoneLabel(timeZone, new Date(iso))})`;
  const more = (count: number, listed: number) =>
    count > listed ? t(language, 'list.more', { count: count - listed }) : '';
  return {
    when,
    duration: (minutes: number) => duration(language, minutes),
    more,
    header: (orders: number, operations: number, workCenters: number, fromIso: string) =>
      t(language, 'schedule.header', {
        orders,
        operations,
        workCenters,
        from: when(fromIso),
        zone: zone(fromIso),
      }),
    allOnTime: t(language, 'schedule.allOnTime'),
    lateItem: (orderId: string, material: string, minutes: number) =>
      t(language, 'schedule.lateItem', { order: orderId, material, duration: duration(language, minutes) }),
    late: (count: number, list: string, tail: string) =>
      t(language, 'schedule.late', { count, list, more: tail }),
    waitItem: (orderId: string, itemId: string, source: string, untilIso: string) =>
      t(language, 'schedule.waitItem', { order: orderId, item: itemId, source, until: when(untilIso) }),
    newPurchase: t(language, 'schedule.newPurchase'),
    waiting: (count: number, list: string, tail: string) =>
      t(language, 'schedule.waiting', { count, list, more: tail }),
    unplanned: (count: number, list: string) => t(language, 'schedule.unplanned', { count, list }),
    noCalendar: (ids: string) => t(language, 'schedule.noCalendar', { workCenters: ids }),
    /** `utilization` is a percentage (85 for 85 %). */
    setups: (count: number, hours: number, utilization: number) =>
      t(language, 'schedule.setups', { count, hours, utilization: utilization / 100 }),
    against: (isClientBaseline: boolean, summary: ScheduleChangesSummary) =>
      t(language, 'schedule.against', {
        baseline: isClientBaseline ? 'client' : 'released',
        changes: changesText(language, summary),
      }),
    /** A stability limit the plan could not keep: how many operations broke it, and the limit. */
    warning: (code: string, count: number, limit: number, message: string) =>
      t(language, 'schedule.warning', { code, count, limit, message }),
    repairCounts: (forced: number, knockOn: number, improved: number, kept: number, stability: string) =>
      t(language, 'repair.counts', { forced, knockOn, improved, kept, stability }),
    stalePlan: (forced: number, pushed: number, reasons: Record<string, number>) => {
      const list = Object.entries(reasons)
        .map(([reason, count]) => t(language, 'repair.staleReason', { reason, count }))
        .join('; ');
      return t(language, 'repair.stalePlan', { forced, pushed, reasons: list });
    },
    forcedItem: (operation: string, reason: string, workCenter: string, from: string, to: string) =>
      t(language, 'repair.forcedItem', {
        operation,
        reason,
        workCenter,
        from,
        window: from ? ` ${from}–${to}` : '',
      }),
    forcedList: (items: string, tail: string) =>
      t(language, 'repair.forcedList', { list: items, more: tail }),
    improvementItem: (
      step: number,
      orderId: string,
      lateGained: number,
      hoursGained: number,
      moved: number,
    ) =>
      t(language, 'repair.improvement', {
        step,
        order: orderId,
        lateGained: Math.max(0, lateGained),
        hours: hoursGained,
        moved,
      }),
    breaksRules: (count: number, list: string, tail: string) =>
      t(language, 'schedule.breaksRules', { count, list, more: tail }),
    search: (algorithm: string, work: number, budget: number | null, stoppedBy: string, seconds: number) =>
      t(language, 'schedule.search', {
        algorithm,
        work,
        hasBudget: budget === null ? 'no' : 'yes',
        budget: budget ?? 0,
        stoppedBy,
        seconds,
      }),
    interrupted: (ids: string[]) =>
      t(language, 'schedule.interrupted', { count: ids.length, operations: ids.join(', ') }),
    rushNoRouting: (orderId: string) => t(language, 'schedule.rushNoRouting', { order: orderId }),
    rushReady: (completionIso: string, slackMinutes: number) =>
      t(language, slackMinutes >= 0 ? 'schedule.rushEarly' : 'schedule.rushLate', {
        when: when(completionIso),
        duration: duration(language, Math.abs(slackMinutes)),
      }),
    breakdown: (workCenter: string, startIso: string, endIso: string | null) =>
      t(language, 'disruption.breakdown', {
        workCenter,
        from: when(startIso),
        hasEnd: endIso ? 'yes' : 'no',
        until: endIso ? when(endIso) : '',
        zone: zone(startIso),
      }),
    restore: (workCenter: string, atIso: string, restored: { startAt: string; endAt: string }[]) =>
      t(language, restored.length === 0 ? 'disruption.restoreNone' : 'disruption.restore', {
        workCenter,
        at: when(atIso),
        zone: zone(atIso),
        until: restored.map((r) => when(r.endAt)).join(', '),
      }),
    addShift: (workCenter: string, startIso: string, endIso: string) =>
      t(language, 'disruption.addShift', {
        workCenter,
        from: when(startIso),
        until: when(endIso),
        zone: zone(startIso),
      }),
    orderChange: (order: string, dueIso: string | undefined, priority: string | undefined) =>
      dueIso
        ? t(language, 'disruption.orderChangeDue', { order, due: when(dueIso), zone: zone(dueIso) })
        : t(language, 'disruption.orderChangePriority', {
            order,
            priority: t(language, 'order.priorityName', { priority: priority ?? '' }),
          }),
    operationMove: (order: string, operation: string, description: string, from: string, to: string) =>
      t(language, 'disruption.operationMove', { order, operation, description, from, to }),
    movedPlace: (operation: string, workCenter: string, startIso: string, direction: string, shift: string) =>
      t(language, 'move.newPlace', { operation, workCenter, start: when(startIso), direction, shift }),
    pushedItem: (operation: string, direction: string, shift: string, pusher: string) =>
      t(language, 'move.pushedItem', { operation, direction, shift, pusher }),
    pushedList: (items: string, tail: string) => t(language, 'move.pushedList', { items, more: tail }),
    orderKeepsPriority: (order: string, priority: string) =>
      t(language, 'disruption.orderKeepsPriority', {
        order,
        priority: t(language, 'order.priorityName', { priority }),
      }),
    addShifts: (workCenter: string, windows: { startAt: string; endAt: string }[]) =>
      t(language, 'disruption.addShifts', {
        workCenter,
        count: windows.length,
        windows: windows.map((w) => `${when(w.startAt)}–${when(w.endAt)}`).join('; '),
        zone: zone(windows[0]!.startAt),
      }),
    materialDelay: (materialId: string, atIso: string, orders: number) =>
      t(language, 'disruption.materialDelay', {
        material: materialId,
        at: when(atIso),
        zone: zone(atIso),
        orders,
      }),
    rushOrder: (orderId: string, quantity: number, materialId: string, dueIso: string) =>
      t(language, 'disruption.rushOrder', {
        order: orderId,
        quantity,
        material: materialId,
        due: when(dueIso),
        zone: zone(dueIso),
      }),
  };
}

/** The changes summary's one line in the reply's language, from the engine's counts. */
export function changesText(language: ReplyLanguage, summary: ScheduleChangesSummary): string {
  const s = summary.stats;
  if (!summary.hasChanges || summary.changes.length === 0) return t(language, 'changes.none');
  const parts = [
    s.machineChanges ? t(language, 'changes.machine', { count: s.machineChanges }) : undefined,
    s.delayedOperations ? t(language, 'changes.delayed', { count: s.delayedOperations }) : undefined,
    s.advancedOperations ? t(language, 'changes.advanced', { count: s.advancedOperations }) : undefined,
    s.newOperations ? t(language, 'changes.new', { count: s.newOperations }) : undefined,
    s.removedOperations ? t(language, 'changes.removed', { count: s.removedOperations }) : undefined,
  ].filter((part) => part !== undefined);
  return t(language, 'changes.summary', { count: summary.changes.length, parts: parts.join(', ') });
}
