import type { ScheduleRunRequest } from '@takt/contract';
import { STORAGE_KEYS } from '../../api/browser-identity.ts';
import type { ChatMessage } from './chat-message.ts';

/** How many earlier messages go with each request (assistant-and-gantt §9). */
export const HISTORY_LENGTH = 5;

/** The last 5 earlier messages as role and content (assistant-and-gantt §7). */
export function conversationHistory(
  earlier: readonly ChatMessage[],
): ScheduleRunRequest['conversation_history'] {
  return earlier.slice(-HISTORY_LENGTH).map(({ role, content }) => ({ role, content }));
}

/**
 * The body of POST /schedule/run (assistant-and-gantt §7): the fixed source, data source and
 * backend. The planner's text goes unchanged: one interpreter, on the server, decides what it means
 * and whether it reschedules (issue 10; it replaces §4's wording added here). No baseline is sent:
 * the server compares with the dataset's released plan, the one meaning of baseline (issue 9).
 */
export function assistantRequestFor(text: string, earlier: readonly ChatMessage[]): ScheduleRunRequest {
  return {
    prompt: text,
    source: 'playground',
    data_source: 'default',
    backend: 'openrouter',
    algorithm: 'auto',
    sync_sap: false,
    language: localStorage.getItem(STORAGE_KEYS.language) ?? 'en',
    conversation_history: conversationHistory(earlier),
  };
}
