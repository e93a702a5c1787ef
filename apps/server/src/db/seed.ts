import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Kysely, sql, type Transaction } from 'kysely';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../time/plant-clock.ts';
import type { DatasetTable } from './dataset-tables.ts';
import type { Database } from './schema.ts';
import { DEFAULT_DATASET_ID } from './scope.ts';
import { scoped } from './scoped.ts';

interface Manifest {
  seed_version: string;
  /** A Monday: the seed's dates are written relative to it. */
  anchor_date: string;
  /** The instant the data is true at (its "now", ISO 8601); the anchor Monday 00:00 UTC when absent. */
  as_of?: string;
  /** The plant's IANA time zone: the seed's shifts and times of day are plant time; default UTC. */
  time_zone?: string;
  tables: DatasetTable[];
}

const WEEK_MS = 7 * 86_400_000;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const JSON_COLUMNS = new Set(['shifts', 'eligible', 'fits_work_centers']);
const CHUNK_ROWS = 500;
const SEED_LOCK = 7_420_001;

export function readManifest(seedDir: string): Manifest {
  return JSON.parse(readFileSync(join(seedDir, 'manifest.json'), 'utf8')) as Manifest;
}

/** The instant the seed's data is true at. */
export function seedAsOf(manifest: Pick<Manifest, 'anchor_date' | 'as_of'>): Date {
  return new Date(manifest.as_of ?? `${manifest.anchor_date}T00:00:00.000Z`);
}

/**
 * How far to move the seed's dates: the whole number of weeks that brings its `asOf` to the latest
 * such instant at or before `now` (0 ≤ now − shifted asOf < 7 days). Never after `now`: a data "now"
 * in the future would show work started ahead of time; the roll-forward brings the rest up to `now`.
 * Whole weeks keep weekdays and every plant clock time in a zone without daylight saving, as the
 * sample plant's America/Sao_Paulo (a zone with it would see times an hour off across a change).
 */
export function weekShiftMs(asOf: Date, now: Date): number {
  // `|| 0` turns -0 into 0.
  return Math.floor((now.getTime() - asOf.getTime()) / WEEK_MS) * WEEK_MS || 0;
}

/** What the roll-forward is given, in the loading transaction: the data's instant shifted, and now. */
export interface SeedLoad {
  trx: Transaction<Database>;
  datasetId: string;
  /** The seed's `as_of` moved by the whole weeks of the shift: at or before `now`, less than a week. */
  asOf: Date;
  now: Date;
}

function shiftValue(value: unknown, shiftMs: number): unknown {
  if (typeof value !== 'string') return value;
  if (ISO_TIMESTAMP.test(value)) return new Date(Date.parse(value) + shiftMs).toISOString();
  if (ISO_DATE.test(value)) {
    return new Date(Date.parse(`${value}T00:00:00Z`) + shiftMs).toISOString().slice(0, 10);
  }
  return value;
}

function prepareRow(row: Record<string, unknown>, shiftMs: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    out[column] = JSON_COLUMNS.has(column) ? JSON.stringify(value) : shiftValue(value, shiftMs);
  }
  return out;
}

/**
 * (Re)loads a seed as the default dataset, in one transaction, with its dates moved by whole weeks
 * to the week before `now`, then `rollForward` brings it from there to `now` in the same transaction
 * (the sample plant's is `loadDefaultPlant` in default-plant.ts). Playground copies are left as they are.
 * Answers what the roll-forward answered, or null when `onlyIfMissing` found the dataset there.
 */
export async function loadSeed<Rolled>(
  db: Kysely<Database>,
  seedDir: string,
  now: Date,
  options: { onlyIfMissing?: boolean; rollForward: (load: SeedLoad) => Promise<Rolled> },
): Promise<{ rolledForward: Rolled } | null> {
  const manifest = readManifest(seedDir);
  const timeZone = manifest.time_zone ?? DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone)) throw new Error(`The seed's time zone ${timeZone} is not an IANA time zone`);
  const asOf = seedAsOf(manifest);
  const shiftMs = weekShiftMs(asOf, now);
  return db.transaction().execute(async (trx) => {
    // Several server processes may start at once on one PostgreSQL: one loads, the others wait and see it.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (options.onlyIfMissing && (await hasDefaultDataset(trx))) return null;
    await trx.deleteFrom('datasets').where('dataset_id', '=', DEFAULT_DATASET_ID).execute();
    await trx
      .insertInto('datasets')
      .values({
        dataset_id: DEFAULT_DATASET_ID,
        kind: 'default',
        owner_id: null,
        seed_version: manifest.seed_version,
        time_zone: timeZone,
      })
      .execute();
    for (const table of manifest.tables) {
      const rows = JSON.parse(readFileSync(join(seedDir, `${table}.json`), 'utf8')) as Record<
        string,
        unknown
      >[];
      await insertChunked(
        trx,
        table,
        rows.map((r) => prepareRow(r, shiftMs)),
      );
    }
    const rolledForward = await options.rollForward({
      trx,
      datasetId: DEFAULT_DATASET_ID,
      asOf: new Date(asOf.getTime() + shiftMs),
      now,
    });
    return { rolledForward };
  });
}

async function hasDefaultDataset(trx: Transaction<Database>): Promise<boolean> {
  const row = await trx
    .selectFrom('datasets')
    .select('dataset_id')
    .where('dataset_id', '=', DEFAULT_DATASET_ID)
    .executeTakeFirst();
  return row !== undefined;
}

async function insertChunked(
  trx: Transaction<Database>,
  table: DatasetTable,
  rows: Record<string, unknown>[],
) {
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    // Seed rows are checked by the plant's own test; the table's constraints check them again here.
    await scoped(trx, DEFAULT_DATASET_ID)
      .insertInto(table, rows.slice(i, i + CHUNK_ROWS) as never)
      .execute();
  }
}
