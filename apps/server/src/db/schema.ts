import type { BomStatus, ComponentType } from '@takt/contract';
import type { ColumnType, Generated } from 'kysely';
import type { GeneratedTimestamp, Json, Scoped, Timestamp } from './column-types.ts';
import type {
  AccountsTable,
  BillsTable,
  InvoicesTable,
  JournalEntriesTable,
  JournalLinesTable,
} from './schema-ledger.ts';

export type { AccountsTable, BillsTable, InvoicesTable, JournalEntriesTable, JournalLinesTable };

export interface ShiftPattern {
  name: string;
  /** ISO weekdays, 1 = Monday .. 7 = Sunday. */
  days: number[];
  /** "HH:MM" plant time (the dataset's `time_zone`); an end at or before the start crosses midnight. */
  start: string;
  end: string;
}

export interface EligibleWorkCenter {
  work_center_id: string;
  run_rate_per_hour: number;
  fixed_minutes: number;
}

export interface DatasetsTable {
  dataset_id: string;
  kind: 'default' | 'playground' | 'custom';
  owner_id: string | null;
  seed_version: string | null;
  /** The plant's IANA time zone ('America/Sao_Paulo'): shifts, weeks and dates are read in it. */
  time_zone: Generated<string>;
  /** The plant's repair rules (null: the engine's default), see `RepairPolicy`. */
  repair_stability: 'frozen' | 'balanced' | 'free' | null;
  frozen_horizon_hours: number | null;
  move_price_hours: number | null;
  machine_change_price_hours: number | null;
  late_order_price_hours: number | null;
  version: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface CalendarsTable extends Scoped {
  calendar_id: string;
  name: string;
  shifts: Json<ShiftPattern[]>;
}

export interface WorkCentersTable extends Scoped {
  work_center_id: string;
  name: string;
  type: string;
  process: string;
  capacity_hours_per_day: number;
  calendar_id: string;
  cost_rate_per_hour: number;
  is_active: Generated<boolean>;
}

export interface DowntimesTable extends Scoped {
  downtime_id: string;
  work_center_id: string;
  start_at: Timestamp;
  end_at: Timestamp;
  kind: 'maintenance' | 'breakdown';
  reason: string;
}

/** Working time added to a work center over [start_at, end_at): an extra shift or overtime. */
export interface ExtraShiftsTable extends Scoped {
  shift_id: string;
  work_center_id: string;
  start_at: Timestamp;
  end_at: Timestamp;
  reason: string;
}

export interface MaterialsTable extends Scoped {
  material_id: string;
  description: string;
  material_type: string;
  category: string;
  unit: string;
  procurement: 'MAKE' | 'BUY';
  standard_cost: number;
  price: number | null;
  lead_time_days: number;
  safety_stock: Generated<number>;
  reorder_point: Generated<number>;
  lot_size_method: Generated<string>;
  lot_size: number | null;
  min_order_qty: Generated<number>;
  rounding_qty: Generated<number>;
  is_phantom: Generated<boolean>;
  setup_family: string | null;
  mold_family: string | null;
}

export interface BomsTable extends Scoped {
  product_id: string;
  product_name: string;
  revision: Generated<string>;
  base_quantity: Generated<number>;
  base_uom: Generated<string>;
  description: string | null;
  /** The API writes only the contract's values, as do the seed files: read back as the contract's enum. */
  status: Generated<BomStatus>;
  effective_date: string;
  version: Generated<number>;
}

export interface BomComponentsTable extends Scoped {
  product_id: string;
  line_no: number;
  item_id: string;
  quantity_per: number;
  uom: string;
  component_type: ComponentType;
  scrap_percent: Generated<number>;
  is_phantom: Generated<boolean>;
}

export interface MoldsTable extends Scoped {
  mold_id: string;
  name: string;
  mold_family: string;
  cavities: number;
  fits_work_centers: Json<string[]>;
  status: Generated<string>;
}

export interface SetupMatricesTable extends Scoped {
  work_center_type: string;
  from_family: string;
  to_family: string;
  setup_minutes: number;
}

export interface RoutingOperationsTable extends Scoped {
  material_id: string;
  operation_no: number;
  description: string;
  setup_family: string | null;
  requires_mold: Generated<boolean>;
  min_wait_after_minutes: Generated<number>;
  max_wait_after_minutes: number | null;
  eligible: Json<EligibleWorkCenter[]>;
}

export interface CustomersTable extends Scoped {
  customer_id: string;
  name: string;
  country: string;
  credit_limit: number;
  payment_terms_days: number;
}

export interface VendorsTable extends Scoped {
  vendor_id: string;
  name: string;
  country: string;
  rating: number;
}

export interface MaterialVendorsTable extends Scoped {
  material_id: string;
  vendor_id: string;
  price: number;
  lead_time_days: number;
  min_order_qty: Generated<number>;
  is_preferred: Generated<boolean>;
}

export interface LocationsTable extends Scoped {
  location_id: string;
  name: string;
}

export interface InventoryTable extends Scoped {
  material_id: string;
  location_id: string;
  on_hand: number;
  reserved: Generated<number>;
  bin: string | null;
}

/** What moved a stock balance: a receipt has no `from_location`, a consumption no `to_location`. */
export type MovementKind = 'receipt' | 'issue' | 'transfer' | 'production' | 'backflush' | 'adjustment';

export interface StockMovementsTable extends Scoped {
  movement_id: Generated<string>;
  material_id: string;
  from_location: string | null;
  to_location: string | null;
  quantity: number;
  kind: MovementKind;
  reason: string;
  reference: string | null;
  created_by: string | null;
  created_at: GeneratedTimestamp;
}

export interface SalesOrdersTable extends Scoped {
  sales_order_id: string;
  customer_id: string;
  material_id: string;
  quantity: number;
  unit_price: number;
  order_date: Timestamp;
  requested_date: Timestamp;
  status: string;
}

export interface PurchaseOrdersTable extends Scoped {
  po_id: string;
  vendor_id: string;
  material_id: string;
  quantity: number;
  unit_price: number;
  order_date: Timestamp;
  expected_date: Timestamp;
  status: string;
}

export interface ProductionOrdersTable extends Scoped {
  order_id: string;
  material: string;
  material_description: string | null;
  quantity: number;
  unit: string;
  status: string;
  priority: string;
  basic_start_date: Timestamp | null;
  basic_end_date: Timestamp | null;
  actual_start: Timestamp | null;
  actual_end: Timestamp | null;
  completion_percentage: Generated<number>;
  work_center: string | null;
  customer_id: string | null;
  sales_order_id: string | null;
  scheduled_start: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  scheduled_end: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: Generated<number>;
  updated_at: GeneratedTimestamp;
}

export interface OrderOperationsTable extends Scoped {
  order_id: string;
  operation_id: string;
  seq: number;
  description: string | null;
  work_center: string;
  duration_mins: number;
  setup_minutes: Generated<number>;
  start_time: Timestamp | null;
  end_time: Timestamp | null;
  status: Generated<string>;
  is_frozen: Generated<boolean>;
  mold_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ContactRequestsTable {
  request_id: Generated<string>;
  caller_key: string;
  name: string;
  email: string;
  company: string | null;
  message: string | null;
  feature: string | null;
  created_at: GeneratedTimestamp;
}

/** One command of a caller's conversation and what answered it: a reply's text, or a run. */
export interface AssistantTurnsTable {
  turn_id: Generated<string>;
  owner_key: string;
  prompt: string;
  reply_text: string | null;
  run_id: string | null;
  created_at: GeneratedTimestamp;
}

/** The long jobs the runner runs off the request thread: solves, and MRP runs. */
export type JobKind = 'schedule' | 'mrp';

/** Every long job (a solve or an MRP run, see `kind`), queued for any process to run. */
export interface ScheduleRunsTable {
  run_id: string;
  kind: ColumnType<JobKind, JobKind | undefined, never>;
  /** null for a solve of a custom dataset the caller has not filled yet. */
  dataset_id: string | null;
  owner_key: string;
  status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  input: Json<unknown>;
  progress: ColumnType<unknown | null, string | null | undefined, string | null>;
  result: ColumnType<unknown | null, string | null | undefined, string | null>;
  error: ColumnType<unknown | null, string | null | undefined, string | null>;
  claimed_by: string | null;
  created_at: GeneratedTimestamp;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  heartbeat_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Set by the owner's cancel of a running solve; the process running it stops it on its next beat. */
  cancel_requested_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Set when the planner discards the proposal this solve made ("no, discard it"); a "yes" no longer applies it. */
  discarded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface PlanChangesTable {
  change_id: string;
  dataset_id: string;
  user_id: string;
  run_id: string;
  command: string;
  tool: string;
  summary: Json<unknown>;
  before_plan: Json<unknown>;
  created_at: GeneratedTimestamp;
  undone_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  undone_by: string | null;
}

/** A promise analysis a caller may accept (issue 13); `accepted` holds the accept's outcome once made. */
export interface PromiseAnalysesTable {
  analysis_id: string;
  owner_key: string;
  dataset_id: string | null;
  dataset_version: number;
  run_id: string | null;
  request: Json<unknown>;
  result: Json<unknown>;
  accepted: ColumnType<unknown | null, string | null | undefined, string | null>;
  created_at: GeneratedTimestamp;
}

/** A proposal of the chat that is not a solve (an order change, cancel, split, new order, release, or a stock transfer), recorded when made. */
export interface ChatProposalsTable {
  proposal_id: string;
  owner_key: string;
  kind: 'update_order' | 'create_order' | 'split_order' | 'release_order' | 'transfer_stock';
  command: string;
  /** The Apply's data, as its button sends it. */
  data: Json<Record<string, string>>;
  /** null while open. */
  decision: 'applied' | 'discarded' | null;
  change_id: string | null;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: GeneratedTimestamp;
}

export interface Database {
  schedule_runs: ScheduleRunsTable;
  assistant_turns: AssistantTurnsTable;
  plan_changes: PlanChangesTable;
  promise_analyses: PromiseAnalysesTable;
  chat_proposals: ChatProposalsTable;
  extra_shifts: ExtraShiftsTable;
  datasets: DatasetsTable;
  calendars: CalendarsTable;
  work_centers: WorkCentersTable;
  downtimes: DowntimesTable;
  materials: MaterialsTable;
  boms: BomsTable;
  bom_components: BomComponentsTable;
  molds: MoldsTable;
  setup_matrices: SetupMatricesTable;
  routing_operations: RoutingOperationsTable;
  customers: CustomersTable;
  vendors: VendorsTable;
  material_vendors: MaterialVendorsTable;
  locations: LocationsTable;
  inventory: InventoryTable;
  stock_movements: StockMovementsTable;
  sales_orders: SalesOrdersTable;
  purchase_orders: PurchaseOrdersTable;
  production_orders: ProductionOrdersTable;
  order_operations: OrderOperationsTable;
  accounts: AccountsTable;
  invoices: InvoicesTable;
  journal_entries: JournalEntriesTable;
  journal_lines: JournalLinesTable;
  bills: BillsTable;
  contact_requests: ContactRequestsTable;
}
