import { type AssistantReply, Report } from '@takt/contract';
import { ApiError } from '../../api/client.ts';
import { t } from '../../i18n/t.ts';
import { kpisWithChanges } from '../schedule/changes-format.ts';
import { canTransfer, planStatus } from '../schedule/plan-status.ts';
import { transferredChangeOf } from '../schedule/schedule-storage.ts';
import {
  type ChatMessage,
  CONFIDENCE,
  type MessageAction,
  nextMessageId,
  type ReasoningEntry,
} from './chat-message.ts';

/** The KPI that is a nested object of solver timings, not a figure for the planner. */
const HIDDEN_KPI = 'solver_times';

function reasoningOf(reply: AssistantReply, now: Date): ReasoningEntry[] {
  return (reply.reasoning_trace ?? []).map((entry) => ({ ...entry, timestamp: now }));
}

function actionsOf(reply: AssistantReply): MessageAction[] {
  const prompts: MessageAction[] = (reply.suggested_actions ?? []).map((suggested) => ({
    label: suggested.label,
    action: 'send_prompt',
    data: { prompt: suggested.prompt },
  }));
  if (reply.type !== 'schedule') {
    const orderActions = (reply.actions ?? []).flatMap((a): MessageAction[] => {
      if (
        a.action === 'update_order' ||
        a.action === 'create_order' ||
        a.action === 'split_order' ||
        a.action === 'release_order' ||
        a.action === 'accept_promise' ||
        a.action === 'transfer_stock'
      )
        return [{ label: a.label, action: a.action, data: a.data }];
      if (a.action === 'discard')
        return [
          {
            label: a.label,
            action: 'discard',
            data: { run_id: '', ...(a.data.proposal_id ? { proposal_id: a.data.proposal_id } : {}) },
          },
        ];
      // "Undo that" in chat: the server names the latest change; the button undoes exactly it.
      if (a.action === 'undo_change' && a.data.change_id) {
        const { change_id, proposal_id } = a.data;
        return [
          {
            label: a.label,
            action: 'undo_change',
            data: { change_id, ...(proposal_id ? { proposal_id } : {}) },
          },
        ];
      }
      return [];
    });
    return [...prompts, ...orderActions];
  }
  // The plan's own status decides its buttons, as in PP01: Transfer to System for a feasible plan
  // not yet released, Discard for a proposal, neither for a plan that breaks a hard rule (issue 9).
  const status = planStatus(reply, transferredChangeOf(reply.run_id));
  const release: MessageAction[] = canTransfer(status)
    ? [{ label: t('plan.transfer'), action: 'apply_schedule', data: reply }]
    : [];
  if (status === 'proposal')
    release.push({ label: t('plan.discard'), action: 'discard', data: { run_id: reply.run_id } });
  return [...prompts, ...release, { label: t('as.saveSchedule'), action: 'save_schedule', data: reply }];
}

function metricsOf(reply: AssistantReply): Record<string, unknown> | undefined {
  const figures =
    reply.type === 'schedule'
      ? Object.fromEntries(
          Object.entries(kpisWithChanges(reply.kpis, reply.changes_summary)).filter(
            ([key]) => key !== HIDDEN_KPI,
          ),
        )
      : reply.metrics;
  return figures && Object.keys(figures).length > 0 ? figures : undefined;
}

/**
 * The assistant's message for a reply (assistant-and-gantt §7): its text or "I processed your
 * request.", confidence 0.9 for a schedule and 0.7 otherwise, the reasoning trace, the suggested
 * actions as buttons (plus Save Schedule for a schedule), the changes summary and the figures.
 */
export function replyMessage(reply: AssistantReply, now: Date): ChatMessage {
  const message: ChatMessage = {
    id: nextMessageId(),
    role: 'assistant',
    content: reply.text.trim() === '' ? t('as.emptyReply') : reply.text,
    timestamp: now,
    confidence: reply.type === 'schedule' ? CONFIDENCE.schedule : CONFIDENCE.other,
    needs_clarification: reply.needs_clarification ?? false,
    reasoning_trace: reasoningOf(reply, now),
    actions: actionsOf(reply),
  };
  if (reply.type === 'schedule') {
    message.changes_summary = reply.changes_summary;
    message.plan = {
      runId: reply.run_id,
      status: planStatus(reply, transferredChangeOf(reply.run_id)),
      baseline: reply.baseline,
      feasibility: reply.feasibility,
    };
  }
  // An order or transfer proposal the server recorded: its buttons follow its standing.
  const apply = reply.actions?.find((a) => a.action.endsWith('_order') || a.action === 'transfer_stock');
  const proposalId = apply?.data.proposal_id;
  if (reply.type !== 'schedule' && apply && proposalId)
    message.chatProposal = {
      proposalId,
      kind: apply.action === 'transfer_stock' ? 'transfer' : 'order',
      status: 'proposal',
    };
  const metrics = metricsOf(reply);
  if (metrics) message.metrics = metrics;
  if (reply.type === 'report') {
    const report = Report.safeParse((reply.data as { report?: unknown } | undefined)?.report);
    if (report.success) message.report = report.data;
  }
  return message;
}

/** A failed call (assistant-and-gantt §8): the spec's text, confidence 0, and why in the trace. */
export function failureMessage(error: unknown, now: Date): ChatMessage {
  // A reply off the contract is worded in the planner's language; other failures say what failed.
  const offContract = error instanceof ApiError && error.kind === 'contract';
  const why = offContract
    ? t('as.replyOffContract')
    : error instanceof Error && error.message
      ? error.message
      : t('as.requestFailed');
  return {
    id: nextMessageId(),
    role: 'assistant',
    content: t('as.failedCall'),
    timestamp: now,
    confidence: CONFIDENCE.error,
    reasoning_trace: [{ timestamp: now, type: 'error', content: why }],
  };
}
