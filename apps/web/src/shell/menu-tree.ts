import type { ScreenKey } from '../screens/screen-catalog.ts';
import { screenForTransactionCode } from './transaction-codes.ts';

export interface MenuLeaf {
  label: string;
  code: MenuCode;
  /** The screen the leaf opens; null for a leaf that opens nothing (User Settings). */
  screen: ScreenKey | null;
}

export interface MenuFolder {
  /** Names the folder's label in the message catalogs (shell.folder.<id>); leaves by code. */
  id: 'production' | 'materials' | 'finance' | 'tools';
  label: string;
  isExpandedByDefault: boolean;
  leaves: MenuLeaf[];
}

export type MenuCode =
  | 'PP01'
  | 'CO01'
  | 'CM01'
  | 'PP02'
  | 'CS01'
  | 'MD01'
  | 'MB51'
  | 'MM01'
  | 'F.01'
  | 'CK11N'
  | 'ZEX01'
  | 'SU01';

function leaf(label: string, code: MenuCode): MenuLeaf {
  return { label, code, screen: screenForTransactionCode(code) ?? null };
}

/** The menu tree of enterprise-shell §2; a leaf opens what its transaction code opens. */
export const MENU_TREE: readonly MenuFolder[] = [
  {
    id: 'production',
    label: 'Production',
    isExpandedByDefault: true,
    leaves: [
      leaf('Production Scheduling', 'PP01'),
      leaf('Production Orders', 'CO01'),
      leaf('Capacity Planning', 'CM01'),
      leaf('Line Balancing', 'PP02'),
    ],
  },
  {
    id: 'materials',
    label: 'Materials Management',
    isExpandedByDefault: true,
    leaves: [
      leaf('Bill of Materials', 'CS01'),
      leaf('MRP Planning', 'MD01'),
      leaf('Inventory Management', 'MB51'),
      leaf('Material Master', 'MM01'),
    ],
  },
  {
    id: 'finance',
    label: 'Finance & Controlling',
    isExpandedByDefault: false,
    leaves: [leaf('Financial Reports', 'F.01'), leaf('Product Costing', 'CK11N')],
  },
  {
    id: 'tools',
    label: 'Tools',
    isExpandedByDefault: false,
    leaves: [leaf('Examples and Demos', 'ZEX01'), leaf('User Settings', 'SU01')],
  },
];

export function initiallyExpandedFolders(tree: readonly MenuFolder[] = MENU_TREE): ReadonlySet<string> {
  return new Set(tree.filter((folder) => folder.isExpandedByDefault).map((folder) => folder.id));
}

/** Clicking a folder toggles it and leaves the other folders as they were. */
export function toggleFolder(expanded: ReadonlySet<string>, folderId: string): ReadonlySet<string> {
  const next = new Set(expanded);
  if (next.has(folderId)) next.delete(folderId);
  else next.add(folderId);
  return next;
}
