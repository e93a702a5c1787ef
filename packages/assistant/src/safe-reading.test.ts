import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';
import { ACTION_INTENTS, CONFIDENCE_THRESHOLD } from './interpretation.ts';

const context = makeContext();
const read = (text: string) => interpretCommand(text, context);

describe('a machine both down and back up asks which (issue 10, safe interpretation)', () => {
  it.each([
    ["PRS-03 down? no wait it's back", 'en', 'Is PRS-03 down, or back in service?'],
    ['a PRS-03 parou? não, já voltou', 'pt', 'A PRS-03 parou ou voltou a funcionar?'],
  ])('offers the two readings of "%s" as buttons', (text, language, question) => {
    const reading = read(text);
    expect(reading).toMatchObject({ language, intent: 'schedule.restore', polarity: 'up' });
    expect(reading.needs_clarification).toMatchObject({ reason: 'polarity', question });
    expect(reading.confidence).toBeLessThan(CONFIDENCE_THRESHOLD);
    const reread = reading.needs_clarification!.suggested_actions.map((b) => read(b.prompt));
    expect(reread.map((r) => [r.intent, r.polarity, r.entities.work_center])).toEqual([
      ['schedule.breakdown', 'down', 'PRS-03'],
      ['schedule.restore', 'up', 'PRS-03'],
    ]);
    expect(reading.needs_clarification?.readings?.map((r) => r.polarity)).toEqual(['down', 'up']);
  });

  it('takes the reading said last as the interpretation', () => {
    expect(read('PRS-03 is back up? no, it broke again')).toMatchObject({
      intent: 'schedule.breakdown',
      needs_clarification: { reason: 'polarity' },
    });
  });
});

describe('an action read with confidence below the threshold is never bare (issue 10)', () => {
  it('offers the best readings as buttons, each prompt reading as its candidate', () => {
    const reading = read('new order STD-101 stock');
    expect(reading.intent).toBe('order.create');
    expect(reading.confidence).toBeLessThan(CONFIDENCE_THRESHOLD);
    expect(reading.needs_clarification).toMatchObject({
      reason: 'low_confidence',
      question: 'I am not sure what you mean. Which of these?',
      suggested_actions: [
        { label: 'Create an order for STD-101', prompt: 'Create an order for STD-101' },
        { label: 'How much STD-101 is in stock?', prompt: 'How much STD-101 is in stock?' },
      ],
    });
    const candidates = reading.needs_clarification!.readings!;
    reading.needs_clarification!.suggested_actions.forEach((button, k) => {
      expect(read(button.prompt).intent).toBe(candidates[k]!.intent);
    });
  });

  const commands = [
    'PRS-03 broke down for 2 hours',
    'the press broke down',
    'delay on the zinc oxide, arrives tomorrow 2pm',
    'rush order for 500 o-rings by Friday',
    'move order 1004 to Friday',
    'transfer STD-101 and RM-778',
    'desfaz isso',
    'voltou a rodar',
    'PRS-04 down for 6h AND Meridian needs 500 PRODUCT-001 by Friday',
  ];
  const words = [
    'urgent',
    'new order',
    'STD-101',
    '500',
    'by Friday',
    'move',
    'to MAIN',
    'order 1004',
    'late',
    'PRS-03',
  ];
  const mixes = words.flatMap((a) =>
    words.flatMap((b) => (b === a ? [] : [`${a} ${b}`, `${a} ${b} stock`, `${b} ${a} problem`])),
  );

  it('holds for commands and word mixes: below it, an action asks (with the readings as buttons when the intent is in doubt)', () => {
    let unsure = 0;
    for (const text of [...commands, ...mixes]) {
      const reading = read(text);
      if (!ACTION_INTENTS.has(reading.intent) || reading.confidence >= CONFIDENCE_THRESHOLD) continue;
      expect(reading.needs_clarification, text).toBeDefined();
      const { reason, suggested_actions, readings } = reading.needs_clarification!;
      if (reason === 'low_confidence' || reason === 'polarity' || reason === 'compound') {
        unsure++;
        expect(suggested_actions.length, text).toBe(readings?.length);
        expect(suggested_actions.length, text).toBeGreaterThan(0);
      }
    }
    expect(unsure).toBeGreaterThan(0);
  });
});
