import {
  type DeleteQueryBuilder,
  type DeleteResult,
  type Insertable,
  type InsertQueryBuilder,
  type InsertResult,
  type Kysely,
  type SelectQueryBuilder,
  sql,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import { DATASET_TABLES, type DatasetTable } from './dataset-tables.ts';
import type { Database } from './schema.ts';

/**
 * The tables whose every row belongs to one dataset: the planning tables, and the dataset's log of
 * applied changes (which a playground does not copy, so it is not in DATASET_TABLES).
 */
export const SCOPED_TABLES = [
  ...DATASET_TABLES,
  'plan_changes',
] as const satisfies readonly (keyof Database)[];
export type ScopedTable = DatasetTable | 'plan_changes';

/** A scoped table, optionally with an alias: 'production_orders' or 'order_operations as op'. */
export type DatasetTableRef = ScopedTable | `${ScopedTable} as ${string}`;
type TableOf<R extends DatasetTableRef> = R extends `${infer T extends ScopedTable} as ${string}` ? T : R;
type AliasOf<R extends DatasetTableRef> = R extends `${ScopedTable} as ${infer A}` ? A : R;
/** The database as Kysely sees it inside a query on `R`: with the alias as a table of its own. */
type With<R extends DatasetTableRef> = Database & { [K in AliasOf<R>]: Database[TableOf<R>] };

/** A row to insert into a dataset table: `dataset_id` is the scope's, never the caller's. */
export type DatasetRow<T extends ScopedTable> = Omit<Insertable<Database[T]>, 'dataset_id'>;

/** Reads of one dataset: every query already has its `dataset_id` condition. */
export interface DatasetReads {
  /** null when the caller has no such dataset: every read answers empty. */
  readonly datasetId: string | null;
  // biome-ignore lint/complexity/noBannedTypes: `{}` is Kysely's own "nothing selected yet".
  selectFrom<R extends DatasetTableRef>(from: R): SelectQueryBuilder<With<R>, AliasOf<R>, {}>;
}

/** Reads and writes of one dataset: updates and deletes touch only its rows, inserts land in it. */
export interface DatasetQueries extends DatasetReads {
  readonly datasetId: string;
  updateTable<R extends DatasetTableRef>(
    table: R,
  ): UpdateQueryBuilder<With<R>, AliasOf<R>, AliasOf<R>, UpdateResult>;
  deleteFrom<R extends DatasetTableRef>(from: R): DeleteQueryBuilder<With<R>, AliasOf<R>, DeleteResult>;
  insertInto<T extends ScopedTable>(
    table: T,
    rows: DatasetRow<T> | readonly DatasetRow<T>[],
  ): InsertQueryBuilder<Database, T, InsertResult>;
}

/** The `dataset_id` column of the table or alias a query names, qualified so a join cannot make it ambiguous. */
function scopeColumn(from: string) {
  const [table, alias] = from.split(/\s+as\s+/);
  return sql.ref(`${alias ?? table}.dataset_id`);
}

/**
 * The queries of one dataset, by construction: `selectFrom`, `updateTable` and `deleteFrom` return
 * Kysely builders that already hold `dataset_id = datasetId`, `insertInto` sets it on every row, and
 * only scoped tables are accepted. Joins stay the caller's: join dataset tables on `dataset_id` too
 * (the scope guard test checks it). With a null dataset (a caller who has none yet) every read holds
 * `false` instead: it answers empty, as a dataset with no rows would, and Postgres plans it without
 * reading the table. Writes need a dataset id: `withWriteScope` always has one.
 */
export function scoped(db: Kysely<Database>, datasetId: string): DatasetQueries;
export function scoped(db: Kysely<Database>, datasetId: string | null): DatasetReads;
export function scoped(db: Kysely<Database>, datasetId: string | null): DatasetQueries | DatasetReads {
  // Kysely cannot see through a generic table name that every scoped table has dataset_id, so the
  // builders are made untyped here and the object is cast once: the signatures above keep callers typed.
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  const untyped = db as Kysely<any>;
  const selectFrom = (from: string) =>
    datasetId === null
      ? untyped.selectFrom(from).where(sql<boolean>`false`)
      : untyped.selectFrom(from).where(scopeColumn(from), '=', datasetId);
  if (datasetId === null) return { datasetId, selectFrom } as unknown as DatasetReads;
  const queries = {
    datasetId,
    selectFrom,
    updateTable: (table: string) => untyped.updateTable(table).where(scopeColumn(table), '=', datasetId),
    deleteFrom: (from: string) => untyped.deleteFrom(from).where(scopeColumn(from), '=', datasetId),
    insertInto: (table: string, rows: object | readonly object[]) => {
      const list: readonly object[] = Array.isArray(rows) ? rows : [rows];
      // The scope's id goes last, so a row carried over from a read of another dataset cannot keep its own.
      return untyped.insertInto(table).values(list.map((row) => ({ ...row, dataset_id: datasetId })));
    },
  };
  return queries as unknown as DatasetQueries;
}
