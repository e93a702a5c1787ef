import { type Kysely, sql } from 'kysely';

/**
 * The plant model. Every planning table carries `dataset_id`, so a playground copy is one
 * INSERT ... SELECT per table and every query is scoped by one column.
 * Intervals are [start, end) in timestamptz; quantities and money are double precision
 * (money is rounded to cents where it is written).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // PGlite's extended protocol takes one statement per query.
  for (const statement of DDL.split(/;\s*\n/).filter((s) => s.trim() !== '')) {
    await sql.raw(statement).execute(db);
  }
}

const DDL = `
    create table datasets (
      dataset_id text primary key,
      kind text not null check (kind in ('default', 'playground', 'custom')),
      owner_id text,
      seed_version text,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (owner_id, kind)
    );

    create table calendars (
      dataset_id text not null references datasets on delete cascade,
      calendar_id text not null,
      name text not null,
      shifts jsonb not null,
      primary key (dataset_id, calendar_id)
    );

    create table work_centers (
      dataset_id text not null references datasets on delete cascade,
      work_center_id text not null,
      name text not null,
      type text not null,
      process text not null,
      capacity_hours_per_day double precision not null,
      calendar_id text not null,
      cost_rate_per_hour double precision not null,
      is_active boolean not null default true,
      primary key (dataset_id, work_center_id),
      foreign key (dataset_id, calendar_id) references calendars (dataset_id, calendar_id)
    );

    create table downtimes (
      dataset_id text not null references datasets on delete cascade,
      downtime_id text not null,
      work_center_id text not null,
      start_at timestamptz not null,
      end_at timestamptz not null,
      kind text not null check (kind in ('maintenance', 'breakdown')),
      reason text not null,
      primary key (dataset_id, downtime_id),
      foreign key (dataset_id, work_center_id) references work_centers (dataset_id, work_center_id),
      check (end_at > start_at)
    );

    create table materials (
      dataset_id text not null references datasets on delete cascade,
      material_id text not null,
      description text not null,
      material_type text not null check (material_type in ('RAW', 'COMPOUND', 'SEMI', 'FINISHED', 'PACKAGING', 'INSERT')),
      category text not null,
      unit text not null check (unit in ('PC', 'KG', 'M', 'L')),
      procurement text not null check (procurement in ('MAKE', 'BUY')),
      standard_cost double precision not null check (standard_cost >= 0),
      price double precision,
      lead_time_days integer not null check (lead_time_days >= 0),
      safety_stock double precision not null default 0,
      reorder_point double precision not null default 0,
      lot_size_method text not null default 'LFL' check (lot_size_method in ('LFL', 'FOQ', 'EOQ', 'POQ')),
      lot_size double precision,
      min_order_qty double precision not null default 0,
      rounding_qty double precision not null default 0,
      is_phantom boolean not null default false,
      setup_family text,
      mold_family text,
      primary key (dataset_id, material_id)
    );

    create table boms (
      dataset_id text not null references datasets on delete cascade,
      product_id text not null,
      product_name text not null,
      revision text not null default 'A',
      base_quantity double precision not null default 1,
      base_uom text not null default 'EA',
      description text,
      status text not null default 'ACTIVE',
      effective_date text not null,
      version integer not null default 1,
      primary key (dataset_id, product_id)
    );

    create table bom_components (
      dataset_id text not null,
      product_id text not null,
      line_no integer not null,
      item_id text not null,
      quantity_per double precision not null check (quantity_per > 0),
      uom text not null,
      component_type text not null,
      scrap_percent double precision not null default 0 check (scrap_percent >= 0 and scrap_percent <= 100),
      is_phantom boolean not null default false,
      primary key (dataset_id, product_id, line_no),
      foreign key (dataset_id, product_id) references boms (dataset_id, product_id) on delete cascade
    );

    create table molds (
      dataset_id text not null references datasets on delete cascade,
      mold_id text not null,
      name text not null,
      mold_family text not null,
      cavities integer not null check (cavities > 0),
      fits_work_centers jsonb not null,
      status text not null default 'available',
      primary key (dataset_id, mold_id)
    );

    create table setup_matrices (
      dataset_id text not null references datasets on delete cascade,
      work_center_type text not null,
      from_family text not null,
      to_family text not null,
      setup_minutes integer not null check (setup_minutes >= 0),
      primary key (dataset_id, work_center_type, from_family, to_family)
    );

    create table routing_operations (
      dataset_id text not null,
      material_id text not null,
      operation_no integer not null,
      description text not null,
      setup_family text,
      requires_mold boolean not null default false,
      min_wait_after_minutes integer not null default 0,
      max_wait_after_minutes integer,
      eligible jsonb not null,
      primary key (dataset_id, material_id, operation_no),
      foreign key (dataset_id, material_id) references materials (dataset_id, material_id) on delete cascade
    );

    create table customers (
      dataset_id text not null references datasets on delete cascade,
      customer_id text not null,
      name text not null,
      country text not null,
      credit_limit double precision not null,
      payment_terms_days integer not null,
      primary key (dataset_id, customer_id)
    );

    create table vendors (
      dataset_id text not null references datasets on delete cascade,
      vendor_id text not null,
      name text not null,
      country text not null,
      rating double precision not null,
      primary key (dataset_id, vendor_id)
    );

    create table material_vendors (
      dataset_id text not null,
      material_id text not null,
      vendor_id text not null,
      price double precision not null,
      lead_time_days integer not null,
      min_order_qty double precision not null default 0,
      is_preferred boolean not null default false,
      primary key (dataset_id, material_id, vendor_id),
      foreign key (dataset_id, material_id) references materials (dataset_id, material_id) on delete cascade,
      foreign key (dataset_id, vendor_id) references vendors (dataset_id, vendor_id) on delete cascade
    );

    create table locations (
      dataset_id text not null references datasets on delete cascade,
      location_id text not null,
      name text not null,
      primary key (dataset_id, location_id)
    );

    create table inventory (
      dataset_id text not null,
      material_id text not null,
      location_id text not null,
      on_hand double precision not null check (on_hand >= 0),
      reserved double precision not null default 0 check (reserved >= 0),
      bin text,
      primary key (dataset_id, material_id, location_id),
      foreign key (dataset_id, material_id) references materials (dataset_id, material_id) on delete cascade,
      foreign key (dataset_id, location_id) references locations (dataset_id, location_id) on delete cascade
    );

    create table sales_orders (
      dataset_id text not null references datasets on delete cascade,
      sales_order_id text not null,
      customer_id text not null,
      material_id text not null,
      quantity double precision not null check (quantity > 0),
      unit_price double precision not null,
      order_date timestamptz not null,
      requested_date timestamptz not null,
      status text not null,
      primary key (dataset_id, sales_order_id)
    );

    create table purchase_orders (
      dataset_id text not null references datasets on delete cascade,
      po_id text not null,
      vendor_id text not null,
      material_id text not null,
      quantity double precision not null check (quantity > 0),
      unit_price double precision not null,
      order_date timestamptz not null,
      expected_date timestamptz not null,
      status text not null,
      primary key (dataset_id, po_id)
    );

    create table production_orders (
      dataset_id text not null references datasets on delete cascade,
      order_id text not null,
      material text not null,
      material_description text,
      quantity integer not null check (quantity >= 1),
      unit text not null check (unit in ('PC', 'KG', 'M', 'L')),
      status text not null check (status in ('Created', 'Released', 'In Process', 'Completed', 'Closed')),
      priority text not null check (priority in ('Low', 'Normal', 'High', 'Urgent')),
      basic_start_date timestamptz,
      basic_end_date timestamptz,
      actual_start timestamptz,
      actual_end timestamptz,
      completion_percentage integer not null default 0 check (completion_percentage between 0 and 100),
      work_center text,
      customer_id text,
      sales_order_id text,
      version integer not null default 1,
      updated_at timestamptz not null default now(),
      primary key (dataset_id, order_id)
    );

    create table order_operations (
      dataset_id text not null,
      order_id text not null,
      operation_id text not null,
      seq integer not null,
      description text,
      work_center text not null,
      duration_mins double precision not null check (duration_mins >= 0),
      setup_minutes double precision not null default 0,
      start_time timestamptz,
      end_time timestamptz,
      status text not null default 'Planned',
      is_frozen boolean not null default false,
      primary key (dataset_id, order_id, operation_id),
      foreign key (dataset_id, order_id) references production_orders (dataset_id, order_id) on delete cascade
    );

    create table accounts (
      dataset_id text not null references datasets on delete cascade,
      account_id text not null,
      account_number text not null,
      account_name text not null,
      account_type text not null,
      description text,
      normal_balance text not null check (normal_balance in ('DEBIT', 'CREDIT')),
      is_active boolean not null default true,
      primary key (dataset_id, account_id)
    );

    create table invoices (
      dataset_id text not null references datasets on delete cascade,
      invoice_id text not null,
      invoice_number text not null,
      customer_id text not null,
      invoice_date timestamptz not null,
      due_date timestamptz not null,
      total_amount double precision not null,
      amount_due double precision not null,
      status text not null check (status in ('Pending', 'Paid')),
      primary key (dataset_id, invoice_id)
    );

    create table journal_entries (
      dataset_id text not null references datasets on delete cascade,
      entry_id text not null,
      entry_date timestamptz not null,
      description text not null,
      reference text,
      status text not null check (status in ('Posted', 'Draft')),
      primary key (dataset_id, entry_id)
    );

    create table journal_lines (
      dataset_id text not null,
      entry_id text not null,
      line_no integer not null,
      account_id text not null,
      debit double precision not null default 0,
      credit double precision not null default 0,
      primary key (dataset_id, entry_id, line_no),
      foreign key (dataset_id, entry_id) references journal_entries (dataset_id, entry_id) on delete cascade
    );

    create table contact_requests (
      request_id bigserial primary key,
      caller_key text not null,
      name text not null,
      email text not null,
      company text,
      message text,
      feature text,
      created_at timestamptz not null default now()
    );
    create index contact_requests_by_caller on contact_requests (caller_key, created_at);
`;
