import { type Kysely, sql } from 'kysely';

/**
 * The proposals the chat makes that are not solves (an order change, cancel, split, new order,
 * release, or a stock transfer): recorded when made, with who, when, the command and the Apply's data, so that a typed
 * "yes, apply it" acts on the latest proposal of the conversation — whatever its kind — and the
 * button and the typed yes claim the same row (one winner). A schedule proposal is its run in
 * schedule_runs; a typed "no" marks it there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table chat_proposals (
    proposal_id uuid primary key,
    owner_key text not null,
    kind text not null,
    command text not null,
    data jsonb not null,
    decision text check (decision in ('applied', 'discarded')),
    change_id uuid,
    decided_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index chat_proposals_owner on chat_proposals (owner_key, created_at)`.execute(db);
  await sql`alter table schedule_runs add column discarded_at timestamptz`.execute(db);
}
