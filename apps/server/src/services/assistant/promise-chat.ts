import type { Interpretation } from '@takt/assistant';
import { PromiseAnalyzeRequest, type PromiseResult, type TextReply } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Caller, ReadScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { formatDay, formatPlantMoment } from '../../i18n/dates.ts';
import { messageOf } from '../../i18n/error-messages.ts';
import { localeOf } from '../../i18n/locale.ts';
import { t } from '../../i18n/translate.ts';
import { endOfPlantDay, plantDate, timeZoneLabel } from '../../time/plant-clock.ts';
import { analyzePromise } from '../promise/promise-analysis.ts';
import type { PromiseEnv } from '../promise/promise-plan.ts';
import { type PriceBasis, promiseReplyText } from './promise-reply.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data' | 'actions' | 'suggested_actions'> & {
  needs_clarification?: boolean;
};

/** With no price said or listed, a promise is costed at standard cost plus this markup. */
const COST_MARKUP = 1.15;
const DAY_MS = 86_400_000;

/** The dataset a command works on, as the promise API names it (the caller's playground is 'default'). */
export type PromiseDataSource = 'default' | 'custom';

/**
 * "Can we deliver 500 STD-101 by Friday at $48?" (issue 13): runs the real promise analysis on the
 * caller's live plan and answers with the promised date, the margin, who slips and the top
 * recommendation; a feasible promise comes with Accept (POST /api/promise/accept with exactly this
 * analysis). A missing product, quantity or date is asked for; nothing is analysed on a guess.
 * "When can we ship 500 PRODUCT-001?" is analysed for today and answers the earliest date: Accept
 * when that is today; else (accept refuses a late analysis) "Check <day>", the promise for that day.
 */
export async function answerPromise(
  db: Kysely<Database>,
  caller: Caller,
  scope: ReadScope,
  reading: Interpretation,
  dataSource: PromiseDataSource,
  now: Date,
  timeZone: string,
  env: PromiseEnv,
): Promise<Answer> {
  const lang = reading.language;
  const { material: sku, quantity, price: saidPrice, customer } = reading.entities;
  // "When can we ship 500 PRODUCT-001?": asked for by the end of today (plant time), the repair
  // pulls the order as early as the plan allows, and its promised date is the earliest.
  const earliest = reading.entities.asks_when === true && reading.entities.date === undefined;
  const date = reading.entities.date ?? (earliest ? earliestAsked(now, timeZone) : undefined);
  if (!sku || !quantity || !date) return askMissing(reading, now, timeZone);
  const tool = toolOf(lang, 'promise_check');
  const priced = await priceOf(db, scope, sku, saidPrice);
  if (!priced) return { type: 'text', tool, text: t(lang, 'promiseChat.unknownProduct', { sku }) };
  const requestedAt = endOfPlantDay(date, timeZone) ?? new Date(date);
  if (requestedAt.getTime() <= now.getTime())
    return {
      type: 'text',
      tool,
      text: t(lang, 'promiseChat.past', {
        requested: formatPlantMoment(lang, requestedAt.toISOString(), timeZone),
      }),
    };
  const parsed = PromiseAnalyzeRequest.safeParse({
    sku,
    quantity: Math.round(quantity),
    requested_date: date,
    selling_price_per_unit: priced.price,
    ...(customer ? { customer_id: customer } : {}),
    data_source: dataSource,
  });
  // A quantity or price beyond what the API takes (over 10⁹) is refused as the API would refuse it.
  if (!parsed.success)
    return {
      type: 'text',
      tool,
      text: t(lang, 'promiseChat.refused', { reason: messageOf('VALIDATION_FAILED', localeOf(lang), {}) }),
    };
  let result: PromiseResult;
  try {
    result = await analyzePromise(db, caller, parsed.data, now, { ...env, language: localeOf(lang) });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { type: 'text', tool, text: refusalText(lang, sku, error) };
  }
  const zone = timeZoneLabel(timeZone, requestedAt);
  return {
    type: 'text',
    tool,
    text: promiseReplyText(lang, result, {
      basis: priced.basis,
      price: priced.price,
      timeZone,
      zone,
      earliest,
    }),
    data: { ...result, price_basis: priced.basis, selling_price_per_unit: priced.price },
    ...(result.is_feasible
      ? { actions: acceptActions(lang, result, customer, dataSource) }
      : { suggested_actions: [checkPromisedDay(lang, result, saidPrice, timeZone)] }),
  };
}

