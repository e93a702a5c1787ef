import type { DataSource } from '@takt/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import { AppError } from '../errors.ts';
import { DATASET_SETTINGS, DATASET_TABLES } from './dataset-tables.ts';
import type { Database } from './schema.ts';

export const DEFAULT_DATASET_ID = 'default';

/** Who is calling: `userId` is null for an anonymous caller. */
export interface Caller {
  userId: string | null;
  /** A key for per-caller limits: the user id, else the client address. */
  key: string;
}

export interface ReadScope {
  source: DataSource;
  /** null when the caller has no such dataset yet: every read answers empty. */
  datasetId: string | null;
}

/**
 * The dataset a caller reads for a source. An anonymous caller and a caller who has not
 * written yet read the shared default plant for 'playground'.
 */
export async function readScope(
  db: Kysely<Database>,
  caller: Caller,
  source: DataSource,
): Promise<ReadScope> {
  if (source === 'default' || caller.userId === null) {
    return { source, datasetId: source === 'custom' ? null : DEFAULT_DATASET_ID };
  }
  const own = await db
    .selectFrom('datasets')
    .select('dataset_id')
    .where('owner_id', '=', caller.userId)
    .where('kind', '=', source)
    .executeTakeFirst();
  if (own) return { source, datasetId: own.dataset_id };
  return { source, datasetId: source === 'playground' ? DEFAULT_DATASET_ID : null };
}

/**
 * Runs `write` in one transaction on the caller's own dataset for `source`, creating it first
 * (a playground starts as a copy of the default plant, a custom dataset empty), and bumps the
 * dataset's version. The dataset row stays locked until commit, so concurrent writes to one dataset
 * run one after the other and each sees the last one's result. The default dataset is read-only.
 */
export async function withWriteScope<T>(
  db: Kysely<Database>,
  caller: Caller,
  source: DataSource,
  write: (trx: Transaction<Database>, datasetId: string, dataset: { created: boolean }) => Promise<T>,
): Promise<{ result: T; version: number }> {
  if (source === 'default' || caller.userId === null) throw new AppError('DATASET_READ_ONLY');
  const ownerId = caller.userId;
  return retryOnConflict(() =>
    db.transaction().execute(async (trx) => {
      const { datasetId, created } = await ensureOwnDataset(trx, ownerId, source);
      const result = await write(trx, datasetId, { created });
      const { version } = await trx
        .updateTable('datasets')
        .set({ version: sql`version + 1`, updated_at: new Date() })
        .where('dataset_id', '=', datasetId)
        .returning('version')
        .executeTakeFirstOrThrow();
      return { result, version };
    }),
  );
}

/** PostgreSQL's serialization failure and deadlock: the transaction was rolled back whole and may run again. */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);
const WRITE_ATTEMPTS = 4;

/**
 * Runs a write transaction again when PostgreSQL rolled it back for a conflict with another one;
 * nothing of it was stored, so running it again is safe. After a few tries: 409 WRITE_CONFLICT.
 */
export async function retryOnConflict<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code !== 'string' || !RETRYABLE_SQLSTATES.has(code)) throw error;
      if (attempt >= WRITE_ATTEMPTS) throw new AppError('WRITE_CONFLICT');
      // A short, growing, spread wait so the transactions that collided do not collide again.
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.floor(Math.random() * 20)));
    }
  }
}

async function ensureOwnDataset(trx: Transaction<Database>, ownerId: string, kind: 'playground' | 'custom') {
  const created = await trx
    .insertInto('datasets')
    .values({
      dataset_id: sql<string>`gen_random_uuid()::text`,
      kind,
      owner_id: ownerId,
      seed_version: null,
      // The caller's own data is of the same plant: it keeps the plant's time zone.
      time_zone: sql<string>`coalesce((select time_zone from datasets where dataset_id = ${DEFAULT_DATASET_ID}), 'UTC')`,
    })
    .onConflict((oc) => oc.columns(['owner_id', 'kind']).doNothing())
    .returning('dataset_id')
    .executeTakeFirst();
  if (!created) {
    // The dataset row is locked for the rest of the write: writes to one dataset take turns, so every
    // check a write makes (a version, "not yet undone", no BOM cycle) still holds when it commits.
    const existing = await trx
      .selectFrom('datasets')
      .select('dataset_id')
      .where('owner_id', '=', ownerId)
      .where('kind', '=', kind)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return { datasetId: existing.dataset_id, created: false };
  }
  if (kind === 'playground') await copyDataset(trx, DEFAULT_DATASET_ID, created.dataset_id);
  return { datasetId: created.dataset_id, created: true };
}

/**
 * Copies every planning row of one dataset into another, table by table, and its settings (seed
 * version, time zone, repair rules), in the caller's transaction.
 */
export async function copyDataset(trx: Transaction<Database>, fromId: string, toId: string): Promise<void> {
  const seed = await trx
    .selectFrom('datasets')
    .select(DATASET_SETTINGS)
    .where('dataset_id', '=', fromId)
    .executeTakeFirst();
  await trx
    .updateTable('datasets')
    .set(seed ?? { seed_version: null })
    .where('dataset_id', '=', toId)
    .execute();
  const columns = await columnsByTable(trx);
  for (const table of DATASET_TABLES) {
    const others = (columns.get(table) ?? []).filter((c) => c !== 'dataset_id');
    const list = sql.join(others.map((c) => sql.id(c)));
    await sql`insert into ${sql.table(table)} (dataset_id, ${list})
      select ${toId}, ${list} from ${sql.table(table)} where dataset_id = ${fromId}`.execute(trx);
  }
}

async function columnsByTable(trx: Transaction<Database>): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() order by table_name, ordinal_position`.execute(trx);
  const byTable = new Map<string, string[]>();
  for (const row of rows) {
    const list = byTable.get(row.table_name) ?? [];
    list.push(row.column_name);
    byTable.set(row.table_name, list);
  }
  return byTable;
}
