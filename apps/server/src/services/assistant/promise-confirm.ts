import { PromiseAcceptRequest, type TextReply } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Caller } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import { messageOf } from '../../i18n/error-messages.ts';
import { localeOf } from '../../i18n/locale.ts';
import { t } from '../../i18n/translate.ts';
import { acceptPromise } from '../promise/promise-accept.ts';
import { readAnalysis, type StoredAnalysis } from '../promise/promise-store.ts';
import type { Message } from './conversation-memory.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data' | 'actions'>;

/**
 * The promise the previous reply offered, when "yes" / "no" answers one: the caller's latest
 * analysis, not yet accepted, whose order the last assistant turn names (a promise reply names the
 * order Accept would book). Undefined otherwise: the yes or no is about a schedule proposal.
 */
export async function promiseJustOffered(
  db: Kysely<Database>,
  caller: Caller,
  history: readonly Message[],
): Promise<StoredAnalysis | undefined> {
  const lastReply = history.findLast((m) => m.role === 'assistant')?.content;
  if (!lastReply) return undefined;
  const latest = await db
    .selectFrom('promise_analyses')
    .select('analysis_id')
    .where('owner_key', '=', caller.key)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return undefined;
  const analysis = await readAnalysis(db, caller, latest.analysis_id);
  if (analysis.accepted || !lastReply.includes(analysis.orderId)) return undefined;
  return analysis;
}

/**
 * "Yes, accept it" after a promise: the same accept as its Accept & Schedule button, with the
 * analysis as it was (an infeasible one, or one the plan or stock moved away from, is refused with
 * the reason), and Undo when the plan changed.
 */
export async function acceptOfferedPromise(
  db: Kysely<Database>,
  caller: Caller,
  analysis: StoredAnalysis,
  dataSource: 'default' | 'custom',
  language: string,
): Promise<Answer> {
  const tool = toolOf(language, 'apply_proposal');
  const { result } = analysis;
  const request = PromiseAcceptRequest.parse({
    analysis_id: analysis.analysisId,
    order_id: analysis.orderId,
    sku: result.sku,
    quantity: result.quantity,
    promised_date: result.promised_date,
    ...(analysis.customerId ? { customer_id: analysis.customerId } : {}),
    data_source: dataSource,
  });
  try {
    const accepted = await acceptPromise(db, caller, request);
    return {
      type: 'text',
      tool,
      text: t(language, accepted.change_id ? 'promiseChat.accepted' : 'promiseChat.acceptedFromStock', {
        order: accepted.order_id,
        salesOrder: accepted.sales_order_id,
      }),
      data: accepted,
      ...(accepted.change_id
        ? {
            actions: [
              {
                label: t(language, 'action.undo'),
                action: 'undo_change',
                data: { change_id: accepted.change_id },
              },
            ],
          }
        : {}),
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const reason = messageOf(error.code, localeOf(language), error.params);
    return { type: 'text', tool, text: t(language, 'promiseChat.notAccepted', { reason }) };
  }
}

/** "No" after a promise: nothing was booked, and nothing else is set aside. */
export function setAsideOfferedPromise(analysis: StoredAnalysis, language: string): Answer {
  return {
    type: 'text',
    tool: toolOf(language, 'discard_proposal'),
    text: t(language, 'promiseChat.setAside', {
      quantity: analysis.result.quantity,
      sku: analysis.result.sku,
    }),
  };
}
