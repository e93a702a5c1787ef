import type { AssistantReply, LineBalancingResult } from '@takt/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applyOrderProposal, askAssistant, discardChatProposal } from '../../api/assistant-api.ts';
import { ApiError } from '../../api/client.ts';
import { acceptPromise, type PromiseAcceptInput } from '../../api/promise-api.ts';
import { discardScheduleRun, undoScheduleChange } from '../../api/takt-api.ts';
import { t } from '../../i18n/t.ts';
import { forgetSchedule, forgetTransferred, recordTransferred } from '../schedule/schedule-storage.ts';
import { transferToSystem } from '../schedule/transfer-schedule.ts';
import { applyTransferProposal } from './apply-transfer.ts';
import { assistantRequestFor } from './assistant-request.ts';
import {
  assistantNote,
  type ChatMessage,
  type ChatProposalStatus,
  type MessageAction,
  userMessage,
  welcomeMessage,
} from './chat-message.ts';
import { ERROR_MOOD_RESET_MS, type MascotMood, moodAfterReply } from './mascot-mood.ts';
import { failureMessage, replyMessage } from './reply-message.ts';
import { saveSchedule } from './save-schedule.ts';

/** A suggested action and the panel's handle send this long after filling the input (assistant-and-gantt §9). */
export const DELAYED_SEND_MS = 100;

export interface AssistantChatOptions {
  /** Receives line_balancing_details when a reply carries them (assistant-and-gantt §4). */
  onLineBalancingDetails?: (details: LineBalancingResult) => void;
}

/**
 * The conversation of the chat panel (assistant-and-gantt §4, §7, §8): the welcome message, the
 * sending rules, the mascot's mood, the replies and the actions under them.
 */
