import { InventoryChatResponse } from '@takt/contract';
import { STORAGE_KEYS } from './browser-identity.ts';
import { requestParsed } from './client.ts';

/** POST /inventory/chat (enterprise-shell §7): a stock question in plain words, answered from the playground data. */
export function askInventory(message: string, signal?: AbortSignal) {
  return requestParsed('/inventory/chat', InventoryChatResponse, {
    method: 'POST',
    body: { message, source: 'playground', language: localStorage.getItem(STORAGE_KEYS.language) ?? 'en' },
    signal,
  });
}
