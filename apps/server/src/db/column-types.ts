import type { ColumnType } from 'kysely';

/** Column types the table interfaces of schema.ts and schema-ledger.ts share. */

/** A timestamptz: read as Date, written as Date or ISO text. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz with a default. */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T> = ColumnType<T, string, string>;

/** A row of a dataset table: it belongs to exactly one dataset. */
export interface Scoped {
  dataset_id: string;
}
