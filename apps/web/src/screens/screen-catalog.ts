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
  /** One sentence on what the screen is for, shown while the capability is not built. */
  purpose: string;
  isBuilt: boolean;
}

export const SCREENS: Record<ScreenKey, ScreenInfo> = {
  dashboard: {
    title: 'Dashboard',
    transactionCodes: [],
    purpose: 'Live counts of open and late orders, low-stock items and overloaded work centers.',
    isBuilt: true,
  },
  schedule: {
    title: 'Production Scheduling',
    transactionCodes: ['PP01'],
    purpose:
      'Turns a planning command into a production schedule with KPIs, a Gantt chart and a change summary.',
    isBuilt: true,
  },
  orders: {
    title: 'Production Orders',
    transactionCodes: ['CO01'],
    purpose: 'Lists, creates, releases and confirms production orders.',
    isBuilt: false,
  },
  capacity: {
    title: 'Capacity Planning',
    transactionCodes: ['CM01'],
    purpose: 'Compares planned load with available capacity per work center and flags bottlenecks.',
    isBuilt: false,
  },
  bom: {
    title: 'Bill of Materials',
    transactionCodes: ['CS01', 'CS02', 'CS03'],
    purpose:
      'Displays, creates and changes bills of materials and explodes them into multi-level structures.',
    isBuilt: true,
  },
  mrp: {
    title: 'MRP Planning',
    transactionCodes: ['MD01'],
    purpose: 'Nets requirements against stock and receipts and proposes planned orders and action messages.',
    isBuilt: true,
  },
  'bom-mrp': {
    title: 'BOM & MRP',
    transactionCodes: ['CS01', 'MD01'],
    purpose: 'Bills of materials, their explosion and material requirements planning in one workspace.',
    isBuilt: true,
  },
  inventory: {
    title: 'Inventory Management',
    transactionCodes: ['MB51'],
    purpose: 'Stock by location, transfers, alerts and an inventory assistant.',
    isBuilt: true,
  },
  balance: {
    title: 'Line Balancing',
    transactionCodes: ['PP02', 'ZLB01'],
    purpose: 'Finds bottlenecks on a production line and compares cycle times with the takt time.',
    isBuilt: false,
  },
  promise: {
    title: 'Promise Check',
    transactionCodes: [],
    purpose: 'Checks whether a rush order can be delivered by a requested date, and at what margin.',
    isBuilt: false,
  },
  financial: {
    title: 'Financial',
    transactionCodes: ['F.01', 'CK11N'],
    purpose: 'Financial reports and product costing.',
    isBuilt: false,
  },
  masterdata: {
    title: 'Master Data',
    transactionCodes: ['MM01'],
    purpose: 'Production orders, inventory items and the chart of accounts of the chosen dataset.',
    isBuilt: true,
  },
  examples: {
    title: 'Examples and Demos',
    transactionCodes: ['ZEX01'],
    purpose: 'Ready-made planning scenarios to try.',
    isBuilt: false,
  },
};
