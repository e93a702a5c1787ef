import { explainMaxWaits, type Schedule, type SchedulingProblem } from '@takt/engine';
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
 */
export function wordViolations(
  problem: SchedulingProblem,
  schedule: Schedule,
  language: ReplyLanguage,
  p: Phrases,
  toIso: (minutes: number) => string,
): WordedViolation[] {
  const reasons = explainMaxWaits(problem, schedule.operations, schedule.violations);
  const pt = language === 'pt';
  return schedule.violations.map((v) => {
    const reason = reasons.get(v);
    let text: string | undefined;
    if (reason?.kind === 'no_working_time') {
      const centers = reason.workCenterIds.join(', ');
      const latest = p.when(toIso(reason.latestStartAt));
      const earliest = Number.isFinite(reason.earliestStartAt) ? p.when(toIso(reason.earliestStartAt)) : '—';
      text = pt
        ? `nenhum centro que pode fazê-la (${centers}) está trabalhando e livre até ${latest}; o mais cedo possível é ${earliest}`
        : `none of the work centers that can run it (${centers}) is working and free by ${latest}; the earliest is ${earliest}`;
    } else if (reason?.kind === 'work_center_busy') {
      const until = p.when(toIso(reason.busyUntil));
      text = pt
        ? `${reason.workCenterId} está ocupado com ${reason.busyWith} até ${until}`
        : `${reason.workCenterId} is busy with ${reason.busyWith} until ${until}`;
    }
    return {
      code: v.code,
      message: v.message,
      operation_ids: v.operationIds,
      ...(text ? { reason: text } : {}),
    };
  });
}
