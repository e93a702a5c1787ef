import { afterEach, describe, expect, it } from 'vitest';
import { makeScheduleResult } from '../schedule/schedule-test-factories.ts';
import {
  assistantRequestFor,
  conversationHistory,
  isReschedulingIntent,
  unwordedPrompt,
  wordedPrompt,
} from './assistant-request.ts';
import { userMessage } from './chat-message.ts';

afterEach(() => localStorage.clear());

describe('rescheduling intent (assistant-and-gantt §4)', () => {
  it.each([
    ['PRS-03 broke down for 4 hours', true],
    ['The press had a failure this morning', true],
    ['Machine breakdown on the Banbury', true],
    ['Material delay on RM-778', true],
    ['Rush order of 500 FG-OS-5072', true],
    ['Create an urgent order for 500 FG-OS-5072 due Friday', true],
    ['Please reschedule the week', true],
    ['A prensa PRS-03 quebrou', true],
    ['The coffee machine is great', false],
    ['Production status', false],
    ['How much RM-778 do we have?', false],
    ['Something broke', false],
  ])('%j is rescheduling intent: %s', (text, expected) => {
    expect(isReschedulingIntent(text)).toBe(expected);
  });

  it('words a rescheduling request as adjust, disruption and show the change', () => {
    expect(wordedPrompt('PRS-03 broke down for 4 hours')).toBe(
      'PRS-03 broke down for 4 hours\n\nAdjust the current schedule for this disruption and show the change.',
    );
    expect(wordedPrompt('A prensa PRS-03 quebrou')).toMatch(/Ajuste .* interrupção .* mudanças/);
    expect(wordedPrompt('Production status')).toBe('Production status');
  });

  it('words a request once, even when the command already carries the wording', () => {
    const worded = wordedPrompt('PRS-03 broke down');
    expect(wordedPrompt(worded)).toBe(worded);
    expect(unwordedPrompt(worded)).toBe('PRS-03 broke down');
    expect(
      unwordedPrompt(
        'a PRS-03 broke\n\nAdjust the current schedule for this disruption and show the changes.',
      ),
    ).toBe('a PRS-03 broke');
  });
});

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
