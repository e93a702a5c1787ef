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
