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
  /** A Monday; the loader moves it by whole weeks to the Monday nearest to today. */
  anchor_date: string;
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

/**
 * How far to move the seed's dates: the whole number of weeks that brings its anchor Monday
 * nearest to `now` (so weekdays keep their shifts and the plan starts within half a week of today).
 * Whole weeks keep every plant clock time in a zone without daylight saving, as the sample plant's
 * America/Sao_Paulo (a zone with it would see times an hour off across a change).
 */
export function weekShiftMs(anchorDate: string, now: Date): number {
  const anchor = Date.parse(`${anchorDate}T00:00:00Z`);
  // `|| 0` turns -0 into 0.
  return Math.round((now.getTime() - anchor) / WEEK_MS) * WEEK_MS || 0;
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
 * (Re)loads the sample plant as the default dataset, in one transaction, with its dates moved
 * to the current week. Playground copies are left as they are.
 */
export async function loadDefaultPlant(
  db: Kysely<Database>,
  seedDir: string,
  now: Date,
  options: { onlyIfMissing?: boolean } = {},
): Promise<boolean> {
  const manifest = readManifest(seedDir);
  const timeZone = manifest.time_zone ?? DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone)) throw new Error(`The seed's time zone ${timeZone} is not an IANA time zone`);
  const shiftMs = weekShiftMs(manifest.anchor_date, now);
  return db.transaction().execute(async (trx) => {
    // Several server processes may start at once on one PostgreSQL: one loads, the others wait and see it.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (options.onlyIfMissing && (await hasDefaultDataset(trx))) return false;
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
    return true;
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

/** Loads the plant on the very first start only; answers whether it loaded. */
export function ensureDefaultPlant(db: Kysely<Database>, seedDir: string, now: Date): Promise<boolean> {
  return loadDefaultPlant(db, seedDir, now, { onlyIfMissing: true });
}
