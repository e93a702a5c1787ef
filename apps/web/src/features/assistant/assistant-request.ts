import type { ScheduleRunRequest } from '@takt/contract';
import { STORAGE_KEYS } from '../../api/browser-identity.ts';
import type { ChatMessage } from './chat-message.ts';

/** How many earlier messages go with each request (assistant-and-gantt §9). */
export const HISTORY_LENGTH = 5;

const MACHINE =
  /\b(machine|press|prensa|m[áa]quina|mixer|banbury|extruder|extrusora|mill|line|linha|work ?center|[a-z]{3}-\d{2})\b/i;
const BREAKDOWN = /\b(broke|broken|breakdown|breaks|failure|failed|quebrou|quebrada|falha|parou)\b/i;
const DISRUPTION =
  /\b(material delay|delayed material|rush order|urgent order|reschedul\w*|atraso de material|pedido urgente|reprogram\w*)\b/i;
const PORTUGUESE = /[ãõç]|\b(prensa|m[áa]quina|quebrou|falha|atraso|pedido|urgente|reprogram\w*|horas)\b/i;

/**
 * The rescheduling-intent rule (assistant-and-gantt §4): a machine together with broke,
 * breakdown or failure, or a material delay, a rush order or a reschedule.
 */
export function isReschedulingIntent(text: string): boolean {
  return (MACHINE.test(text) && BREAKDOWN.test(text)) || DISRUPTION.test(text);
}

// Worded so that the offline interpreter reads every word as written (it "corrects" "changes").
const WORDING = {
  en: 'Adjust the current schedule for this disruption and show the change.',
  pt: 'Ajuste o plano atual a esta interrupção e mostre as mudanças.',
};
const WORDED_TAIL =
  /\s*(?:Adjust the current schedule for this disruption|Ajuste o plano atual a esta interrupção)[^\n]*$/i;

/** The command without the wording added to it, as the planner typed it. */
export function unwordedPrompt(prompt: string): string {
  return prompt.replace(WORDED_TAIL, '');
}

/**
 * A rescheduling request is worded as "adjust ... disruption ... show the change"
 * (assistant-and-gantt §4), in the command's language so the interpreter keeps reading it right.
 */
export function wordedPrompt(text: string): string {
  const command = unwordedPrompt(text).trim();
  if (!isReschedulingIntent(command)) return text;
  return `${command}\n\n${PORTUGUESE.test(command) ? WORDING.pt : WORDING.en}`;
}

/** The last 5 earlier messages as role and content (assistant-and-gantt §7). */
export function conversationHistory(
  earlier: readonly ChatMessage[],
): ScheduleRunRequest['conversation_history'] {
  return earlier.slice(-HISTORY_LENGTH).map(({ role, content }) => ({ role, content }));
}

/**
 * The body of POST /schedule/run (assistant-and-gantt §7): the fixed source, data source and
 * backend. No baseline is sent, a rescheduling request included: the server compares with the
 * dataset's released plan, the one meaning of baseline in both faces (issue 9).
 */
export function assistantRequestFor(text: string, earlier: readonly ChatMessage[]): ScheduleRunRequest {
  return {
    prompt: wordedPrompt(text),
    source: 'playground',
    data_source: 'default',
    backend: 'openrouter',
    algorithm: 'auto',
    sync_sap: false,
    language: localStorage.getItem(STORAGE_KEYS.language) ?? 'en',
    conversation_history: conversationHistory(earlier),
  };
}
