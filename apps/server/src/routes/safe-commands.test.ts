import type { AssistantReply } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

/**
 * Issue 10, safe interpretation end to end: two requests in one line, or a machine said to be both
 * down and back, get a question with the readings as buttons — never a plan with an Apply.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const say = async (prompt: string, language = 'en') => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/run',
    headers: asUser('sam'),
    payload: { prompt, backend: 'offline', work_budget: 40, language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AssistantReply;
};

describe('a command that could mean two things asks, and runs nothing (issue 10)', () => {
  it.each([
    ['PRS-04 down for 6h and Meridian needs 500 PRODUCT-001 by Friday', 'en'],
    ['a PRS-03 quebrou e chegou pedido urgente de 200 FG-OS-5072 pra sexta', 'pt-BR'],
    ['PRS-03 down? no wait, it is back up', 'en'],
  ])('%j', async (prompt, language) => {
    const reply = await say(prompt, language);
    expect(reply.type).not.toBe('schedule');
    expect(reply.needs_clarification).toBe(true);
    expect(reply.actions ?? []).toEqual([]);
    expect(reply.suggested_actions?.length).toBeGreaterThanOrEqual(2);
    const runs = await t.database.db
      .selectFrom('schedule_runs')
      .select('run_id')
      .where('owner_key', '=', 'user:sam')
      .execute();
    expect(runs).toEqual([]);
  });

  it('each button is one request on its own, read without a question', async () => {
    const reply = await say('PRS-04 down for 6h and Meridian needs 500 PRODUCT-001 by Friday');
    for (const action of reply.suggested_actions ?? []) {
      const followed = await say(action.prompt);
      expect(followed.needs_clarification ?? false, action.prompt).toBe(false);
    }
  });
});
