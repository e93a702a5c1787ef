import type { OrderFilter, OrderSortField } from '@takt/contract';
import { createContext, useContext } from 'react';

/**
 * The screens a link inside another screen may open (a subset of the router's screen keys: this
 * floor module cannot import the router, and the faces accept these as screen keys).
 */
export type LinkedScreen = 'orders' | 'inventory' | 'capacity' | 'schedule';

/** What a link inside a screen opens: a screen and, for CO01, the list it starts on. */
export interface ScreenLink {
  screen: LinkedScreen;
  orderFilter?: OrderFilter;
  orderSort?: OrderSortField;
  /** MB51's tab to open on. */
  inventoryTab?: 'dashboard';
  /** A ZEX01 example for PP01: loaded into the command, then submitted after 100 ms. */
  schedulePrompt?: string;
  /** A ZEX01 example for MB51: opens Promise Check with its form pre-filled from it. */
  promisePrompt?: string;
}

/** Given by each face, so a screen (the dashboard's cards) can open another one in that face. */
export const ScreenLinkContext = createContext<((link: ScreenLink) => void) | null>(null);

/** The face's way to open a linked screen; null outside a face (a screen rendered alone). */
export function useOpenScreen() {
  return useContext(ScreenLinkContext);
}
