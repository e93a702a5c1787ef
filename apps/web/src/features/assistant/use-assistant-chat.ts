import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { applyOrderProposal, applyProposal, askAssistant, undoChange } from './assistant-api.ts';
import { assistantRequestFor } from './assistant-request.ts';
import {
  assistantNote,
  type ChatMessage,
  type MessageAction,
  SCHEDULE_SAVED_TEXT,
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
  onLineBalancingDetails?: (details: unknown) => void;
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
    [append, later],
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
        void applyAndRecord(action.data, append);
        return;
      }
      if (action.action === 'discard') {
        append(assistantNote(DISCARDED_TEXT, new Date()));
        return;
      }
      if (action.action === 'update_order' || action.action === 'create_order') {
        void applyOrderProposal(action.action, action.data)
          .then((applied) =>
            append({
              ...assistantNote(ORDER_APPLIED_TEXT, new Date()),
              actions: [{ label: 'Undo', action: 'undo_change', data: { change_id: applied.change_id } }],
            }),
          )
          .catch((error: unknown) =>
            append(assistantNote(`Could not apply: ${messageOf(error)}`, new Date())),
          );
        return;
      }
      if (action.action === 'undo_change') {
        void undoChange(action.data.change_id)
          .then(() => append(assistantNote(UNDONE_TEXT, new Date())))
          .catch((error: unknown) =>
            append(assistantNote(`Could not undo: ${messageOf(error)}`, new Date())),
          );
        return;
      }
      if (action.action === 'save_schedule') {
        saveSchedule(action.data);
        append(assistantNote(SCHEDULE_SAVED_TEXT, new Date()));
      }
    },
    [append, sendAfterDelay],
  );

  return { messages, input, setInput, isPending, mood, send, sendAfterDelay, runAction };
}

const DISCARDED_TEXT = 'Discarded: the plan is unchanged.';
const ORDER_APPLIED_TEXT =
  'Applied: the order is saved in your plan. The change is recorded and can be undone.';
const UNDONE_TEXT = 'Undone: the plan is back as it was before that change.';

/** The server's own explanation when it gave one (a stale proposal, a changed order), else the error. */
function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return error instanceof Error ? error.message : 'Unknown error';
}

/** Applies a proposal, keeps it as the latest schedule, and offers to undo it. */
async function applyAndRecord(
  reply: Extract<MessageAction, { action: 'apply_schedule' }>['data'],
  append: (message: ChatMessage) => void,
) {
  try {
    const applied = await applyProposal(reply.run_id);
    saveSchedule(reply);
    const note = assistantNote(
      `Applied to your plan (${applied.applied_orders} orders). The change is recorded and can be undone.`,
      new Date(),
    );
    append({
      ...note,
      actions: [{ label: 'Undo', action: 'undo_change', data: { change_id: applied.change_id } }],
    });
  } catch (error) {
    append(assistantNote(`Could not apply: ${messageOf(error)}`, new Date()));
  }
}
