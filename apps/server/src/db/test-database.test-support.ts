import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type TaktDatabase } from './database.ts';
import { POSTGRES_TEMPLATE, TEST_PG_PREFIX, withDatabase } from './postgres-admin.test-support.ts';

let templateBytes: Buffer | undefined;

/**
 * A fresh database holding the seeded sample plant: a copy of the PGlite template, or a new
 * PostgreSQL database made from the template when TEST_DATABASE_URL is set.
 */
export async function openTestDatabase(): Promise<TaktDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openPostgresCopy(url);
  templateBytes ??= readFileSync(inject('pgliteTemplate'));
  return openDatabase({ kind: 'pglite', loadFrom: new Blob([new Uint8Array(templateBytes)]) });
}

async function openPostgresCopy(url: string): Promise<TaktDatabase> {
  const name = `${TEST_PG_PREFIX}_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${POSTGRES_TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`).finally(() => cleanup.end());
    },
  };
}
