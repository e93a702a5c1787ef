import { openDatabase } from '../db/database.ts';

/**
 * Child process of the durability test: commits batches of 50 rows, one transaction each,
 * and reports every commit on stdout until it is killed.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: durability-writer <dataDir>');
const database = await openDatabase({ kind: 'pglite', dataDir });
for (let batch = 1; ; batch++) {
  await database.db.transaction().execute(async (trx) => {
    for (let row = 0; row < 50; row++) {
      await trx
        .insertInto('contact_requests')
        .values({
          caller_key: `batch-${batch}`,
          name: `row ${row}`,
          email: 'w@takt.test',
          company: null,
          message: null,
          feature: null,
        })
        .execute();
    }
  });
  process.stdout.write(`committed ${batch}\n`);
}
