import { explainMaxWaits, type Schedule, type SchedulingProblem } from '@takt/engine';
import { t } from '../../i18n/translate.ts';
import type { ReplyLanguage, schedulePhrases } from './schedule-phrases.ts';

type Phrases = ReturnType<typeof schedulePhrases>;

/** A broken rule as the reply and the feasibility block state it: the rule, and why it cannot hold. */
export interface WordedViolation {
  code: string;
  message: string;
  operation_ids: string[];
  reason?: string;
}

/**
 * The schedule's broken hard rules with the reason the engine finds for each, in the reply's language:
 * a maximum wait no work center could keep (closed or down until a time) or one its machine was busy for.
 * English keeps the engine's message, which carries figures the violation does not return apart;
 * Portuguese words the rule from its code, operations, work center and mold.
 */
export function wordViolations(
  problem: SchedulingProblem,
  schedule: Schedule,
  language: ReplyLanguage,
  p: Phrases,
  toIso: (minutes: number) => string,
): WordedViolation[] {
  const reasons = explainMaxWaits(problem, schedule.operations, schedule.violations);
  return schedule.violations.map((v) => {
    const reason = reasons.get(v);
    let text: string | undefined;
    if (reason?.kind === 'no_working_time') {
      text = t(language, 'violation.noWorkingTime', {
        workCenters: reason.workCenterIds.join(', '),
        latest: p.when(toIso(reason.latestStartAt)),
        earliest: Number.isFinite(reason.earliestStartAt) ? p.when(toIso(reason.earliestStartAt)) : '—',
      });
    } else if (reason?.kind === 'work_center_busy') {
      text = t(language, 'violation.busy', {
        workCenter: reason.workCenterId,
        busyWith: reason.busyWith,
        until: p.when(toIso(reason.busyUntil)),
      });
    }
    const message = t(language, 'violation.rule', {
      message: v.message,
      code: v.code,
      count: v.operationIds.length,
      operations: v.operationIds.join(', '),
      workCenter: v.workCenterId ?? '',
      mold: v.moldId ?? '',
    });
    return {
      code: v.code,
      message,
      operation_ids: v.operationIds,
      ...(text ? { reason: text } : {}),
    };
  });
}
