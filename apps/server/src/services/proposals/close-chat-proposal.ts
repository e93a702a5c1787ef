import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

// Below the assistant, the schedule and the inventory services, which all close proposals: none of
// them has to import another for it.

/**
 * Closes an open order or transfer proposal of the caller as applied (in the transaction of its
 * write) or discarded. The update's condition is the lock: of a button and a typed yes at once, one claims it,
 * the other waits for it and finds it closed (409). Not the caller's: 404.
 */
export async function closeChatProposal(
  db: Kysely<Database>,
  ownerKey: string,
  proposalId: string,
  decision: 'applied' | 'discarded',
  changeId?: string,
): Promise<void> {
  const closed = await db
    .updateTable('chat_proposals')
    .set({ decision, change_id: changeId ?? null, decided_at: sql`now()` })
    .where('proposal_id', '=', proposalId)
    .where('owner_key', '=', ownerKey)
    .where('decision', 'is', null)
    .returning('proposal_id')
    .executeTakeFirst();
  if (closed) return;
  const row = await db
    .selectFrom('chat_proposals')
    .select('decision')
    .where('proposal_id', '=', proposalId)
    .where('owner_key', '=', ownerKey)
    .executeTakeFirst();
  if (!row) throw new AppError('PROPOSAL_NOT_FOUND', { proposalId });
  throw new AppError(row.decision === 'discarded' ? 'PROPOSAL_DISCARDED' : 'PROPOSAL_APPLIED');
}
