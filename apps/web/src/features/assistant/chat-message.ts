import type { AssistantReply, ChangesSummary, Report, ScheduleResult } from '@takt/contract';
import { t } from '../../i18n/t.ts';
import type { PlanStatus } from '../schedule/plan-status.ts';

/** The kinds of step in a reasoning trace (assistant-and-gantt §3). */
export type ReasoningType = 'thinking' | 'tool' | 'query' | 'decision' | 'clarification' | 'error';

export interface ReasoningEntry {
  /** When the step was recorded; the server's steps get the time their reply arrived. */
  timestamp: Date;
  type: ReasoningType;
  content: string;
  details?: unknown;
}

/**
 * A button under a message (assistant-and-gantt §3 actions): a suggested prompt to send, or the
 * schedule to save. Other action kinds are not shown.
 */
export type MessageAction =
  | { label: string; action: 'send_prompt'; data: { prompt: string } }
  | { label: string; action: 'save_schedule'; data: Extract<AssistantReply, { type: 'schedule' }> }
  /**
   * A proposal: Transfer to System makes it the released plan (recorded, undoable), Discard leaves
   * the plan as it is (issue 9: one action, one wording, in PP01 and here).
   */
  | { label: string; action: 'apply_schedule'; data: Extract<AssistantReply, { type: 'schedule' }> }
  /** Discard of a schedule proposal (its run) or of an order proposal (its recorded id). */
  | { label: string; action: 'discard'; data: { run_id: string; proposal_id?: string } }
  /**
   * Undoes a recorded change; `run_id` names the transferred schedule run it undoes, `proposal_id`
   * the order proposal, when it was one.
   */
  | {
      label: string;
      action: 'undo_change';
      data: { change_id: string; run_id?: string; proposal_id?: string };
    }
  /** An order proposal: Apply sends it to the orders API as it stands in the proposal. */
  | {
      label: string;
      action: 'update_order' | 'create_order' | 'split_order' | 'release_order';
      data: Record<string, string>;
    }
  /** A stock transfer proposal (issue 14): Apply posts its data to the transfer API as it stands. */
  | { label: string; action: 'transfer_stock'; data: Record<string, string> }
  /**
   * A feasible delivery promise (issue 13): Accept & Schedule sends its analysis to acceptPromise as
   * the server analysed it (analysis_id, order_id, sku, quantity, promised_date, customer_id, data_source).
   */
  | { label: string; action: 'accept_promise'; data: Record<string, string> };

export type ChatProposalStatus = 'proposal' | 'applied' | 'discarded' | 'undone';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: Date;
  confidence?: number;
  needs_clarification?: boolean;
  reasoning_trace?: ReasoningEntry[];
  actions?: MessageAction[];
  /** A schedule reply's change summary, shown under the text. */
  changes_summary?: ChangesSummary | null;
  /** The figures of a reply (a report's metrics, a schedule's KPIs), shown under the text. */
  metrics?: Record<string, unknown>;
  /** A report reply's report (issue 16): its chart and its printable page are shown under the text. */
  report?: Report;
  /**
   * A schedule reply's plan: what it is (a proposal until transferred or discarded, the released
   * plan once transferred, or infeasible) and what it breaks, if anything (issue 9).
   */
  /**
   * An order or stock-transfer proposal's standing (a reply with its Apply): a proposal until
   * applied or discarded, by its buttons or in words ("yes, apply it", "no"), and undone by Undo.
   */
  chatProposal?: { proposalId: string; kind: 'order' | 'transfer'; status: ChatProposalStatus };
  plan?: {
    runId: string;
    status: PlanStatus | 'discarded';
    baseline: ScheduleResult['baseline'];
    feasibility: ScheduleResult['feasibility'];
  };
}

/** Confidences of assistant-and-gantt §9. */
export const CONFIDENCE = { welcome: 1, schedule: 0.9, other: 0.7, error: 0 } as const;

let lastId = 0;

/** A message id unique within the page. */
export function nextMessageId(): string {
  lastId += 1;
  return `message-${lastId}`;
}

/**
 * The first message of every conversation: the greeting in the screen's language, with
 * confidence 1 (assistant-and-gantt §4).
 */
export function welcomeMessage(now: Date): ChatMessage {
  return {
    id: nextMessageId(),
    role: 'assistant',
    content: t('as.welcome'),
    timestamp: now,
    confidence: CONFIDENCE.welcome,
  };
}

export function userMessage(content: string, now: Date): ChatMessage {
  return { id: nextMessageId(), role: 'user', content, timestamp: now };
}

export function assistantNote(content: string, now: Date): ChatMessage {
  return { id: nextMessageId(), role: 'assistant', content, timestamp: now };
}
