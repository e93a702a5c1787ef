import { type InventoryChatResponse, TransferRequestBody } from '@takt/contract';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { postTransfer } from '../../api/inventory-api.ts';
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
  /** A proposal's Apply and Discard, until one of them is used. */
  actions?: NonNullable<InventoryChatResponse['actions']>;
}

export type InventoryChatAction = NonNullable<InventoryChatResponse['actions']>[number];

export const TRANSFER_DISCARDED_TEXT = 'Transfer discarded: no stock was moved.';

/** The transfer a `transfer_stock` proposal carries, as POST /inventory/transfer takes it. */
function transferOf(action: InventoryChatAction) {
  return TransferRequestBody.omit({ source: true }).parse({
    ...action.data,
    quantity: Number(action.data.quantity),
  });
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
          ...(reply.actions?.length ? { actions: reply.actions } : {}),
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

  /** Apply moves the proposed stock (the server's sentence is the reply); either button is used once. */
  const act = useCallback(
    async (messageId: number, action: InventoryChatAction) => {
      setMessages((current) => current.map((m) => (m.id === messageId ? { ...m, actions: undefined } : m)));
      if (action.action !== 'transfer_stock') {
        append({ role: 'assistant', content: TRANSFER_DISCARDED_TEXT });
        return;
      }
      try {
        const done = await postTransfer(transferOf(action));
        append({ role: 'assistant', content: done.message });
        onSucceeded?.();
      } catch (error) {
        append({ role: 'error', content: inventoryFailureText(error) });
      }
    },
    [append, onSucceeded],
  );

  return { messages, isLoading, ask, act };
}
