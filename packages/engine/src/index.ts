export type { Interval, ShiftPattern } from './capacity/shift-windows.ts';
export { expandShifts, mergeIntervals, subtractIntervals, totalHours } from './capacity/shift-windows.ts';
export type { CapacityWorkCenter, PlannedWork, WeeklyLoad } from './capacity/weekly-load.ts';
export { weeklyLoad, weekStart } from './capacity/weekly-load.ts';
export type { StockStatus } from './inventory/stock-status.ts';
export { stockStatus } from './inventory/stock-status.ts';
