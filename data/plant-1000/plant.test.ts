import { describe, expect, it } from 'vitest';
import type { PlantTables } from '../../scripts/generate-plant/rows.ts';
import {
  ids,
  manifest,
  materialById,
  migrationTables,
  plant,
  workCenterById as wcById,
} from './seed-files.ts';

const {
  work_centers: workCenters,
  materials,
  boms,
  bom_components: bomLines,
  molds,
  routing_operations: routing,
  production_orders: orders,
  order_operations: operations,
} = plant;
const presses = workCenters.filter((w) => w.type === 'Press').map((w) => w.work_center_id);
describe('seed files of Plant 1000 (foundation §4)', () => {
  it('anchors every date on a Monday and lists every planning table', () => {
    expect(new Date(`${manifest.anchor_date}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(manifest.seed_version).toMatch(/^\d+\.\d+\.\d+$/);
    const planningTables = [...migrationTables().keys()].filter(
      (t) => t !== 'datasets' && t !== 'contact_requests',
    );
    expect([...manifest.tables].sort()).toEqual(planningTables.sort());
  });

  it('writes rows whose keys are the table columns, with every required column present', () => {
    const tables = migrationTables();
    for (const table of manifest.tables) {
      const known = new Set(tables.get(table)!.columns.map((c) => c.name));
      const required = tables.get(table)!.columns.filter((c) => c.isRequired && c.name !== 'dataset_id');
      for (const row of plant[table] as unknown as Record<string, unknown>[]) {
        for (const key of Object.keys(row))
          expect(known.has(key) && key !== 'dataset_id', `${table}.${key}`).toBe(true);
        for (const c of required) expect(row[c.name], `${table}.${c.name}`).not.toBeNull();
        for (const c of required) expect(row[c.name], `${table}.${c.name}`).toBeDefined();
      }
    }
  });

  it('respects the enumerations and numeric checks of the migration', () => {
    for (const [table, { body }] of migrationTables()) {
      if (!manifest.tables.includes(table as keyof PlantTables)) continue;
      for (const [, column, values] of body.matchAll(/check \((\w+) in \(([^)]*)\)\)/g)) {
        const allowed = values!.split(',').map((v) => v.trim().replace(/'/g, ''));
        for (const row of plant[table as keyof PlantTables] as unknown as Record<string, unknown>[]) {
          if (row[column!] !== undefined) expect(allowed, `${table}.${column}`).toContain(row[column!]);
        }
      }
    }
    const atLeast = (values: number[], min: number, label: string, strict = false) => {
      for (const v of values) expect(strict ? v > min : v >= min, `${label} ${v}`).toBe(true);
    };
    atLeast(
      materials.map((m) => m.standard_cost),
      0,
      'standard_cost',
    );
    atLeast(
      materials.map((m) => m.lead_time_days),
      0,
      'lead_time_days',
    );
    atLeast(
      bomLines.map((l) => l.quantity_per),
      0,
      'quantity_per',
      true,
    );
    atLeast(
      bomLines.map((l) => 100 - l.scrap_percent),
      0,
      'scrap_percent',
    );
    atLeast(
      plant.setup_matrices.map((r) => r.setup_minutes),
      0,
      'setup_minutes',
    );
    atLeast(
      plant.sales_orders.map((s) => s.quantity),
      0,
      'sales quantity',
      true,
    );
    atLeast(
      plant.purchase_orders.map((p) => p.quantity),
      0,
      'purchase quantity',
      true,
    );
    atLeast(
      operations.map((o) => o.duration_mins),
      0,
      'duration_mins',
    );
    for (const m of materials) expect(Number.isInteger(m.lead_time_days)).toBe(true);
    for (const r of plant.setup_matrices) expect(Number.isInteger(r.setup_minutes)).toBe(true);
  });

  it('lists tables so that every referenced table comes first', () => {
    const comesFirst = (a: keyof PlantTables, b: keyof PlantTables) =>
      expect(manifest.tables.indexOf(a)).toBeLessThan(manifest.tables.indexOf(b));
    comesFirst('calendars', 'work_centers');
    comesFirst('work_centers', 'downtimes');
    comesFirst('boms', 'bom_components');
    comesFirst('materials', 'routing_operations');
    comesFirst('vendors', 'material_vendors');
    comesFirst('locations', 'inventory');
    comesFirst('production_orders', 'order_operations');
    comesFirst('journal_entries', 'journal_lines');
  });

  it('keeps primary keys unique', () => {
    const keys: [keyof PlantTables, string[]][] = [
      ['materials', ['material_id']],
      ['bom_components', ['product_id', 'line_no']],
      ['routing_operations', ['material_id', 'operation_no']],
      ['setup_matrices', ['work_center_type', 'from_family', 'to_family']],
      ['material_vendors', ['material_id', 'vendor_id']],
      ['inventory', ['material_id', 'location_id']],
      ['production_orders', ['order_id']],
      ['order_operations', ['order_id', 'operation_id']],
      ['journal_lines', ['entry_id', 'line_no']],
    ];
    for (const [table, key] of keys) {
      const rows = plant[table] as unknown as Record<string, unknown>[];
      expect(new Set(rows.map((r) => key.map((k) => r[k]).join('|'))).size, table).toBe(rows.length);
    }
  });

  it('writes timestamps as ISO 8601 UTC and BOM dates as plain dates', () => {
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    const stamps = [
      ...plant.downtimes.flatMap((d) => [d.start_at, d.end_at]),
      ...orders.flatMap((o) => [o.basic_start_date, o.basic_end_date, o.actual_start, o.actual_end]),
      ...operations.flatMap((o) => [o.start_time, o.end_time]),
      ...plant.sales_orders.flatMap((s) => [s.order_date, s.requested_date]),
      ...plant.purchase_orders.flatMap((p) => [p.order_date, p.expected_date]),
      ...plant.invoices.flatMap((i) => [i.invoice_date, i.due_date]),
      ...plant.journal_entries.map((j) => j.entry_date),
    ].filter((s): s is string => s !== null);
    for (const s of stamps) expect(s).toMatch(iso);
    for (const b of boms) expect(b.effective_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('work centers and calendars', () => {
  it('has exactly the work centers of the spec, named in words', () => {
    const expected = [
      ...['BAN-01', 'BAN-02', 'MIL-01', 'MIL-02', 'EXT-01', 'EXT-02', 'EXT-03', 'CAL-01'],
      ...['PRS-01', 'PRS-02', 'PRS-03', 'PRS-04', 'PRS-05', 'PRS-06', 'PRS-07', 'PRS-08'],
      ...['AUT-01', 'AUT-02', 'TRM-01', 'TRM-02', 'INS-01', 'PKG-01'],
    ];
    expect(workCenters.map((w) => w.work_center_id).sort()).toEqual(expected.sort());
    expect(wcById.get('BAN-01')?.name).toBe('Banbury Mixer 1');
    expect(wcById.get('PRS-03')?.name).toBe('Press 3');
    expect(wcById.get('AUT-02')?.name).toBe('Autoclave 2');
    expect(new Set(workCenters.map((w) => w.type))).toEqual(
      new Set([
        'Banbury',
        'Mill',
        'Extruder',
        'Calender',
        'Press',
        'Autoclave',
        'Trimming',
        'Inspection',
        'Packaging',
      ]),
    );
    const processes = workCenters.filter((w) => w.type === 'Press').map((w) => w.process);
    expect(processes.some((p) => /injection/i.test(p)) && processes.some((p) => /compression/i.test(p))).toBe(
      true,
    );
  });

  it('gives each work center a calendar whose longest day matches its daily capacity', () => {
    const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
    for (const wc of workCenters) {
      const calendar = plant.calendars.find((c) => c.calendar_id === wc.calendar_id);
      expect(calendar, wc.work_center_id).toBeDefined();
      const perDay = new Map<number, number>();
      for (const shift of calendar!.shifts) {
        expect(shift.start).toMatch(/^\d{2}:\d{2}$/);
        for (const day of shift.days) {
          expect(day >= 1 && day <= 7).toBe(true);
          const length = (minutes(shift.end) - minutes(shift.start) + 1440) % 1440 || 1440;
          perDay.set(day, (perDay.get(day) ?? 0) + length / 60);
        }
      }
      expect(Math.max(...perDay.values()), wc.work_center_id).toBe(wc.capacity_hours_per_day);
      expect(wc.cost_rate_per_hour).toBeGreaterThan(0);
    }
    expect(new Set(workCenters.map((w) => w.calendar_id)).size).toBeGreaterThanOrEqual(3);
  });

  it('plans maintenance windows ahead on known work centers', () => {
    for (const d of plant.downtimes) {
      expect(wcById.has(d.work_center_id)).toBe(true);
      expect(Date.parse(d.end_at)).toBeGreaterThan(Date.parse(d.start_at));
    }
    const anchor = Date.parse(`${manifest.anchor_date}T00:00:00Z`);
    const ahead = plant.downtimes.filter((d) => d.kind === 'maintenance' && Date.parse(d.start_at) >= anchor);
    expect(new Set(ahead.map((d) => d.work_center_id)).size).toBeGreaterThanOrEqual(4);
  });
});

describe('materials, BOMs and routings', () => {
  it('includes the SKUs the spec names', () => {
    for (const sku of ['PRODUCT-001', 'STD-101', 'RM-778', 'BATCH-890'])
      expect(materialById.has(sku), sku).toBe(true);
    expect(materialById.get('RM-778')?.procurement).toBe('BUY');
    expect(materialById.get('BATCH-890')?.material_type).toBe('COMPOUND');
    expect(materialById.get('PRODUCT-001')?.price).toBeGreaterThan(0);
    expect(materials.length).toBeGreaterThanOrEqual(50);
    expect(materials.length).toBeLessThanOrEqual(80);
    expect(new Set(materials.map((m) => m.unit))).toEqual(new Set(['PC', 'KG', 'M', 'L']));
  });

  it('gives every made item a BOM and, unless phantom, a routing; bought items have neither', () => {
    const withBom = ids(boms, 'product_id');
    const withRouting = ids(routing, 'material_id');
    for (const m of materials) {
      expect(withBom.has(m.material_id), m.material_id).toBe(m.procurement === 'MAKE');
      expect(withRouting.has(m.material_id), m.material_id).toBe(m.procurement === 'MAKE' && !m.is_phantom);
    }
  });

  it('resolves every BOM line to a known item in its own unit, lines stepping by 10', () => {
    for (const line of bomLines) {
      const item = materialById.get(line.item_id);
      expect(item, line.item_id).toBeDefined();
      expect(line.uom).toBe(item!.unit);
      expect(line.is_phantom).toBe(item!.is_phantom);
      expect(line.line_no % 10).toBe(0);
    }
  });

  it('has acyclic BOMs 3 to 5 levels deep under every finished good, with a phantom in use', () => {
    const children = new Map<string, string[]>();
    for (const line of bomLines)
      children.set(line.product_id, [...(children.get(line.product_id) ?? []), line.item_id]);
    const depth = (id: string, path: string[]): number => {
      expect(path.includes(id), `cycle through ${id}`).toBe(false);
      const below = (children.get(id) ?? []).map((c) => depth(c, [...path, id]));
      return below.length === 0 ? 0 : 1 + Math.max(...below);
    };
    for (const fg of materials.filter((m) => m.material_type === 'FINISHED')) {
      const levels = depth(fg.material_id, []);
      expect(levels >= 3 && levels <= 5, `${fg.material_id} is ${levels} levels deep`).toBe(true);
    }
    expect(bomLines.some((l) => l.is_phantom)).toBe(true);
    expect(bomLines.some((l) => l.scrap_percent > 0)).toBe(true);
  });

  it('numbers operations 10, 20, 30 and lists eligible work centers with run rates', () => {
    const byMaterial = new Map<string, number[]>();
    for (const op of routing)
      byMaterial.set(op.material_id, [...(byMaterial.get(op.material_id) ?? []), op.operation_no]);
    for (const numbers of byMaterial.values())
      expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => (i + 1) * 10));
    for (const op of routing) {
      expect(op.eligible.length).toBeGreaterThan(0);
      for (const e of op.eligible) {
        expect(wcById.has(e.work_center_id), e.work_center_id).toBe(true);
        expect(e.run_rate_per_hour).toBeGreaterThan(0);
      }
    }
    expect(routing.some((op) => op.eligible.length > 1)).toBe(true);
    expect(routing.some((op) => op.max_wait_after_minutes !== null)).toBe(true);
  });

  it('has setup rows for every family a routing runs, with a default change per work-center type', () => {
    for (const type of new Set(workCenters.map((w) => w.type))) {
      expect(
        plant.setup_matrices.some(
          (r) => r.work_center_type === type && r.from_family === '*' && r.to_family === '*',
        ),
        type,
      ).toBe(true);
    }
    for (const op of routing) {
      for (const e of op.eligible) {
        const type = wcById.get(e.work_center_id)!.type;
        const rows = plant.setup_matrices.filter((r) => r.work_center_type === type);
        expect(
          rows.some((r) => r.to_family === op.setup_family || r.from_family === op.setup_family),
          `${type} ${op.setup_family}`,
        ).toBe(true);
      }
    }
  });
});

describe('molds', () => {
  it('has more molds than presses, each fitting at least one press', () => {
    expect(molds.length).toBeGreaterThan(presses.length);
    for (const mold of molds) {
      expect(mold.fits_work_centers.length).toBeGreaterThan(0);
      for (const wc of mold.fits_work_centers) expect(presses).toContain(wc);
      expect(mold.cavities).toBeGreaterThan(0);
    }
  });

  it('lets every press eligible for a molding operation take a mold of the product family', () => {
    for (const op of routing.filter((o) => o.requires_mold)) {
      const family = materialById.get(op.material_id)?.mold_family;
      expect(family, op.material_id).toBeTruthy();
      for (const e of op.eligible) {
        expect(
          molds.some((m) => m.mold_family === family && m.fits_work_centers.includes(e.work_center_id)),
        ).toBe(true);
      }
    }
    const families = materials.map((m) => m.mold_family).filter(Boolean);
    expect(families.length).toBeGreaterThan(new Set(families).size);
  });
});
