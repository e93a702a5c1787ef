/** Row shapes of the seed files: one per table, keys exactly the table's columns without `dataset_id`. */

export interface ShiftPattern {
  name: string;
  /** ISO weekdays, 1 = Monday .. 7 = Sunday. */
  days: number[];
  /** "HH:MM" UTC; an end at or before the start crosses midnight into the next day. */
  start: string;
  end: string;
}

export interface CalendarRow {
  calendar_id: string;
  name: string;
  shifts: ShiftPattern[];
}

export interface WorkCenterRow {
  work_center_id: string;
  name: string;
  type: string;
  process: string;
  capacity_hours_per_day: number;
  calendar_id: string;
  cost_rate_per_hour: number;
  is_active: boolean;
}

export interface DowntimeRow {
  downtime_id: string;
  work_center_id: string;
  start_at: string;
  end_at: string;
  kind: 'maintenance' | 'breakdown';
  reason: string;
}

export type MaterialType = 'RAW' | 'COMPOUND' | 'SEMI' | 'FINISHED' | 'PACKAGING' | 'INSERT';
export type Unit = 'PC' | 'KG' | 'M' | 'L';
export type LotSizeMethod = 'LFL' | 'FOQ' | 'EOQ' | 'POQ';

export interface MaterialRow {
  material_id: string;
  description: string;
  material_type: MaterialType;
  category: string;
  unit: Unit;
  procurement: 'MAKE' | 'BUY';
  standard_cost: number;
  price: number | null;
  lead_time_days: number;
  safety_stock: number;
  reorder_point: number;
  lot_size_method: LotSizeMethod;
  lot_size: number | null;
  min_order_qty: number;
  rounding_qty: number;
  is_phantom: boolean;
  setup_family: string | null;
  mold_family: string | null;
}

export interface BomRow {
  product_id: string;
  product_name: string;
  revision: string;
  base_quantity: number;
  base_uom: string;
  description: string | null;
  status: string;
  effective_date: string;
}

export type ComponentType =
  | 'RAW_MATERIAL'
  | 'PURCHASED_PART'
  | 'MANUFACTURED_PART'
  | 'SUBASSEMBLY'
  | 'CONSUMABLE'
  | 'PACKAGING';

export interface BomComponentRow {
  product_id: string;
  line_no: number;
  item_id: string;
  quantity_per: number;
  uom: string;
  component_type: ComponentType;
  scrap_percent: number;
  is_phantom: boolean;
}

export interface MoldRow {
  mold_id: string;
  name: string;
  mold_family: string;
  cavities: number;
  fits_work_centers: string[];
  status: string;
}

export interface SetupMatrixRow {
  work_center_type: string;
  from_family: string;
  to_family: string;
  setup_minutes: number;
}

export interface EligibleWorkCenter {
  work_center_id: string;
  run_rate_per_hour: number;
  fixed_minutes: number;
}

export interface RoutingOperationRow {
  material_id: string;
  operation_no: number;
  description: string;
  setup_family: string | null;
  requires_mold: boolean;
  min_wait_after_minutes: number;
  max_wait_after_minutes: number | null;
  eligible: EligibleWorkCenter[];
}

export interface CustomerRow {
  customer_id: string;
  name: string;
  country: string;
  credit_limit: number;
  payment_terms_days: number;
}

export interface VendorRow {
  vendor_id: string;
  name: string;
  country: string;
  rating: number;
}

export interface MaterialVendorRow {
  material_id: string;
  vendor_id: string;
  price: number;
  lead_time_days: number;
  min_order_qty: number;
  is_preferred: boolean;
}

export interface LocationRow {
  location_id: string;
  name: string;
}

export interface InventoryRow {
  material_id: string;
  location_id: string;
  on_hand: number;
  reserved: number;
  bin: string | null;
}

export interface SalesOrderRow {
  sales_order_id: string;
  customer_id: string;
  material_id: string;
  quantity: number;
  unit_price: number;
  order_date: string;
  requested_date: string;
  status: string;
}

export interface PurchaseOrderRow {
  po_id: string;
  vendor_id: string;
  material_id: string;
  quantity: number;
  unit_price: number;
  order_date: string;
  expected_date: string;
  status: string;
}

export type OrderStatus = 'Created' | 'Released' | 'In Process' | 'Completed' | 'Closed';
export type OrderPriority = 'Low' | 'Normal' | 'High' | 'Urgent';

export interface ProductionOrderRow {
  order_id: string;
  material: string;
  material_description: string | null;
  quantity: number;
  unit: Unit;
  status: OrderStatus;
  priority: OrderPriority;
  basic_start_date: string | null;
  basic_end_date: string | null;
  actual_start: string | null;
  actual_end: string | null;
  completion_percentage: number;
  work_center: string | null;
  customer_id: string | null;
  sales_order_id: string | null;
}

export type OperationStatus = 'Planned' | 'Started' | 'Done';

export interface OrderOperationRow {
  order_id: string;
  operation_id: string;
  seq: number;
  description: string | null;
  work_center: string;
  duration_mins: number;
  setup_minutes: number;
  start_time: string | null;
  end_time: string | null;
  status: OperationStatus;
  is_frozen: boolean;
}

export interface AccountRow {
  account_id: string;
  account_number: string;
  account_name: string;
  account_type: 'ASSET' | 'LIABILITY' | 'EQUITY' | 'REVENUE' | 'EXPENSE';
  description: string | null;
  normal_balance: 'DEBIT' | 'CREDIT';
  is_active: boolean;
}

export interface InvoiceRow {
  invoice_id: string;
  invoice_number: string;
  customer_id: string;
  invoice_date: string;
  due_date: string;
  total_amount: number;
  amount_due: number;
  status: 'Pending' | 'Paid';
}

export interface JournalEntryRow {
  entry_id: string;
  entry_date: string;
  description: string;
  reference: string | null;
  status: 'Posted' | 'Draft';
}

export interface BillRow {
  bill_id: string;
  bill_number: string;
  vendor_id: string;
  po_id: string | null;
  description: string;
  bill_date: string;
  due_date: string;
  amount: number;
  amount_due: number;
  status: 'Pending' | 'Paid';
  created_at: string;
}

export interface JournalLineRow {
  entry_id: string;
  line_no: number;
  account_id: string;
  debit: number;
  credit: number;
}

/** Every table of the seed, in foreign-key-safe insertion order. */
export interface PlantTables {
  calendars: CalendarRow[];
  work_centers: WorkCenterRow[];
  downtimes: DowntimeRow[];
  materials: MaterialRow[];
  boms: BomRow[];
  bom_components: BomComponentRow[];
  molds: MoldRow[];
  setup_matrices: SetupMatrixRow[];
  routing_operations: RoutingOperationRow[];
  customers: CustomerRow[];
  vendors: VendorRow[];
  material_vendors: MaterialVendorRow[];
  locations: LocationRow[];
  inventory: InventoryRow[];
  sales_orders: SalesOrderRow[];
  purchase_orders: PurchaseOrderRow[];
  production_orders: ProductionOrderRow[];
  order_operations: OrderOperationRow[];
  accounts: AccountRow[];
  invoices: InvoiceRow[];
  journal_entries: JournalEntryRow[];
  journal_lines: JournalLineRow[];
  bills: BillRow[];
}

export const TABLE_ORDER: (keyof PlantTables)[] = [
  'calendars',
  'work_centers',
  'downtimes',
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
  'sales_orders',
  'purchase_orders',
  'production_orders',
  'order_operations',
  'accounts',
  'invoices',
  'journal_entries',
  'journal_lines',
  'bills',
];
