import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockEmbeddedDatabase } from './embedded-lock.ts';
import { migrateToLatest } from './migrations/index.ts';
import { listenOn } from './notifications.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TaktDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The embedded instance, when the database is PGlite. */
  pglite?: PGlite;
  /**
   * Calls `listener` with the SQL of every statement sent from now on (transaction begin and commit
   * included) until the returned function is called: tests count what a request costs with it.
   */
  onQuery(listener: QueryListener): () => void;
  /**
   * PostgreSQL only: hears the NOTIFY payloads of a channel, from every process, until the returned
   * function is called. PGlite has none: one process holds the embedded database, so its own
   * in-process events say all there is.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type QueryListener = (sql: string) => void;

/** Kysely's log hook fanned out to the listeners of `onQuery`; with none, it does nothing. */
function queryListeners() {
  const listeners = new Set<QueryListener>();
  return {
    log: (event: LogEvent) => {
      if (event.level !== 'query') return;
      for (const listener of listeners) listener(event.query.sql);
    },
    onQuery: (listener: QueryListener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; onConnectionError?: (error: Error) => void }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; dataDir?: undefined; loadFrom?: Blob };

// One value convention for both drivers: bigint counts and numeric as numbers, dates as text.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const toNumber = (value: string) => Number(value);
const asText = (value: string) => value;

pg.types.setTypeParser(INT8, toNumber);
pg.types.setTypeParser(NUMERIC, toNumber);
pg.types.setTypeParser(DATE, asText);

/** Opens the database (PGlite files, PGlite in memory, or PostgreSQL) and migrates it. */
export async function openDatabase(target: DatabaseTarget): Promise<TaktDatabase> {
  const taktDb = target.kind === 'postgres' ? openPostgres(target) : await openPGlite(target);
  try {
    await migrateToLatest(taktDb.db as Kysely<unknown>);
  } catch (error) {
    await taktDb.close();
    throw error;
  }
  return taktDb;
}

function openPostgres(target: Extract<DatabaseTarget, { kind: 'postgres' }>): TaktDatabase {
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  // An idle connection the server ends (restart, failover, idle timeout, a dropped database) emits
  // 'error' on the pool; unhandled, that would end the process. The pool drops the broken client and
  // opens a new one on the next query.
  pool.on('error', (error) => (target.onConnectionError ?? warnConnectionLost)(error));
  // A connection ended while a request holds it fails that request's query (answered 503), and the
  // client emits 'error' too, which the pool only listens to while the client is idle: without a
  // listener of its own that event would end the process.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const queries = queryListeners();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queries.log });
  const listen = (channel: string, onPayload: (payload: string) => void) =>
    listenOn(target.url, channel, onPayload, target.onConnectionError ?? warnConnectionLost);
  return { db, kind: 'postgres', onQuery: queries.onQuery, listen, close: () => db.destroy() };
}

const warnConnectionLost = (error: Error) =>
  process.emitWarning(`database connection lost: ${error.message}`, 'TaktDatabaseWarning');

async function openPGlite(target: Extract<DatabaseTarget, { kind: 'pglite' }>): Promise<TaktDatabase> {
  const parsers = { [INT8]: toNumber, [NUMERIC]: toNumber, [DATE]: asText };
  let pglite: PGlite;
  let release: () => void = () => {};
  if (target.dataDir) {
    const dataDir = resolve(target.dataDir);
    mkdirSync(dirname(dataDir), { recursive: true });
    // One process per embedded database: a second one would lose the first one's writes.
    release = lockEmbeddedDatabase(`${dataDir}.lock`);
    try {
      pglite = await PGlite.create(dataDir, { parsers });
    } catch (error) {
      release();
      throw error;
    }
  } else {
    const loadFrom = 'loadFrom' in target ? target.loadFrom : undefined;
    pglite = await PGlite.create({ parsers, ...(loadFrom ? { loadDataDir: loadFrom } : {}) });
  }
  const queries = queryListeners();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), log: queries.log });
  const close = async () => {
    try {
      await db.destroy();
    } finally {
      release();
    }
  };
  return { db, kind: 'pglite', pglite, onQuery: queries.onQuery, close };
}

/** A compressed copy of a PGlite database's files, to clone test databases quickly. */
export async function dumpPGlite(taktDb: TaktDatabase): Promise<Blob> {
  if (!taktDb.pglite) throw new Error('Only a PGlite database can be dumped');
  return taktDb.pglite.dumpDataDir('gzip');
}
