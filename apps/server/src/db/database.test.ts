import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaktDatabase } from './database.ts';
import { openTestDatabase } from './test-database.test-support.ts';

let database: TaktDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const contact = (key: string) => ({
  caller_key: key,
  name: key,
  email: 'x@y.z',
  company: null,
  message: null,
  feature: null,
});

describe('the database layer under concurrent requests', () => {
  it('keeps a write of another request out of an open transaction that rolls back', async () => {
    const { db } = database;
    let releaseTransaction!: () => void;
    const held = new Promise<void>((resolve) => {
      releaseTransaction = resolve;
    });
    const transaction = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('contact_requests').values(contact('inside')).execute();
        await held;
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    const outside = db.insertInto('contact_requests').values(contact('outside')).execute();
    releaseTransaction();
    expect(await transaction).toBe('rolled back');
    await outside;
    const keys = await db
      .selectFrom('contact_requests')
      .select('caller_key')
      .where('caller_key', 'in', ['inside', 'outside'])
      .execute();
    expect(keys.map((k) => k.caller_key)).toEqual(['outside']);
  });

  it('reports how many rows an update touched', async () => {
    const { db } = database;
    await db
      .insertInto('contact_requests')
      .values([contact('n1'), contact('n1')])
      .execute();
    const result = await db
      .updateTable('contact_requests')
      .set({ company: 'C' })
      .where('caller_key', '=', 'n1')
      .executeTakeFirst();
    expect(Number(result.numUpdatedRows)).toBe(2);
  });
});
