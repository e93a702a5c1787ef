import { describe, expect, it } from 'vitest';
import { weeklyLoad } from '../../scripts/generate-plant/load.ts';
import { findShortages } from '../../scripts/generate-plant/shortage.ts';
import { weekStart } from '../../scripts/generate-plant/time.ts';
import { shiftIntervals, workingIntervals } from '../../scripts/generate-plant/working-time.ts';
import { anchorIso, ids, manifest, materialById, plant, workCenterById as wcById } from './seed-files.ts';

const {
  materials,
  routing_operations: routing,
  production_orders: orders,
  order_operations: operations,
} = plant;

describe('production orders', () => {
  const opsOf = (orderId: string) =>
    operations.filter((o) => o.order_id === orderId).sort((a, b) => a.seq - b.seq);
  const isOpen = (status: string) => ['Created', 'Released', 'In Process'].includes(status);

  it('has 60 to 90 orders covering every status and priority', () => {
    expect(orders.length).toBeGreaterThanOrEqual(60);
    expect(orders.length).toBeLessThanOrEqual(90);
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['Created', 'Released', 'In Process', 'Completed', 'Closed']),
    );
    expect(new Set(orders.map((o) => o.priority))).toEqual(new Set(['Low', 'Normal', 'High', 'Urgent']));
    for (const o of orders) expect(o.order_id).toMatch(/^\d{4}$/);
  });

  it('keeps quantities, units, dates and completion consistent with the status', () => {
    for (const o of orders) {
      const material = materialById.get(o.material);
      expect(material?.procurement, o.material).toBe('MAKE');
      expect(o.unit).toBe(material!.unit);
      expect(Number.isInteger(o.quantity) && o.quantity >= 1).toBe(true);
      expect(o.basic_start_date! < o.basic_end_date!).toBe(true);
      expect(wcById.has(o.work_center!)).toBe(true);
      const isDone = o.status === 'Completed' || o.status === 'Closed';
      expect(o.completion_percentage).toBe(
        isDone ? 100 : o.status === 'In Process' ? o.completion_percentage : 0,
      );
      if (o.status === 'In Process')
        expect(o.completion_percentage > 0 && o.completion_percentage < 100).toBe(true);
      expect(o.actual_start !== null).toBe(!(o.status === 'Created' || o.status === 'Released'));
      expect(o.actual_end !== null).toBe(isDone);
    }
  });

  it('links make-to-order orders to a sales order of the same customer and material', () => {
    const customers = ids(plant.customers, 'customer_id');
    const linked = orders.filter((o) => o.sales_order_id !== null);
    expect(linked.length).toBeGreaterThan(0);
    for (const o of linked) {
      const so = plant.sales_orders.find((s) => s.sales_order_id === o.sales_order_id);
      expect(so?.material_id).toBe(o.material);
      expect(so?.customer_id).toBe(o.customer_id);
      expect(customers.has(o.customer_id!)).toBe(true);
    }
  });

  it('builds operations from the routing: eligible work center, run time from the rate, statuses in order', () => {
    for (const o of orders) {
      const ops = opsOf(o.order_id);
      const steps = routing
        .filter((r) => r.material_id === o.material)
        .sort((a, b) => a.operation_no - b.operation_no);
      expect(ops.map((op) => op.operation_id)).toEqual(
        steps.map((s) => String(s.operation_no).padStart(4, '0')),
      );
      ops.forEach((op, i) => {
        const step = steps[i]!;
        const eligible = step.eligible.find((e) => e.work_center_id === op.work_center);
        expect(eligible, `${o.order_id} ${op.operation_id} on ${op.work_center}`).toBeDefined();
        const expected = eligible!.fixed_minutes + (o.quantity / eligible!.run_rate_per_hour) * 60;
        expect(op.duration_mins).toBeCloseTo(expected, 1);
        expect(op.start_time! < op.end_time!).toBe(true);
        expect(op.is_frozen).toBe(op.status !== 'Planned');
        const next = ops[i + 1];
        if (next) {
          const gapMinutes = (Date.parse(next.start_time!) - Date.parse(op.end_time!)) / 60_000;
          expect(gapMinutes).toBeGreaterThanOrEqual(step.min_wait_after_minutes);
          if (step.max_wait_after_minutes !== null)
            expect(gapMinutes).toBeLessThanOrEqual(step.max_wait_after_minutes);
        }
      });
      const statuses = ops.map((op) => op.status);
      if (o.status === 'Completed' || o.status === 'Closed')
        expect(new Set(statuses)).toEqual(new Set(['Done']));
      if (o.status === 'Created' || o.status === 'Released')
        expect(new Set(statuses)).toEqual(new Set(['Planned']));
      expect(statuses.join(' ')).toMatch(/^(Done ?)*(Started ?)?(Planned ?)*$/);
    }
  });

  it('puts some open orders at risk: planned to finish after their due date', () => {
    const atRisk = orders.filter(
      (o) => isOpen(o.status) && opsOf(o.order_id).at(-1)!.end_time! > o.basic_end_date!,
    );
    expect(atRisk.length).toBeGreaterThan(0);
    expect(atRisk.length).toBeLessThan(orders.filter((o) => isOpen(o.status)).length / 4);
  });

  // A plan the scheduler accepts has no overlap, so no week is loaded beyond capacity: the rush
  // orders' pressure shows as full weeks on PRS-03 and PRS-06 and as late orders.
  it('fills PRS-03 in week 2 and PRS-06 in week 1, loads no work center beyond capacity and most of them at half or more', () => {
    const load = weeklyLoad(plant, 0, 5);
    expect(load.filter((l) => l.utilization > 1 + 1e-9)).toEqual([]);
    const utilization = (wc: string, week: number) =>
      load.find((l) => l.workCenterId === wc && l.week === week)!.utilization;
    expect(utilization('PRS-03', 2)).toBeGreaterThan(0.95);
    expect(utilization('PRS-06', 1)).toBeGreaterThan(0.95);
    const busy = load.filter((l) => l.week <= 3 && l.utilization >= 0.5);
    expect(busy.length).toBeGreaterThan(load.filter((l) => l.week <= 3).length / 2);
  });
});

