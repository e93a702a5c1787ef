import type { ContactRequest } from '@takt/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Caller } from '../db/scope.ts';
import { AppError } from '../errors.ts';

const HOUR_MS = 3_600_000;

/**
 * Stores a Schedule a Call request. The limit is counted in the database, so it holds across
 * server processes.
 */
export async function submitContact(
  db: Kysely<Database>,
  caller: Caller,
  request: ContactRequest,
  limitPerHour: number,
  now: Date,
): Promise<{ request_id: string }> {
  return db.transaction().execute(async (trx) => {
    // Serializes one caller's submissions so two at once cannot both slip under the limit.
    await sql`select pg_advisory_xact_lock(hashtext(${caller.key}))`.execute(trx);
    const { recent } = await trx
      .selectFrom('contact_requests')
      .select((eb) => eb.fn.countAll<number>().as('recent'))
      .where('caller_key', '=', caller.key)
      .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
      .executeTakeFirstOrThrow();
    if (Number(recent) >= limitPerHour)
      throw new AppError('RATE_LIMITED', { limit: limitPerHour, window: 'hour' });
    const row = await trx
      .insertInto('contact_requests')
      .values({
        caller_key: caller.key,
        name: request.name,
        email: request.email,
        company: request.company || null,
        message: request.message || null,
        feature: request.feature,
        created_at: now,
      })
      .returning('request_id')
      .executeTakeFirstOrThrow();
    return { request_id: String(row.request_id) };
  });
}
