import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { isClarificationQuestion } from './clarification-questions.ts';
import { interpretCommand } from './interpret-command.ts';

describe('the interpreter recognises its own clarification questions (issue 10, conversation state)', () => {
  it.each([
    'the banbury broke down',
    'o misturador parou',
    'PRS-05 stopped',
    'a PRS-05 parou',
    'PRS-09 is down for 2 hours',
    'PRS-03 down? no wait it is back',
    'PRS-04 down for 6h AND Meridian needs 500 PRODUCT-001 by Friday',
    'rush order for STD-101',
    'what is on the Banbury now',
    'transfer 200 kg of RM-778',
  ])('the question asked about "%s"', (text) => {
    const question = interpretCommand(text, makeContext()).needs_clarification?.question;
    expect(question).toBeDefined();
    expect(isClarificationQuestion(question!)).toBe(true);
  });

  it.each([
    'RM-778: 20.8 KG on hand.',
    'PRS-03 is down from 10:00 to 14:00. Apply to release this plan.',
    '**3 late orders** in the released plan, worst first:',
    'Which orders are late?',
  ])('not an answer or a proposal: "%s"', (reply) => {
    expect(isClarificationQuestion(reply)).toBe(false);
  });
});
