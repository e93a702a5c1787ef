import { randomUUID } from 'node:crypto';
import type { ScheduleResult, TextReply } from '@takt/contract';
import { type Kysely, sql } from 'kysely';
import type { ChatProposalsTable, Database } from '../../db/schema.ts';
import type { Caller } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import type { OrderProposal } from '../schedule/order-proposal-apply.ts';

type ProposalKind = ChatProposalsTable['kind'];
const KINDS: readonly string[] = [
  'update_order',
  'create_order',
  'split_order',
  'release_order',
  'transfer_stock',
];
const isProposalKind = (action: string): action is ProposalKind => KINDS.includes(action);

/** Whether a proposal made within the last two hours (database clock, as created_at) can still be confirmed by a plain "yes". */
const IS_RECENT = sql<boolean>`created_at > now() - interval '2 hours'`;

/** Open until applied or discarded. */
export type ProposalState = 'open' | 'applied' | 'discarded';

/** The conversation's latest proposal, of either kind, and where it stands. */
export type LatestProposal =
  | { kind: 'schedule'; runId: string; command: string; state: ProposalState }
  | { kind: 'order'; proposalId: string; proposal: OrderProposal; state: ProposalState }
  | {
      kind: 'transfer';
      proposalId: string;
      command: string;
      data: Record<string, string>;
      state: ProposalState;
    };

/** Whether a reply offers an order or stock-transfer proposal (one `recordChatProposal` records). */
export const offersChatProposal = (reply: TextReply): boolean =>
  reply.actions?.some((action) => isProposalKind(action.action)) ?? false;

/**
 * Records the order or stock-transfer proposal a reply offers (its Apply), with who made it, the
 * command and what Apply sends, so a typed "yes" finds it and the button and the yes claim one row;
 * the reply's Apply and Discard carry its id. A reply without such an Apply is returned as it is.
 */
export async function recordChatProposal(
  db: Kysely<Database>,
  ownerKey: string,
  reply: TextReply,
  prompt: string,
): Promise<TextReply> {
  const apply = reply.actions?.find((action) => isProposalKind(action.action));
  if (!apply || !isProposalKind(apply.action)) return reply;
  const proposalId = randomUUID();
  await db
    .insertInto('chat_proposals')
    .values({
      proposal_id: proposalId,
      owner_key: ownerKey,
      kind: apply.action,
      command: apply.data.command ?? prompt,
      data: JSON.stringify(apply.data),
    })
    .execute();
  return {
    ...reply,
    actions: reply.actions?.map((action) =>
      action === apply || action.action === 'discard'
        ? { ...action, data: { ...action.data, proposal_id: proposalId } }
        : action,
    ),
  };
}

/**
 * The latest proposal of the caller, whatever its kind: the newer of the latest solve (a promise's
 * plan is no proposal of its own: it is accepted with its sales order) and the latest order
 * proposal. A newer one supersedes every older one, so only this one can be confirmed. Undefined
 * when there is none of the last two hours, the latest solve is no proposal (still solving, a
 * what-if, a plan that breaks a hard rule), or a promise was offered after it.
 */
export async function latestProposal(
  db: Kysely<Database>,
  caller: Caller,
): Promise<LatestProposal | undefined> {
  const run = await db
    .selectFrom('schedule_runs')
    .select(['run_id', 'status', 'result', 'input', 'discarded_at', 'created_at', IS_RECENT.as('is_recent')])
    .where('kind', '=', 'schedule')
    .where('owner_key', '=', caller.key)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('promise_analyses')
            .select('promise_analyses.analysis_id')
            .whereRef('promise_analyses.run_id', '=', 'schedule_runs.run_id'),
        ),
      ),
    )
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const order = await db
    .selectFrom('chat_proposals')
    .select(['proposal_id', 'kind', 'command', 'data', 'decision', 'created_at', IS_RECENT.as('is_recent')])
    .where('owner_key', '=', caller.key)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  // A promise offered after both supersedes them: its "yes" is its own (promise-confirm.ts), and
  // once it is accepted or set aside a "yes" applies nothing older in its place.
  const promise = await db
    .selectFrom('promise_analyses')
    .select('created_at')
    .where('owner_key', '=', caller.key)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const newest = Math.max(order?.created_at.getTime() ?? 0, run?.created_at.getTime() ?? 0);
  if (promise && promise.created_at.getTime() > newest) return undefined;
  if (order && (!run || order.created_at >= run.created_at)) {
    if (!order.is_recent) return undefined;
    if (order.kind === 'transfer_stock')
      return {
        kind: 'transfer',
        proposalId: order.proposal_id,
        command: order.command,
        data: order.data as Record<string, string>,
        state: order.decision ?? 'open',
      };
    return {
      kind: 'order',
      proposalId: order.proposal_id,
      proposal: { kind: order.kind, command: order.command, data: order.data as Record<string, string> },
      state: order.decision ?? 'open',
    };
  }
  if (!run?.is_recent || run.status !== 'done' || !run.result) return undefined;
  const result = run.result as ScheduleResult;
  if (!result.baseline?.is_proposal || result.feasibility?.status === 'infeasible') return undefined;
  const applied = await db
    .selectFrom('plan_changes')
    .select('change_id')
    .where('run_id', '=', run.run_id)
    .executeTakeFirst();
  return {
    kind: 'schedule',
    runId: run.run_id,
    command: (run.input as { context?: { prompt?: string } }).context?.prompt ?? '',
    state: applied ? 'applied' : run.discarded_at ? 'discarded' : 'open',
  };
}

/**
 * A schedule proposal set aside ("no", or its Discard button): marked on its run, so a later "yes"
 * does not apply it. Again is no change; one applied already is refused (409), another caller's
 * run is not found (404).
 */
export async function discardScheduleProposal(db: Kysely<Database>, ownerKey: string, runId: string) {
  await db.transaction().execute(async (trx) => {
    // The lock an Apply of this run takes too: the check below sees an Apply that won it.
    const run = await trx
      .selectFrom('schedule_runs')
      .select('run_id')
      .where('run_id', '=', runId)
      .where('owner_key', '=', ownerKey)
      .forUpdate()
      .executeTakeFirst();
    if (!run) throw new AppError('RUN_NOT_FOUND', { runId });
    const applied = await trx
      .selectFrom('plan_changes')
      .select('change_id')
      .where('run_id', '=', runId)
      .executeTakeFirst();
    if (applied) throw new AppError('PROPOSAL_APPLIED');
    await trx
      .updateTable('schedule_runs')
      .set({ discarded_at: sql`now()` })
      .where('run_id', '=', runId)
      .where('discarded_at', 'is', null)
      .execute();
  });
}
