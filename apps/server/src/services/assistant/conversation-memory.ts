import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * How far back a conversation is remembered: a planner's sitting, not yesterday's. Counted on the
 * database's clock, which stamped the turns (the plan's "now" may be set elsewhere).
 */
const REMEMBERED = sql<Date>`now() - interval '2 hours'`;
/** Turns read back at most: the interpreter looks back a few commands, so more would be waste. */
const MOST_TURNS = 8;
/** Turns kept per caller: older ones are pruned as new ones come. */
const KEPT_TURNS = 50;

/** A message of the conversation as the interpreter reads it. */
export type Message = { role: 'user' | 'assistant'; content: string };

/** Records one command and what answered it (a reply's text, or the run whose result will). */
export async function rememberTurn(
  db: Kysely<Database>,
  ownerKey: string,
  prompt: string,
  answer: { replyText: string } | { runId: string },
): Promise<void> {
  // One statement: the insert, and the prune that keeps the table small (only the latest turns of
  // a caller can ever be read back). The prune sees the table as it was before the insert, so it
  // keeps KEPT_TURNS - 1 older turns beside the new one.
  await db
    .with('added', (q) =>
      q
        .insertInto('assistant_turns')
        .values({
          owner_key: ownerKey,
          prompt,
          reply_text: 'replyText' in answer ? answer.replyText : null,
          run_id: 'runId' in answer ? answer.runId : null,
        })
        .returning('turn_id'),
    )
    .deleteFrom('assistant_turns')
    .where('owner_key', '=', ownerKey)
    .where(
      'turn_id',
      '<',
      db
        .selectFrom('assistant_turns')
        .select('turn_id')
        .where('owner_key', '=', ownerKey)
        .orderBy('turn_id', 'desc')
        .offset(KEPT_TURNS - 2)
        .limit(1),
    )
    .execute();
}

/** The caller's latest turns within the remembered window, oldest first, each as its two messages. */
async function recentTurns(db: Kysely<Database>, ownerKey: string): Promise<Message[][]> {
  const rows = await db
    .selectFrom('assistant_turns as t')
    .leftJoin('schedule_runs as r', 'r.run_id', 't.run_id')
    .select(['t.prompt', 't.reply_text', sql<string | null>`r.result->>'text'`.as('run_text')])
    .where('t.owner_key', '=', ownerKey)
    .where('t.created_at', '>=', REMEMBERED)
    .orderBy('t.turn_id', 'desc')
    .limit(MOST_TURNS)
    .execute();
  return rows.reverse().map((row) => [
    { role: 'user', content: row.prompt },
    // A run still solving (or failed) has no text yet: the command alone still says what was asked.
    { role: 'assistant', content: row.reply_text ?? row.run_text ?? '' },
  ]);
}

/**
 * The conversation the interpreter reads: the client's last messages, preceded by the turns this
 * caller had before them. The client's messages lead (they carry the web's own notes after Apply
 * and Undo); the remembered turns are put in front only when the client's user messages are the
 * latest remembered commands, in order — an empty history is a new chat, and a history that does
 * not match (another tab, a cleared chat) is taken as it is.
 */
export async function conversationOf(
  db: Kysely<Database>,
  ownerKey: string,
  clientHistory: readonly { role: string; content: string }[],
): Promise<Message[]> {
  // Only the planner's and the assistant's words: the web's error and chart entries say nothing.
  const shown = clientHistory.flatMap((turn): Message[] =>
    turn.role === 'user' || turn.role === 'assistant' ? [{ role: turn.role, content: turn.content }] : [],
  );
  const asked = shown.filter((m) => m.role === 'user').map((m) => m.content.trim());
  if (asked.length === 0) return shown;
  const turns = await recentTurns(db, ownerKey);
  const prompts = turns.map((turn) => turn[0]!.content.trim());
  const tail = prompts.slice(-asked.length);
  if (tail.length !== asked.length || tail.some((prompt, k) => prompt !== asked[k])) return shown;
  const before = turns.slice(0, turns.length - asked.length).flat();
  // The client's first message may be the reply to the last remembered command: keep one copy.
  const first = shown[0];
  const last = before.at(-1);
  const repeats = first?.role === 'assistant' && last?.content === first.content;
  return [...(repeats ? before.slice(0, -1) : before), ...shown];
}
