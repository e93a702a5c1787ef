import { type TextReply, TransferRequest } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Caller } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import { messageOf } from '../../i18n/error-messages.ts';
import { localeOf } from '../../i18n/locale.ts';
import { t } from '../../i18n/translate.ts';
import { transferStock } from '../inventory/transfer.ts';
import { closeChatProposal } from '../proposals/close-chat-proposal.ts';
import { applyOrderProposal } from '../schedule/order-proposal-apply.ts';
import { applyProposal } from '../schedule/plan-changes.ts';
import { discardScheduleProposal, type LatestProposal, latestProposal } from './chat-proposals.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data' | 'actions'>;
type Language = 'en' | 'pt';

const commandOf = (latest: LatestProposal) =>
  (latest.kind === 'order' ? latest.proposal.command : latest.command).slice(0, 200);

/** A stock transfer proposal's Apply, as its button sends it (quantity as a number), with its id. */
const transferOf = (data: Record<string, string>, proposalId: string) =>
  TransferRequest.parse({ ...data, quantity: Number(data.quantity), proposal_id: proposalId });

/**
 * "Yes, apply it": applies the latest proposal of the conversation, whatever its kind, through the
 * same Apply as its button — so a plan or an order changed since is refused with the 409's own
 * explanation, and of a button and a yes at once only one applies — and offers its undo. An older
 * proposal is never applied: a latest one applied or discarded already is said so, nothing open is
 * said so, and nothing changes.
 */
export async function answerApplyPrevious(
  db: Kysely<Database>,
  caller: Caller,
  language: Language,
  now: Date,
): Promise<Answer> {
  const tool = toolOf(language, 'apply_proposal');
  const latest = await latestProposal(db, caller);
  if (!latest) return { type: 'text', tool, text: t(language, 'confirm.nothing') };
  const command = commandOf(latest);
  if (latest.state !== 'open') {
    const key = latest.state === 'applied' ? 'confirm.latestApplied' : 'confirm.latestDiscarded';
    return { type: 'text', tool, text: t(language, key, { command }) };
  }
  try {
    if (latest.kind === 'order') {
      const applied = await applyOrderProposal(db, caller, latest.proposal, now, latest.proposalId);
      return {
        type: 'text',
        tool,
        text: t(language, 'confirm.orderApplied', { command }),
        data: { proposal_id: latest.proposalId, ...applied },
        // The proposal's id goes with its undo, so the screens can mark it undone.
        actions: [undoAction(language, applied.change_id, latest.proposalId)],
      };
    }
    if (latest.kind === 'transfer') {
      const request = transferOf(latest.data, latest.proposalId);
      const moved = await transferStock(db, caller, request, now, localeOf(language));
      return {
        type: 'text',
        tool,
        text: t(language, 'confirm.transferApplied', { command, moved: moved.message }),
        data: { proposal_id: latest.proposalId },
      };
    }
    const applied = await applyProposal(db, caller, latest.runId);
    return {
      type: 'text',
      tool,
      text: t(language, 'confirm.applied', { command, orders: applied.applied_orders }),
      data: { run_id: latest.runId, change_id: applied.change_id },
      actions: [undoAction(language, applied.change_id)],
    };
  } catch (error) {
    // A stale proposal, or one a button applied a moment before: the planner reads why, nothing changed.
    if (!(error instanceof AppError) || error.status !== 409) throw error;
    const reason = messageOf(error.code, localeOf(language), error.params);
    return { type: 'text', tool, text: t(language, 'confirm.notApplied', { reason }) };
  }
}

/**
 * "No, discard it": sets the latest open proposal aside, of either kind — nothing was written for
 * it, and now a later "yes" will not apply it — and says which, so the screens can mark it.
 */
export async function answerDiscardPrevious(
  db: Kysely<Database>,
  caller: Caller,
  language: Language,
): Promise<Answer> {
  const tool = toolOf(language, 'discard_proposal');
  const latest = await latestProposal(db, caller);
  if (!latest) return { type: 'text', tool, text: t(language, 'confirm.nothingToDiscard') };
  const command = commandOf(latest);
  if (latest.state !== 'open') {
    const key = latest.state === 'applied' ? 'confirm.discardApplied' : 'confirm.discardDiscarded';
    return { type: 'text', tool, text: t(language, key, { command }) };
  }
  try {
    if (latest.kind === 'schedule') await discardScheduleProposal(db, caller.key, latest.runId);
    else await closeChatProposal(db, caller.key, latest.proposalId, 'discarded');
  } catch (error) {
    // Applied by its button a moment ago: say so rather than claim it was set aside.
    if (error instanceof AppError && error.code === 'PROPOSAL_APPLIED')
      return { type: 'text', tool, text: t(language, 'confirm.discardApplied', { command }) };
    throw error;
  }
  if (latest.kind === 'schedule')
    return {
      type: 'text',
      tool,
      text: t(language, 'confirm.discarded', { command }),
      data: { discarded_run_id: latest.runId },
    };
  return {
    type: 'text',
    tool,
    text: t(language, latest.kind === 'order' ? 'confirm.orderDiscarded' : 'confirm.transferDiscarded', {
      command,
    }),
    data: { discarded_proposal_id: latest.proposalId },
  };
}

function undoAction(language: Language, changeId: string, proposalId?: string) {
  return {
    label: t(language, 'action.undo'),
    action: 'undo_change',
    data: { change_id: changeId, ...(proposalId ? { proposal_id: proposalId } : {}) },
  };
}
