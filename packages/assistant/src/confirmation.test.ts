import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';

const read = (text: string) => interpretCommand(text, makeContext());

describe('the planner’s yes or no to a proposal (issue 10, conversation state)', () => {
  it.each([
    'yes, apply it',
    'apply',
    'ok, go ahead',
    'Yes please, apply the change',
    'sim, aplica',
    'pode aplicar',
    'confirma',
    'ok',
    'sim',
  ])('reads "%s" as change.apply, with no entities, not a repair', (text) => {
    const reading = read(text);
    expect(reading).toMatchObject({ intent: 'change.apply', entities: {}, is_rescheduling: false });
    expect(reading.needs_clarification).toBeUndefined();
  });

  it.each(['no', 'no, discard it', "don't apply it", 'descarta', 'não, descarta', 'não aplica', 'cancel'])(
    'reads "%s" as change.discard',
    (text) => {
      expect(read(text)).toMatchObject({ intent: 'change.discard', entities: {}, is_rescheduling: false });
    },
  );

  it.each([
    "no wait it's back",
    'cancel order 1041',
    'apply a rush order of 500 STD-101 by Friday',
    'thanks',
    'não, a PRS-04',
  ])('reads only a whole message of such words as one: "%s" is neither', (text) => {
    expect(read(text).intent).not.toMatch(/^change\.(apply|discard)$/);
  });
});

describe('a yes or no said casually or denied (opposite-actions audit)', () => {
  it.each(['apply it after all', 'aplica ai', 'aplica aí', 'aplica mesmo assim', 'ok, apply it anyway'])(
    'reads "%s" as change.apply',
    (text) => {
      expect(read(text).intent).toBe('change.apply');
    },
  );

  it.each(['n aplica', 'keep the old plan', 'mantém o plano antigo', 'não, descarta'])(
    'reads "%s" as change.discard',
    (text) => {
      expect(read(text).intent).toBe('change.discard');
    },
  );

  it.each(["don't cancel it", 'não descarta', "don't discard it"])(
    'reads the denied refusal "%s" as no discard (nor an apply)',
    (text) => {
      expect(read(text).intent).not.toMatch(/^change\.(?:discard|apply)$/);
    },
  );
});
