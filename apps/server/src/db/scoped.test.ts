import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaktDatabase } from './database.ts';
import type { Database } from './schema.ts';
import { copyDataset, DEFAULT_DATASET_ID } from './scope.ts';
import { SCOPED_TABLES, type ScopedTable, scoped } from './scoped.ts';
import { openTestDatabase } from './test-database.test-support.ts';

/** Two datasets, each a copy of the sample plant: the same rows, told apart only by dataset_id. */
const A = 'scope-test-a';
const B = 'scope-test-b';

let database: TaktDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.transaction().execute(async (trx) => {
    for (const id of [A, B]) {
      await trx
        .insertInto('datasets')
        .values({ dataset_id: id, kind: 'playground', owner_id: `owner-of-${id}`, seed_version: null })
        .execute();
      await copyDataset(trx, DEFAULT_DATASET_ID, id);
      await addRowsTheSeedLacks(trx, id);
    }
  });
});
afterAll(() => database.close());

/** The sample plant has no extra shifts, stock movements or applied changes: one of each, so no table is empty. */
async function addRowsTheSeedLacks(db: Kysely<Database>, datasetId: string) {
  const q = scoped(db, datasetId);
  const center = await q
    .selectFrom('work_centers')
    .select('work_center_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  await q
    .insertInto('extra_shifts', {
      shift_id: 'XS-1',
      work_center_id: center.work_center_id,
      start_at: '2026-11-28T09:00:00Z',
      end_at: '2026-11-28T17:00:00Z',
      reason: 'scope test',
    })
    .execute();
  await q
    .insertInto('stock_movements', {
      material_id: 'STD-101',
      from_location: 'MAIN',
      to_location: 'SHIPPING',
      quantity: 1,
      kind: 'transfer',
      reason: 'scope test',
      reference: null,
      created_by: 'u',
    })
    .execute();
  await q
    .insertInto('plan_changes', {
      change_id: randomUUID(),
      user_id: 'u',
      run_id: randomUUID(),
      command: 'scope test',
      tool: 'reschedule',
      summary: '{}',
      before_plan: '{}',
    })
    .execute();
}

/** Rows per dataset, counted without the scoped builder. */
async function rowCount(db: Kysely<Database>, table: ScopedTable, datasetId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from ${sql.table(table)} where dataset_id = ${datasetId}`.execute(db);
  return Number(rows[0]?.n);
}

async function counts(db: Kysely<Database>, table: ScopedTable) {
  return {
    a: await rowCount(db, table, A),
    b: await rowCount(db, table, B),
    shared: await rowCount(db, table, DEFAULT_DATASET_ID),
  };
}

class RolledBack extends Error {}

/** Runs `work` in a transaction that is always rolled back, so each table's test starts from the same data. */
async function inRolledBackTransaction(work: (trx: Kysely<Database>) => Promise<void>) {
  await database.db
    .transaction()
    .execute(async (trx) => {
      await work(trx);
      throw new RolledBack();
    })
    .catch((error) => {
      if (!(error instanceof RolledBack)) throw error;
    });
}

/** Empties `table` and the tables after it of dataset A through the scope, last first (SCOPED_TABLES lists parents first). */
async function emptyInA(trx: Kysely<Database>, table: ScopedTable) {
  const dependents = SCOPED_TABLES.slice(SCOPED_TABLES.indexOf(table)).reverse();
  for (const each of dependents) await scoped(trx, A).deleteFrom(each).execute();
}

/** A row read back for inserting again: JSON columns go in as text, as the schema's Json type says. */
function asInsertable(row: Record<string, unknown>, table: ScopedTable): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    out[column] =
      value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;
  }
  // A change's id is unique across datasets, not within one.
  if (table === 'plan_changes') out.change_id = randomUUID();
  return out;
}

describe.each(SCOPED_TABLES)('the scoped builder on %s', (table) => {
  it('reads only the rows of its dataset, under an alias too, and nothing for a caller with no dataset', async () => {
    const { db } = database;
    const before = await counts(db, table);
    expect(before.a).toBeGreaterThan(0);
    expect(before.b).toBe(before.a);
    const rows = await scoped(db, A).selectFrom(table).selectAll().execute();
    expect(rows.length).toBe(before.a);
    expect(new Set(rows.map((r) => r.dataset_id))).toEqual(new Set([A]));
    const aliased = await scoped(db, B).selectFrom(`${table} as t`).select('t.dataset_id').execute();
    expect(new Set(aliased.map((r) => r.dataset_id))).toEqual(new Set([B]));
    expect(await scoped(db, null).selectFrom(table).selectAll().execute()).toEqual([]);
  });

  it('updates only the rows of its dataset', async () => {
    const before = await counts(database.db, table);
    await inRolledBackTransaction(async (trx) => {
      // A write that changes nothing: the count of rows it touched is the proof.
      const result = await scoped(trx, A)
        .updateTable(table)
        .set({ dataset_id: sql`dataset_id` } as never)
        .executeTakeFirst();
      expect(Number(result.numUpdatedRows)).toBe(before.a);
      expect(await counts(trx, table)).toEqual(before);
    });
  });

  it('deletes only the rows of its dataset', async () => {
    // A parent table cannot lose rows its dependents still name: those of A go first, also scoped.
    const dependents = SCOPED_TABLES.slice(SCOPED_TABLES.indexOf(table));
    const before = await Promise.all(dependents.map((each) => counts(database.db, each)));
    await inRolledBackTransaction(async (trx) => {
      await emptyInA(trx, table);
      const after = await Promise.all(dependents.map((each) => counts(trx, each)));
      expect(after).toEqual(before.map((count) => ({ ...count, a: 0 })));
    });
  });

  it("inserts into its dataset, even a row read from another dataset that still carries that one's id", async () => {
    const before = await counts(database.db, table);
    await inRolledBackTransaction(async (trx) => {
      await emptyInA(trx, table);
      const fromB = await scoped(trx, B).selectFrom(table).selectAll().execute();
      const rows = fromB.map((row) => asInsertable(row, table));
      await scoped(trx, A)
        .insertInto(table, rows as never)
        .execute();
      expect(await counts(trx, table)).toEqual(before);
    });
  });
});
