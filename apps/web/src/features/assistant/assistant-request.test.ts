import { afterEach, describe, expect, it } from 'vitest';
import { makeScheduleResult } from '../schedule/schedule-test-factories.ts';
import { assistantRequestFor, conversationHistory } from './assistant-request.ts';
import { userMessage } from './chat-message.ts';

afterEach(() => localStorage.clear());

describe('the request body (assistant-and-gantt §7)', () => {
  it('has the fixed source, data source and backend', () => {
    expect(assistantRequestFor('Production status', [])).toMatchObject({
      prompt: 'Production status',
      source: 'playground',
      data_source: 'default',
      backend: 'openrouter',
      conversation_history: [],
    });
  });

  it("sends the planner's words unchanged: the server's one interpreter decides what they mean (issue 10)", () => {
    for (const text of ['PRS-03 broke down for 4 hours', 'A prensa PRS-03 quebrou', 'desfaz isso'])
      expect(assistantRequestFor(text, []).prompt).toBe(text);
  });

  it('sends no baseline, even for a rescheduling request: the server compares with the released plan (issue 9)', () => {
    const saved = { type: 'schedule' as const, data: makeScheduleResult().data };
    localStorage.setItem('schedule_baseline', JSON.stringify(saved));
    expect(assistantRequestFor('PRS-03 broke down for 4 hours', [])).not.toHaveProperty('baseline');
    expect(assistantRequestFor('Production status', [])).not.toHaveProperty('baseline');
  });

  it('keeps the last 5 earlier messages as role and content', () => {
    const earlier = Array.from({ length: 7 }, (_, index) => userMessage(`message ${index + 1}`, new Date()));
    expect(conversationHistory(earlier)).toEqual(
      [3, 4, 5, 6, 7].map((n) => ({ role: 'user', content: `message ${n}` })),
    );
  });
});
