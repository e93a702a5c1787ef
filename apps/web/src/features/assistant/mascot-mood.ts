import type { AssistantReply } from '@takt/contract';

/** The mascot's moods (assistant-and-gantt §4). */
export type MascotMood = 'happy' | 'thinking' | 'alert' | 'working';

/** After a failed call the mascot is alert this long, then happy again (assistant-and-gantt §9). */
export const ERROR_MOOD_RESET_MS = 3_000;

/** Trouble in the planner's words, English or Portuguese ("quebrou", "falha", "erro", "problema", "parou"). */
const TROUBLE = /broke|failure|error|problem|quebr|falh|erro|pane\b|parou|parad[ao]/i;

/** The mood once a reply arrives: alert for an error reply or a message about trouble, else working. */
export function moodAfterReply(message: string, reply: AssistantReply): MascotMood {
  if (reply.type === 'error') return 'alert';
  return TROUBLE.test(message) ? 'alert' : 'working';
}
