import type { InventoryChatResponse } from '@takt/contract';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { askInventory } from '../../api/inventory-chat-api.ts';

export const EMPTY_REPLY_TEXT = 'Command processed successfully';
export const UNKNOWN_ERROR_TEXT = 'Unknown error';

export interface InventoryChatMessage {
  id: number;
  role: 'user' | 'assistant' | 'error';
  content: string;
  timestamp: Date;
  visualization?: InventoryChatResponse['visualization'];
  suggested_actions?: InventoryChatResponse['suggested_actions'];
}

/** The failure text of enterprise-shell §8: 'Error: {message}', or 'Unknown error' when there is none. */
export function inventoryFailureText(error: unknown): string {
  const message =
    error instanceof ApiError
      ? error.serverMessage || error.message
      : error instanceof Error
        ? error.message
        : '';
  return message ? `Error: ${message}` : UNKNOWN_ERROR_TEXT;
}

/**
 * The MB51 AI Assistant conversation: blank messages are ignored, one question at a time.
 * `onSucceeded` runs after a reply that reports success (the Dashboard's figures may have changed).
 */
export function useInventoryChat(onSucceeded?: () => void) {
  const [messages, setMessages] = useState<InventoryChatMessage[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  const loading = useRef(false);
  const nextId = useRef(0);

  const append = useCallback((message: Omit<InventoryChatMessage, 'id' | 'timestamp'>) => {
    nextId.current += 1;
    const id = nextId.current;
    setMessages((current) => [...current, { ...message, id, timestamp: new Date() }]);
  }, []);

  const ask = useCallback(
    async (text: string) => {
      if (text.trim() === '' || loading.current) return;
      loading.current = true;
      setIsLoading(true);
      append({ role: 'user', content: text });
      try {
        const reply = await askInventory(text);
        append({
          role: 'assistant',
          content: reply.message.trim() === '' ? EMPTY_REPLY_TEXT : reply.message,
          visualization: reply.visualization,
          suggested_actions: reply.suggested_actions,
        });
        if (reply.success) onSucceeded?.();
      } catch (error) {
        append({ role: 'error', content: inventoryFailureText(error) });
      } finally {
        loading.current = false;
        setIsLoading(false);
      }
    },
    [append, onSucceeded],
  );

  return { messages, isLoading, ask };
}
