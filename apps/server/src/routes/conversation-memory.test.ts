import type { AssistantReply, ScheduleResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

/**
 * Issue 10, conversation state: the web sends the last 5 messages; the server remembers the turns
 * before them, so a follow-up still finds the command it repeats after an apply and an undo pushed
 * that command out of the client's window — and a new chat (no history) starts afresh.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Message = { role: 'user' | 'assistant'; content: string };

/** One planner's chat as the web keeps it: every message, the last 5 sent with each command. */
function chat(user: string) {
  const messages: Message[] = [];
  return {
    messages,
    async say(prompt: string): Promise<AssistantReply> {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/schedule/run',
        headers: asUser(user),
        payload: { prompt, backend: 'offline', work_budget: 40, conversation_history: messages.slice(-5) },
      });
      expect(response.statusCode, response.body).toBe(200);
      const reply = response.json() as AssistantReply;
      messages.push({ role: 'user', content: prompt }, { role: 'assistant', content: reply.text });
      return reply;
    },
    note(content: string) {
      messages.push({ role: 'assistant', content });
    },
  };
}

const rushOf = (reply: AssistantReply) =>
  reply.type === 'schedule'
    ? (reply as ScheduleResult).data.orders.filter((o) => o.order_id.startsWith('RUSH'))
    : [];

describe('the conversation the server remembers (issue 10)', () => {
  it('"same thing but by Thursday" repeats a rush said four messages and two notes before', async () => {
    const c = chat('mem-ana');
    const first = await c.say('rush 1500 FG-OS-5072 for Basalt by Friday');
    expect(rushOf(first)).toHaveLength(1);
    c.note('Applied: the plan is now the released plan.');
    await c.say('undo that');
    c.note('Undone: the plan is back as it was.');
    // The rush is now outside the last 5 messages the web sends.
    expect(c.messages.slice(-5).some((m) => m.content.startsWith('rush 1500'))).toBe(false);
    const again = await c.say('same thing but by Thursday');
    expect(again.intent).toBe('schedule.rush_order');
    const [rush] = rushOf(again);
    expect(rush?.material).toBe('FG-OS-5072');
    expect(rush?.quantity).toBe(1500);
  });

  it("a new chat (no history) does not continue the last one, nor does another planner's", async () => {
    const c = chat('mem-bo');
    await c.say('rush 1500 FG-OS-5072 for Basalt by Friday');
    const fresh = chat('mem-bo');
    const alone = await fresh.say('same thing but by Thursday');
    expect(alone.intent).not.toBe('schedule.rush_order');
    const other = chat('mem-cy');
    await other.say('what is low on stock?');
    other.note('Applied.');
    await other.say('how much RM-778 do we have?');
    const nothing = await other.say('same thing but by Thursday');
    expect(nothing.intent).not.toBe('schedule.rush_order');
  });
});
