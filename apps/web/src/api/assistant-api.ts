import type { ScheduleRunRequest } from '@takt/contract';
import { ApplyOrderProposalResponse, AssistantReply } from '@takt/contract';
import { ApiError, requestJson, requestParsed } from './client.ts';

/** What a reply off the contract is said with here; the chat words it in the planner's language. */
const OFF_CONTRACT = "The server's answer to /schedule/run does not match the contract.";

export interface AssistantAnswer {
  reply: AssistantReply;
  /** Line-balancing results, handed to the page as they came (assistant-and-gantt §4); null when absent. */
  lineBalancingDetails: unknown;
}

function lineBalancingDetailsOf(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return null;
  const fields = body as Record<string, unknown>;
  if (fields.line_balancing_details !== undefined) return fields.line_balancing_details;
  const data = fields.data;
  if (typeof data === 'object' && data !== null && 'line_balancing_details' in data) {
    return (data as Record<string, unknown>).line_balancing_details ?? null;
  }
  return null;
}

/**
 * POST /schedule/run from the chat panel (assistant-and-gantt §7). The reply is checked against
 * the contract; line_balancing_details, which the contract does not describe, is read as it came.
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
  return { reply: parsed.data, lineBalancingDetails: lineBalancingDetailsOf(body) };
}

/** Applies an order proposal of the assistant; the server records it so it can be undone. */
export function applyOrderProposal(
  action: 'update_order' | 'create_order' | 'split_order',
  data: Record<string, string>,
) {
  return requestParsed('/assistant/apply-order', ApplyOrderProposalResponse, {
    method: 'POST',
    body: { kind: action, command: data.command ?? '', data },
  });
}
