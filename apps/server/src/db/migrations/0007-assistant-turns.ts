import { type Kysely, sql } from 'kysely';

/**
 * The assistant's side of a conversation (issue 10): each command a caller sent and what answered
 * it — the reply's text, or the run whose result holds it. The web sends only the last 5 messages;
 * the server reads the turns before those from here, so "same thing but by Thursday" after an
 * apply and an undo still finds the rush it repeats, whichever process answered it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table assistant_turns (
    turn_id bigserial primary key,
    owner_key text not null,
    prompt text not null,
    reply_text text,
    run_id uuid references schedule_runs on delete cascade,
    created_at timestamptz not null default now(),
    check ((reply_text is null) <> (run_id is null))
  )`.execute(db);
  await sql`create index assistant_turns_owner on assistant_turns (owner_key, turn_id)`.execute(db);
}
