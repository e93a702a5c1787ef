import type { AssistantReply, ScheduleResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

/**
 * Issue 10: "which orders does that hit?" after a breakdown names the orders the downtime moves —
 * also once it is applied, when the released plan no longer has their work on the machine.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const say = async (
  user: string,
  prompt: string,
  history: { role: 'user' | 'assistant'; content: string }[],
) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/run',
    headers: asUser(user),
    payload: { prompt, backend: 'offline', work_budget: 40, conversation_history: history },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AssistantReply;
};

describe('the orders a breakdown hits (issue 10)', () => {
  it('are the ones its plan moves, before and after Apply', async () => {
    const command = 'PRS-06 just went down, about 6 hours';
    const proposal = (await say('hit-ana', command, [])) as ScheduleResult;
    expect(proposal.type).toBe('schedule');
    const moved = [
      ...new Set(
        (proposal.changes_summary?.changes ?? [])
          .filter((c) => c.cause?.kind === 'forced' || c.cause?.kind === 'knock_on')
          .map((c) => c.order_id),
      ),
    ];
    // The sample plant has work on PRS-06 at the test's now: the case is not empty.
    expect(moved.length).toBeGreaterThan(0);
    const history = [
      { role: 'user' as const, content: command },
      { role: 'assistant' as const, content: proposal.text },
    ];
    const before = await say('hit-ana', 'which orders does that hit?', history);
    expect((before.data as { orders: string[] }).orders).toEqual(expect.arrayContaining(moved));

    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/apply',
      headers: asUser('hit-ana'),
      payload: { run_id: proposal.run_id },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await say('hit-ana', 'which orders does that hit?', [
      ...history,
      { role: 'assistant', content: 'Applied.' },
    ]);
    expect((after.data as { orders: string[] }).orders).toEqual(expect.arrayContaining(moved));
    expect(after.actions ?? []).toEqual([]);
  });
});
