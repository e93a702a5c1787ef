import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { weeklyLoad } from './load.ts';
import { buildPlant } from './plant.ts';
import { NOW_MS } from './production-orders.ts';
import { TABLE_ORDER } from './rows.ts';
import { findShortages } from './shortage.ts';
import { ANCHOR_DATE, PLANT_TIME_ZONE } from './time.ts';

/** Bump when the seed's content changes, so loaded datasets can tell. */
const SEED_VERSION = '1.3.2';
const OUTPUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../data/plant-1000');

function writeJson(file: string, value: unknown): void {
  writeFileSync(join(OUTPUT_DIR, file), `${JSON.stringify(value, null, 2)}\n`);
}

/** Writes Plant 1000's seed files and prints what a planner would look at first. */
function generate(): void {
  const plant = buildPlant();
  mkdirSync(OUTPUT_DIR, { recursive: true });
  for (const table of TABLE_ORDER) writeJson(`${table}.json`, plant[table]);
  writeJson('manifest.json', {
    seed_version: SEED_VERSION,
    anchor_date: ANCHOR_DATE,
    // The instant the data is true at: the plan was settled then (the loader rolls it forward to today).
    as_of: new Date(NOW_MS).toISOString(),
    time_zone: PLANT_TIME_ZONE,
    tables: TABLE_ORDER,
  });

  const counts = TABLE_ORDER.map((t) => `${t} ${plant[t].length}`).join(', ');
  console.log(`Plant 1000 written to ${OUTPUT_DIR}\n${counts}`);
  const load = weeklyLoad(plant, 0, 7);
  console.log('\nWeekly load % (weeks 0..7 from the anchor week):');
  for (const wc of plant.work_centers) {
    const row = load.filter((l) => l.workCenterId === wc.work_center_id);
    console.log(
      `  ${wc.work_center_id.padEnd(7)}${row.map((l) => String(Math.round(l.utilization * 100)).padStart(5)).join('')}`,
    );
  }
  const over = load.filter((l) => l.utilization > 1);
  console.log(
    `Overloaded: ${over.map((l) => `${l.workCenterId} week ${l.week} (${Math.round(l.utilization * 100)} %)`).join(', ')}`,
  );
  const shortages = findShortages(plant, 4);
  console.log(
    `Short in the next 4 weeks: ${shortages.map((s) => `${s.materialId} (${Math.round(s.shortage)})`).join(', ')}`,
  );
  const late = plant.production_orders.filter((o) => {
    const ops = plant.order_operations.filter((op) => op.order_id === o.order_id);
    const end = ops[ops.length - 1]?.end_time;
    return (
      o.status !== 'Completed' && o.status !== 'Closed' && end && o.basic_end_date && end > o.basic_end_date
    );
  });
  console.log(
    `Planned to finish after their due date: ${late.map((o) => `${o.order_id} ${o.material}`).join(', ')}`,
  );
}

generate();
