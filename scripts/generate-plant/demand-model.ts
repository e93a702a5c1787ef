import type { OrderPriority } from './rows.ts';

/**
 * How each finished good is sold: steady weekly demand, the OEM customer whose sales orders
 * make-to-order production orders serve, the distributors buying from stock, and the usual
 * priority of its production orders.
 */
export interface FinishedGoodPlan {
  materialId: string;
  weeklyDemand: number;
  /** The OEM customer of a make-to-order good; null for make-to-stock. */
  orderCustomerId: string | null;
  /** Customers buying from stock. */
  stockCustomerIds: string[];
  priority: OrderPriority;
}

type PlanSpec = [id: string, weekly: number, mto: string | null, stock: string[], priority: OrderPriority];

// biome-ignore format: one row per line reads as a table
const SPECS: PlanSpec[] = [
  ['PRODUCT-001', 1600, 'C-1001', [], 'High'],
  ['FG-EM-210', 3000, 'C-1002', [], 'High'],
  ['STD-101', 13500, null, ['C-1005', 'C-1007', 'C-1011'], 'Normal'],
  ['FG-OR-020', 48000, null, ['C-1008', 'C-1011', 'C-1009'], 'Normal'],
  ['FG-OR-035', 30000, null, ['C-1005', 'C-1007'], 'Normal'],
  ['FG-OR-052', 48000, null, ['C-1004', 'C-1012'], 'Normal'],
  ['FG-OR-075', 33000, null, ['C-1007', 'C-1011'], 'Low'],
  ['FG-OS-3552', 16000, null, ['C-1006', 'C-1008', 'C-1010'], 'Normal'],
  ['FG-OS-5072', 11000, null, ['C-1006', 'C-1010'], 'Normal'],
  ['FG-GSK-FL100', 1500, null, ['C-1004', 'C-1009'], 'Low'],
  ['FG-GSK-PUMP', 4000, 'C-1004', [], 'Normal'],
  ['FG-HOSE-32', 9500, 'C-1001', [], 'High'],
  ['FG-HOSE-38', 5000, 'C-1002', [], 'Normal'],
  ['FG-HOSE-16', 7000, null, ['C-1008', 'C-1012'], 'Normal'],
  ['FG-PROF-D12', 9000, 'C-1003', [], 'Normal'],
  ['FG-VB-A42', 1400, null, ['C-1006', 'C-1010', 'C-1008'], 'Low'],
  ['FG-VB-B60', 900, null, ['C-1006', 'C-1010'], 'Low'],
  ['FG-SHEET-SBR3', 1200, null, ['C-1009', 'C-1011'], 'Low'],
  ['FG-KIT-OR', 400, null, ['C-1008', 'C-1011'], 'Normal'],
];

export const FINISHED_GOOD_PLANS: FinishedGoodPlan[] = SPECS.map(
  ([materialId, weeklyDemand, orderCustomerId, stockCustomerIds, priority]) => ({
    materialId,
    weeklyDemand,
    orderCustomerId,
    stockCustomerIds,
    priority,
  }),
);
