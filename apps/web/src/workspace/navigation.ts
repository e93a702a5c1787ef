import type { ScreenKey } from '../screens/screen-catalog.ts';

export interface NavigationEntry {
  label: string;
  screen: Exclude<ScreenKey, 'bom' | 'mrp'>;
  /** A glyph for the entry; decorative only. */
  icon: string;
}

/**
 * The modern workspace's left navigation, in the order of the foundation issue; Finance (F.01, issue
 * 16) after Promise, so a planner in this face reaches the ledger too.
 */
export const NAVIGATION: readonly NavigationEntry[] = [
  { label: 'Dashboard', screen: 'dashboard', icon: '◧' },
  { label: 'Schedule', screen: 'schedule', icon: '▤' },
  { label: 'Orders', screen: 'orders', icon: '☰' },
  { label: 'Capacity', screen: 'capacity', icon: '▥' },
  { label: 'BOM & MRP', screen: 'bom-mrp', icon: '⌬' },
  { label: 'Inventory', screen: 'inventory', icon: '▦' },
  { label: 'Line Balancing', screen: 'balance', icon: '⚖' },
  { label: 'Promise', screen: 'promise', icon: '✓' },
  { label: 'Finance', screen: 'financial', icon: '¤' },
  { label: 'Master Data', screen: 'masterdata', icon: '⛁' },
  { label: 'Examples', screen: 'examples', icon: '✦' },
];
