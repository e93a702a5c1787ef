/** Every screen either face can open. There are no URL routes: a screen is chosen by its key. */
export type ScreenKey =
  | 'dashboard'
  | 'schedule'
  | 'orders'
  | 'capacity'
  | 'bom'
  | 'mrp'
  | 'bom-mrp'
  | 'inventory'
  | 'balance'
  | 'promise'
  | 'financial'
  | 'masterdata'
  | 'examples';

export interface ScreenInfo {
  title: string;
  /** The transaction codes that open this screen in the enterprise shell; empty when it has none. */
  transactionCodes: string[];
}

export const SCREENS: Record<ScreenKey, ScreenInfo> = {
  dashboard: { title: 'Dashboard', transactionCodes: [] },
  schedule: { title: 'Production Scheduling', transactionCodes: ['PP01'] },
  orders: { title: 'Production Orders', transactionCodes: ['CO01'] },
  capacity: { title: 'Capacity Planning', transactionCodes: ['CM01'] },
  bom: { title: 'Bill of Materials', transactionCodes: ['CS01', 'CS02', 'CS03'] },
  mrp: { title: 'MRP Planning', transactionCodes: ['MD01'] },
  'bom-mrp': { title: 'BOM & MRP', transactionCodes: ['CS01', 'MD01'] },
  inventory: { title: 'Inventory Management', transactionCodes: ['MB51'] },
  balance: { title: 'Line Balancing', transactionCodes: ['PP02', 'ZLB01'] },
  promise: { title: 'Promise Check', transactionCodes: [] },
  financial: { title: 'Financial', transactionCodes: ['F.01', 'CK11N'] },
  masterdata: { title: 'Master Data', transactionCodes: ['MM01'] },
  examples: { title: 'Examples and Demos', transactionCodes: ['ZEX01'] },
};

/** The screens with content of their own; ScreenView has a case for each. */
type BuiltScreenKey =
  | 'dashboard'
  | 'financial'
  | 'schedule'
  | 'bom'
  | 'mrp'
  | 'bom-mrp'
  | 'inventory'
  | 'masterdata'
  | 'promise'
  | 'capacity'
  | 'orders'
  | 'balance';

/**
 * What each screen still to be built will do, the one sentence its placeholder shows. Only these
 * screens have one: a built screen shows itself.
 */
export const NOT_BUILT_PURPOSES: Record<Exclude<ScreenKey, BuiltScreenKey>, string> = {
  examples: 'Ready-made planning scenarios to try.',
};
