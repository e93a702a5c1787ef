import type { OrderFilter, OrderSortField } from '@takt/contract';
import { createContext, useContext } from 'react';
import type { ScreenKey } from './screen-catalog.ts';

/** What a link inside a screen opens: a screen and, for CO01, the list it starts on. */
export interface ScreenLink {
  screen: ScreenKey;
  orderFilter?: OrderFilter;
  orderSort?: OrderSortField;
}

/** Given by each face, so a screen (the dashboard's cards) can open another one in that face. */
export const ScreenLinkContext = createContext<((link: ScreenLink) => void) | null>(null);

/** The face's way to open a linked screen; null outside a face (a screen rendered alone). */
export function useOpenScreen() {
  return useContext(ScreenLinkContext);
}
