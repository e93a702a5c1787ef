import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { loadDefaultPlant } from '../apps/server/src/default-plant.ts';
import { buildSchedulingProblem } from '../apps/server/src/services/schedule/build-problem.ts';
import {
  loadSchedulingSnapshot,
  type SchedulingSnapshot,
} from '../apps/server/src/services/schedule/snapshot.ts';
import type { TimeAxis } from '../apps/server/src/services/schedule/time-axis.ts';
import type { SchedulingProblem } from '../packages/engine/src/index.ts';

/** A plant as the schedule service sees it: the dataset snapshot and the engine's problem (no baseline). */
export interface LoadedPlant {
  snapshot: SchedulingSnapshot;
  problem: SchedulingProblem;
  axis: TimeAxis;
}

/** Loads seed files into an in-memory database and builds the problem the way the schedule service does. */
export async function loadPlant(seedDir: string, now: Date): Promise<LoadedPlant> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await loadDefaultPlant(database.db, seedDir, now);
    const snapshot = await loadSchedulingSnapshot(database.db, 'default');
    const built = buildSchedulingProblem(snapshot, { now, keepBaseline: false });
    return { snapshot, problem: built.problem, axis: built.axis };
  } finally {
    await database.close();
  }
}

type Row = Record<string, unknown>;

/** The id of a copy in hall `hall` (1-based); hall 1 keeps the plant's own ids. */
export const inHall = (id: string, hall: number) => (hall === 1 ? id : `${id}-H${hall}`);

/**
 * Writes a plant `halls` times the size of the seed plant into a temporary directory and answers it:
 * `halls` copies of every work center (with its downtimes) and mold, of every production order with
 * its operations (new order ids, the copy's stored plan on the copy's machines, the same dates), stock
 * and purchase quantities times `halls`. Materials, BOMs, routings and calendars are shared: a routing's
 * eligible work centers are every hall's copies, so a copy of an order may run in any hall. The plant
 * generator (scripts/generate-plant) has no size parameter: its order book fills fixed lines to week 6.
 */
export function writeScaledPlant(seedDir: string, halls: number): string {
  const dir = mkdtempSync(join(tmpdir(), `takt-plant-x${halls}-`));
  cpSync(seedDir, dir, { recursive: true });
  const read = (table: string) => JSON.parse(readFileSync(join(seedDir, `${table}.json`), 'utf8')) as Row[];
  const write = (table: string, rows: Row[]) =>
    writeFileSync(join(dir, `${table}.json`), JSON.stringify(rows));
  const hallsOf = <T>(copy: (hall: number) => T[]) =>
    Array.from({ length: halls }, (_, k) => copy(k + 1)).flat();
  const orderIdIn = (id: string, hall: number) => String(Number(id) + (hall - 1) * 1000);

  write(
    'work_centers',
    hallsOf((hall) =>
      read('work_centers').map((w) => ({ ...w, work_center_id: inHall(String(w.work_center_id), hall) })),
    ),
  );
  write(
    'downtimes',
    hallsOf((hall) =>
      read('downtimes').map((d) => ({
        ...d,
        downtime_id: inHall(String(d.downtime_id), hall),
        work_center_id: inHall(String(d.work_center_id), hall),
      })),
    ),
  );
  write(
    'molds',
    hallsOf((hall) =>
      read('molds').map((m) => ({
        ...m,
        mold_id: inHall(String(m.mold_id), hall),
        fits_work_centers: (m.fits_work_centers as string[]).map((w) => inHall(w, hall)),
      })),
    ),
  );
  write(
    'routing_operations',
    read('routing_operations').map((r) => ({
      ...r,
      eligible: hallsOf((hall) =>
        (r.eligible as Row[]).map((e) => ({ ...e, work_center_id: inHall(String(e.work_center_id), hall) })),
      ),
    })),
  );
  write(
    'inventory',
    read('inventory').map((i) => ({
      ...i,
      on_hand: Number(i.on_hand) * halls,
      reserved: Number(i.reserved) * halls,
    })),
  );
  write(
    'purchase_orders',
    read('purchase_orders').map((p) => ({ ...p, quantity: Number(p.quantity) * halls })),
  );
  write(
    'production_orders',
    hallsOf((hall) =>
      read('production_orders').map((o) => ({
        ...o,
        order_id: orderIdIn(String(o.order_id), hall),
        work_center: o.work_center === null ? null : inHall(String(o.work_center), hall),
      })),
    ),
  );
  write(
    'order_operations',
    hallsOf((hall) =>
      read('order_operations').map((op) => ({
        ...op,
        order_id: orderIdIn(String(op.order_id), hall),
        work_center: inHall(String(op.work_center), hall),
      })),
    ),
  );
  return dir;
}
