import type { LineBalancingResult, ScheduleRunRequest } from '@takt/contract';
import { ApplyOrderProposalResponse, AssistantReply, DiscardProposalResponse } from '@takt/contract';
import { ApiError, requestJson, requestParsed } from './client.ts';

/** What a reply off the contract is said with here; the chat words it in the planner's language. */
const OFF_CONTRACT = "The server's answer to /schedule/run does not match the contract.";

export interface AssistantAnswer {
  reply: AssistantReply;
  /** The line-balancing analysis a balance command ran, for the Line Balancing tab (assistant-and-gantt §4); null when absent. */
  lineBalancingDetails: LineBalancingResult | null;
}

/**
 * POST /schedule/run from the chat panel (assistant-and-gantt §7). The reply is checked against
 * the contract, line_balancing_details included.
 */
export async function askAssistant(
  request: ScheduleRunRequest,
  signal?: AbortSignal,
): Promise<AssistantAnswer> {
  const body = await requestJson('/schedule/run', { method: 'POST', body: request, signal });
  const parsed = AssistantReply.safeParse(body);
  if (!parsed.success) {
    throw new ApiError('contract', OFF_CONTRACT);
  }
  return { reply: parsed.data, lineBalancingDetails: parsed.data.line_balancing_details ?? null };
}

/**
 * Applies an order proposal of the assistant; the server records it so it can be undone, and closes
 * the recorded proposal (its `proposal_id`) so a typed "yes" cannot apply it again.
 */
export function applyOrderProposal(
  action: 'update_order' | 'create_order' | 'split_order' | 'release_order',
  data: Record<string, string>,
) {
  return requestParsed('/assistant/apply-order', ApplyOrderProposalResponse, {
    method: 'POST',
    body: {
      kind: action,
      command: data.command ?? '',
      data,
      ...(data.proposal_id ? { proposal_id: data.proposal_id } : {}),
    },
  });
}

/** Discard of an order or transfer proposal: the server closes it, so a typed "yes" will not apply it. */
export function discardChatProposal(proposalId: string) {
  return requestParsed(
    `/assistant/proposals/${encodeURIComponent(proposalId)}/discard`,
    DiscardProposalResponse,
    { method: 'POST', body: {} },
  );
}