export function useAssistantChat({ onLineBalancingDetails }: AssistantChatOptions = {}) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [welcomeMessage(new Date())]);
  const [input, setInput] = useState('');
  const [isPending, setIsPending] = useState(false);
  const [mood, setMood] = useState<MascotMood>('happy');
  // Refs, not state: two sends in one tick must see each other, and a reply must see the latest list.
  const pending = useRef(false);
  const latestMessages = useRef(messages);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const onDetails = useRef(onLineBalancingDetails);
  onDetails.current = onLineBalancingDetails;

  const later = useCallback((run: () => void, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, delayMs);
    timers.current.add(timer);
  }, []);

  useEffect(() => {
    const scheduled = timers.current;
    return () => {
      for (const timer of scheduled) clearTimeout(timer);
      scheduled.clear();
    };
  }, []);

  const append = useCallback((message: ChatMessage) => {
    latestMessages.current = [...latestMessages.current, message];
    setMessages(latestMessages.current);
  }, []);

  /** Marks the replies carrying a schedule run as transferred, discarded or a proposal again. */
  const setPlanStatus = useCallback((runId: string, status: NonNullable<ChatMessage['plan']>['status']) => {
    latestMessages.current = latestMessages.current.map((message) =>
      message.plan?.runId === runId ? { ...message, plan: { ...message.plan, status } } : message,
    );
    setMessages(latestMessages.current);
  }, []);

  /** Marks the reply carrying an order or transfer proposal as applied, discarded or undone. */
  const setProposalStatus = useCallback((proposalId: string, status: ChatProposalStatus) => {
    latestMessages.current = latestMessages.current.map((message) =>
      message.chatProposal?.proposalId === proposalId
        ? { ...message, chatProposal: { ...message.chatProposal, status } }
        : message,
    );
    setMessages(latestMessages.current);
  }, []);

  const send = useCallback(
    async (text: unknown) => {
      if (typeof text !== 'string' || text.trim() === '' || pending.current) return;
      const earlier = latestMessages.current;
      pending.current = true;
      setIsPending(true);
      setInput('');
      setMood('thinking');
      append(userMessage(text, new Date()));
      try {
        const { reply, lineBalancingDetails } = await askAssistant(assistantRequestFor(text, earlier));
        // "Yes, apply it" / "no, discard it" in words: the proposal they name changes status as with its buttons.
        const confirmed = confirmedProposal(reply);
        if (confirmed?.runId) {
          if (confirmed.changeId) recordTransferred(confirmed.runId, confirmed.changeId);
          setPlanStatus(confirmed.runId, confirmed.status === 'applied' ? 'released' : 'discarded');
        }
        if (confirmed?.proposalId) setProposalStatus(confirmed.proposalId, confirmed.status);
        append(replyMessage(reply, new Date()));
        setMood(moodAfterReply(text, reply));
        if (lineBalancingDetails !== null) onDetails.current?.(lineBalancingDetails);
      } catch (error) {
        append(failureMessage(error, new Date()));
        setMood('alert');
        later(() => setMood('happy'), ERROR_MOOD_RESET_MS);
      } finally {
        pending.current = false;
        setIsPending(false);
      }
    },
    [append, later, setPlanStatus, setProposalStatus],
  );

  /** Puts a prompt in the input and sends it 100 ms later, as a suggested action does. */
  const sendAfterDelay = useCallback(
    (prompt: string) => {
      setInput(prompt);
      later(() => void send(prompt), DELAYED_SEND_MS);
    },
    [later, send],
  );

  const runAction = useCallback(
    (action: MessageAction) => {
      if (action.action === 'send_prompt') {
        sendAfterDelay(action.data.prompt);
        return;
      }
      if (action.action === 'apply_schedule') {
        void transferAndRecord(action.data, append, setPlanStatus);
        return;
      }
      if (action.action === 'discard' && action.data.proposal_id) {
        const proposalId = action.data.proposal_id;
        void discardChatProposal(proposalId)
          .then(() => {
            setProposalStatus(proposalId, 'discarded');
            append(assistantNote(t('as.proposalDiscarded'), new Date()));
          })
          .catch((error: unknown) =>
            append(assistantNote(t('as.couldNotDiscard', { why: messageOf(error) }), new Date())),
          );
        return;
      }
      if (action.action === 'discard') {
        const runId = action.data.run_id;
        if (runId) {
          forgetSchedule(runId);
          setPlanStatus(runId, 'discarded');
          // The server marks it too, so a typed "yes" later does not apply it.
          void discardScheduleRun(runId).catch((error: unknown) =>
            append(assistantNote(t('as.couldNotDiscard', { why: messageOf(error) }), new Date())),
          );
        }
        append(assistantNote(t('plan.discarded'), new Date()));
        return;
      }
      if (
        action.action === 'update_order' ||
        action.action === 'create_order' ||
        action.action === 'split_order' ||
        action.action === 'release_order'
      ) {
        const proposalId = action.data.proposal_id;
        void applyOrderProposal(action.action, action.data)
          .then((applied) => {
            if (proposalId) setProposalStatus(proposalId, 'applied');
            append({
              ...assistantNote(t('as.orderApplied'), new Date()),
              actions: [
                {
                  label: t('plan.undo'),
                  action: 'undo_change',
                  data: { change_id: applied.change_id, ...(proposalId ? { proposal_id: proposalId } : {}) },
                },
              ],
            });
          })
          .catch((error: unknown) =>
            append(assistantNote(t('as.couldNotApply', { why: messageOf(error) }), new Date())),
          );
        return;
      }
      if (action.action === 'transfer_stock') {
        void applyTransferProposal(action.data)
          .then((moved) => {
            if (action.data.proposal_id) setProposalStatus(action.data.proposal_id, 'applied');
            append(assistantNote(moved, new Date()));
          })
          .catch((error: unknown) =>
            append(assistantNote(t('as.couldNotApply', { why: messageOf(error) }), new Date())),
          );
        return;
      }
      if (action.action === 'accept_promise') {
        void acceptAndRecord(action.data, append);
        return;
      }
      if (action.action === 'undo_change') {
        const { change_id: changeId, run_id: runId, proposal_id: proposalId } = action.data;
        void undoScheduleChange(changeId)
          .then(() => {
            if (runId) {
              forgetTransferred(runId);
              setPlanStatus(runId, 'proposal');
            }
            if (proposalId) setProposalStatus(proposalId, 'undone');
            append(assistantNote(t('plan.undone'), new Date()));
          })
          .catch((error: unknown) =>
            append(assistantNote(t('as.couldNotUndo', { why: messageOf(error) }), new Date())),
          );
        return;
      }
      if (action.action === 'save_schedule') {
        saveSchedule(action.data);
        append(assistantNote(t('as.scheduleSaved'), new Date()));
      }
    },
    [append, sendAfterDelay, setPlanStatus, setProposalStatus],
  );

  return { messages, input, setInput, isPending, mood, send, sendAfterDelay, runAction };
}

