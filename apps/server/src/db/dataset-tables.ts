import type { Database, DatasetsTable } from './schema.ts';

/**
 * Which tables make up a dataset and which of its row's columns are its plant's settings: what a
 * playground copies, what the scoped query builder scopes.
 */

/** The planning tables of a dataset, in foreign-key-safe insertion order. */
export const DATASET_TABLES = [
  'calendars',
  'work_centers',
  'downtimes',
  'extra_shifts',
  'materials',
  'boms',
  'bom_components',
  'molds',
  'setup_matrices',
  'routing_operations',
  'customers',
  'vendors',
  'material_vendors',
  'locations',
  'inventory',
  'stock_movements',
  'sales_orders',
  'purchase_orders',
  'production_orders',
  'order_operations',
  'accounts',
  'invoices',
  'journal_entries',
  'journal_lines',
  'bills',
] as const satisfies readonly (keyof Database)[];
export type DatasetTable = (typeof DATASET_TABLES)[number];

/** The settings of a dataset (its plant's), copied with it and shown by GET /api/plant/settings. */
export const DATASET_SETTINGS = [
  'seed_version',
  'time_zone',
  'repair_stability',
  'frozen_horizon_hours',
  'move_price_hours',
  'machine_change_price_hours',
  'late_order_price_hours',
] as const satisfies readonly (keyof DatasetsTable)[];
