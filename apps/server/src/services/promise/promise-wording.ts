import type { PromiseIssue, PromiseRecommendation } from '@takt/engine';
import { formatPlantMoment } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';

/** Words the engine's issue and recommendation codes in the caller's language, times in plant time. */
export function promiseWords(
  language: string,
  timeZone: string,
  originMs: number,
  issues: readonly PromiseIssue[],
  recommendations: readonly PromiseRecommendation[],
): { issues: string[]; recommendations: string[] } {
  const at = (minutes: number) =>
    formatPlantMoment(language, new Date(originMs + minutes * 60_000).toISOString(), timeZone);
  const issue = (i: PromiseIssue) => {
    switch (i.code) {
      case 'COMPLETION_AFTER_REQUESTED_DATE':
        return t(language, 'promise.issue.late', {
          completion: at(i.earliestCompletionAt),
          requested: at(i.requestedAt),
          hours: i.lateMinutes / 60,
        });
      case 'MATERIALS_AFTER_REQUESTED_DATE':
        return t(language, 'promise.issue.materials', {
          ready: at(i.materialReadyAt),
          requested: at(i.requestedAt),
        });
      case 'MARGIN_BELOW_TARGET':
        return t(language, 'promise.issue.margin', {
          margin: i.marginPercent,
          target: i.targetMarginPercent,
        });
    }
  };
  const recommendation = (r: PromiseRecommendation) => {
    switch (r.code) {
      case 'PROMISE_LATER_DATE':
        return t(language, 'promise.rec.later', { date: at(r.promisedAt) });
      case 'SPLIT_DELIVERY':
        return t(language, 'promise.rec.split', {
          now: r.quantityByRequested,
          requested: at(r.requestedAt),
          later: r.quantityLater,
          laterDate: at(r.laterAt),
        });
      case 'ADD_OVERTIME':
        return t(language, 'promise.rec.overtime', {
          hours: r.hours,
          workCenter: r.workCenterId,
          completion: at(r.completionAt),
        });
      case 'USE_ALTERNATE_WORK_CENTER':
        return t(language, 'promise.rec.alternate', {
          operation: r.operationId,
          from: r.fromWorkCenterId,
          to: r.toWorkCenterId,
        });
      case 'RAISE_PRICE':
        return t(language, 'promise.rec.price', {
          price: r.pricePerUnit,
          current: r.currentPricePerUnit,
          target: r.targetMarginPercent,
        });
    }
  };
  return { issues: issues.map(issue), recommendations: recommendations.map(recommendation) };
}
