import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaktDatabase } from '../../db/database.ts';
import { openTestDatabase } from '../../db/test-database.test-support.ts';
import { rememberTurn } from './conversation-memory.ts';

let database: TaktDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const promptsOf = async (ownerKey: string) =>
  (
    await database.db
      .selectFrom('assistant_turns')
      .select('prompt')
      .where('owner_key', '=', ownerKey)
      .orderBy('turn_id')
      .execute()
  ).map((t) => t.prompt);

describe('the remembered conversation', () => {
  it('keeps a caller’s latest 50 turns, in one statement per turn, and no one else’s turns are pruned', async () => {
    await rememberTurn(database.db, 'user:other', 'kept', { replyText: 'ok' });
    let statements = 0;
    const stop = database.onQuery(() => statements++);
    try {
      for (let n = 1; n <= 55; n++)
        await rememberTurn(database.db, 'user:long', `turn ${n}`, { replyText: 'ok' });
    } finally {
      stop();
    }
    expect(statements).toBe(55);
    const kept = await promptsOf('user:long');
    expect(kept).toHaveLength(50);
    expect(kept[0]).toBe('turn 6');
    expect(kept.at(-1)).toBe('turn 55');
    expect(await promptsOf('user:other')).toEqual(['kept']);
  });
});
