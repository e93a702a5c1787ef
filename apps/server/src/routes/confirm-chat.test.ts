import type { AssistantReply, ScheduleResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

/** Issue 10: "yes, apply it" applies the previous reply's proposal; "no" sets it aside; nothing open, nothing happens. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const say = async (
  user: string,
  prompt: string,
  history: { role: 'user' | 'assistant'; content: string }[] = [],
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
const changesOf = async (user: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/schedule/changes', headers: asUser(user) })).json()
    .changes as {
    change_id: string;
    run_id: string;
    undone_at: string | null;
  }[];

describe('confirming a proposal by chat (issue 10)', () => {
  it('"yes, apply it" applies the proposal just made, once, with an undo', async () => {
    const command = 'PRS-03 broke down for 4 hours';
    const proposal = (await say('ana', command)) as ScheduleResult;
    expect(proposal.type).toBe('schedule');
    const history = [
      { role: 'user' as const, content: command },
      { role: 'assistant' as const, content: proposal.text },
    ];
    const yes = await say('ana', 'yes, apply it', history);
    expect(yes.intent).toBe('change.apply');
    const changes = await changesOf('ana');
    expect(changes).toHaveLength(1);
    expect(changes[0]!.run_id).toBe(proposal.run_id);
    expect(yes.actions?.find((a) => a.action === 'undo_change')?.data.change_id).toBe(changes[0]!.change_id);
    // Said again, there is no open proposal left: nothing more is applied.
    const again = await say('ana', 'sim, aplica', history);
    expect(again.actions ?? []).toEqual([]);
    expect(await changesOf('ana')).toHaveLength(1);
  });

  it('"no, discard it" changes nothing', async () => {
    const command = 'PRS-02 broke down for 4 hours';
    const proposal = (await say('bo', command)) as ScheduleResult;
    const no = await say('bo', 'no, discard it', [
      { role: 'user', content: command },
      { role: 'assistant', content: proposal.text },
    ]);
    expect(no.intent).toBe('change.discard');
    expect(no.actions ?? []).toEqual([]);
    expect(await changesOf('bo')).toEqual([]);
  });
});