/** The server's own explanation when it gave one (a stale proposal, a changed order), else the error. */
function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return error instanceof Error ? error.message : t('as.unknownError');
}

/**
 * Transfer to System from a reply: the same action as PP01's (issue 9). The plan becomes the
 * released plan, every screen shows it so, and the reply offers to undo it.
 */
async function transferAndRecord(
  reply: Extract<MessageAction, { action: 'apply_schedule' }>['data'],
  append: (message: ChatMessage) => void,
  setPlanStatus: (runId: string, status: 'released') => void,
) {
  try {
    const transferred = await transferToSystem(reply);
    setPlanStatus(reply.run_id, 'released');
    const note = assistantNote(t('plan.transferred', { orders: transferred.orders }), new Date());
    append(
      transferred.changeId
        ? {
            ...note,
            actions: [
              {
                label: t('plan.undo'),
                action: 'undo_change',
                data: { change_id: transferred.changeId, run_id: reply.run_id },
              },
            ],
          }
        : note,
    );
  } catch (error) {
    append(assistantNote(t('as.couldNotTransfer', { why: messageOf(error) }), new Date()));
  }
}

/**
 * Accept & Schedule from a promise reply (issue 13): the analysis goes to acceptPromise as the server
 * analysed it; the note names the order and its sales order, with Undo when the plan changed.
 */
async function acceptAndRecord(data: Record<string, string>, append: (message: ChatMessage) => void) {
  try {
    const accepted = await acceptPromise(promiseAcceptOf(data));
    const text = accepted.change_id
      ? t('as.promiseScheduled', { order: accepted.order_id, salesOrder: accepted.sales_order_id })
      : t('as.promiseFromStock', { order: accepted.order_id, salesOrder: accepted.sales_order_id });
    const note = assistantNote(text, new Date());
    append(
      accepted.change_id
        ? {
            ...note,
            actions: [
              {
                label: t('plan.undo'),
                action: 'undo_change',
                data: { change_id: accepted.change_id },
              },
            ],
          }
        : note,
    );
  } catch (error) {
    append(assistantNote(t('as.couldNotApply', { why: messageOf(error) }), new Date()));
  }
}

/** The action's data (strings, as a reply's actions carry them) as acceptPromise's request. */
function promiseAcceptOf(data: Record<string, string>): PromiseAcceptInput {
  return {
    analysis_id: data.analysis_id ?? '',
    order_id: data.order_id ?? '',
    sku: data.sku ?? '',
    quantity: Number(data.quantity),
    promised_date: data.promised_date ?? '',
    ...(data.customer_id ? { customer_id: data.customer_id } : {}),
    ...(data.data_source === 'custom' || data.data_source === 'default'
      ? { data_source: data.data_source }
      : {}),
  };
}

/**
 * The proposal a chat reply applied or set aside ("yes, apply it", "no"), with its new status: a
 * schedule proposal by its run, an order proposal by its recorded id.
 */
function confirmedProposal(
  reply: AssistantReply,
): { runId?: string; proposalId?: string; status: 'applied' | 'discarded'; changeId?: string } | undefined {
  if (reply.type === 'schedule') return undefined;
  const data = (reply.data ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : undefined);
  const changeId = text('change_id');
  if (reply.tool.name === 'apply_proposal' && (text('run_id') || text('proposal_id')))
    return {
      ...(text('run_id') ? { runId: text('run_id') } : {}),
      ...(text('proposal_id') ? { proposalId: text('proposal_id') } : {}),
      status: 'applied',
      ...(changeId ? { changeId } : {}),
    };
  if (reply.tool.name === 'discard_proposal' && (text('discarded_run_id') || text('discarded_proposal_id')))
    return {
      ...(text('discarded_run_id') ? { runId: text('discarded_run_id') } : {}),
      ...(text('discarded_proposal_id') ? { proposalId: text('discarded_proposal_id') } : {}),
      status: 'discarded',
    };
  return undefined;
}
