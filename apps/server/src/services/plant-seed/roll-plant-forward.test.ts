import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaktDatabase } from '../../db/database.ts';
import { DEFAULT_DATASET_ID } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { readManifest } from '../../db/seed.ts';
import { openTestDatabase } from '../../db/test-database.test-support.ts';
import { loadDefaultPlant } from '../../default-plant.ts';
import { SEED_DIR, TEST_NOW } from '../../test/fixtures.ts';
import { nothingRolled } from './roll-forward.ts';
import { repairOfStoredPlan } from './stored-plan-repair.ts';

const WEEK = 7 * 86_400_000;
const AS_OF = Date.parse(readManifest(SEED_DIR).as_of ?? '');

let database: TaktDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function readPlant() {
  const q = scoped(database.db, DEFAULT_DATASET_ID);
  const [orders, operations, inventory, purchases] = await Promise.all([
    q.selectFrom('production_orders').selectAll().orderBy('order_id').execute(),
    q.selectFrom('order_operations').selectAll().orderBy('order_id').orderBy('seq').execute(),
    q.selectFrom('inventory').selectAll().execute(),
    q.selectFrom('purchase_orders').selectAll().execute(),
  ]);
  return { orders, operations, inventory, purchases };
}

/** The shifted data instant: the seed's operations keep their offsets to it, so one known start finds it. */
async function shiftedAsOf(): Promise<number> {
  const row = await scoped(database.db, DEFAULT_DATASET_ID)
    .selectFrom('production_orders')
    .select('basic_start_date')
    .where('order_id', '=', '1022')
    .executeTakeFirstOrThrow();
  // Order 1022's basic start is the data's instant itself (the urgent pull-in released at now).
  return row.basic_start_date!.getTime();
}

