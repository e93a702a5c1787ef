import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tzOffset } from '@date-fns/tz';
import type { PlantTables } from '../../scripts/generate-plant/rows.ts';

/** Reads Plant 1000's seed files as the loader does, for the tests of its invariants. */
const SEED_DIR = dirname(fileURLToPath(import.meta.url));
/** The migrations that create the tables the seed files fill. */
export const MIGRATION_FILES = ['0001-initial.ts', '0013-supplier-bills.ts'].map((file) =>
  join(SEED_DIR, '../../apps/server/src/db/migrations', file),
);

function read<T>(file: string): T {
  return JSON.parse(readFileSync(join(SEED_DIR, file), 'utf8')) as T;
}

export interface Manifest {
  seed_version: string;
  anchor_date: string;
  /** The instant the data is true at (its "now"): Wednesday 07:00 plant time of the anchor week. */
  as_of: string;
  /** The plant's IANA time zone: shifts and times of day are plant time. */
  time_zone: string;
  tables: (keyof PlantTables)[];
}

export const manifest = read<Manifest>('manifest.json');
export const plant = Object.fromEntries(
  manifest.tables.map((t) => [t, read(`${t}.json`)]),
) as unknown as PlantTables;
/** The anchor Monday 00:00 plant time as an ISO timestamp, comparable with the seed's timestamps as text. */
export const anchorIso = new Date(
  Date.parse(`${manifest.anchor_date}T00:00:00.000Z`) -
    tzOffset(manifest.time_zone, new Date(`${manifest.anchor_date}T12:00:00.000Z`)) * 60_000,
).toISOString();

export const ids = <T>(rows: T[], key: keyof T): Set<string> => new Set(rows.map((r) => String(r[key])));
export const materialById = new Map(plant.materials.map((m) => [m.material_id, m]));
export const workCenterById = new Map(plant.work_centers.map((w) => [w.work_center_id, w]));

export interface Column {
  name: string;
  isRequired: boolean;
}

/** Tables of the seeded migrations with their columns; required = NOT NULL without a default. */
export function migrationTables(): Map<string, { columns: Column[]; body: string }> {
  const ddl = MIGRATION_FILES.map((file) => readFileSync(file, 'utf8')).join('\n');
  const tables = new Map<string, { columns: Column[]; body: string }>();
  for (const [, table, body] of ddl.matchAll(/create table (\w+) \(([\s\S]*?)\n\s*\);/g)) {
    const columns = body!
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^\w+ (text|double|integer|boolean|jsonb|timestamptz|bigserial)/.test(line))
      .map((line) => ({
        name: line.split(' ')[0]!,
        isRequired: line.includes('not null') && !line.includes('default'),
      }));
    tables.set(table!, { columns, body: body! });
  }
  return tables;
}