describe('the plan in plant time', () => {
  const calendarOf = (wc: string) =>
    plant.calendars.find((c) => c.calendar_id === wcById.get(wc)?.calendar_id)!;
  const [fromMs, toMs] = [weekStart(-12), weekStart(20)];
  const plantClock = new Intl.DateTimeFormat('en-GB', {
    timeZone: manifest.time_zone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

  it('reads shifts in the plant time zone: the early shift starts at 06:00 on a São Paulo Monday', () => {
    expect(manifest.time_zone).toBe('America/Sao_Paulo');
    const [first] = shiftIntervals(calendarOf('CAL-01'), weekStart(0), weekStart(1));
    expect(plantClock.format(first!.startMs)).toBe('Mon 06:00');
    expect(plantClock.format(first!.endMs)).toBe('Mon 14:00');
  });

  // Non-pausable as the schedule service reads a routing step (build-problem.ts): runs up to a
  // shift long (480 min) on every eligible work center, and curing in an autoclave.
  it('puts every started or planned operation of a non-pausable step inside one stretch of its work center working time (plant-local shifts minus downtime)', () => {
    const working = new Map(
      plant.work_centers.map((wc) => [
        wc.work_center_id,
        workingIntervals(
          calendarOf(wc.work_center_id),
          plant.downtimes.filter((d) => d.work_center_id === wc.work_center_id),
          fromMs,
          toMs,
        ),
      ]),
    );
    const orderById = new Map(orders.map((o) => [o.order_id, o]));
    let checked = 0;
    for (const op of operations.filter((o) => o.status !== 'Done')) {
      const order = orderById.get(op.order_id)!;
      const step = routing.find(
        (r) => r.material_id === order.material && r.operation_no === Number.parseInt(op.operation_id, 10),
      )!;
      const longest = Math.max(
        ...step.eligible.map((e) =>
          Math.round(e.fixed_minutes + (order.quantity / e.run_rate_per_hour) * 60),
        ),
      );
      const canPause = longest > 480 && wcById.get(op.work_center)?.type !== 'Autoclave';
      const [startMs, endMs] = [Date.parse(op.start_time!), Date.parse(op.end_time!)];
      const spans = working.get(op.work_center)!;
      const label = `${op.order_id}/${op.operation_id} on ${op.work_center} ${op.start_time}–${op.end_time}`;
      expect(
        spans.some((s) => s.startMs <= startMs && startMs < s.endMs),
        label,
      ).toBe(true);
      expect(
        spans.some((s) => s.startMs < endMs && endMs <= s.endMs),
        label,
      ).toBe(true);
      if (canPause) continue;
      checked++;
      expect(
        spans.some((s) => s.startMs <= startMs && endMs <= s.endMs),
        label,
      ).toBe(true);
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('stock, purchasing and demand', () => {
  const available = new Map<string, number>();
  for (const row of plant.inventory) {
    available.set(row.material_id, (available.get(row.material_id) ?? 0) + row.on_hand - row.reserved);
  }

  it('keeps stock by known location for most materials, none for phantoms', () => {
    expect(ids(plant.locations, 'location_id')).toEqual(
      new Set(['MAIN', 'PRODUCTION', 'QUARANTINE', 'SHIPPING']),
    );
    for (const row of plant.inventory) {
      expect(materialById.has(row.material_id)).toBe(true);
      expect(ids(plant.locations, 'location_id').has(row.location_id)).toBe(true);
      expect(row.on_hand >= 0 && row.reserved >= 0).toBe(true);
    }
    expect(available.size).toBeGreaterThan(materials.length * 0.8);
    for (const m of materials.filter((x) => x.is_phantom)) expect(available.has(m.material_id)).toBe(false);
  });

  it('has items at or below their reorder point and some with nothing available (stock status)', () => {
    const status = (id: string) => {
      const a = available.get(id) ?? 0;
      return a <= 0 ? 'critical' : a <= materialById.get(id)!.reorder_point ? 'low' : 'adequate';
    };
    const statuses = [...available.keys()].map(status);
    expect(statuses.filter((s) => s === 'critical').length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 'low').length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 'adequate').length).toBeGreaterThan(statuses.length / 2);
  });

  it('has exactly one preferred vendor per bought item and several vendors for some', () => {
    const vendors = ids(plant.vendors, 'vendor_id');
    for (const m of materials.filter((x) => x.procurement === 'BUY')) {
      const offers = plant.material_vendors.filter((mv) => mv.material_id === m.material_id);
      expect(offers.filter((o) => o.is_preferred).length, m.material_id).toBe(1);
      for (const o of offers) expect(vendors.has(o.vendor_id)).toBe(true);
    }
    const counts = new Map<string, number>();
    for (const mv of plant.material_vendors)
      counts.set(mv.material_id, (counts.get(mv.material_id) ?? 0) + 1);
    expect([...counts.values()].some((c) => c > 1)).toBe(true);
    for (const id of counts.keys()) expect(materialById.get(id)?.procurement).toBe('BUY');
  });

  it('resolves sales and purchase orders, with open demand ahead and receipts in transit', () => {
    const customers = ids(plant.customers, 'customer_id');
    const vendors = ids(plant.vendors, 'vendor_id');
    for (const so of plant.sales_orders)
      expect(customers.has(so.customer_id) && materialById.has(so.material_id)).toBe(true);
    for (const po of plant.purchase_orders) {
      expect(vendors.has(po.vendor_id)).toBe(true);
      expect(materialById.get(po.material_id)?.procurement).toBe('BUY');
    }
    expect(plant.sales_orders.some((s) => s.status !== 'Shipped' && s.requested_date > anchorIso)).toBe(true);
    expect(plant.purchase_orders.some((p) => p.status === 'In Transit' && p.expected_date < anchorIso)).toBe(
      true,
    );
  });

  it('leaves some materials short against the demand of the next four weeks', () => {
    expect(findShortages(plant, 4).length).toBeGreaterThan(0);
  });
});

describe('finance', () => {
  it('has a chart of accounts with types and normal balances', () => {
    for (const number of ['1000', '1100', '1200', '1210', '1220', '2000', '3000', '4000', '5000']) {
      expect(
        plant.accounts.some((a) => a.account_number === number),
        number,
      ).toBe(true);
    }
    for (const a of plant.accounts) {
      expect(['ASSET', 'LIABILITY', 'EQUITY', 'REVENUE', 'EXPENSE']).toContain(a.account_type);
      expect(['DEBIT', 'CREDIT']).toContain(a.normal_balance);
    }
  });

  it('bills known customers, with some invoices pending past their due date', () => {
    const customers = ids(plant.customers, 'customer_id');
    for (const i of plant.invoices) {
      expect(customers.has(i.customer_id)).toBe(true);
      expect(i.amount_due).toBe(i.status === 'Paid' ? 0 : i.total_amount);
    }
    expect(plant.invoices.some((i) => i.status === 'Paid')).toBe(true);
    expect(plant.invoices.some((i) => i.status === 'Pending' && i.due_date < anchorIso)).toBe(true);
  });

  it('balances every journal entry to the cent on known accounts', () => {
    const accounts = ids(plant.accounts, 'account_id');
    for (const entry of plant.journal_entries) {
      const lines = plant.journal_lines.filter((l) => l.entry_id === entry.entry_id);
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const l of lines) expect(accounts.has(l.account_id)).toBe(true);
      const cents = (f: (l: (typeof lines)[number]) => number) =>
        lines.reduce((sum, l) => sum + Math.round(f(l) * 100), 0);
      expect(
        cents((l) => l.debit),
        entry.entry_id,
      ).toBe(cents((l) => l.credit));
    }
    expect(ids(plant.journal_lines, 'entry_id')).toEqual(ids(plant.journal_entries, 'entry_id'));
  });
});
