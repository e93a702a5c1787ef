import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPGlite, openDatabase } from '../db/database.ts';
import { POSTGRES_TEMPLATE, TEST_PG_PREFIX, withDatabase } from '../db/postgres-admin.test-support.ts';
import { loadDefaultPlant } from '../default-plant.ts';
import { SEED_DIR, TEST_NOW } from './fixtures.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Builds the seeded database once per run: a PGlite dump each test copies, or, when
 * TEST_DATABASE_URL is set, a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await withAdmin(url, async (admin) => {
      await admin.query(`drop database if exists ${POSTGRES_TEMPLATE} with (force)`);
      await admin.query(`create database ${POSTGRES_TEMPLATE}`);
    });
    const template = await openDatabase({ kind: 'postgres', url: withDatabase(url, POSTGRES_TEMPLATE) });
    await loadDefaultPlant(template.db, SEED_DIR, TEST_NOW);
    await template.close();
    project.provide('pgliteTemplate', '');
    return async () => {
      await withAdmin(url, async (admin) => {
        const { rows } = await admin.query<{ datname: string }>(
          'select datname from pg_database where datname like $1',
          [`${TEST_PG_PREFIX}\\_t\\_%`],
        );
        for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      });
    };
  }
  const template = await openDatabase({ kind: 'pglite' });
  await loadDefaultPlant(template.db, SEED_DIR, TEST_NOW);
  const dump = await dumpPGlite(template);
  await template.close();
  const file = join(mkdtempSync(join(tmpdir(), 'takt-test-')), 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}

async function withAdmin(url: string, work: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