describe('the sample plant rolled forward to the real now (any day and hour of the week)', () => {
  it('at the data instant itself changes nothing: shift 0, nothing rolled, the seed as written', async () => {
    const loaded = await loadDefaultPlant(database.db, SEED_DIR, TEST_NOW);
    expect(loaded?.rolledForward).toEqual(nothingRolled());
    const plant = await readPlant();
    expect(await shiftedAsOf()).toBe(AS_OF);
    const count = (values: string[]) => {
      const counts: Record<string, number> = {};
      for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
      return counts;
    };
    expect(count(plant.operations.map((op) => op.status))).toEqual({ Done: 36, Started: 10, Planned: 261 });
    expect(count(plant.orders.map((o) => o.status))).toEqual({
      'In Process': 13,
      Closed: 5,
      Completed: 3,
      Released: 18,
      Created: 46,
    });
    const movements = await scoped(database.db, DEFAULT_DATASET_ID)
      .selectFrom('stock_movements')
      .select('movement_id')
      .execute();
    expect(movements).toEqual([]);
  });

  it.each([
    [
      'anchor-week Monday 06:00 plant time (before the data instant: the week before)',
      '2026-11-23T09:00:00.000Z',
    ],
    ['Wednesday 06:59, a minute before the data instant', '2026-11-25T09:59:00.000Z'],
    ['Wednesday 07:01, a minute after it', '2026-11-25T10:01:00.000Z'],
    // Math.round from the anchor Monday loaded this one a week ahead: nothing had started.
    ['Thursday 17:40 plant time', '2026-11-26T20:40:00.000Z'],
    ['Sunday 23:30 plant time', '2026-11-30T02:30:00.000Z'],
    ['months later, at seconds past a minute', '2027-03-11T15:17:42.000Z'],
  ])('on %s the plan is coherent at now and a repair moves nothing', async (_, nowIso) => {
    const now = new Date(nowIso);
    const nowMs = now.getTime();
    await loadDefaultPlant(database.db, SEED_DIR, now);
    const asOf = await shiftedAsOf();
    expect(asOf).toBeLessThanOrEqual(nowMs);
    expect(nowMs - asOf).toBeLessThan(WEEK);
    expect(Math.abs((asOf - AS_OF) % WEEK)).toBe(0);

    const plant = await readPlant();
    const open = new Set(
      plant.orders.filter((o) => ['Released', 'In Process'].includes(o.status)).map((o) => o.order_id),
    );
    for (const op of plant.operations) {
      const name = `${op.order_id}/${op.operation_id} ${op.status}`;
      const startMs = op.start_time!.getTime();
      if (op.status === 'Planned') expect(startMs, name).toBeGreaterThanOrEqual(nowMs);
      else {
        expect(startMs, name).toBeLessThan(nowMs);
        expect(op.is_frozen, name).toBe(true);
      }
      if (op.status === 'Done') expect(op.end_time!.getTime(), name).toBeLessThanOrEqual(nowMs);
      if (op.status === 'Started') expect(op.end_time!.getTime(), name).toBeGreaterThan(nowMs);
      // A started operation belongs to an order in process; a planned one before 8 days to a released one.
      if (op.status === 'Started') expect(open.has(op.order_id), name).toBe(true);
    }
    for (const order of plant.orders) {
      const ops = plant.operations.filter((op) => op.order_id === order.order_id);
      const first = ops[0]!.start_time!.getTime();
      if (order.status === 'Created')
        expect(first, order.order_id).toBeGreaterThanOrEqual(nowMs + 8 * 86_400_000);
      if (ops.some((op) => op.status !== 'Planned'))
        expect(['In Process', 'Completed', 'Closed'], order.order_id).toContain(order.status);
      if (order.status === 'In Process') expect(order.actual_start, order.order_id).not.toBeNull();
    }
    for (const row of plant.inventory) expect(row.on_hand, row.material_id).toBeGreaterThanOrEqual(0);
    // Nothing due after now has been received; what fell due since the data instant has.
    for (const po of plant.purchases) {
      const dueMs = po.expected_date.getTime();
      if (dueMs > nowMs) expect(po.status, po.po_id).not.toBe('Received');
      if (dueMs > asOf && dueMs <= nowMs) expect(po.status, po.po_id).toBe('Received');
    }

    const { result, moved } = await repairOfStoredPlan(database.db, DEFAULT_DATASET_ID, now);
    expect(result.repair?.forcedOperations).toBe(0);
    expect(result.repair?.moves).toEqual([]);
    expect(moved.map((op) => op.operationId)).toEqual([]);
  });

  it('books what happened as Complete, Receive and Ship book it: output in, components out, receipts, shipments', async () => {
    // A whole week after the data instant, less a minute: the most that can have happened.
    const now = new Date(AS_OF + WEEK - 60_000);
    const rolled = (await loadDefaultPlant(database.db, SEED_DIR, now))?.rolledForward;
    const plant = await readPlant();
    const movements = await scoped(database.db, DEFAULT_DATASET_ID)
      .selectFrom('stock_movements')
      .selectAll()
      .execute();
    const completed = plant.orders.filter(
      (o) => o.status === 'Completed' && o.actual_end && o.actual_end.getTime() > AS_OF,
    );
    expect(completed.length).toBeGreaterThan(0);
    for (const order of completed) {
      const ops = plant.operations.filter((op) => op.order_id === order.order_id);
      expect(order.actual_end).toEqual(ops[ops.length - 1]!.end_time);
      expect(order.completion_percentage).toBe(100);
      const output = movements.filter((m) => m.reference === order.order_id && m.kind === 'production');
      expect(output.map((m) => [m.material_id, m.quantity])).toEqual([[order.material, order.quantity]]);
      expect(movements.some((m) => m.reference === order.order_id && m.kind === 'backflush')).toBe(true);
      // Dated when the order completed, as its journal entry is, not when the plant was loaded.
      for (const m of movements.filter((m) => m.reference === order.order_id))
        expect(m.created_at, `${order.order_id} ${m.kind}`).toEqual(order.actual_end);
    }
    // An order done on every operation whose components the stock does not hold stays In Process:
    // the load books no stock it does not have (1011: 4,250 engine mounts, 589 inserts on hand).
    const short = plant.orders.filter(
      (o) =>
        o.status === 'In Process' &&
        plant.operations.filter((op) => op.order_id === o.order_id).every((op) => op.status === 'Done'),
    );
    expect(short.map((o) => o.order_id)).toContain('1011');
    expect(rolled?.ordersShort.sort()).toEqual(short.map((o) => o.order_id).sort());
    expect(rolled?.ordersCompleted.sort()).toEqual(completed.map((o) => o.order_id).sort());
    for (const order of short) {
      expect(order.completion_percentage).toBe(99);
      expect(movements.some((m) => m.reference === order.order_id)).toBe(false);
    }
    // Sales orders requested since the data instant left MAIN on their date when its free stock held them.
    const sales = await scoped(database.db, DEFAULT_DATASET_ID)
      .selectFrom('sales_orders')
      .selectAll()
      .execute();
    const shippedSince = sales.filter((so) => so.status === 'Shipped' && so.requested_date.getTime() > AS_OF);
    expect(shippedSince.length).toBeGreaterThan(0);
    for (const so of shippedSince) {
      const issue = movements.find((m) => m.reference === so.sales_order_id && m.kind === 'issue');
      expect(issue?.quantity, so.sales_order_id).toBe(so.quantity);
      expect(issue!.created_at.getTime(), so.sales_order_id).toBeGreaterThanOrEqual(
        so.requested_date.getTime(),
      );
      // Made to order: it leaves once its production order is done, not from others' stock before.
      const maker = plant.orders.find((o) => o.sales_order_id === so.sales_order_id);
      if (maker) {
        expect(maker.status, so.sales_order_id).toBe('Completed');
        expect(issue!.created_at.getTime()).toBeGreaterThanOrEqual(maker.actual_end!.getTime());
      }
    }
    for (const so of rolled?.salesOrdersWaiting ?? [])
      expect(plant.orders.find((o) => o.sales_order_id === so)?.status, so).not.toBe('Completed');
    const receipts = movements.filter((m) => m.kind === 'receipt');
    expect(receipts.length).toBeGreaterThan(0);
    for (const receipt of receipts)
      expect(plant.purchases.find((p) => p.po_id === receipt.reference)?.status).toBe('Received');
  });
});
