import type { PromiseAffectedOrder, PromiseResult } from '@takt/contract';
import { formatPlantMoment } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';

/** The price a promise is costed at came from: the command, the list price, or standard cost + 15 %. */
export type PriceBasis = 'said' | 'list' | 'cost';

/** At most this many slipping orders are named; the rest are counted. */
const LISTED_SLIPS = 3;

interface Pricing {
  basis: PriceBasis;
  price: number;
  timeZone: string;
  /** The plant's zone as replies name it: "America/Sao_Paulo, UTC-03:00". */
  zone: string;
  /** "When can we…?": the analysis was asked for today, and its promised date is the answer. */
  earliest?: boolean;
}

/**
 * A promise analysis as the assistant says it, in the command's language: yes or no with the
 * promised date (plant time), the margin against its target and which price it assumed, the orders
 * it pushes (the latest-made first, at most three, with their hours), and the top recommendation.
 */
export function promiseReplyText(lang: string, result: PromiseResult, pricing: Pricing): string {
  const when = (iso: string) => formatPlantMoment(lang, iso, pricing.timeZone);
  const answer = result.is_feasible
    ? t(lang, 'promiseChat.feasible', {
        quantity: result.quantity,
        sku: result.sku,
        requested: when(result.requested_date),
        promised: when(result.promised_date),
        zone: pricing.zone,
        days: Math.round(result.lead_time_days * 10) / 10,
      })
    : t(lang, 'promiseChat.infeasible', {
        quantity: result.quantity,
        sku: result.sku,
        requested: when(result.requested_date),
        promised: when(result.promised_date),
        zone: pricing.zone,
      });
  // "When can we…?": the date it can be delivered is the answer, not whether by the day analysed.
  const head = pricing.earliest
    ? t(lang, 'promiseChat.earliest', {
        quantity: result.quantity,
        sku: result.sku,
        promised: when(result.promised_date),
        zone: pricing.zone,
      })
    : answer;
  const { margin } = result;
  const lines = [
    head,
    t(lang, 'promiseChat.margin', {
      margin: margin.margin_percentage,
      target: margin.target_margin_percent,
      meets: margin.meets_target ? 'yes' : 'no',
      price: pricing.price,
      basis: pricing.basis,
    }),
    slipsLine(lang, result.capacity.affected_orders),
  ];
  // Asked when, "not by today" is no issue: the date it can be is the answer.
  if (!result.is_feasible && !pricing.earliest && result.feasibility_issues[0])
    lines.push(t(lang, 'promiseChat.issue', { text: result.feasibility_issues[0] }));
  if (result.recommendations[0])
    lines.push(t(lang, 'promiseChat.recommendation', { text: result.recommendations[0] }));
  // The order id ties a later "yes, accept it" to this promise (promise-confirm.ts).
  if (result.is_feasible) lines.push(t(lang, 'promiseChat.acceptHint', { order: result.order_id }));
  return lines.join('\n');
}

/** Who slips: the orders that become late first, then by how far they slip. */
function slipsLine(lang: string, affected: readonly PromiseAffectedOrder[]): string {
  if (affected.length === 0) return t(lang, 'promiseChat.noSlips');
  const ranked = [...affected].sort(
    (a, b) => Number(b.becomes_late) - Number(a.becomes_late) || b.slip_hours - a.slip_hours,
  );
  const list = ranked
    .slice(0, LISTED_SLIPS)
    .map((o) =>
      t(lang, 'promiseChat.slip', {
        order: o.order_id,
        hours: o.slip_hours,
        late: o.becomes_late ? 'yes' : 'no',
      }),
    )
    .join(', ');
  const more =
    affected.length > LISTED_SLIPS ? t(lang, 'list.more', { count: affected.length - LISTED_SLIPS }) : '';
  return t(lang, 'promiseChat.slips', { count: affected.length, list, more });
}
