import type { ScreenKey } from '../screens/screen-catalog.ts';

export const TRANSACTION_CODE_MAX_LENGTH = 10;
/** How long the executed / not-found message stays in the top bar (enterprise-shell §9). */
export const TRANSACTION_MESSAGE_MS = 3_000;

/**
 * The transaction codes of enterprise-shell §2 and the screen each opens. CK11N (Product
 * Costing) opens the financial screen and SU01 (User Settings) opens nothing, as in the menu tree.
 */
export const TRANSACTION_CODES: Readonly<Record<string, ScreenKey | null>> = {
  PP01: 'schedule',
  PP02: 'balance',
  ZLB01: 'balance',
  CO01: 'orders',
  CM01: 'capacity',
  CS01: 'bom',
  CS02: 'bom',
  CS03: 'bom',
  MD01: 'mrp',
  MB51: 'inventory',
  MM01: 'masterdata',
  'F.01': 'financial',
  CK11N: 'financial',
  ZEX01: 'examples',
  SU01: null,
};

/** What the box holds after a keystroke: upper-cased and at most 10 characters. */
export function normalizeTransactionInput(typed: string): string {
  return typed.toUpperCase().slice(0, TRANSACTION_CODE_MAX_LENGTH);
}

export type TransactionOutcome =
  | { kind: 'ignored' }
  | { kind: 'executed'; code: string; screen: ScreenKey | null; message: string }
  | { kind: 'not-found'; code: string; message: string };

export function isKnownTransactionCode(code: string): boolean {
  return Object.hasOwn(TRANSACTION_CODES, code);
}

/** The screen a known code opens (null: it opens none); undefined for an unknown code. */
export function screenForTransactionCode(code: string): ScreenKey | null | undefined {
  return isKnownTransactionCode(code) ? TRANSACTION_CODES[code] : undefined;
}

/** Decides what entering `input` in the transaction-code box does; empty input is ignored. */
export function executeTransactionCode(input: string): TransactionOutcome {
  const code = normalizeTransactionInput(input.trim());
  if (code === '') return { kind: 'ignored' };
  const screen = screenForTransactionCode(code);
  if (screen === undefined) return { kind: 'not-found', code, message: `Transaction ${code} not found` };
  return { kind: 'executed', code, screen, message: `Transaction ${code} executed` };
}