/**
 * The day a when-question is analysed for: today in plant time (its end, once read as a due date);
 * tomorrow in the last minute of the day, when the end of today is already past.
 */
function earliestAsked(now: Date, timeZone: string): string {
  const today = plantDate(now, timeZone);
  const end = endOfPlantDay(today, timeZone);
  return end && end.getTime() > now.getTime() ? today : plantDate(new Date(now.getTime() + DAY_MS), timeZone);
}

/**
 * Not by the date asked: a button that checks the promise again for the day it can be promised, at
 * the price said (none said: the server prices it again the same way).
 */
function checkPromisedDay(
  lang: string,
  result: PromiseResult,
  saidPrice: number | undefined,
  timeZone: string,
): { label: string; prompt: string } {
  const day = plantDate(new Date(result.promised_date), timeZone);
  // Written with its currency sign, as the interpreter reads a price back in either language.
  const price =
    saidPrice === undefined
      ? 'none'
      : localeOf(lang) === 'pt-BR'
        ? `R$ ${String(saidPrice).replace('.', ',')}`
        : `$${saidPrice}`;
  return {
    label: t(lang, 'promiseChat.laterLabel', { day: formatDay(lang, day) }),
    prompt: t(lang, 'promiseChat.laterPrompt', {
      quantity: String(result.quantity),
      sku: result.sku,
      date: day,
      price,
    }),
  };
}

/** Accept sends the analysis back as it was; Discard leaves everything as it is. */
function acceptActions(
  lang: string,
  result: PromiseResult,
  customer: string | undefined,
  dataSource: PromiseDataSource,
): NonNullable<TextReply['actions']> {
  return [
    {
      label: t(lang, 'action.acceptPromise'),
      action: 'accept_promise',
      data: {
        analysis_id: result.analysis_id,
        order_id: result.order_id,
        sku: result.sku,
        quantity: String(result.quantity),
        promised_date: result.promised_date,
        ...(customer ? { customer_id: customer } : {}),
        data_source: dataSource,
      },
    },
    { label: t(lang, 'action.discard'), action: 'discard', data: {} },
  ];
}

/**
 * The price said, else the product's list price, else its standard cost with the markup; undefined
 * when the product is not in the caller's data.
 */
async function priceOf(
  db: Kysely<Database>,
  scope: ReadScope,
  sku: string,
  said: number | undefined,
): Promise<{ price: number; basis: PriceBasis } | undefined> {
  const row = await scoped(db, scope.datasetId)
    .selectFrom('materials')
    .select(['price', 'standard_cost'])
    .where('material_id', '=', sku)
    .executeTakeFirst();
  if (!row) return undefined;
  if (said !== undefined) return { price: said, basis: 'said' };
  if (row.price !== null && Number(row.price) > 0) return { price: Number(row.price), basis: 'list' };
  return { price: Math.round(Number(row.standard_cost) * COST_MARKUP * 100) / 100, basis: 'cost' };
}

/**
 * What is missing to analyse, asked back: the product, else the quantity, else the date (with a
 * button a week out, the promise screen's default).
 */
function askMissing(reading: Interpretation, now: Date, timeZone: string): Answer {
  const lang = reading.language;
  const { material: sku, quantity } = reading.entities;
  const tool = toolOf(lang, 'clarify');
  if (!sku) return { type: 'text', tool, text: t(lang, 'promiseChat.askProduct'), needs_clarification: true };
  if (!quantity)
    return {
      type: 'text',
      tool,
      text: t(lang, 'promiseChat.askQuantity', { sku }),
      needs_clarification: true,
    };
  const inAWeek = plantDate(new Date(now.getTime() + 7 * DAY_MS), timeZone);
  return {
    type: 'text',
    tool,
    text: t(lang, 'promiseChat.askDate', { sku, quantity }),
    needs_clarification: true,
    suggested_actions: [
      {
        label: t(lang, 'promiseChat.inAWeekLabel'),
        prompt: t(lang, 'promiseChat.inAWeekPrompt', { sku, quantity: String(quantity), date: inAWeek }),
      },
    ],
  };
}

/** Why no analysis came back, in the reply's language: a product the plant cannot make, or the API's reason. */
function refusalText(lang: string, sku: string, error: AppError): string {
  const field = error.details[0]?.field;
  if (error.code === 'VALIDATION_FAILED' && field === 'body.sku')
    return t(lang, 'promiseChat.cannotMake', { sku });
  const locale = localeOf(lang);
  return t(lang, 'promiseChat.refused', { reason: messageOf(error.code, locale, error.params) });
}
